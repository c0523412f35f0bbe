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

/** Bilinear sample of a gray image at a continuous position (pixel centres at i + 0.5). */
export function sampleGray(img: GrayImage, x: number, y: number): number {
  const fx = x - 0.5;
  const fy = y - 0.5;
  let x0 = Math.floor(fx);
  let y0 = Math.floor(fy);
  let ax = fx - x0;
  let ay = fy - y0;
  const w = img.width;
  const h = img.height;
  if (x0 < 0) {
    x0 = 0;
    ax = 0;
  } else if (x0 >= w - 1) {
    x0 = w - 2;
    ax = 1;
  }
  if (y0 < 0) {
    y0 = 0;
    ay = 0;
  } else if (y0 >= h - 1) {
    y0 = h - 2;
    ay = 1;
  }
  const d = img.data;
  const i = y0 * w + x0;
  const top = d[i]! * (1 - ax) + d[i + 1]! * ax;
  const bottom = d[i + w]! * (1 - ax) + d[i + w + 1]! * ax;
  return top * (1 - ay) + bottom * ay;
}

/** Luma of one RGB pixel sampled bilinearly (used for corner refinement at full resolution). */
export function sampleLuma(img: RgbImage, x: number, y: number): number {
  const fx = x - 0.5;
  const fy = y - 0.5;
  let x0 = Math.floor(fx);
  let y0 = Math.floor(fy);
  let ax = fx - x0;
  let ay = fy - y0;
  const w = img.width;
  const h = img.height;
  if (x0 < 0) {
    x0 = 0;
    ax = 0;
  } else if (x0 >= w - 1) {
    x0 = w - 2;
    ax = 1;
  }
  if (y0 < 0) {
    y0 = 0;
    ay = 0;
  } else if (y0 >= h - 1) {
    y0 = h - 2;
    ay = 1;
  }
  const d = img.data;
  const luma = (p: number) => 0.299 * d[p]! + 0.587 * d[p + 1]! + 0.114 * d[p + 2]!;
  const i = (y0 * w + x0) * 3;
  const r = i + w * 3;
  const top = luma(i) * (1 - ax) + luma(i + 3) * ax;
  const bottom = luma(r) * (1 - ax) + luma(r + 3) * ax;
  return top * (1 - ay) + bottom * ay;
}
