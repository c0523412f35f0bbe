import { useCallback, useEffect, useMemo, useRef, useState, type ComponentType } from 'react';
import { useServerStatus } from '../../lib/server-status.ts';
import { SideNav } from './components/side-nav.tsx';
import { NavDrawer } from './components/nav-drawer.tsx';
import { WorkspaceTopbar } from './components/workspace-topbar.tsx';
import { EmailConfirmationNotice } from './components/email-confirmation-notice.tsx';
import { WorkspaceContext, type Workspace } from './workspace-context.tsx';
import { useThreads } from './use-threads.ts';
import {
  readStoredTab,
  safeSessionStorage,
  TAB_STORAGE_KEY,
  tabLabel,
  THREAD_STORAGE_KEY,
  type TabId,
} from './workspace-tabs.ts';
import { ProfileTab } from './tabs/profile/profile-tab.tsx';
import { DashboardTab } from './tabs/dashboard/dashboard-tab.tsx';
import { UploadTab } from './tabs/upload/upload-tab.tsx';
import { AnalysisTab } from './tabs/analysis/analysis-tab.tsx';
import { TreatmentTab } from './tabs/treatment/treatment-tab.tsx';
import { ConsultantsTab } from './tabs/consultants/consultants-tab.tsx';
import { PatientsTab } from './tabs/patients/patients-tab.tsx';
import { ReportsTab } from './tabs/reports/reports-tab.tsx';
import { ServicesTab } from './tabs/services/services-tab.tsx';
import { AboutTab } from './tabs/about/about-tab.tsx';
import { DonationTab } from './tabs/donation/donation-tab.tsx';
import { installApp } from './pwa/install-app.ts';

const panels: Record<TabId, ComponentType> = {
  profile: ProfileTab,
  dashboard: DashboardTab,
  upload: UploadTab,
  analysis: AnalysisTab,
  treatment: TreatmentTab,
  'consultant-services': ConsultantsTab,
  patients: PatientsTab,
  reports: ReportsTab,
  services: ServicesTab,
  about: AboutTab,
  donation: DonationTab,
};

function store(key: string, value: string | null) {
  const s = safeSessionStorage();
  try {
    if (value === null) s?.removeItem(key);
    else s?.setItem(key, value);
  } catch {
    /* storage full or denied: the tab simply won't survive a reload */
  }
}

/** /demo (spec 001 §2): header with badge and user, side menu (drawer on small screens), tabs. */
export function WorkspacePage() {
  const [tab, setTab] = useState<TabId>(() => readStoredTab(safeSessionStorage()));
  const [selectedId, setSelectedId] = useState<string | null>(() => {
    try {
      return safeSessionStorage()?.getItem(THREAD_STORAGE_KEY) ?? null;
    } catch {
      return null;
    }
  });
  const [drawerOpen, setDrawerOpen] = useState(false);
  const server = useServerStatus();
  const connected = server.state === 'checking' ? null : server.state === 'ready';
  const threads = useThreads();
  const topRef = useRef<HTMLDivElement>(null);
  // installable app: manifest + app-shell service worker, from the workspace only
  useEffect(() => installApp(), []);

  const goTo = useCallback((id: TabId) => {
    setTab(id);
    store(TAB_STORAGE_KEY, id);
    const top = topRef.current;
    if (top && top.getBoundingClientRect().top < 0) top.scrollIntoView({ block: 'start' });
  }, []);
  const select = useCallback((id: string | null) => {
    setSelectedId(id);
    store(THREAD_STORAGE_KEY, id);
  }, []);
  const open = useCallback(
    (id: string, to: TabId) => {
      select(id);
      goTo(to);
    },
    [select, goTo],
  );

  const ws = useMemo<Workspace>(
    () => ({
      ...threads,
      tab,
      goTo,
      selectedId,
      selected: threads.threads.find((t) => t.id === selectedId) ?? null,
      select,
      open,
      connected,
    }),
    [threads, tab, goTo, selectedId, select, open, connected],
  );

  const Panel = panels[tab];
  return (
    <WorkspaceContext.Provider value={ws}>
      <div ref={topRef} className="scroll-mt-16 bg-slate-50 lg:flex">
        <aside className="hidden w-64 shrink-0 border-r border-slate-200 bg-white lg:block">
          <nav aria-label="Workspace" className="sticky top-16 max-h-[calc(100dvh-4rem)] overflow-y-auto p-3">
            <p className="px-3 pb-2 pt-1 text-xs font-semibold uppercase tracking-wide text-slate-500">Workspace</p>
            <SideNav current={tab} onSelect={goTo} />
          </nav>
        </aside>
        <div className="min-h-[calc(100dvh-4rem)] min-w-0 flex-1">
          <WorkspaceTopbar title={tabLabel(tab)} server={server} onOpenMenu={() => setDrawerOpen(true)} />
          <div className="px-4 py-6 sm:px-6 lg:px-8">
            <EmailConfirmationNotice />
            <Panel key={tab} />
          </div>
        </div>
      </div>
      <NavDrawer open={drawerOpen} onClose={() => setDrawerOpen(false)} current={tab} onSelect={goTo} />
    </WorkspaceContext.Provider>
  );
}
