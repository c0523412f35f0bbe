import type { RouteObject } from 'react-router';

/**
 * /plan/:token — a patient's plan, opened by the link's token without signing in: outside the
 * site's layout and the signed-in workspace, never prerendered, not in the sitemap.
 */
export const patientPlanRoutes: RouteObject[] = [
  {
    path: 'plan/:token',
    lazy: async () => ({ Component: (await import('./patient-plan-page.tsx')).PatientPlanPage }),
    handle: {
      meta: { title: 'Your care plan', description: 'Your wound care plan from your clinic.', noindex: true },
    },
  },
];
