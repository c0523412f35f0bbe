/** Pure rules of the how-it-works carousel (docs/spec-notes.md#carousel). */
export const SWIPE_THRESHOLD_PX = 50;
/** Below this width a slide fills the viewport; from it on, the next slide peeks in. */
export const CAROUSEL_BREAKPOINT_PX = 640;

/** Keep a step within 1…count. */
export function clampStep(step: number, count: number): number {
  if (count < 1) return 1;
  return Math.min(count, Math.max(1, Math.round(step)));
}

/**
 * The step after a horizontal drag of `dx` pixels (end x − start x). A leftward drag of more
 * than the threshold moves forward, a rightward one moves back; anything shorter stays.
 */
export function stepAfterSwipe(step: number, dx: number, count: number, threshold = SWIPE_THRESHOLD_PX): number {
  if (dx < -threshold) return clampStep(step + 1, count);
  if (dx > threshold) return clampStep(step - 1, count);
  return clampStep(step, count);
}

/** Arrow keys move one step, Home/End jump to the ends; other keys: null (not ours). */
export function stepForKey(step: number, key: string, count: number): number | null {
  switch (key) {
    case 'ArrowRight':
      return clampStep(step + 1, count);
    case 'ArrowLeft':
      return clampStep(step - 1, count);
    case 'Home':
      return 1;
    case 'End':
      return clampStep(count, count);
    default:
      return null;
  }
}

/** Slide geometry per layout: the share of the track one slide takes and the gap after it. */
export const SLIDE_LAYOUT = {
  narrow: { widthPercent: 100, gapPx: 16 },
  wide: { widthPercent: 82, gapPx: 24 },
} as const;

export function layoutForWidth(viewportWidth: number): keyof typeof SLIDE_LAYOUT {
  return viewportWidth >= CAROUSEL_BREAKPOINT_PX ? 'wide' : 'narrow';
}

/** The CSS translateX of the track that brings `step` into view (step 1 → no offset). */
export function trackOffset(step: number, layout: keyof typeof SLIDE_LAYOUT, dragPx = 0): string {
  const { widthPercent, gapPx } = SLIDE_LAYOUT[layout];
  const n = step - 1;
  const drag = Math.round(dragPx);
  if (n === 0) return drag === 0 ? '0px' : `${drag}px`;
  return `calc(${-n} * (${widthPercent}% + ${gapPx}px) + ${drag}px)`;
}
