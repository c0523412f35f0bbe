import { lumaPatch, samplePatch, type Point, type RgbImage } from '../image.ts';

interface Line {
  /** a point on the line and its unit direction */
  px: number;
  py: number;
  dx: number;
  dy: number;
}

export interface RefinedCorners {
  corners: Point[];
  ok: boolean;
  /** RMS distance of the edge points from their fitted lines, in pixels */
  residualPx: number;
  /** black and white levels (luma) seen across the marker's outer edge */
  contrast: number;
}

function fitLine(points: Point[]): { line: Line; residuals: number[] } {
  let mx = 0;
  let my = 0;
  for (const p of points) {
    mx += p.x;
    my += p.y;
  }
  mx /= points.length;
  my /= points.length;
  let sxx = 0;
  let syy = 0;
  let sxy = 0;
  for (const p of points) {
    const dx = p.x - mx;
    const dy = p.y - my;
    sxx += dx * dx;
    syy += dy * dy;
    sxy += dx * dy;
  }
  // principal direction of the scatter (total least squares)
  const theta = 0.5 * Math.atan2(2 * sxy, sxx - syy);
  const line = { px: mx, py: my, dx: Math.cos(theta), dy: Math.sin(theta) };
  const residuals = points.map((p) => Math.abs((p.x - mx) * -line.dy + (p.y - my) * line.dx));
  return { line, residuals };
}

function robustFit(points: Point[]): { line: Line; rms: number } | null {
  let pts = points;
  for (let iter = 0; iter < 3; iter++) {
    if (pts.length < 5) return null;
    const { line, residuals } = fitLine(pts);
    const sorted = [...residuals].sort((a, b) => a - b);
    const mad = sorted[Math.floor(sorted.length / 2)]! * 1.4826;
    const limit = Math.max(0.35, 3 * mad);
    const kept = pts.filter((_, i) => residuals[i]! <= limit);
    if (kept.length === pts.length || iter === 2) {
      const rms = Math.sqrt(residuals.reduce((s, r) => s + r * r, 0) / residuals.length);
      return { line, rms };
    }
    pts = kept;
  }
  return null;
}

function intersect(a: Line, b: Line): Point | null {
  const den = a.dx * b.dy - a.dy * b.dx;
  if (Math.abs(den) < 1e-9) return null;
  const t = ((b.px - a.px) * b.dy - (b.py - a.py) * b.dx) / den;
  return { x: a.px + t * a.dx, y: a.py + t * a.dy };
}

/**
 * Sub-pixel corners of a marker's black square. Along each of the four outer edges we take
 * intensity profiles across the edge, place the edge where the profile crosses halfway between
 * the black border and the white margin (exact for a symmetric blur), fit a straight line to those
 * points (robust total least squares; a plane's straight edge stays straight under perspective),
 * and intersect neighbouring lines. The corner neighbourhoods are left out, so rounding by blur or
 * JPEG does not pull the corners inwards. `approx` are the detector's corners in full-resolution
 * continuous coordinates, in marker order.
 */
