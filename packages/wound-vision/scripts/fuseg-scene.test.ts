import { describe, expect, it } from 'vitest';
import type { RgbImage } from '../src/image.ts';
import { createRng } from '../src/testing/synthetic-scene.ts';
import { plainScene, renderFusegScene, sampleFusegScene, SCENE_FACTORS, type FusegSceneParams } from './fuseg-scene.ts';

/** A 64 px "photo": a dark red disc (the wound) on pale skin, and its mask. */
function tinyPhoto(): { image: RgbImage; mask: Uint8Array } {
  const n = 64;
  const data = new Uint8Array(n * n * 3);
  const mask = new Uint8Array(n * n);
  for (let y = 0; y < n; y++)
    for (let x = 0; x < n; x++) {
      const k = y * n + x;
      const inside = Math.hypot(x - 31.5, y - 31.5) < 14;
      mask[k] = inside ? 1 : 0;
      data.set(inside ? [150, 40, 40] : [210, 170, 150], k * 3);
    }
  return { image: { width: n, height: n, data }, mask };
}

/** The pixel half-way along the sticker's white margin, just outside the black square's first edge. */
function whiteMarginPixel(scene: Awaited<ReturnType<typeof renderFusegScene>>): [number, number, number] {
  const [a, b, c] = scene.markers[0]!.cornersImage;
  const mid = { x: (a!.x + b!.x) / 2, y: (a!.y + b!.y) / 2 };
  // step away from the square (away from its third corner) by 8 % of the side: inside the 4 mm margin
  const side = Math.hypot(b!.x - a!.x, b!.y - a!.y);
  const away = { x: mid.x - c!.x, y: mid.y - c!.y };
  const len = Math.hypot(away.x, away.y);
  const x = Math.round(mid.x + (away.x / len) * side * 0.08);
  const y = Math.round(mid.y + (away.y / len) * side * 0.08);
  const p = (y * scene.width + x) * 3;
  return [scene.image.data[p]!, scene.image.data[p + 1]!, scene.image.data[p + 2]!];
}

describe('plainScene (eval:calibration --plain)', () => {
  const drawn: FusegSceneParams = sampleFusegScene(createRng(7));

  it('switches off exactly the factors it is given, and leaves the draw itself alone', () => {
    expect(plainScene(drawn, [])).toEqual(drawn);
    const tilt = plainScene(drawn, ['tilt']);
    expect(tilt).toEqual({ ...drawn, tilt: 0 });
    const all = plainScene(drawn, [...SCENE_FACTORS]);
    expect(all).toEqual({ ...drawn, tilt: 0, roll: 0, cast: [1, 1, 1], exposure: 1, gradient: 0, blur: 0, noise: 0, quality: 100 });
    // the photo's scale, framing, size and sticker stay as drawn; the input is not changed
    expect(drawn.tilt).toBeGreaterThan(0);
    expect(drawn.cast).not.toEqual([1, 1, 1]);
  });

  it('renders the plain scene flat and in neutral light: the sticker margin is the printed white', async () => {
    const { image, mask } = tinyPhoto();
    const base: FusegSceneParams = { ...drawn, w: 400, h: 300, mmPerPx: 0.5, framingMm: 120, cast: [0.8, 1, 0.7], tilt: 20 };
    const plain = await renderFusegScene(plainScene(base, [...SCENE_FACTORS]), 11, image, mask);
    expect(plain.tiltDeg).toBe(0);
    expect(plain.rollDeg).toBe(0);
    const [r, g, b] = whiteMarginPixel(plain);
    for (const v of [r, g, b]) expect(Math.abs(v - 235)).toBeLessThanOrEqual(2);
    // the drawn scene keeps its cast: blue is well below red on the same white
    const cast = await renderFusegScene(base, 11, image, mask);
    const [cr, , cb] = whiteMarginPixel(cast);
    expect(cb / cr).toBeLessThan(0.95);
  });
});
