/**
 * Stray regions: a second outlined region far from the wound that the network is unsure of (a
 * glove, blood on the sheet, nail polish, a dark skin fold) is not wound. The evidence of every
 * region is measured here; `isStray` applies the rule fitted by scripts/fit-triage.ts on sticker
 * scenes of half the validation photos (ENGINE_EVAL.md, "Outline triage").
 */
import type { Point, Polygon, RgbImage } from '../image.ts';
import { srgbToLab } from '../tissue/colour.ts';
import { rasterizePolygons } from './mask-ops.ts';

export interface RegionEvidence {
  /** full-resolution px² */
  areaPx: number;
  /** share of the largest region's area (1 for the largest) */
  areaShare: number;
  meanProb: number | null;
  peakProb: number | null;
  /** nearest distance to the largest region, in the largest region's equivalent diameters (0 for it) */
  gap: number;
  /** mean CIELAB colour inside the region (white-balanced when the sticker gave gains) */
  L: number | null;
  a: number | null;
  b: number | null;
  /** dropped as a stray region */
  stray: boolean;
}

/** The rule's limits: a non-largest region is stray when every condition holds. */
export interface StrayRule {
  /** at least this far from the largest region, in its equivalent diameters */
  minGap: number;
  /** its mean probability below this */
  maxMeanProb: number;
  /** its area at most this share of the largest region's */
  maxAreaShare: number;
}

/**
 * Chosen by scripts/fit-triage.ts on the fit part (the lowest mean error that drops no region of
 * the true wound there). On the report part it did not lower the mean error (29.5 % → 29.5 %)
 * and dropped 5 regions of true wounds, so the engine runs with it off (ENGINE_INFERENCE);
 * `--stray` measures it (ENGINE_EVAL.md "Outline triage").
 */
export const STRAY_RULE: StrayRule = { minGap: 1.5, maxMeanProb: 0.65, maxAreaShare: 0.1 };

export function isStray(e: Omit<RegionEvidence, 'stray'>, rule: StrayRule, largest: boolean): boolean {
  if (largest) return false;
  return e.gap >= rule.minGap && (e.meanProb ?? 1) < rule.maxMeanProb && e.areaShare <= rule.maxAreaShare;
}

/** Up to `max` vertices of a polygon, evenly spaced (the distance between outlines needs no more). */
function thin(poly: Polygon, max = 160): Point[] {
  if (poly.length <= max) return poly;
  const step = poly.length / max;
  const out: Point[] = [];
  for (let i = 0; i < max; i++) out.push(poly[Math.floor(i * step)]!);
  return out;
}

/** Nearest distance between two outlines' vertices (0 when one lies inside the other's box and they touch). */
export function outlineGap(a: Polygon, b: Polygon): number {
  const pa = thin(a);
  const pb = thin(b);
  let best = Infinity;
  for (const p of pa)
    for (const q of pb) {
      const d = (p.x - q.x) ** 2 + (p.y - q.y) ** 2;
      if (d < best) best = d;
    }
  return Math.sqrt(best);
}

/** Mean CIELAB of the polygon's pixels on `work` (its coordinates divided by `scale`), gains applied. */
export function meanLab(
  work: RgbImage,
  poly: Polygon,
  scale: number,
  gains: readonly [number, number, number] | null,
): { L: number; a: number; b: number } | null {
  const pts = poly.map((p) => ({ x: p.x / scale, y: p.y / scale }));
  let x0 = Infinity;
  let y0 = Infinity;
  let x1 = -Infinity;
  let y1 = -Infinity;
  for (const p of pts) {
    x0 = Math.min(x0, p.x);
    y0 = Math.min(y0, p.y);
    x1 = Math.max(x1, p.x);
    y1 = Math.max(y1, p.y);
  }
  const bx = Math.max(0, Math.floor(x0));
  const by = Math.max(0, Math.floor(y0));
  const bw = Math.min(work.width, Math.ceil(x1) + 1) - bx;
  const bh = Math.min(work.height, Math.ceil(y1) + 1) - by;
  if (bw <= 0 || bh <= 0) return null;
  const m = rasterizePolygons([pts.map((p) => ({ x: p.x - bx, y: p.y - by }))], bw, bh);
  const g = gains ?? [1, 1, 1];
  let r = 0;
  let gr = 0;
  let bl = 0;
  let n = 0;
  for (let y = 0; y < bh; y++)
    for (let x = 0; x < bw; x++) {
      if (!m[y * bw + x]) continue;
      const i = ((by + y) * work.width + bx + x) * 3;
      r += Math.min(255, work.data[i]! * g[0]);
      gr += Math.min(255, work.data[i + 1]! * g[1]);
      bl += Math.min(255, work.data[i + 2]! * g[2]);
      n++;
    }
  if (!n) return null;
  const lab = srgbToLab(Math.round(r / n), Math.round(gr / n), Math.round(bl / n));
  return { L: lab.L, a: lab.a, b: lab.b };
}

/**
 * Evidence of each region (largest first, as traced) and whether the rule drops it. `rule` null:
 * measured, nothing dropped.
 */
export function regionEvidence(
  regions: readonly { polygon: Polygon; areaPx: number; meanProb: number | null; peakProb?: number | null }[],
  work: RgbImage,
  workScale: number,
  gains: readonly [number, number, number] | null,
  rule: StrayRule | null,
): RegionEvidence[] {
  if (!regions.length) return [];
  const main = regions[0]!;
  const diameter = Math.max(1, Math.sqrt((4 * main.areaPx) / Math.PI));
  return regions.map((r, i) => {
    const lab = meanLab(work, r.polygon, workScale, gains);
    const e = {
      areaPx: r.areaPx,
      areaShare: r.areaPx / Math.max(1, main.areaPx),
      meanProb: r.meanProb,
      peakProb: r.peakProb ?? null,
      gap: i === 0 ? 0 : outlineGap(r.polygon, main.polygon) / diameter,
      L: lab?.L ?? null,
      a: lab?.a ?? null,
      b: lab?.b ?? null,
    };
    return { ...e, stray: rule ? isStray(e, rule, i === 0) : false };
  });
}