export function refineMarkerCorners(img: RgbImage, approx: readonly Point[], maxShiftPx = 6): RefinedCorners {
  let corners = approx.map((p) => ({ ...p }));
  // a float luma crop around the marker (its side + 20 % each way) instead of the whole photo
  const xs = approx.map((p) => p.x);
  const ys = approx.map((p) => p.y);
  const side = Math.max(Math.max(...xs) - Math.min(...xs), Math.max(...ys) - Math.min(...ys));
  const pad = 0.2 * side + maxShiftPx + 4;
  const patch = lumaPatch(img, Math.min(...xs) - pad, Math.min(...ys) - pad, side + 2 * pad, side + 2 * pad);
  let rmsAll = 0;
  let contrastSum = 0;
  let contrastN = 0;
  for (let pass = 0; pass < 2; pass++) {
    const cx = corners.reduce((s, p) => s + p.x, 0) / 4;
    const cy = corners.reduce((s, p) => s + p.y, 0) / 4;
    const lines: Line[] = [];
    rmsAll = 0;
    for (let k = 0; k < 4; k++) {
      const a = corners[k]!;
      const b = corners[(k + 1) % 4]!;
      const len = Math.hypot(b.x - a.x, b.y - a.y);
      if (len < 8) return { corners: approx.map((p) => ({ ...p })), ok: false, residualPx: NaN, contrast: 0 };
      const dx = (b.x - a.x) / len;
      const dy = (b.y - a.y) / len;
      let nx = -dy;
      let ny = dx;
      if (nx * ((a.x + b.x) / 2 - cx) + ny * ((a.y + b.y) / 2 - cy) < 0) {
        nx = -nx;
        ny = -ny;
      }
      // a border cell is len/6 wide and the white margin ≥ 1.2 cells: stay inside both
      const half = pass === 0 ? Math.min(Math.max(0.11 * len, 2.5), 40) : Math.min(Math.max(0.07 * len, 2), 16);
      const step = pass === 0 ? Math.max(0.25, half / 40) : Math.min(0.25, half / 8);
      const nSteps = Math.floor((2 * half) / step) + 1;
      const samples = Math.min(Math.max(Math.round(0.7 * len), 8), 160);
      const pts: Point[] = [];
      const prof = new Float64Array(nSteps);
      for (let si = 0; si < samples; si++) {
        const t = len * (0.15 + (0.7 * si) / (samples - 1));
        const bx = a.x + dx * t;
        const by = a.y + dy * t;
        let lo = Infinity;
        let hi = -Infinity;
        for (let i = 0; i < nSteps; i++) {
          const s = -half + i * step;
          const v = samplePatch(patch, bx + nx * s, by + ny * s);
          prof[i] = v;
          if (v < lo) lo = v;
          if (v > hi) hi = v;
        }
        if (hi - lo < 20) continue;
        // steepest rise from the black side (inside) to the white side (outside)
        let best = -1;
        let bestG = 0;
        for (let i = 0; i + 1 < nSteps; i++) {
          const g = prof[i + 1]! - prof[i]!;
          if (g > bestG) {
            bestG = g;
            best = i;
          }
        }
        if (best < 0) continue;
        // black and white levels near that edge, then the halfway crossing around it
        const reach = Math.max(2, Math.round(1.5 / step));
        let dark = Infinity;
        let light = -Infinity;
        for (let i = Math.max(0, best - 4 * reach); i <= best; i++) dark = Math.min(dark, prof[i]!);
        for (let i = best + 1; i <= Math.min(nSteps - 1, best + 1 + 4 * reach); i++) light = Math.max(light, prof[i]!);
        const thr = (dark + light) / 2;
        let found = NaN;
        for (let i = Math.max(0, best - reach); i < Math.min(nSteps - 1, best + reach + 1); i++) {
          const v0 = prof[i]!;
          const v1 = prof[i + 1]!;
          if (v0 < thr && v1 >= thr) {
            found = -half + (i + (thr - v0) / (v1 - v0)) * step;
            break;
          }
        }
        if (!Number.isFinite(found)) continue;
        contrastSum += light - dark;
        contrastN++;
        pts.push({ x: bx + nx * found, y: by + ny * found });
      }
      const fit = robustFit(pts);
      if (!fit || pts.length < Math.max(5, samples * 0.4))
        return { corners: approx.map((p) => ({ ...p })), ok: false, residualPx: NaN, contrast: 0 };
      rmsAll += fit.rms / 4;
      lines.push(fit.line);
    }
    const next: Point[] = [];
    for (let k = 0; k < 4; k++) {
      const p = intersect(lines[(k + 3) % 4]!, lines[k]!);
      if (!p) return { corners: approx.map((q) => ({ ...q })), ok: false, residualPx: NaN, contrast: 0 };
      next.push(p);
    }
    corners = next;
  }
  const moved = Math.max(...corners.map((p, i) => Math.hypot(p.x - approx[i]!.x, p.y - approx[i]!.y)));
  const ok = moved <= maxShiftPx && isConvex(corners);
  return {
    corners: ok ? corners : approx.map((p) => ({ ...p })),
    ok,
    residualPx: rmsAll,
    contrast: contrastN ? contrastSum / contrastN : 0,
  };
}

export function isConvex(q: readonly Point[]): boolean {
  let sign = 0;
  for (let i = 0; i < q.length; i++) {
    const a = q[i]!;
    const b = q[(i + 1) % q.length]!;
    const c = q[(i + 2) % q.length]!;
    const cross = (b.x - a.x) * (c.y - b.y) - (b.y - a.y) * (c.x - b.x);
    if (Math.abs(cross) < 1e-9) return false;
    const s = Math.sign(cross);
    if (sign === 0) sign = s;
    else if (s !== sign) return false;
  }
  return true;
}
