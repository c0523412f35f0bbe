import { useNavigate } from 'react-router';
import { LogOut, Menu } from 'lucide-react';
import { useAuth } from '../../../lib/auth/auth-context.tsx';
import { useSignOut } from '../../../lib/auth/use-sign-out.ts';
import { avatarInitial, workspaceUserLabel } from '../user-label.ts';
import type { ServerStatusView } from '../../../lib/server-status.ts';
import { ConnectionBadge } from './connection-badge.tsx';
import { TeamSwitcher } from './team-switcher.tsx';

/** The workspace header: menu button (small screens), section title, active team, analysis badge, user and Sign Out. */
export function WorkspaceTopbar({
  title,
  server,
  onOpenMenu,
}: {
  title: string;
  server: ServerStatusView;
  onOpenMenu: () => void;
}) {
  const { user, profile } = useAuth();
  const navigate = useNavigate();
  const { signingOut, signOut: onSignOut } = useSignOut((to) => void navigate(to));
  const label = workspaceUserLabel(user, profile);

  return (
    <div className="flex flex-wrap items-center gap-x-3 gap-y-2 border-b border-slate-200 bg-white px-4 py-3 sm:px-6">
      <button
        type="button"
        onClick={onOpenMenu}
        className="inline-flex items-center gap-2 rounded-lg border border-slate-200 px-2.5 py-1.5 text-sm font-medium text-slate-700 hover:bg-slate-50 lg:hidden"
      >
        <Menu className="h-4 w-4" aria-hidden="true" />
        Menu
      </button>
      <p className="min-w-0 flex-1 truncate text-sm font-semibold text-slate-500">
        <span className="hidden sm:inline">Workspace / </span>
        <span className="text-ink">{title}</span>
      </p>
      <div className="flex min-w-0 flex-wrap items-center gap-3">
        {user && <TeamSwitcher />}
        <ConnectionBadge server={server} />
        {user ? (
          <div className="flex items-center gap-2">
            <span
              className="flex h-8 w-8 items-center justify-center rounded-full bg-brand-700 text-sm font-bold text-white"
              aria-hidden="true"
            >
              {avatarInitial(user, profile)}
            </span>
            <span className="hidden text-sm font-medium text-slate-800 sm:inline">{label}</span>
            <button
              type="button"
              onClick={onSignOut}
              disabled={signingOut}
              className="inline-flex items-center gap-1.5 rounded-lg px-2 py-1.5 text-sm font-medium text-slate-600 hover:bg-slate-100 hover:text-slate-900 disabled:opacity-60"
            >
              <LogOut className="h-4 w-4" aria-hidden="true" />
              {signingOut ? 'Signing Out...' : 'Sign Out'}
            </button>
          </div>
        ) : (
          <span className="text-sm font-medium text-slate-600">{label}</span>
        )}
      </div>
    </div>
  );
}
