import type { RouteObject } from 'react-router';

/** The /demo workspace (spec 001 §2); the app wraps it in the session guard. */
export const workspaceRoutes: RouteObject[] = [
  {
    path: 'demo',
    lazy: async () => ({ Component: (await import('./workspace-page.tsx')).WorkspacePage }),
    handle: {
      meta: {
        title: 'Workspace',
        description: 'Your wound-care workspace: analyses, treatment plans, consultants and reports.',
        noindex: true,
      },
    },
  },
];
