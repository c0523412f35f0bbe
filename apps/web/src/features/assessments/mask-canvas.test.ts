import { describe, expect, it } from 'vitest';
import { editSize, maskFromPixels, overlayToMask, toCanvasPoint } from './mask-canvas.ts';

describe('outline editor helpers', () => {
  it('caps the editing canvas at 1600 px on the long side, keeping the aspect', () => {
    expect(editSize(4000, 3000)).toEqual({ width: 1600, height: 1200 });
    expect(editSize(3000, 4000)).toEqual({ width: 1200, height: 1600 });
    expect(editSize(800, 600)).toEqual({ width: 800, height: 600 });
  });
  it('reads a white-on-black mask (transparent counts as off) and writes painted alpha back as 0/255', () => {
    const mask = new Uint8Array(4);
    const img = new Uint8ClampedArray([255, 255, 255, 255, 0, 0, 0, 255, 200, 200, 200, 255, 255, 255, 255, 0]);
    expect(maskFromPixels(img, mask)).toBe(2);
    expect(Array.from(mask)).toEqual([1, 0, 1, 0]);
    // a soft brush edge (alpha 100) rounds to off, a solid one to on
    const px = new Uint8ClampedArray([34, 211, 238, 100, 0, 0, 0, 0, 34, 211, 238, 255]);
    expect(overlayToMask(px)).toBe(1);
    expect(Array.from(px)).toEqual([0, 0, 0, 255, 0, 0, 0, 255, 255, 255, 255, 255]);
  });
  it('maps pointer positions through the displayed size', () => {
    expect(
      toCanvasPoint(150, 100, { left: 50, top: 50, width: 400, height: 300 }, { width: 1600, height: 1200 }),
    ).toEqual({ x: 400, y: 200 });
  });
});
