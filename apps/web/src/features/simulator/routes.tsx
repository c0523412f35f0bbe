import type { RouteObject } from 'react-router';

/** /{product} (docs/spec-notes.md#simulator): the standalone simulated app; signed-in only. Static paths rank above it. */
export const simulatorRoutes: RouteObject[] = [
  {
    path: ':product',
    lazy: async () => ({ Component: (await import('./simulator-page.tsx')).SimulatorPage }),
    handle: {
      meta: {
        title: 'Simulated analysis',
        description: 'A simulated wound analysis demo with fixed sample results.',
        noindex: true,
      },
    },
  },
];
