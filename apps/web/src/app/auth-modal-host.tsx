import { lazy, Suspense } from 'react';
import { useAuth } from '../lib/auth/auth-context.tsx';

// The modal's code loads on first open, keeping it out of every page's first download.
const AuthModal = lazy(() => import('../features/auth/auth-modal.tsx').then((m) => ({ default: m.AuthModal })));

/** The sign-in / Book a Demo modal, rendered while it is open. */
export function AuthModalHost() {
  const { modal } = useAuth();
  if (modal === null) return null;
  return (
    <Suspense fallback={null}>
      <AuthModal />
    </Suspense>
  );
}
