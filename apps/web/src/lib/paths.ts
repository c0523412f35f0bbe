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
  /** an assessment's result in the workspace (id: analysis-N) */
  assessment: (id: string) => `/demo/assessments/${encodeURIComponent(id)}`,
  consultantServices: (threadId?: string) =>
    threadId ? `/consultant-services/${encodeURIComponent(threadId)}` : '/consultant-services',
  treatmentPlan: (threadId: string) => `/treatment-plan/${encodeURIComponent(threadId)}`,
  product: (product: string) => `/${encodeURIComponent(product)}`,
} as const;

/** Active-route rule of the header: "/" matches exactly, every other path by prefix. */
export function isActivePath(current: string, target: string): boolean {
  if (target === '/') return current === '/';
  return current === target || current.startsWith(`${target}/`);
}
