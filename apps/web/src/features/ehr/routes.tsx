import type { RouteObject } from 'react-router';
import { ehrPaths } from '@woundcare/api-types/site';

const meta = { title: 'Open from the chart', description: 'Opening Woundly from the EHR.', noindex: true };

/** /launch and /launch/callback (SMART on FHIR); signed-in only (the app adds the guard). */
export const ehrRoutes: RouteObject[] = [
  {
    path: ehrPaths.launch.slice(1),
    lazy: async () => ({ Component: (await import('./launch-page.tsx')).EhrLaunchPage }),
    handle: { meta },
  },
  {
    path: ehrPaths.callback.slice(1),
    lazy: async () => ({ Component: (await import('./launch-page.tsx')).EhrLaunchCallbackPage }),
    handle: { meta },
  },
];
