import type { BinaryMask, RgbImage } from '../image.ts';
import { gainTables } from '../calibrate/white-balance.ts';
import { srgbToA, srgbToL } from './colour.ts';

/**
 * Chamfer (3-4) distance from the wound, in pixels: 0 inside, growing outwards. Accurate to a
 * few percent, which is plenty for drawing 1 cm rings.
 */
export function distanceFromMask(mask: BinaryMask): Float32Array {
  const { width: w, height: h, data } = mask;
  const INF = 1e9;
  const d = new Float32Array(w * h);
  for (let i = 0; i < w * h; i++) d[i] = data[i] ? 0 : INF;
  for (let y = 0; y < h; y++) {
    for (let x = 0; x < w; x++) {
      const i = y * w + x;
      let v = d[i]!;
      if (v === 0) continue;
      if (x > 0) v = Math.min(v, d[i - 1]! + 3);
      if (y > 0) {
        v = Math.min(v, d[i - w]! + 3);
        if (x > 0) v = Math.min(v, d[i - w - 1]! + 4);
        if (x < w - 1) v = Math.min(v, d[i - w + 1]! + 4);
      }
      d[i] = v;
    }
  }
  for (let y = h - 1; y >= 0; y--) {
    for (let x = w - 1; x >= 0; x--) {
      const i = y * w + x;
      let v = d[i]!;
      if (v === 0) continue;
      if (x < w - 1) v = Math.min(v, d[i + 1]! + 3);
      if (y < h - 1) {
        v = Math.min(v, d[i + w]! + 3);
        if (x < w - 1) v = Math.min(v, d[i + w + 1]! + 4);
        if (x > 0) v = Math.min(v, d[i + w - 1]! + 4);
      }
      d[i] = v;
    }
  }
  for (let i = 0; i < w * h; i++) d[i] = d[i]! / 3;
  return d;
}

export interface PeriwoundResult {
  /** Δa*: median CIELAB a* (redness) of the periwound ring minus that of farther skin */
  erythemaIndex: number;
  periwoundA: number;
  referenceA: number;
  /** ring widths used, in working-copy pixels, and whether they are 1 cm or relative to the wound */
  basis: 'cm' | 'relative';
  ringPx: number;
  periwoundPixels: number;
  referencePixels: number;
}

/** Periwound ring 0–1 cm from the edge; reference skin 2–3 cm from the edge. */
export const PERIWOUND_RING_CM: [number, number] = [0, 1];
export const REFERENCE_RING_CM: [number, number] = [2, 3];

function median(values: Float32Array, n: number): number {
  const s = values.subarray(0, n).sort();
  return s[n >> 1]!;
}

/**
 * Periwound erythema: how much redder (CIELAB a*, white-balanced) the skin within 1 cm of the
 * wound edge is than skin 2–3 cm away. Without a sticker the rings are scaled to the wound
 * (0–0.5 and 1–1.5 equivalent radii). `exclude` marks pixels (stickers) to ignore; very dark or
 * blown-out pixels are ignored too. Null when either ring has too few usable pixels.
 */
export function measurePeriwound(
  img: RgbImage,
  mask: BinaryMask,
  gains: readonly [number, number, number],
  pixelsPerCmWork: number | null,
  exclude: Uint8Array | null,
): PeriwoundResult | null {
  // bounding box of the wound
  const W = mask.width;
  const H = mask.height;
  let area = 0;
  let bx0 = W;
  let by0 = H;
  let bx1 = -1;
  let by1 = -1;
  for (let y = 0; y < H; y++) {
    for (let x = 0, i = y * W; x < W; x++, i++) {
      if (!mask.data[i]) continue;
      area++;
      if (x < bx0) bx0 = x;
      if (x > bx1) bx1 = x;
      if (y < by0) by0 = y;
      if (y > by1) by1 = y;
    }
  }
  if (!area) return null;
  let ring: [number, number];
  let ref: [number, number];
  let basis: 'cm' | 'relative';
  let unit: number;
  if (pixelsPerCmWork && pixelsPerCmWork > 0) {
    unit = pixelsPerCmWork;
    ring = [PERIWOUND_RING_CM[0] * unit, PERIWOUND_RING_CM[1] * unit];
    ref = [REFERENCE_RING_CM[0] * unit, REFERENCE_RING_CM[1] * unit];
    basis = 'cm';
  } else {
    unit = Math.sqrt(area / Math.PI);
    ring = [0, 0.5 * unit];
    ref = [1.0 * unit, 1.5 * unit];
    basis = 'relative';
  }
  // only the region that can hold the rings is looked at, on a grid with ~15 points per ring
  // width (1 cm, or the relative unit): plenty for a median, and independent of the photo size
  const stride = Math.max(1, Math.floor((ring[1] - ring[0]) / 15));
  const reach = Math.ceil(ref[1]) + 2 * stride;
  const rx0 = Math.max(0, bx0 - reach);
  const ry0 = Math.max(0, by0 - reach);
  const rx1 = Math.min(W, bx1 + reach + 1);
  const ry1 = Math.min(H, by1 + reach + 1);
  const rw = Math.ceil((rx1 - rx0) / stride);
  const rh = Math.ceil((ry1 - ry0) / stride);
  const roi = new Uint8Array(rw * rh);
  for (let y = 0; y < rh; y++) {
    const row = (ry0 + y * stride) * W + rx0;
    for (let x = 0; x < rw; x++) roi[y * rw + x] = mask.data[row + x * stride]!;
  }
  const dist = distanceFromMask({ width: rw, height: rh, data: roi });
  const [tr, tg, tb] = gainTables(gains);
  const n = rw * rh;
  const ringA = new Float32Array(n);
  const refA = new Float32Array(n);
  let nr = 0;
  let nf = 0;
  for (let y = 0; y < rh; y++) {
    for (let x = 0; x < rw; x++) {
      const d = dist[y * rw + x]! * stride;
      const inRing = d > ring[0] && d <= ring[1];
      const inRef = d > ref[0] && d <= ref[1];
      if (!inRing && !inRef) continue;
      const i = (ry0 + y * stride) * W + rx0 + x * stride;
      if (exclude && exclude[i]) continue;
      const p = i * 3;
      const r = tr[img.data[p]!]!;
      const g = tg[img.data[p + 1]!]!;
      const b = tb[img.data[p + 2]!]!;
      const L = srgbToL(r, g, b);
      if (L < 20 || L > 97) continue;
      const a = srgbToA(r, g, b);
      if (inRing) ringA[nr++] = a;
      else refA[nf++] = a;
    }
  }
  if (nr < 30 || nf < 30) return null;
  const a1 = median(ringA, nr);
  const a2 = median(refA, nf);
  return {
    erythemaIndex: Math.round((a1 - a2) * 10) / 10,
    periwoundA: Math.round(a1 * 10) / 10,
    referenceA: Math.round(a2 * 10) / 10,
    basis,
    ringPx: ring[1],
    periwoundPixels: nr,
    referencePixels: nf,
  };
}
