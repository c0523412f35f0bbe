import type { Point, Polygon } from '../image.ts';
import type { Components } from './mask-ops.ts';

// clockwise on screen (y down): east, south, west, north
const DX = [1, 0, -1, 0];
const DY = [0, 1, 0, -1];

/**
 * Outer boundary of one 8-connected component as a polygon through the midpoints of its
 * boundary pixel edges (what marching squares gives on a binary image at level 0.5). Edges run
 * along pixel borders, so the polygon hugs the pixels; its area equals the pixel count up to
 * ±1/8 px² per corner, and it has no staircase along diagonals.
 */
export function traceComponent(
  c: Components,
  width: number,
  height: number,
  label: number,
  iso?: { prob: Float32Array; level: number },
): Polygon {
  const { labels } = c;
  const inside = (x: number, y: number) =>
    x >= 0 && y >= 0 && x < width && y < height && labels[y * width + x] === label;
  const start = c.first[label]!;
  const sx = start % width;
  const sy = (start - sx) / width;
  // start at the top-left corner of the first pixel, heading east with the pixel on our right
  let x = sx;
  let y = sy;
  let d = 0;
  const mids: Point[] = [];
  const limit = 4 * (c.areas[label]! + 2) + 8;
  for (let guard = 0; guard < limit; guard++) {
    // pixels ahead-left and ahead-right of vertex (x, y) for heading d
    let lx: number, ly: number, rx: number, ry: number;
    switch (d) {
      case 0:
        lx = x;
        ly = y - 1;
        rx = x;
        ry = y;
        break;
      case 1:
        lx = x;
        ly = y;
        rx = x - 1;
        ry = y;
        break;
      case 2:
        lx = x - 1;
        ly = y;
        rx = x - 1;
        ry = y - 1;
        break;
      default:
        lx = x - 1;
        ly = y - 1;
        rx = x;
        ry = y - 1;
    }
    if (guard > 0) {
      if (inside(lx, ly)) d = (d + 3) % 4;
      else if (!inside(rx, ry)) d = (d + 1) % 4;
      // back at the start vertex about to repeat the first edge: the contour is closed
      if (x === sx && y === sy && d === 0) break;
    }
    if (iso) {
      // the edge's inside pixel (right) and outside pixel (left): put the vertex where the
      // probability, linear between their centres, crosses the level (marching squares)
      let rx2: number, ry2: number, lx2: number, ly2: number;
      if (d === 0) {
        rx2 = x;
        ry2 = y;
        lx2 = x;
        ly2 = y - 1;
      } else if (d === 1) {
        rx2 = x - 1;
        ry2 = y;
        lx2 = x;
        ly2 = y;
      } else if (d === 2) {
        rx2 = x - 1;
        ry2 = y - 1;
        lx2 = x - 1;
        ly2 = y;
      } else {
        rx2 = x;
        ry2 = y - 1;
        lx2 = x - 1;
        ly2 = y - 1;
      }
      const pr = iso.prob[ry2 * width + rx2]!;
      const pl = lx2 >= 0 && ly2 >= 0 && lx2 < width && ly2 < height ? iso.prob[ly2 * width + lx2]! : 0;
      let t = 0.5;
      if (pr >= iso.level && pl < iso.level && pr > pl)
        t = Math.min(0.98, Math.max(0.02, (pr - iso.level) / (pr - pl)));
      mids.push({ x: rx2 + 0.5 + (lx2 - rx2) * t, y: ry2 + 0.5 + (ly2 - ry2) * t });
    } else {
      mids.push({ x: x + DX[d]! / 2, y: y + DY[d]! / 2 });
    }
    x += DX[d]!;
    y += DY[d]!;
  }
  return dropCollinear(mids);
}

/** Remove vertices that lie on the straight line between their neighbours. */
export function dropCollinear(poly: Polygon): Polygon {
  if (poly.length < 4) return poly;
  const out: Point[] = [];
  const n = poly.length;
  for (let i = 0; i < n; i++) {
    const a = poly[(i + n - 1) % n]!;
    const b = poly[i]!;
    const c = poly[(i + 1) % n]!;
    const cross = (b.x - a.x) * (c.y - b.y) - (b.y - a.y) * (c.x - b.x);
    if (Math.abs(cross) > 1e-9) out.push(b);
  }
  return out.length >= 3 ? out : poly;
}
