import { useAuth } from '../../lib/auth/auth-context.tsx';
import { displayName } from '../../lib/auth/auth-api.ts';

export function WorkspacePage() {
  const { user, profile } = useAuth();
  return (
    <section className="mx-auto max-w-7xl px-4 py-16 sm:px-6">
      <h1 className="text-3xl font-bold text-ink">Workspace</h1>
      <p className="mt-2 text-slate-600">Signed in as {displayName(user, profile)}</p>
    </section>
  );
}
