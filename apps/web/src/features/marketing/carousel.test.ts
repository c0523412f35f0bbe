import { describe, expect, it } from 'vitest';
import {
  CAROUSEL_BREAKPOINT_PX,
  clampStep,
  layoutForWidth,
  stepAfterSwipe,
  stepForKey,
  SWIPE_THRESHOLD_PX,
  trackOffset,
} from './carousel.ts';

describe('carousel rules', () => {
  it('keeps steps within 1…4', () => {
    expect(clampStep(0, 4)).toBe(1);
    expect(clampStep(-3, 4)).toBe(1);
    expect(clampStep(5, 4)).toBe(4);
    expect(clampStep(3, 4)).toBe(3);
  });

  it('moves forward on a leftward swipe of more than 50 px and back on a rightward one', () => {
    expect(SWIPE_THRESHOLD_PX).toBe(50);
    expect(stepAfterSwipe(1, -51, 4)).toBe(2);
    expect(stepAfterSwipe(2, 51, 4)).toBe(1);
    expect(stepAfterSwipe(2, -50, 4)).toBe(2);
    expect(stepAfterSwipe(2, 50, 4)).toBe(2);
    expect(stepAfterSwipe(2, 10, 4)).toBe(2);
  });

  it('does not swipe past either end', () => {
    expect(stepAfterSwipe(4, -300, 4)).toBe(4);
    expect(stepAfterSwipe(1, 300, 4)).toBe(1);
  });

  it('maps arrow, Home and End keys and ignores the rest', () => {
    expect(stepForKey(1, 'ArrowRight', 4)).toBe(2);
    expect(stepForKey(4, 'ArrowRight', 4)).toBe(4);
    expect(stepForKey(1, 'ArrowLeft', 4)).toBe(1);
    expect(stepForKey(3, 'ArrowLeft', 4)).toBe(2);
    expect(stepForKey(3, 'Home', 4)).toBe(1);
    expect(stepForKey(1, 'End', 4)).toBe(4);
    expect(stepForKey(2, 'Enter', 4)).toBeNull();
  });

  it('switches layout at 640 px', () => {
    expect(CAROUSEL_BREAKPOINT_PX).toBe(640);
    expect(layoutForWidth(639)).toBe('narrow');
    expect(layoutForWidth(640)).toBe('wide');
  });

  it('offsets the track by whole slides plus gaps, following a drag', () => {
    expect(trackOffset(1, 'narrow')).toBe('0px');
    expect(trackOffset(1, 'wide', -20)).toBe('-20px');
    expect(trackOffset(3, 'narrow')).toBe('calc(-2 * (100% + 16px) + 0px)');
    expect(trackOffset(2, 'wide', 12.4)).toBe('calc(-1 * (82% + 24px) + 12px)');
  });
});
