import { patientPlanPath, workspacePaths } from '@woundcare/api-types/site';

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
  consultantServices: (assessmentId?: string) =>
    assessmentId ? `/consultant-services/${encodeURIComponent(assessmentId)}` : '/consultant-services',
  treatmentPlan: (assessmentId: string) => `/treatment-plan/${encodeURIComponent(assessmentId)}`,
  /** a patient's plan, opened by its link's token without signing in (shared with the server's links) */
  patientPlan: patientPlanPath,
  product: (product: string) => `/${encodeURIComponent(product)}`,
} as const;

/**
 * Where to go after signing in: the signed-in page a visitor was sent away from (`?next=` on
 * the home page), else `fallback` (the workspace, which opens on the worklist). Only this site's own signed-in pages are accepted, so a
 * crafted link cannot send a user elsewhere.
 */
export function returnPath(search: string, fallback: string = paths.demo): string {
  const next = new URLSearchParams(search).get('next');
  if (next && /^\/(demo|treatment-plan|consultant-services|launch)(\/|\?|$)/.test(next) && !next.includes('//'))
    return next;
  return fallback;
}

/** The home page asking a signed-out visitor to sign in, then to come back to `next`. */
export const signInThen = (next: string) => `${paths.home}?${new URLSearchParams({ next })}`;

/** Active-route rule of the header: "/" matches exactly, every other path by prefix. */
export function isActivePath(current: string, target: string): boolean {
  if (target === '/') return current === '/';
  return current === target || current.startsWith(`${target}/`);
}
