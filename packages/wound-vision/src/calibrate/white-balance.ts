import type { RgbImage } from '../image.ts';
import { applyHomography, type Homography } from './homography.ts';
import { MARKER_MM } from './sticker.ts';

export interface WhiteBalance {
  source: 'sticker' | 'none';
  /** per-channel gains applied to 8-bit sRGB values */
  gains: [number, number, number];
  /** median RGB of the sticker's white margin as photographed, or null */
  white: [number, number, number] | null;
  /** median RGB of the marker's black border as photographed, or null */
  black: [number, number, number] | null;
}

/** The sticker's white margin is mapped to this neutral value (leaves headroom below 255). */
export const WHITE_TARGET = 235;

function median(values: number[]): number {
  if (!values.length) return NaN;
  const s = [...values].sort((a, b) => a - b);
  const m = s.length >> 1;
  return s.length % 2 ? s[m]! : (s[m - 1]! + s[m]!) / 2;
}

function sampleRgb(img: RgbImage, x: number, y: number): [number, number, number] | null {
  const i = Math.floor(x);
  const j = Math.floor(y);
  if (i < 0 || j < 0 || i >= img.width || j >= img.height) return null;
  const p = (j * img.width + i) * 3;
  return [img.data[p]!, img.data[p + 1]!, img.data[p + 2]!];
}

/**
 * White and black references from one sticker. `planeToImage` maps sticker millimetres (black
 * square from (0,0) to (20,20)) into `img` coordinates. White: a ring 1.0–3.0 mm outside the
 * black square (inside the ≥ 4 mm margin); black: the middle of the 3.33 mm border cells.
 */
export function sampleStickerReferences(
  img: RgbImage,
  planeToImage: Homography,
): { white: [number, number, number]; black: [number, number, number]; n: number } | null {
  const whites: [number, number, number][] = [];
  const blacks: [number, number, number][] = [];
  const cell = MARKER_MM / 6;
  const steps = 40;
  for (const offset of [1.0, 1.5, 2.0, 2.5, 3.0]) {
    const lo = -offset;
    const hi = MARKER_MM + offset;
    for (let k = 0; k < steps; k++) {
      const t = lo + ((hi - lo) * k) / steps;
      for (const [x, y] of [
        [t, lo],
        [hi, t],
        [hi - (t - lo), hi],
        [lo, hi - (t - lo)],
      ] as const) {
        const p = applyHomography(planeToImage, { x, y });
        const v = sampleRgb(img, p.x, p.y);
        if (v) whites.push(v);
      }
    }
  }
  const mid = cell / 2;
  for (let k = 0; k < steps; k++) {
    const t = cell + ((MARKER_MM - 2 * cell) * k) / steps;
    for (const [x, y] of [
      [t, mid],
      [MARKER_MM - mid, t],
      [t, MARKER_MM - mid],
      [mid, t],
    ] as const) {
      const p = applyHomography(planeToImage, { x, y });
      const v = sampleRgb(img, p.x, p.y);
      if (v) blacks.push(v);
    }
  }
  if (whites.length < 20 || blacks.length < 10) return null;
  // the brighter half of the ring: drops shadows, skin seen past a trimmed margin, dirt
  const lum = (v: [number, number, number]) => v[0] + v[1] + v[2];
  const brightest = [...whites].sort((a, b) => lum(b) - lum(a)).slice(0, Math.ceil(whites.length / 2));
  const white: [number, number, number] = [0, 1, 2].map((c) => median(brightest.map((v) => v[c]!))) as [
    number,
    number,
    number,
  ];
  const black: [number, number, number] = [0, 1, 2].map((c) => median(blacks.map((v) => v[c]!))) as [
    number,
    number,
    number,
  ];
  return { white, black, n: whites.length };
}

/**
 * Von Kries white balance: per-channel gains that map the sticker's white margin to a neutral
 * WHITE_TARGET. This corrects both colour cast and exposure, so the tissue rule sees comparable
 * colours across photos. Several stickers: channel-wise median of their whites.
 */
export function whiteBalanceFrom(
  refs: { white: [number, number, number]; black: [number, number, number] }[],
): WhiteBalance {
  if (!refs.length) return { source: 'none', gains: [1, 1, 1], white: null, black: null };
  const white = [0, 1, 2].map((c) => median(refs.map((r) => r.white[c]!))) as [number, number, number];
  const black = [0, 1, 2].map((c) => median(refs.map((r) => r.black[c]!))) as [number, number, number];
  const gains = white.map((w) => Math.min(4, Math.max(0.5, WHITE_TARGET / Math.max(1, w)))) as [number, number, number];
  return { source: 'sticker', gains, white, black };
}

/** A 256-entry lookup table per channel for applying gains to 8-bit values. */
export function gainTables(gains: readonly [number, number, number]): [Uint8Array, Uint8Array, Uint8Array] {
  return gains.map((g) => {
    const t = new Uint8Array(256);
    for (let v = 0; v < 256; v++) t[v] = Math.min(255, Math.round(v * g));
    return t;
  }) as [Uint8Array, Uint8Array, Uint8Array];
}
