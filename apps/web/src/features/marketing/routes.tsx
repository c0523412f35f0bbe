import type { RouteObject } from 'react-router';

/** Public marketing pages (spec 000 §2.1). Placeholder home until the public-site work lands. */
export const marketingRoutes: RouteObject[] = [
  {
    index: true,
    lazy: async () => ({ Component: (await import('./home-page.tsx')).HomePage }),
    handle: { meta: { title: '', description: 'AI wound measurement, infection screening and care coordination for healthcare organizations.' } },
  },
];
