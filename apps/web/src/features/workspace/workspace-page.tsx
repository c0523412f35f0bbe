import { useCallback, useEffect, useMemo, useState } from 'react';
import { Outlet, useMatches, useNavigate } from 'react-router';
import { useServerStatus } from './api/get-server-status.ts';
import { SideNav } from './components/side-nav.tsx';
import { NavDrawer } from './components/nav-drawer.tsx';
import { WorkspaceTopbar } from './components/workspace-topbar.tsx';
import { EmailConfirmationNotice } from './components/email-confirmation-notice.tsx';
import { WorkspaceContext, type Workspace } from './workspace-context.tsx';
import { useAssessments } from './api/use-assessments.ts';
import { isTabId, tabPath, type TabId } from './workspace-tabs.ts';
import { sayTab } from './tab-words.ts';
import { installApp } from './pwa/install-app.ts';
import { useAuth } from '../../lib/auth/auth-context.tsx';
import { useUploadQueueRunner } from '../capture/queue/use-upload-queue.ts';
import { say } from '../../lib/i18n/workspace-i18n.ts';
import { shellCopy } from './workspace-copy.ts';

/** The open screen's tab (from its route) and the assessment its address names, if any. */
function useScreen(): { tab: TabId | null; assessmentId: string | null; heading: string | null } {
  const matches = useMatches();
  const last = matches.at(-1);
  const handle = last?.handle as { tab?: unknown; heading?: unknown } | undefined;
  return {
    tab: isTabId(handle?.tab) ? handle.tab : null,
    assessmentId: last?.params.assessmentId ?? null,
    heading: typeof handle?.heading === 'string' ? handle.heading : null,
  };
}

/**
 * /demo (docs/spec-notes.md#workspace-tabs): header with badge and user, side menu (drawer on small screens), and the
 * open screen below. The address says which screen and which record is open; the workspace only
 * remembers the last assessment opened, so the menu's Analysis, Treatment Plans, Consultant
 * Services and Reports links carry it on.
 */
export function WorkspacePage() {
  const { tab, assessmentId, heading } = useScreen();
  const navigate = useNavigate();
  const [lastId, setLastId] = useState<string | null>(assessmentId);
  if (assessmentId && assessmentId !== lastId) setLastId(assessmentId);
  // what is shown follows the address alone; the last one opened only seeds the menu's links
  const selectedId = assessmentId;
  const [drawerOpen, setDrawerOpen] = useState(false);
  const server = useServerStatus();
  const connected = server.state === 'checking' ? null : server.state === 'ready';
  const assessments = useAssessments();
  // a removed assessment is not carried on
  const carried = assessments.loading || assessments.assessments.some((t) => t.id === lastId) ? lastId : null;
  // installable app: manifest + app-shell service worker, from the workspace only
  useEffect(() => installApp(), []);
  // photos waiting on this device go up while the workspace is open; each one the server
  // acknowledged joins the list
  const { user } = useAuth();
  useUploadQueueRunner(user?.id ?? null, assessments.replace);

  const goTo = useCallback((id: TabId) => void navigate(tabPath(id, carried)), [navigate, carried]);
  const select = useCallback(
    (id: string | null) => {
      void navigate(tabPath(tab ?? 'analysis', id));
    },
    [navigate, tab],
  );
  const open = useCallback((id: string, to: TabId) => void navigate(tabPath(to, id)), [navigate]);

  const ws = useMemo<Workspace>(
    () => ({
      ...assessments,
      tab,
      goTo,
      selectedId,
      selected: assessments.assessments.find((t) => t.id === selectedId) ?? null,
      select,
      open,
      connected,
    }),
    [assessments, tab, goTo, selectedId, select, open, connected],
  );

  return (
    <WorkspaceContext.Provider value={ws}>
      <div className="bg-slate-50 lg:flex">
        <aside className="hidden w-64 shrink-0 border-r border-slate-200 bg-white lg:block">
          <nav
            aria-label={say(shellCopy.workspace)}
            className="sticky top-16 max-h-[calc(100dvh-4rem)] overflow-y-auto p-3"
          >
            <p className="px-3 pb-2 pt-1 text-xs font-semibold uppercase tracking-wide text-slate-500">
              {say(shellCopy.workspace)}
            </p>
            <SideNav current={tab} assessmentId={carried} />
          </nav>
        </aside>
        <div className="min-h-[calc(100dvh-4rem)] min-w-0 flex-1">
          <WorkspaceTopbar
            title={heading ?? (tab ? sayTab(tab) : say(shellCopy.notFound))}
            server={server}
            onOpenMenu={() => setDrawerOpen(true)}
          />
          <div className="px-4 py-6 sm:px-6 lg:px-8">
            <EmailConfirmationNotice />
            <Outlet />
          </div>
        </div>
      </div>
      <NavDrawer open={drawerOpen} onClose={() => setDrawerOpen(false)} current={tab} assessmentId={carried} />
    </WorkspaceContext.Provider>
  );
}
