import type { RgbImage } from '../src/image.ts';

/**
 * A 40 × 40 px "photo" (0.5 mm per px) of green skin with a blue stripe along its right edge and a
 * red 8 × 8 px wound touching its left edge; laid on the plane it is 20 × 20 mm. With
 * `surround: 'mirror'` the photo continues past its border by reflection (the plane is tiled with
 * mirror images of it, the label too); by default it fades into plain skin of its median colour.
 * The tests' fixture for `createScene`'s `woundPhoto`.
 */
export function woundPhoto(): { image: RgbImage; mask: Uint8Array } {
  const W = 40;
  const data = new Uint8Array(W * W * 3);
  const mask = new Uint8Array(W * W);
  for (let j = 0; j < W; j++)
    for (let i = 0; i < W; i++) {
      const q = j * W + i;
      const wound = i < 8 && j >= 16 && j < 24;
      mask[q] = wound ? 1 : 0;
      data.set(wound ? [200, 30, 30] : i >= 36 ? [40, 40, 200] : [60, 170, 60], q * 3);
    }
  return { image: { width: W, height: W, data }, mask };
}
