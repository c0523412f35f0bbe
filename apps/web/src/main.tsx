import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, matchRoutes, RouterProvider, type RouteObject } from 'react-router';
import { routes } from './app/routes.tsx';
import { AuthProvider } from './lib/auth/auth-context.tsx';
import './styles.css';

/** Load the lazy route modules of the current URL before hydrating prerendered HTML. */
async function resolveLazy(table: RouteObject[]) {
  const matches = matchRoutes(table, window.location) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy === 'function') {
        const mod = await route.lazy();
        Object.assign(route, mod, { lazy: undefined });
      }
    }),
  );
}

async function start() {
  const container = document.getElementById('root')!;
  const prerendered = container.hasChildNodes();
  if (prerendered) await resolveLazy(routes);
  const router = createBrowserRouter(routes);
  const app = (
    <StrictMode>
      <AuthProvider>
        <RouterProvider router={router} />
      </AuthProvider>
    </StrictMode>
  );
  if (prerendered) hydrateRoot(container, app);
  else createRoot(container).render(app);
}

void start();
