import { useEffect } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { useAuth } from '../lib/auth/auth-context.tsx';
import { Spinner } from '../components/ui/spinner.tsx';
import { paths, signInThen } from '../lib/paths.ts';

/**
 * A spinner while the session loads (docs/spec-notes.md#protected-routes); a visitor is sent to / (history replaced).
 * A visitor who followed a link to a signed-in page is asked to sign in there and then lands on
 * that page; a user who just signed out simply goes home.
 */
export function ProtectedRoute() {
  const { status, signedOut, user, openAuthModal } = useAuth();
  const { pathname, search } = useLocation();
  const askToSignIn = status === 'signed-out' && !signedOut;
  useEffect(() => {
    if (askToSignIn) openAuthModal('signin');
  }, [askToSignIn, openAuthModal]);
  if (status === 'loading') return <Spinner label="Checking your session…" />;
  if (status === 'signed-out') return <Navigate to={signedOut ? paths.home : signInThen(pathname + search)} replace />;
  // keyed by the user: nothing read for one account survives into another's session
  return <Outlet key={user?.id} />;
}
