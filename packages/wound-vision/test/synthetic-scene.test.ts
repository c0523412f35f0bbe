import { describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { applyHomography } from '../src/calibrate/homography.ts';
import { createScene } from './synthetic-scene.ts';
import { woundPhoto } from './wound-photo.ts';

async function sceneAt(surround: 'skin' | 'mirror') {
  const { image, mask } = woundPhoto();
  const scene = await createScene({
    seed: 5,
    width: 480,
    height: 360,
    tiltDeg: 20,
    rollDeg: 10,
    markerIds: [7],
    supersample: 1,
    noise: 0,
    blur: 0,
    cast: [1, 1, 1],
    exposure: 1,
    gradient: 0,
    woundPhoto: { image, mask, mmPerPx: 0.5, surround },
  });
  const labels = await sharp(scene.maskPng).greyscale().raw().toBuffer();
  const px = scene.width * scene.height;
  let red = 0;
  let blue = 0;
  let agree = 0;
  let labelled = 0;
  for (let q = 0; q < px; q++) {
    const [r, g, b] = scene.image.data.subarray(q * 3, q * 3 + 3);
    const isRed = r! > g! + 80 && r! > b! + 80;
    red += isRed ? 1 : 0;
    blue += b! > g! + 80 && b! > r! + 80 ? 1 : 0;
    labelled += labels[q]! > 127 ? 1 : 0;
    agree += isRed === labels[q]! > 127 ? 1 : 0;
  }
  /** the label at a point on the plane, mm from the wound's centre */
  const labelAt = (x: number, y: number) => {
    const p = applyHomography(scene.planeToImage, { x, y });
    return labels[Math.floor(p.y) * scene.width + Math.floor(p.x)]!;
  };
  return { scene, labelAt, red, blue, labelled, agreement: agree / px };
}

describe('synthetic scene with a wound photo', () => {
  it('labels exactly the red wound pixels, the reflected copies too when mirrored', async () => {
    const skin = await sceneAt('skin');
    const mirror = await sceneAt('mirror');
    // the wound's centre (plane origin) is 2 mm right of the photo's left edge; its mirror image 2 mm left of it
    expect(skin.labelAt(0, 0)).toBe(255);
    expect(skin.labelAt(-4, 0)).toBe(0);
    expect(mirror.labelAt(-4, 0)).toBe(255);
    expect(mirror.labelled).toBeGreaterThan(4 * skin.labelled);
    // label and colour agree everywhere but along the copies' anti-aliased edges
    expect(skin.agreement).toBeGreaterThan(0.995);
    expect(mirror.agreement).toBeGreaterThan(0.99);
    // and nothing is labelled under the sticker (its white margin and black square cover the copies)
    expect(mirror.labelAt(mirror.scene.markers[0]!.centreMm.x, mirror.scene.markers[0]!.centreMm.y)).toBe(0);
  });

  it('continues the photo past its border instead of plain skin when mirrored', async () => {
    const skin = await sceneAt('skin');
    const mirror = await sceneAt('mirror');
    // the blue stripe is 2 mm of a 20 mm photo; reflected, it recurs all over the scene
    expect(mirror.blue).toBeGreaterThan(4 * skin.blue);
  });
});
