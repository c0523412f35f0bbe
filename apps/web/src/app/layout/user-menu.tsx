import { useCallback, useRef, useState } from 'react';
import { ChevronDown, LayoutDashboard, LogOut } from 'lucide-react';
import { useAuth } from '../../lib/auth/auth-context.tsx';
import { displayName } from '../../lib/auth/display-name.ts';
import { useSignOut } from '../../lib/auth/use-sign-out.ts';
import { useDismiss } from '../../lib/use-dismiss.ts';
import { useNav } from '../../lib/nav.tsx';
import { paths } from '../../lib/paths.ts';
import { useGuardedSignOut } from '../../features/capture/queue/sign-out-warning.tsx';

/** The signed-in user's menu in the site header: the workspace and sign-out. */
export function UserMenu() {
  const { user, profile } = useAuth();
  const { navigate, Link } = useNav();
  const [open, setOpen] = useState(false);
  const { signingOut, signOut } = useSignOut(navigate);
  const ref = useRef<HTMLDivElement>(null);
  const close = useCallback(() => setOpen(false), []);
  useDismiss(ref, open, close);
  const name = displayName(user, profile);

  // photos still waiting on this device: warned before signing out deletes them
  const guarded = useGuardedSignOut(user?.id ?? null, async () => {
    await signOut();
    setOpen(false);
  });

  return (
    <div ref={ref} className="relative">
      <button
        type="button"
        aria-expanded={open}
        aria-haspopup="menu"
        onClick={() => setOpen((o) => !o)}
        className="inline-flex max-w-[14rem] items-center gap-2 rounded-full border border-slate-200 py-1 pl-1 pr-3 text-sm font-medium text-slate-800 hover:bg-slate-50"
      >
        <span
          className="flex h-7 w-7 shrink-0 items-center justify-center rounded-full bg-brand-700 text-xs font-bold uppercase text-white"
          aria-hidden="true"
        >
          {name.charAt(0) || '?'}
        </span>
        <span className="truncate">{name}</span>
        <ChevronDown className="h-4 w-4 shrink-0" aria-hidden="true" />
      </button>
      {open && (
        <div
          role="menu"
          className="absolute right-0 top-full z-50 mt-2 w-56 rounded-xl border border-slate-200 bg-white p-1 shadow-xl"
        >
          <Link
            role="menuitem"
            to={paths.demo}
            onClick={close}
            className="flex items-center gap-2 rounded-lg px-3 py-2 text-sm text-slate-700 hover:bg-slate-50"
          >
            <LayoutDashboard className="h-4 w-4" aria-hidden="true" /> Demo Dashboard
          </Link>
          <button
            role="menuitem"
            type="button"
            disabled={signingOut}
            onClick={() => {
              setOpen(false);
              guarded.request();
            }}
            className="flex w-full items-center gap-2 rounded-lg px-3 py-2 text-left text-sm text-slate-700 hover:bg-slate-50 disabled:opacity-60"
          >
            <LogOut className="h-4 w-4" aria-hidden="true" /> {signingOut ? 'Signing Out...' : 'Sign Out'}
          </button>
        </div>
      )}
      {guarded.dialog}
    </div>
  );
}
