import { StrictMode, useEffect } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { routes } from './app/routes.tsx';
import { AuthProvider } from './lib/auth/auth-context.tsx';
import { reportRecoverableError } from './islands/report-error.ts';
import './styles.css';

// The React Router app (signed-in workspace and the other client-only routes, served as
// app-shell.html). Public pages are prerendered HTML with islands (src/islands) instead.

/** Marks the document once React has committed, for the e2e suite to wait on. */
function Ready() {
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true';
  }, []);
  return null;
}

const router = createBrowserRouter(routes);
createRoot(document.getElementById('root')!, { onRecoverableError: reportRecoverableError }).render(
  <StrictMode>
    <AuthProvider>
      <Ready />
      <RouterProvider router={router} />
    </AuthProvider>
  </StrictMode>,
);
