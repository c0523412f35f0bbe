import type { RouteObject } from 'react-router';

/** /treatment-plan/:threadId (spec 001 §2); signed-in only (the app adds the guard). */
export const treatmentPlanRoutes: RouteObject[] = [
  {
    path: 'treatment-plan/:threadId',
    lazy: async () => ({ Component: (await import('./treatment-plan-page.tsx')).TreatmentPlanPage }),
    handle: {
      meta: { title: 'Treatment Plan', description: 'The treatment plan for one wound analysis.', noindex: true },
    },
  },
];
