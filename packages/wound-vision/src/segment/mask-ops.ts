import type { BinaryMask, Point } from '../image.ts';

export interface Components {
  labels: Int32Array;
  count: number;
  /** pixel count per label (index 0 unused) */
  areas: number[];
  /** first pixel (raster order) of each label: its top edge is on the outer boundary */
  first: number[];
}

/** 8-connected components of the foreground. */
export function labelComponents(mask: BinaryMask): Components {
  const { width: w, height: h, data } = mask;
  const labels = new Int32Array(w * h);
  const areas = [0];
  const first = [-1];
  const stack = new Int32Array(w * h);
  let count = 0;
  for (let start = 0; start < w * h; start++) {
    if (!data[start] || labels[start]) continue;
    count++;
    labels[start] = count;
    let top = 0;
    stack[top++] = start;
    let area = 0;
    while (top > 0) {
      const p = stack[--top]!;
      area++;
      const x = p % w;
      const y = (p - x) / w;
      for (let dy = -1; dy <= 1; dy++) {
        const yy = y + dy;
        if (yy < 0 || yy >= h) continue;
        for (let dx = -1; dx <= 1; dx++) {
          const xx = x + dx;
          if (xx < 0 || xx >= w || (dx === 0 && dy === 0)) continue;
          const q = yy * w + xx;
          if (data[q] && !labels[q]) {
            labels[q] = count;
            stack[top++] = q;
          }
        }
      }
    }
    areas.push(area);
    first.push(start);
  }
  return { labels, count, areas, first };
}

/**
 * Fill holes: background not 4-connected to the image border becomes foreground (4-connected
 * background is the complement of 8-connected foreground, so this matches labelComponents).
 */
export function fillHoles(mask: BinaryMask): BinaryMask {
  const { width: w, height: h, data } = mask;
  const outside = new Uint8Array(w * h);
  const stack = new Int32Array(w * h);
  let top = 0;
  const push = (p: number) => {
    if (!data[p] && !outside[p]) {
      outside[p] = 1;
      stack[top++] = p;
    }
  };
  for (let x = 0; x < w; x++) {
    push(x);
    push((h - 1) * w + x);
  }
  for (let y = 0; y < h; y++) {
    push(y * w);
    push(y * w + w - 1);
  }
  while (top > 0) {
    const p = stack[--top]!;
    const x = p % w;
    if (x > 0) push(p - 1);
    if (x < w - 1) push(p + 1);
    if (p >= w) push(p - w);
    if (p < w * (h - 1)) push(p + w);
  }
  const out = new Uint8Array(w * h);
  for (let i = 0; i < w * h; i++) out[i] = outside[i] ? 0 : 1;
  return { width: w, height: h, data: out };
}

/**
 * Rasterise polygons (even-odd per polygon, union over polygons): a pixel is set when its centre
 * lies inside. Coordinates are continuous image coordinates of the target raster.
 */
export function rasterizePolygons(
  polygons: readonly (readonly Point[])[],
  width: number,
  height: number,
  value = 1,
  into?: Uint8Array,
): Uint8Array {
  const out = into ?? new Uint8Array(width * height);
  const xs: number[] = [];
  for (const poly of polygons) {
    if (poly.length < 3) continue;
    let minY = Infinity;
    let maxY = -Infinity;
    for (const p of poly) {
      if (p.y < minY) minY = p.y;
      if (p.y > maxY) maxY = p.y;
    }
    const y0 = Math.max(0, Math.ceil(minY - 0.5));
    const y1 = Math.min(height - 1, Math.floor(maxY - 0.5));
    for (let j = y0; j <= y1; j++) {
      const yc = j + 0.5;
      xs.length = 0;
      for (let k = 0, n = poly.length; k < n; k++) {
        const a = poly[k]!;
        const b = poly[(k + 1) % n]!;
        if (a.y <= yc !== b.y <= yc) xs.push(a.x + ((yc - a.y) / (b.y - a.y)) * (b.x - a.x));
      }
      xs.sort((p, q) => p - q);
      const row = j * width;
      for (let k = 0; k + 1 < xs.length; k += 2) {
        const i0 = Math.max(0, Math.ceil(xs[k]! - 0.5));
        const i1 = Math.min(width - 1, Math.floor(xs[k + 1]! - 0.5));
        if (i1 >= i0) out.fill(value, row + i0, row + i1 + 1);
      }
    }
  }
  return out;
}

/** Bilinear resampling of a float map to a new size (pixel centres aligned, like align_corners=False). */
export function resizeFloatBilinear(src: Float32Array, sw: number, sh: number, dw: number, dh: number): Float32Array {
  const out = new Float32Array(dw * dh);
  const sx = sw / dw;
  const sy = sh / dh;
  const x0s = new Int32Array(dw);
  const axs = new Float32Array(dw);
  for (let i = 0; i < dw; i++) {
    let fx = (i + 0.5) * sx - 0.5;
    if (fx < 0) fx = 0;
    if (fx > sw - 1) fx = sw - 1;
    const x0 = Math.min(Math.floor(fx), Math.max(0, sw - 2));
    x0s[i] = x0;
    axs[i] = sw > 1 ? fx - x0 : 0;
  }
  for (let j = 0; j < dh; j++) {
    let fy = (j + 0.5) * sy - 0.5;
    if (fy < 0) fy = 0;
    if (fy > sh - 1) fy = sh - 1;
    const y0 = Math.min(Math.floor(fy), Math.max(0, sh - 2));
    const ay = sh > 1 ? fy - y0 : 0;
    const r0 = y0 * sw;
    const r1 = sh > 1 ? r0 + sw : r0;
    for (let i = 0; i < dw; i++) {
      const x0 = x0s[i]!;
      const ax = axs[i]!;
      const x1 = sw > 1 ? x0 + 1 : x0;
      const top = src[r0 + x0]! * (1 - ax) + src[r0 + x1]! * ax;
      const bot = src[r1 + x0]! * (1 - ax) + src[r1 + x1]! * ax;
      out[j * dw + i] = top * (1 - ay) + bot * ay;
    }
  }
  return out;
}
