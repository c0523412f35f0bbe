import { describe, expect, it } from 'vitest';
import type { RgbImage } from '../image.ts';
import { createScene } from '../testing/synthetic-scene.ts';
import { DEFAULT_INFERENCE, inferProbability } from './infer.ts';
import { rasterizePolygons } from './mask-ops.ts';
import { modelExists, runSegmentationModel } from './run-model.ts';

function mirrored(img: RgbImage): RgbImage {
  const out = new Uint8Array(img.data.length);
  for (let y = 0; y < img.height; y++)
    for (let x = 0; x < img.width; x++) out.set(img.data.subarray((y * img.width + x) * 3, (y * img.width + x) * 3 + 3), (y * img.width + img.width - 1 - x) * 3);
  return { width: img.width, height: img.height, data: out };
}

describe.runIf(modelExists())('inference levers', () => {
  it('the flipped pass is the mirrored photo\'s map mirrored back (test-time augmentation is aligned)', async () => {
    const s = await createScene({ seed: 61, width: 384, height: 288, markerIds: [4], supersample: 1 });
    const flipped = await runSegmentationModel(s.image, { flip: true });
    const plainOfMirror = await runSegmentationModel(mirrored(s.image));
    const w = flipped.width;
    let maxDiff = 0;
    for (let y = 0; y < flipped.height; y++) for (let x = 0; x < w; x++) maxDiff = Math.max(maxDiff, Math.abs(flipped.prob[y * w + x]! - plainOfMirror.prob[y * w + w - 1 - x]!));
    expect(maxDiff).toBeLessThan(1e-4);
  });

  it('refining a calibrated photo returns a map on the working grid that still finds the wound', async () => {
    const s = await createScene({ seed: 62, width: 1200, height: 900, markerIds: [6], supersample: 1, tiltDeg: 10 });
    const o = { ...DEFAULT_INFERENCE, refine: true, pxPerCm: 26 };
    const pm = await inferProbability(s.image, s.image, o, 40);
    expect([pm.width, pm.height]).toEqual([1200, 900]);
    // the wound is seen inside its true outline, and hardly anywhere far from it
    const mask = rasterizePolygons([s.woundImage], 1200, 900);
    let inside = 0;
    let outside = 0;
    for (let i = 0; i < mask.length; i++) {
      if (pm.prob[i]! < 0.5) continue;
      if (mask[i]) inside++;
      else outside++;
    }
    expect(inside).toBeGreaterThan(0.3 * mask.reduce((a, v) => a + v, 0));
    expect(outside).toBeLessThan(inside);
    // without a sticker scale, scale normalisation leaves the single-pass map alone
    const plain = await inferProbability(s.image, s.image, o, null);
    expect(plain.width).toBeLessThan(1200);
  });
});
