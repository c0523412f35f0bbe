import { lazy, Suspense } from 'react';
import { Outlet } from 'react-router';
import { Header } from './layout/header.tsx';
import { Footer } from './layout/footer.tsx';
import { ScrollManager } from './scroll-manager.tsx';
import { useAuth } from '../lib/auth/auth-context.tsx';

// The modal's code loads on first open, keeping it out of every page's first download.
const AuthModal = lazy(() => import('../features/auth/auth-modal.tsx').then((m) => ({ default: m.AuthModal })));

export function RootLayout() {
  const { modal } = useAuth();
  return (
    <div className="flex min-h-dvh flex-col">
      <ScrollManager />
      <Header />
      <main id="main" className="flex-1">
        <Outlet />
      </main>
      <Footer />
      {modal !== null && (
        <Suspense fallback={null}>
          <AuthModal />
        </Suspense>
      )}
    </div>
  );
}
