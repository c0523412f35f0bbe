import { Outlet, type RouteObject } from 'react-router';
import { RootLayout } from './root-layout.tsx';
import { ProtectedRoute } from './protected-route.tsx';
import { NotFoundPage } from './not-found-page.tsx';
import { DocumentMeta } from './document-meta.tsx';
import { ToolRendererProvider } from './tool-renderer-provider.tsx';
import { RouterNavProvider } from './router-nav.tsx';
import { marketingRoutes } from '../features/marketing/routes.tsx';
import { workspaceRoutes } from './workspace-routes.tsx';
import { treatmentPlanRoutes } from '../features/treatment-plan/routes.tsx';
import { ehrRoutes } from '../features/ehr/routes.tsx';
import { consultantRoutes } from '../features/referrals/routes.tsx';
import { simulatorRoutes } from '../features/simulator/routes.tsx';
import { patientPlanRoutes } from '../features/patient-plan/routes.tsx';

function Root() {
  return (
    <RouterNavProvider>
      <DocumentMeta />
      <ToolRendererProvider>
        <RootLayout />
      </ToolRendererProvider>
    </RouterNavProvider>
  );
}

/** The patient's plan page: its own plain layout, no site header, no sign-in (the page's metadata still applies). */
function PatientRoot() {
  return (
    <>
      <DocumentMeta />
      <Outlet />
    </>
  );
}

/** The whole route table: public pages, the reset page, the guarded app, then 404; the patient's plan apart. */
export const routes: RouteObject[] = [
  { Component: PatientRoot, children: patientPlanRoutes },
  {
    path: '/',
    Component: Root,
    children: [
      ...marketingRoutes,
      {
        path: 'reset-password',
        lazy: async () => ({ Component: (await import('../features/auth/reset-password-page.tsx')).ResetPasswordPage }),
        handle: {
          meta: { title: 'Reset password', description: 'Set a new password for your account.', noindex: true },
        },
      },
      {
        path: 'accept-invitation',
        lazy: async () => ({
          Component: (await import('../features/auth/accept-invitation-page.tsx')).AcceptInvitationPage,
        }),
        handle: {
          meta: {
            title: 'Join a care team',
            description: 'Accept an invitation to a Woundly care team.',
            noindex: true,
          },
        },
      },
      {
        Component: ProtectedRoute,
        children: [...workspaceRoutes, ...treatmentPlanRoutes, ...consultantRoutes, ...simulatorRoutes, ...ehrRoutes],
      },
      {
        path: '*',
        Component: NotFoundPage,
        handle: { meta: { title: 'Page not found', description: 'This page does not exist.', noindex: true } },
      },
    ],
  },
];
