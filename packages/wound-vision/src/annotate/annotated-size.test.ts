import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { analyzeWound, ANNOTATED_MAX_SIDE } from '../analyze.ts';
import { createScene } from '../../test/synthetic-scene.ts';

describe('annotated image of a large photo', () => {
  it('is drawn at most ANNOTATED_MAX_SIDE long, with the outline where the wound is; the mask keeps the photo size', async () => {
    const scene = await createScene({
      seed: 7,
      width: 2600,
      height: 1950,
      markerIds: [3],
      tiltDeg: 10,
      supersample: 1,
    });
    const r = await analyzeWound(scene.png, { maskPng: scene.maskPng });
    const ann = await sharp(r.annotated_png).raw().toBuffer({ resolveWithObject: true });
    expect([ann.info.width, ann.info.height]).toEqual([
      ANNOTATED_MAX_SIDE,
      Math.round((1950 * ANNOTATED_MAX_SIDE) / 2600),
    ]);
    const mask = await sharp(r.mask_png).metadata();
    expect([mask.width, mask.height]).toEqual([2600, 1950]);

    // the green outline (0, 230, 90) lies on the wound's edge: its pixels, mapped back to the
    // photo, are close to mask pixels that border the background
    const m = await sharp(scene.maskPng).greyscale().raw().toBuffer({ resolveWithObject: true });
    const k = 2600 / ANNOTATED_MAX_SIDE;
    let green = 0;
    let nearEdge = 0;
    for (let y = 0; y < ann.info.height; y += 2) {
      for (let x = 0; x < ann.info.width; x += 2) {
        const p = (y * ann.info.width + x) * ann.info.channels;
        if (!(ann.data[p] === 0 && ann.data[p + 1] === 230 && ann.data[p + 2] === 90)) continue;
        green++;
        const X = Math.round(x * k);
        const Y = Math.round(y * k);
        let inside = false;
        let outside = false;
        for (let dy = -8; dy <= 8; dy += 4) {
          for (let dx = -8; dx <= 8; dx += 4) {
            const v =
              m.data[
                (Math.min(1949, Math.max(0, Y + dy)) * 2600 + Math.min(2599, Math.max(0, X + dx))) * m.info.channels
              ]!;
            if (v > 127) inside = true;
            else outside = true;
          }
        }
        if (inside && outside) nearEdge++;
      }
    }
    expect(green).toBeGreaterThan(100);
    expect(nearEdge / green).toBeGreaterThan(0.95);
  }, 60_000);
});
