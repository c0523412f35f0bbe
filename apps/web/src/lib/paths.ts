import { patientPlanApiPath, patientPlanPath, workspacePaths } from '@woundcare/api-types/site';

/** Every route path of the product. Nothing else types a URL by hand. */
export const paths = {
  home: '/',
  solutions: '/solutions',
  solution: (id: string) => `/solutions/${id}`,
  services: '/services',
  service: (id: string) => `/services/${id}`,
  techBase: '/tech-base',
  about: '/about',
  careers: '/careers',
  press: '/press',
  contact: '/contact',
  privacy: '/privacy',
  terms: '/terms',
  security: '/security',
  calibrationSticker: '/calibration-sticker',
  calibrationStickerSvg: '/calibration-sticker.svg',
  calibrationStickerPdf: '/calibration-sticker.pdf',
  resetPassword: '/reset-password',
  acceptInvitation: '/accept-invitation',
  demo: '/demo',
  /** the signed-in workspace's screens (shared with the server's links) */
  workspace: workspacePaths,
  consultantServices: (threadId?: string) =>
    threadId ? `/consultant-services/${encodeURIComponent(threadId)}` : '/consultant-services',
  treatmentPlan: (threadId: string) => `/treatment-plan/${encodeURIComponent(threadId)}`,
  /** a patient's plan, opened by its link's token without signing in (shared with the server's links) */
  patientPlan: patientPlanPath,
  /** the API paths of patient links */
  api: {
    patientPlan: patientPlanApiPath,
    threadPatientLinks: (threadId: string) => `/api/threads/${encodeURIComponent(threadId)}/patient-links`,
    patientLink: (linkId: string) => `/api/patient-links/${encodeURIComponent(linkId)}`,
  },
  product: (product: string) => `/${encodeURIComponent(product)}`,
} as const;

/**
 * Where to go after signing in: the signed-in page a visitor was sent away from (`?next=` on
 * the home page), else the workspace. Only this site's own signed-in pages are accepted, so a
 * crafted link cannot send a user elsewhere.
 */
export function returnPath(search: string): string {
  const next = new URLSearchParams(search).get('next');
  if (next && /^\/(demo|treatment-plan|consultant-services)(\/|\?|$)/.test(next) && !next.includes('//')) return next;
  return paths.demo;
}

/** The home page asking a signed-out visitor to sign in, then to come back to `next`. */
export const signInThen = (next: string) => `${paths.home}?${new URLSearchParams({ next })}`;

/** Active-route rule of the header: "/" matches exactly, every other path by prefix. */
export function isActivePath(current: string, target: string): boolean {
  if (target === '/') return current === '/';
  return current === target || current.startsWith(`${target}/`);
}
