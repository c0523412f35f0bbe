/**
 * Typed images shared by every stage.
 *
 * Coordinates are continuous: pixel (i, j) covers [i, i+1] × [j, j+1], its centre is
 * (i + 0.5, j + 0.5). OpenCV reports positions with the centre at (i, j); add 0.5 when
 * crossing over.
 */
export interface RgbImage {
  width: number;
  height: number;
  /** interleaved RGB, 3 bytes per pixel, row-major */
  data: Uint8Array;
}

export interface GrayImage {
  width: number;
  height: number;
  data: Uint8Array;
}

/** A binary mask: 1 = wound, 0 = not. */
export interface BinaryMask {
  width: number;
  height: number;
  data: Uint8Array;
}

export interface Point {
  x: number;
  y: number;
}

export type Polygon = Point[];

export function toGray(img: RgbImage): GrayImage {
  const n = img.width * img.height;
  const out = new Uint8Array(n);
  const d = img.data;
  for (let i = 0, j = 0; i < n; i++, j += 3) {
    // Rec. 601 luma in fixed point
    out[i] = (d[j]! * 77 + d[j + 1]! * 150 + d[j + 2]! * 29) >> 8;
  }
  return { width: img.width, height: img.height, data: out };
}

/** A float luma crop of an RGB image: values at (x0 + i, y0 + j), for sub-pixel sampling. */
export interface LumaPatch {
  x0: number;
  y0: number;
  width: number;
  height: number;
  data: Float32Array;
}

/** Rec. 601 luma of the pixels in [x0, x0 + w) × [y0, y0 + h), clipped to the image. */
export function lumaPatch(img: RgbImage, x0: number, y0: number, w: number, h: number): LumaPatch {
  const ax = Math.max(0, Math.floor(x0));
  const ay = Math.max(0, Math.floor(y0));
  const bx = Math.min(img.width, Math.ceil(x0 + w));
  const by = Math.min(img.height, Math.ceil(y0 + h));
  const pw = Math.max(2, bx - ax);
  const ph = Math.max(2, by - ay);
  const data = new Float32Array(pw * ph);
  const d = img.data;
  for (let j = 0; j < ph; j++) {
    const yy = Math.min(img.height - 1, ay + j);
    for (let i = 0; i < pw; i++) {
      const p = (yy * img.width + Math.min(img.width - 1, ax + i)) * 3;
      data[j * pw + i] = 0.299 * d[p]! + 0.587 * d[p + 1]! + 0.114 * d[p + 2]!;
    }
  }
  return { x0: ax, y0: ay, width: pw, height: ph, data };
}

/** Bilinear sample of a luma patch at a continuous image position (pixel centres at i + 0.5). */
export function samplePatch(patch: LumaPatch, x: number, y: number): number {
  const fx = x - 0.5 - patch.x0;
  const fy = y - 0.5 - patch.y0;
  let ix = Math.floor(fx);
  let iy = Math.floor(fy);
  let ax = fx - ix;
  let ay = fy - iy;
  const w = patch.width;
  if (ix < 0) {
    ix = 0;
    ax = 0;
  } else if (ix >= w - 1) {
    ix = w - 2;
    ax = 1;
  }
  if (iy < 0) {
    iy = 0;
    ay = 0;
  } else if (iy >= patch.height - 1) {
    iy = patch.height - 2;
    ay = 1;
  }
  const d = patch.data;
  const i = iy * w + ix;
  const top = d[i]! + (d[i + 1]! - d[i]!) * ax;
  const bottom = d[i + w]! + (d[i + w + 1]! - d[i + w]!) * ax;
  return top + (bottom - top) * ay;
}
