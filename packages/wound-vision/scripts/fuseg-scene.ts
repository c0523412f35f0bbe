/**
 * FUSeg photos for the scripts: reading a photo and its label (`eval:segmentation`,
 * `eval:calibration`, `scene-crops`), and the scenes of `eval:calibration` (validation photos)
 * and `scene-crops` (training photos) — one parameter draw and one renderer, so the training
 * crops come from exactly the distribution the evaluation measures on (and the evaluation's
 * cached scenes stay the same).
 */
import path from 'node:path';
import sharp from 'sharp';
import type { RgbImage } from '../src/image.ts';
import { createScene, type Scene } from '../test/synthetic-scene.ts';

const SIZES = [
  [1280, 960],
  [1600, 1200],
  [2048, 1536],
  [1536, 2048],
  [2160, 1620],
] as const;

export interface FusegSceneParams {
  w: number;
  h: number;
  /** the photo's physical scale on the skin plane */
  mmPerPx: number;
  /** scene extent across the shorter side */
  framingMm: number;
  tilt: number;
  /** JPEG quality */
  quality: number;
  blur: number;
  cast: [number, number, number];
  markerId: number;
  noise: number;
  /** exposure and brightness gradient; left to the renderer's own draw when absent */
  exposure?: number;
  gradient?: number;
  /** the camera's roll about its axis, degrees; left to the renderer's own draw (0–360°) when absent */
  roll?: number;
}

/** The scene factors `plainScene` can switch off, one by one, to see what each costs. */
export const SCENE_FACTORS = ['tilt', 'roll', 'light', 'blur', 'noise', 'jpeg'] as const;
export type SceneFactor = (typeof SCENE_FACTORS)[number];

/**
 * The same draw with some factors switched off: tilt 0°, roll 0° (the photo upright, as it was
 * taken), neutral light (no cast, exposure 1, no gradient), no blur, no noise, JPEG q 100. The
 * photo's scale and framing stay as drawn.
 */
export function plainScene(p: FusegSceneParams, off: readonly SceneFactor[]): FusegSceneParams {
  const q = { ...p };
  if (off.includes('tilt')) q.tilt = 0;
  if (off.includes('roll')) q.roll = 0;
  if (off.includes('light')) Object.assign(q, { cast: [1, 1, 1], exposure: 1, gradient: 0 });
  if (off.includes('blur')) q.blur = 0;
  if (off.includes('noise')) q.noise = 0;
  if (off.includes('jpeg')) q.quality = 100;
  return q;
}

/** Draws one scene's parameters (the order of the draws is part of every cached evaluation set). */
export function sampleFusegScene(rng: () => number): FusegSceneParams {
  const [w, h] = SIZES[Math.floor(rng() * SIZES.length)]!;
  const mmPerPx = 0.2 + 0.2 * rng();
  const framingMm = 180 + 170 * rng();
  const tilt = 40 * Math.sqrt(rng());
  const quality = Math.round(70 + 22 * rng());
  const blur = 0.4 + 1.4 * rng();
  const cast: [number, number, number] = [0.8 + 0.4 * rng(), 0.85 + 0.25 * rng(), 0.65 + 0.45 * rng()];
  const markerId = Math.floor(rng() * 50);
  const noise = 2 + 4 * rng();
  return { w, h, mmPerPx, framingMm, tilt, quality, blur, cast, markerId, noise };
}

/** A FUSeg label as a 0/1 mask with its wound pixel count. */
export async function readFusegMask(dataDir: string, stem: string): Promise<{ mask: Uint8Array; px: number }> {
  const lab = await sharp(path.join(dataDir, 'train/labels', `${stem}.png`))
    .greyscale()
    .raw()
    .toBuffer({ resolveWithObject: true });
  const mask = new Uint8Array(lab.info.width * lab.info.height);
  let px = 0;
  for (let q = 0; q < mask.length; q++) px += mask[q] = lab.data[q]! > 127 ? 1 : 0;
  return { mask, px };
}

export async function readFusegImage(dataDir: string, stem: string): Promise<RgbImage> {
  const img = await sharp(path.join(dataDir, 'train/images', `${stem}.jpg`))
    .removeAlpha()
    .toColourspace('srgb')
    .raw()
    .toBuffer({ resolveWithObject: true });
  return {
    width: img.info.width,
    height: img.info.height,
    data: new Uint8Array(img.data.buffer, img.data.byteOffset, img.data.length),
  };
}

/** The photo laid flat on a tilted skin plane beside one sticker, as `p` says (`surround`: createScene's woundPhoto.surround). */
export function renderFusegScene(
  p: FusegSceneParams,
  seed: number,
  image: RgbImage,
  mask: Uint8Array,
  surround: 'skin' | 'mirror' = 'skin',
): Promise<Scene> {
  return createScene({
    seed,
    width: p.w,
    height: p.h,
    tiltDeg: p.tilt,
    ...(p.roll === undefined ? {} : { rollDeg: p.roll }),
    markerIds: [p.markerId],
    supersample: 1,
    noise: p.noise,
    blur: p.blur,
    cast: p.cast,
    ...(p.exposure === undefined ? {} : { exposure: p.exposure }),
    ...(p.gradient === undefined ? {} : { gradient: p.gradient }),
    woundPhoto: { image, mask, mmPerPx: p.mmPerPx, surround },
    framingMm: p.framingMm,
  });
}
