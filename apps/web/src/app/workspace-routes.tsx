import { Navigate, useLocation, type RouteObject } from 'react-router';
import { paths } from '../lib/paths.ts';
import { tabLabel, type TabId } from '../features/workspace/workspace-tabs.ts';
import type * as Screens from './workspace-screens.tsx';

const description = 'Your wound-care workspace: analyses, treatment plans, consultants and reports.';

/** A workspace screen: its component (loaded with the workspace), its tab in the menu, its title. */
function screen(path: string, tab: TabId, component: keyof typeof Screens, title = tabLabel(tab)): RouteObject {
  return {
    path,
    lazy: async () => ({ Component: (await import('./workspace-screens.tsx'))[component] }),
    handle: { tab, meta: { title, description, noindex: true } },
  };
}

/** A screen of its own below the tabs (the worklist): the top bar names it rather than a tab. */
function ownScreen(path: string, tab: TabId, component: keyof typeof Screens, title: string): RouteObject {
  const r = screen(path, tab, component, title);
  return { ...r, handle: { ...(r.handle as object), heading: title } };
}

/**
 * /demo (after sign-in, "Back to workspace") opens the worklist, the clinician's day, keeping the
 * query (the e-mail confirmation lands on /demo?email=confirmed). A new account's sign-up opens
 * My Profile instead, where the first-run guide is.
 */
function DefaultTab() {
  const { search } = useLocation();
  return <Navigate to={{ pathname: paths.workspace.worklist, search }} replace />;
}

/**
 * The /demo workspace (docs/spec-notes.md#workspace-tabs; the app wraps it in the session guard). The tabs stay
 * the menu, each with an address; every patient, wound and assessment has one too, so back and
 * forward, reload, a new browser tab and a shared link all land on the same screen.
 */
export const workspaceRoutes: RouteObject[] = [
  {
    path: paths.workspace.root.slice(1),
    lazy: async () => ({ Component: (await import('../features/workspace/workspace-page.tsx')).WorkspacePage }),
    handle: { meta: { title: 'Workspace', description, noindex: true } },
    children: [
      { index: true, element: <DefaultTab /> },
      screen('profile', 'profile', 'ProfileScreen'),
      ownScreen('team', 'profile', 'TeamScreen', 'Team'),
      screen('dashboard', 'dashboard', 'DashboardScreen'),
      ownScreen('worklist', 'dashboard', 'WorklistScreen', 'Worklist'),
      screen('upload', 'upload', 'UploadScreen'),
      screen('analysis', 'analysis', 'AnalysisScreen'),
      screen('assessments/:assessmentId', 'analysis', 'AnalysisScreen', 'Assessment'),
      screen('treatment', 'treatment', 'TreatmentScreen'),
      screen('treatment/:assessmentId', 'treatment', 'TreatmentScreen'),
      screen('consultants', 'consultant-services', 'ConsultantsScreen'),
      screen('consultants/:assessmentId', 'consultant-services', 'ConsultantsScreen'),
      screen('patients', 'patients', 'PatientsScreen'),
      screen('patients/:patientId', 'patients', 'PatientScreen', 'Patient'),
      screen('wounds/:woundId', 'patients', 'WoundScreen', 'Wound'),
      screen('reports', 'reports', 'ReportsScreen'),
      screen('reports/:assessmentId', 'reports', 'ReportsScreen'),
      screen('services', 'services', 'ServicesScreen'),
      screen('tools/:tool', 'services', 'ServicesScreen'),
      screen('about', 'about', 'AboutScreen'),
      screen('donation', 'donation', 'DonationScreen'),
      {
        path: '*',
        lazy: async () => ({ Component: (await import('./workspace-screens.tsx')).WorkspaceNotFound }),
        handle: { meta: { title: 'Not found', description, noindex: true } },
      },
    ],
  },
];
