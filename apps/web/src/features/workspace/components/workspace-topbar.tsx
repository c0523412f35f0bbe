import { useNavigate } from 'react-router';
import { LogOut, Menu } from 'lucide-react';
import { useAuth } from '../../../lib/auth/auth-context.tsx';
import { useSignOut } from '../../../lib/auth/use-sign-out.ts';
import { avatarInitial, workspaceUserLabel } from '../user-label.ts';
import type { ServerStatusView } from '../api/get-server-status.ts';
import { ConnectionBadge } from './connection-badge.tsx';
import { TeamSwitcher } from './team-switcher.tsx';
import { QueueBadge } from '../../capture/queue/queue-badge.tsx';
import { useGuardedSignOut } from '../../capture/queue/sign-out-warning.tsx';
import { say } from '../../../lib/i18n/workspace-i18n.ts';
import { shellCopy as copy } from '../workspace-copy.ts';

/** The workspace header: menu button (small screens), section title, active team, upload-queue and analysis badges, user and Sign Out. */
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
  // photos still waiting on this device: warned before signing out deletes them
  const guarded = useGuardedSignOut(user?.id ?? null, onSignOut);

  return (
    // phone: one compact sticky bar (menu, screen, user) with the team and the badge on a second line
    <div className="sticky top-0 z-30 flex flex-wrap items-center gap-x-3 gap-y-1.5 border-b border-slate-200 bg-white px-4 py-2 sm:px-6 sm:py-3 lg:static">
      <button
        type="button"
        onClick={onOpenMenu}
        className="order-0 inline-flex items-center gap-2 rounded-lg border border-slate-200 px-2.5 py-1.5 text-sm font-medium text-slate-700 hover:bg-slate-50 lg:hidden"
      >
        <Menu className="h-4 w-4" aria-hidden="true" />
        {say(copy.menu)}
      </button>
      <p className="order-1 min-w-0 flex-1 truncate text-sm font-semibold text-slate-500">
        <span className="hidden sm:inline">{say(copy.workspace)} / </span>
        <span className="text-ink">{title}</span>
      </p>
      <div className="order-3 flex w-full min-w-0 items-center justify-between gap-3 sm:order-2 sm:w-auto sm:justify-start">
        {user && <TeamSwitcher />}
        <ConnectionBadge server={server} />
      </div>
      {/* photos waiting on this device (or no network): its own line on a phone, beside the team above */}
      <div className="order-4 w-full empty:hidden sm:order-2 sm:w-auto">
        <QueueBadge />
      </div>
      <div className="order-2 flex items-center gap-2 sm:order-3">
        {user ? (
          <>
            <span
              className="flex h-8 w-8 items-center justify-center rounded-full bg-brand-700 text-sm font-bold text-white"
              aria-hidden="true"
            >
              {avatarInitial(user, profile)}
            </span>
            <span className="hidden text-sm font-medium text-slate-800 sm:inline">{label}</span>
            <button
              type="button"
              onClick={guarded.request}
              disabled={signingOut}
              className="inline-flex items-center gap-1.5 rounded-lg px-2 py-1.5 text-sm font-medium text-slate-600 hover:bg-slate-100 hover:text-slate-900 disabled:opacity-60"
            >
              <LogOut className="h-4 w-4" aria-hidden="true" />
              <span className="sr-only sm:not-sr-only">{signingOut ? say(copy.signingOut) : say(copy.signOut)}</span>
            </button>
            {guarded.dialog}
          </>
        ) : (
          <span className="text-sm font-medium text-slate-600">{label}</span>
        )}
      </div>
    </div>
  );
}
