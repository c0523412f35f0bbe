import type { RouteObject } from 'react-router';

const meta = {
  title: 'Consultant Services',
  description: 'Find wound-care consultants by state, specialization and availability.',
  noindex: true,
};
const lazy = async () => ({ Component: (await import('./consultant-services-page.tsx')).ConsultantServicesPage });

/** /consultant-services and /consultant-services/:assessmentId (docs/spec-notes.md#consultant-page); signed-in only. */
export const consultantRoutes: RouteObject[] = [
  { path: 'consultant-services', lazy, handle: { meta } },
  { path: 'consultant-services/:assessmentId', lazy, handle: { meta } },
];
