import type { RouteObject } from 'react-router';

/** Signed-in pages (spec 001 §2); the app wraps them in the session guard. */
export const workspaceRoutes: RouteObject[] = [
  { path: 'demo', lazy: async () => ({ Component: (await import('./workspace-page.tsx')).WorkspacePage }), handle: { meta: { title: 'Demo Workspace', description: 'Your wound-care workspace.', noindex: true } } },
  { path: 'consultant-services/:threadId?', lazy: async () => ({ Component: (await import('./workspace-page.tsx')).WorkspacePage }), handle: { meta: { title: 'Consultant Services', description: 'Find wound-care consultants.', noindex: true } } },
  { path: 'treatment-plan/:threadId', lazy: async () => ({ Component: (await import('./workspace-page.tsx')).WorkspacePage }), handle: { meta: { title: 'Treatment Plan', description: 'Treatment plan for one analysis.', noindex: true } } },
  { path: ':product', lazy: async () => ({ Component: (await import('./workspace-page.tsx')).WorkspacePage }), handle: { meta: { title: 'Simulator', description: 'Simulated analysis app.', noindex: true } } },
];
