import type { Point } from '../image.ts';

/** 3×3 projective transform, row-major, h[8] normalised to 1 where possible. */
export type Homography = readonly number[];

export function applyHomography(h: Homography, p: Point): Point {
  const w = h[6]! * p.x + h[7]! * p.y + h[8]!;
  return { x: (h[0]! * p.x + h[1]! * p.y + h[2]!) / w, y: (h[3]! * p.x + h[4]! * p.y + h[5]!) / w };
}

export function multiplyHomography(a: Homography, b: Homography): Homography {
  const out: number[] = [];
  for (let r = 0; r < 3; r++)
    for (let c = 0; c < 3; c++) out.push(a[r * 3]! * b[c]! + a[r * 3 + 1]! * b[3 + c]! + a[r * 3 + 2]! * b[6 + c]!);
  return normalise(out);
}

function normalise(h: number[]): number[] {
  const s = Math.abs(h[8]!) > 1e-12 ? h[8]! : 1;
  return h.map((v) => v / s);
}

export function invertHomography(h: Homography): Homography {
  const [a, b, c, d, e, f, g, i, j] = h as [number, number, number, number, number, number, number, number, number];
  const A = e * j - f * i;
  const B = -(d * j - f * g);
  const C = d * i - e * g;
  const det = a * A + b * B + c * C;
  if (Math.abs(det) < 1e-300) throw new Error('singular homography');
  const inv = [
    A,
    -(b * j - c * i),
    b * f - c * e,
    B,
    a * j - c * g,
    -(a * f - c * d),
    C,
    -(a * i - b * g),
    a * e - b * d,
  ].map((v) => v / det);
  return normalise(inv);
}

/** Local area scale |det J| of the map at p (output area per input area). */
export function areaScaleAt(h: Homography, p: Point): number {
  const w = h[6]! * p.x + h[7]! * p.y + h[8]!;
  const u = (h[0]! * p.x + h[1]! * p.y + h[2]!) / w;
  const v = (h[3]! * p.x + h[4]! * p.y + h[5]!) / w;
  const j00 = (h[0]! - u * h[6]!) / w;
  const j01 = (h[1]! - u * h[7]!) / w;
  const j10 = (h[3]! - v * h[6]!) / w;
  const j11 = (h[4]! - v * h[7]!) / w;
  return Math.abs(j00 * j11 - j01 * j10);
}

function normalisingTransform(pts: readonly Point[]): number[] {
  let mx = 0;
  let my = 0;
  for (const p of pts) {
    mx += p.x;
    my += p.y;
  }
  mx /= pts.length;
  my /= pts.length;
  let d = 0;
  for (const p of pts) d += Math.hypot(p.x - mx, p.y - my);
  d /= pts.length;
  const s = d > 0 ? Math.SQRT2 / d : 1;
  return [s, 0, -s * mx, 0, s, -s * my, 0, 0, 1];
}

/** Solve a small dense linear system in place (Gaussian elimination, partial pivoting). */
export function solveLinear(a: number[][], b: number[]): number[] {
  const n = b.length;
  for (let col = 0; col < n; col++) {
    let piv = col;
    for (let r = col + 1; r < n; r++) if (Math.abs(a[r]![col]!) > Math.abs(a[piv]![col]!)) piv = r;
    if (Math.abs(a[piv]![col]!) < 1e-14) throw new Error('singular system');
    [a[col], a[piv]] = [a[piv]!, a[col]!];
    [b[col], b[piv]] = [b[piv]!, b[col]!];
    for (let r = col + 1; r < n; r++) {
      const f = a[r]![col]! / a[col]![col]!;
      if (f === 0) continue;
      for (let k = col; k < n; k++) a[r]![k]! -= f * a[col]![k]!;
      b[r]! -= f * b[col]!;
    }
  }
  const x = new Array<number>(n).fill(0);
  for (let r = n - 1; r >= 0; r--) {
    let s = b[r]!;
    for (let k = r + 1; k < n; k++) s -= a[r]![k]! * x[k]!;
    x[r] = s / a[r]![r]!;
  }
  return x;
}

/**
 * Homography mapping src[i] → dst[i] (≥ 4 correspondences, no three of the first four
 * collinear): normalised DLT with h33 = 1, least squares for more than four points.
 */
export function computeHomography(src: readonly Point[], dst: readonly Point[]): Homography {
  if (src.length < 4 || src.length !== dst.length) throw new Error('need ≥ 4 point pairs');
  const ts = normalisingTransform(src);
  const td = normalisingTransform(dst);
  const s = src.map((p) => applyHomography(ts, p));
  const d = dst.map((p) => applyHomography(td, p));
  const ata = Array.from({ length: 8 }, () => new Array<number>(8).fill(0));
  const atb = new Array<number>(8).fill(0);
  const addRow = (row: number[], rhs: number) => {
    for (let i = 0; i < 8; i++) {
      atb[i]! += row[i]! * rhs;
      for (let j = 0; j < 8; j++) ata[i]![j]! += row[i]! * row[j]!;
    }
  };
  for (let k = 0; k < s.length; k++) {
    const { x, y } = s[k]!;
    const { x: u, y: v } = d[k]!;
    addRow([x, y, 1, 0, 0, 0, -u * x, -u * y], u);
    addRow([0, 0, 0, x, y, 1, -v * x, -v * y], v);
  }
  const h = solveLinear(ata, atb);
  const hn = [...h, 1];
  // denormalise: H = Td^-1 · Hn · Ts
  return multiplyHomography(multiplyHomography(invertHomography(td), hn), ts);
}
