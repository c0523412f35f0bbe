/**
 * Camera scenes for the capture checks (tests, e2e fake camera, bench): one good framing and
 * one bad scene per check — no sticker, too far, tilted, blurred, glare on the wound. Node only
 * (renders with synthetic-scene.ts).
 */
import { applyHomography } from '../src/calibrate/homography.ts';
import type { RgbImage } from '../src/image.ts';
import { createScene, type Scene } from './synthetic-scene.ts';

export type CaptureSceneKind = 'good' | 'no_sticker' | 'too_far' | 'tilted' | 'blurred' | 'glare';
export const BAD_SCENE_KINDS: CaptureSceneKind[] = ['no_sticker', 'too_far', 'tilted', 'blurred', 'glare'];

export interface CaptureSceneOptions {
  seed?: number;
  width?: number;
  height?: number;
  supersample?: number;
}

/** Plane pixels per mm per 1000 px of frame width: close (the 20 mm square ≈ 11 % of the width) or far (≈ 4 %). */
const NEAR_PX_PER_MM = 5.5;
const FAR_PX_PER_MM = 2.0;

/** Paint a specular highlight (white, soft edge) of `radiusPx` on the wound's centre, in place. */
export function addGlare(scene: Scene, radiusPx: number): RgbImage {
  const { width, height } = scene;
  const c = applyHomography(scene.planeToImage, { x: 0, y: 0 });
  const data = new Uint8Array(scene.image.data);
  for (let y = Math.max(0, Math.floor(c.y - radiusPx * 1.5)); y < Math.min(height, c.y + radiusPx * 1.5); y++) {
    for (let x = Math.max(0, Math.floor(c.x - radiusPx * 1.5)); x < Math.min(width, c.x + radiusPx * 1.5); x++) {
      const d = Math.hypot(x + 0.5 - c.x, (y + 0.5 - c.y) * 1.4) / radiusPx;
      const a = d <= 1 ? 1 : d < 1.5 ? (1.5 - d) / 0.5 : 0;
      if (a <= 0) continue;
      const p = (y * width + x) * 3;
      for (let k = 0; k < 3; k++) data[p + k] = Math.round(data[p + k]! + (255 - data[p + k]!) * a);
    }
  }
  return { width, height, data };
}

/** One camera scene of the given kind; the frame is RGB at `width` × `height`. */
export async function captureScene(
  kind: CaptureSceneKind,
  opts: CaptureSceneOptions = {},
): Promise<{ kind: CaptureSceneKind; image: RgbImage; scene: Scene }> {
  const width = opts.width ?? 1280;
  const height = opts.height ?? 960;
  const seed = opts.seed ?? 1;
  const near = (NEAR_PX_PER_MM * width) / 1000;
  const base = {
    seed,
    width,
    height,
    supersample: opts.supersample ?? 2,
    woundRadiusMm: 14,
    exposure: 0.9,
    gradient: 0.1,
  };
  const scene = await createScene({
    ...base,
    pxPerMm: kind === 'too_far' ? (FAR_PX_PER_MM * width) / 1000 : near,
    tiltDeg: kind === 'tilted' ? 42 : 6,
    markerIds: kind === 'no_sticker' ? [] : undefined,
    blur: kind === 'blurred' ? (3.5 * width) / 1000 : 0.6,
  });
  const image = kind === 'glare' ? addGlare(scene, (28 * width) / 1000) : scene.image;
  return { kind, image, scene };
}

/** RGB → RGBA (what a canvas hands the capture worker). */
export function toRgba(img: RgbImage): Uint8ClampedArray {
  const out = new Uint8ClampedArray(img.width * img.height * 4);
  for (let i = 0, j = 0; j < img.data.length; i += 4, j += 3) {
    out[i] = img.data[j]!;
    out[i + 1] = img.data[j + 1]!;
    out[i + 2] = img.data[j + 2]!;
    out[i + 3] = 255;
  }
  return out;
}

/** Box-downscale an RGBA frame by an integer factor (as the live view does with drawImage). */
export function downscaleRgba(
  rgba: Uint8ClampedArray,
  width: number,
  height: number,
  factor: number,
): { data: Uint8ClampedArray; width: number; height: number } {
  const w = Math.floor(width / factor);
  const h = Math.floor(height / factor);
  const out = new Uint8ClampedArray(w * h * 4);
  const n = factor * factor;
  for (let y = 0; y < h; y++) {
    for (let x = 0; x < w; x++) {
      for (let k = 0; k < 4; k++) {
        let s = 0;
        for (let dy = 0; dy < factor; dy++)
          for (let dx = 0; dx < factor; dx++) s += rgba[((y * factor + dy) * width + x * factor + dx) * 4 + k]!;
        out[(y * w + x) * 4 + k] = Math.round(s / n);
      }
    }
  }
  return { data: out, width: w, height: h };
}
