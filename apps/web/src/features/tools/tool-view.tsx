import { lazy, Suspense, type ComponentType, type LazyExoticComponent } from 'react';
import type { ToolId } from '../../lib/tools.ts';
import { Spinner } from '../../components/ui/spinner.tsx';

/** Each tool's code loads on first open, so the workspace chunk stays small. */
const VIEWS: Record<ToolId, LazyExoticComponent<ComponentType>> = {
  medopti: lazy(() => import('./medopti/medopti-dashboard.tsx').then((m) => ({ default: m.MedOptiDashboard }))),
  policypulse: lazy(() =>
    import('./policypulse/policypulse-dashboard.tsx').then((m) => ({ default: m.PolicyPulseDashboard })),
  ),
  reimburseright: lazy(() =>
    import('./reimburseright/reimburseright-dashboard.tsx').then((m) => ({ default: m.ReimburseRightDashboard })),
  ),
  advocateiq: lazy(() =>
    import('./advocateiq/advocateiq-dashboard.tsx').then((m) => ({ default: m.AdvocateIqDashboard })),
  ),
  claims: lazy(() => import('./claims/claims-dashboard.tsx').then((m) => ({ default: m.ClaimsDashboard }))),
  'personalize-vbc': lazy(() =>
    import('./personalize-vbc/personalize-vbc-page.tsx').then((m) => ({ default: m.PersonalizeVbcPage })),
  ),
};

/** The dashboard of one tool, for the services tab's full-screen modal. */
export function ToolView({ id }: { id: ToolId }) {
  const View = VIEWS[id];
  return (
    <Suspense fallback={<Spinner label="Loading tool…" />}>
      <View />
    </Suspense>
  );
}

const ServicesDashboardView = lazy(() =>
  import('./services-dashboard/services-dashboard.tsx').then((m) => ({ default: m.ServicesDashboard })),
);

/** The sample-data dashboard below the services tab's tool grid (with the patient cost/risk tabs). */
export function ServicesDashboardSlot() {
  return (
    <Suspense fallback={<Spinner label="Loading dashboard…" />}>
      <ServicesDashboardView />
    </Suspense>
  );
}
