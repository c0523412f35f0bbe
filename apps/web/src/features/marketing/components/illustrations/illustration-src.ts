/** Public URLs of the static illustrations (apps/web/public/illustrations, see scripts/render-illustrations.tsx). */
export const STEP_KINDS = ['capture', 'analyze', 'recommend', 'coordinate'] as const;
export type StepKind = (typeof STEP_KINDS)[number];

export const illustrationSrc = {
  hero: '/illustrations/hero.svg',
  step: (kind: StepKind) => `/illustrations/step-${kind}.svg`,
};
