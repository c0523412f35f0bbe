import { describe, expect, it } from 'vitest';
import { computeHomography } from '../src/calibrate/homography.ts';
import { MARKER_CORNERS_MM } from '../src/calibrate/sticker.ts';
import { sampleStickerReferences } from '../src/calibrate/white-balance.ts';
import { createRng } from '../test/synthetic-scene.ts';
import { woundPhoto } from '../test/wound-photo.ts';
import { plainScene, renderFusegScene, sampleFusegScene, SCENE_FACTORS, type FusegSceneParams } from './fuseg-scene.ts';

/** The sticker's white as the engine reads it (calibrate/white-balance.ts), from the black square's true corners. */
function stickerWhite(scene: Awaited<ReturnType<typeof renderFusegScene>>): [number, number, number] {
  return sampleStickerReferences(scene.image, computeHomography(MARKER_CORNERS_MM, scene.markers[0]!.cornersImage))!
    .white;
}

describe('plainScene (eval:calibration --plain)', () => {
  const drawn: FusegSceneParams = sampleFusegScene(createRng(7));

  it('switches off exactly the factors it is given, and leaves the draw itself alone', () => {
    expect(plainScene(drawn, [])).toEqual(drawn);
    const tilt = plainScene(drawn, ['tilt']);
    expect(tilt).toEqual({ ...drawn, tilt: 0 });
    const all = plainScene(drawn, [...SCENE_FACTORS]);
    expect(all).toEqual({
      ...drawn,
      tilt: 0,
      roll: 0,
      cast: [1, 1, 1],
      exposure: 1,
      gradient: 0,
      blur: 0,
      noise: 0,
      quality: 100,
    });
    // the photo's scale, framing, size and sticker stay as drawn; the input is not changed
    expect(drawn.tilt).toBeGreaterThan(0);
    expect(drawn.cast).not.toEqual([1, 1, 1]);
  });

  it('renders the plain scene flat and in neutral light: the sticker margin is the printed white', async () => {
    const { image, mask } = woundPhoto();
    const base: FusegSceneParams = {
      ...drawn,
      w: 400,
      h: 300,
      mmPerPx: 0.5,
      framingMm: 120,
      cast: [0.8, 1, 0.7],
      tilt: 20,
    };
    const plain = await renderFusegScene(plainScene(base, [...SCENE_FACTORS]), 11, image, mask);
    expect(plain.tiltDeg).toBe(0);
    expect(plain.rollDeg).toBe(0);
    const [r, g, b] = stickerWhite(plain);
    for (const v of [r, g, b]) expect(Math.abs(v - 235)).toBeLessThanOrEqual(2);
    // the drawn scene keeps its cast: blue is well below red on the same white
    const cast = await renderFusegScene(base, 11, image, mask);
    const [cr, , cb] = stickerWhite(cast);
    expect(cb / cr).toBeLessThan(0.95);
  });
});
