import { Navigate, useLocation, type RouteObject } from 'react-router';
import { paths } from '../../lib/paths.ts';
import { DEFAULT_TAB, tabLabel, tabPath, type TabId } from './workspace-tabs.ts';
import type * as Screens from './screens.tsx';

const description = 'Your wound-care workspace: analyses, treatment plans, consultants and reports.';

/** A workspace screen: its component (loaded with the workspace), its tab in the menu, its title. */
function screen(path: string, tab: TabId, component: keyof typeof Screens, title = tabLabel(tab)): RouteObject {
  return {
    path,
    lazy: async () => ({ Component: (await import('./screens.tsx'))[component] }),
    handle: { tab, meta: { title, description, noindex: true } },
  };
}

/** A screen of its own below the tabs (the worklist): the top bar names it rather than a tab. */
function ownScreen(path: string, tab: TabId, component: keyof typeof Screens, title: string): RouteObject {
  const r = screen(path, tab, component, title);
  return { ...r, handle: { ...(r.handle as object), heading: title } };
}

/** /demo opens the default tab, keeping the query (the e-mail confirmation lands on /demo?email=confirmed). */
function DefaultTab() {
  const { search } = useLocation();
  return <Navigate to={{ pathname: tabPath(DEFAULT_TAB), search }} replace />;
}

/**
 * The /demo workspace (spec 001 §2; the app wraps it in the session guard). The spec's tabs stay
 * the menu, each with an address; every patient, wound and assessment has one too, so back and
 * forward, reload, a new browser tab and a shared link all land on the same screen.
 */
export const workspaceRoutes: RouteObject[] = [
  {
    path: paths.workspace.root.slice(1),
    lazy: async () => ({ Component: (await import('./workspace-page.tsx')).WorkspacePage }),
    handle: { meta: { title: 'Workspace', description, noindex: true } },
    children: [
      { index: true, element: <DefaultTab /> },
      screen('profile', 'profile', 'ProfileScreen'),
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
        lazy: async () => ({ Component: (await import('./screens.tsx')).WorkspaceNotFound }),
        handle: { meta: { title: 'Not found', description, noindex: true } },
      },
    ],
  },
];
