import { Navigate, Outlet } from 'react-router';
import { useAuth } from '../lib/auth/auth-context.tsx';
import { Spinner } from '../components/ui/spinner.tsx';
import { paths } from '../lib/paths.ts';

/** Spec 001 §2: a spinner while the session loads; a visitor is sent to / (history replaced). */
export function ProtectedRoute() {
  const { status } = useAuth();
  if (status === 'loading') return <Spinner label="Checking your session…" />;
  if (status === 'signed-out') return <Navigate to={paths.home} replace />;
  return <Outlet />;
}
