import type { RouteObject } from 'react-router';

/** /treatment-plan/:assessmentId (docs/spec-notes.md#treatment-plan-page); signed-in only (the app adds the guard). */
export const treatmentPlanRoutes: RouteObject[] = [
  {
    path: 'treatment-plan/:assessmentId',
    lazy: async () => ({ Component: (await import('./treatment-plan-page.tsx')).TreatmentPlanPage }),
    handle: {
      meta: { title: 'Treatment Plan', description: 'The treatment plan for one wound analysis.', noindex: true },
    },
  },
];
