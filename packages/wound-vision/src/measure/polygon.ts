import type { Point, Polygon } from '../image.ts';

/** Signed shoelace area (positive for counter-clockwise in a y-up frame). */
export function signedArea(poly: readonly Point[]): number {
  let s = 0;
  for (let i = 0, n = poly.length; i < n; i++) {
    const a = poly[i]!;
    const b = poly[(i + 1) % n]!;
    s += a.x * b.y - b.x * a.y;
  }
  return s / 2;
}

export function polygonArea(poly: readonly Point[]): number {
  return Math.abs(signedArea(poly));
}

export function polygonPerimeter(poly: readonly Point[]): number {
  let s = 0;
  for (let i = 0, n = poly.length; i < n; i++) {
    const a = poly[i]!;
    const b = poly[(i + 1) % n]!;
    s += Math.hypot(b.x - a.x, b.y - a.y);
  }
  return s;
}

export function polygonCentroid(poly: readonly Point[]): Point {
  let a = 0;
  let cx = 0;
  let cy = 0;
  for (let i = 0, n = poly.length; i < n; i++) {
    const p = poly[i]!;
    const q = poly[(i + 1) % n]!;
    const cross = p.x * q.y - q.x * p.y;
    a += cross;
    cx += (p.x + q.x) * cross;
    cy += (p.y + q.y) * cross;
  }
  if (Math.abs(a) < 1e-12) {
    const n = poly.length || 1;
    return { x: poly.reduce((s, p) => s + p.x, 0) / n, y: poly.reduce((s, p) => s + p.y, 0) / n };
  }
  return { x: cx / (3 * a), y: cy / (3 * a) };
}

/** Convex hull (Andrew's monotone chain), counter-clockwise in a y-up frame. */
export function convexHull(points: readonly Point[]): Point[] {
  const pts = [...points].sort((a, b) => a.x - b.x || a.y - b.y);
  if (pts.length < 3) return pts;
  const cross = (o: Point, a: Point, b: Point) => (a.x - o.x) * (b.y - o.y) - (a.y - o.y) * (b.x - o.x);
  const lower: Point[] = [];
  for (const p of pts) {
    while (lower.length >= 2 && cross(lower[lower.length - 2]!, lower[lower.length - 1]!, p) <= 0) lower.pop();
    lower.push(p);
  }
  const upper: Point[] = [];
  for (let i = pts.length - 1; i >= 0; i--) {
    const p = pts[i]!;
    while (upper.length >= 2 && cross(upper[upper.length - 2]!, upper[upper.length - 1]!, p) <= 0) upper.pop();
    upper.push(p);
  }
  upper.pop();
  lower.pop();
  return lower.concat(upper);
}

export interface Extent {
  /** longest diameter: the largest distance between two points of the outline */
  length: number;
  /** greatest extent perpendicular to the length axis */
  width: number;
  lengthEnds: [Point, Point];
  /** the two lines bounding the width, each as a point pair along the length direction */
  widthEnds: [Point, Point];
}

/** Length (longest diameter) and width (greatest extent perpendicular to it) of a point set. */
export function lengthAndWidth(points: readonly Point[]): Extent {
  const hull = convexHull(points);
  if (hull.length < 2) {
    const p = hull[0] ?? { x: 0, y: 0 };
    return { length: 0, width: 0, lengthEnds: [p, p], widthEnds: [p, p] };
  }
  let best = -1;
  let a = hull[0]!;
  let b = hull[1]!;
  for (let i = 0; i < hull.length; i++) {
    for (let j = i + 1; j < hull.length; j++) {
      const d = (hull[i]!.x - hull[j]!.x) ** 2 + (hull[i]!.y - hull[j]!.y) ** 2;
      if (d > best) {
        best = d;
        a = hull[i]!;
        b = hull[j]!;
      }
    }
  }
  const length = Math.sqrt(best);
  const ux = (b.x - a.x) / (length || 1);
  const uy = (b.y - a.y) / (length || 1);
  let lo = Infinity;
  let hi = -Infinity;
  let pLo = a;
  let pHi = a;
  for (const p of hull) {
    const s = (p.x - a.x) * -uy + (p.y - a.y) * ux;
    if (s < lo) {
      lo = s;
      pLo = p;
    }
    if (s > hi) {
      hi = s;
      pHi = p;
    }
  }
  return { length, width: hi - lo, lengthEnds: [a, b], widthEnds: [pLo, pHi] };
}

/** Douglas–Peucker simplification of a closed polygon. */
export function simplifyPolygon(poly: Polygon, epsilon: number): Polygon {
  const n = poly.length;
  if (n <= 4 || epsilon <= 0) return poly;
  // split the ring at its first vertex and the vertex farthest from it
  let far = 0;
  let farD = -1;
  for (let i = 1; i < n; i++) {
    const d = (poly[i]!.x - poly[0]!.x) ** 2 + (poly[i]!.y - poly[0]!.y) ** 2;
    if (d > farD) {
      farD = d;
      far = i;
    }
  }
  const keep = new Uint8Array(n);
  keep[0] = 1;
  keep[far] = 1;
  const stack: [number, number][] = [
    [0, far],
    [far, n],
  ];
  const at = (i: number) => poly[i % n]!;
  while (stack.length) {
    const [i0, i1] = stack.pop()!;
    const a = at(i0);
    const b = at(i1);
    const dx = b.x - a.x;
    const dy = b.y - a.y;
    const len = Math.hypot(dx, dy) || 1;
    let maxD = -1;
    let idx = -1;
    for (let i = i0 + 1; i < i1; i++) {
      const p = at(i);
      const d = Math.abs((p.x - a.x) * dy - (p.y - a.y) * dx) / len;
      if (d > maxD) {
        maxD = d;
        idx = i;
      }
    }
    if (idx >= 0 && maxD > epsilon) {
      keep[idx % n] = 1;
      stack.push([i0, idx], [idx, i1]);
    }
  }
  const out = poly.filter((_, i) => keep[i]);
  return out.length >= 3 ? out : poly;
}
