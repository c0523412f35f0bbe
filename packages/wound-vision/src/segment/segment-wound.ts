import type { BinaryMask, Polygon, RgbImage } from '../image.ts';
import { fillHoles, labelComponents, rasterizePolygons } from './mask-ops.ts';
import type { ProbabilityEvidence } from '../quality/outline-quality.ts';
import { DEFAULT_INFERENCE, inferProbability, type InferenceOptions, type PhotoContext } from './infer.ts';
import type { ProbabilityMap } from './run-model.ts';
import { traceComponent } from './trace-contours.ts';

export interface WoundRegion {
  /** outline in full-resolution image coordinates */
  polygon: Polygon;
  /** pixel count of the region at the resolution it was traced at, scaled to full-resolution px² */
  areaPx: number;
  /** mean network probability inside the region (null for a given mask) */
  meanProb: number | null;
}

export interface Segmentation {
  regions: WoundRegion[];
  /** the kept, hole-filled regions at the working resolution (for colour measurements) */
  workMask: BinaryMask;
  source: 'model' | 'given_mask';
  modelVersion: string;
  confThresh: number;
  /** regions dropped as too small */
  dropped: number;
  /** full-resolution pixels per traced pixel (outline vertices are this far apart at most) */
  traceScale: number;
  /** the network's probability map and the kept outline on it (null for a given mask) */
  probability: ProbabilityEvidence | null;
  /** full-resolution px² between the p > 0.3 and p > 0.7 contours of the kept regions (0 for a given mask) */
  bandPx: number;
}

/** Probability levels bounding the outline band (area uncertainty). */
export const BAND_LOW = 0.3;
export const BAND_HIGH = 0.7;

/**
 * Pixels between the p > BAND_LOW and p > BAND_HIGH contours of the regions that overlap the kept
 * outline: the region the boundary could plausibly be drawn through.
 */
export function outlineBandPixels(prob: Float32Array, width: number, height: number, kept: Uint8Array): number {
  const low = hysteresisThreshold(prob, width, height, BAND_LOW, BAND_LOW);
  const comps = labelComponents({ width, height, data: low });
  const touches = new Uint8Array(comps.count + 1);
  for (let i = 0; i < kept.length; i++) if (kept[i]) touches[comps.labels[i]!] = 1;
  let band = 0;
  for (let i = 0; i < kept.length; i++) {
    const l = comps.labels[i]!;
    if (l && touches[l] && !(prob[i]! > BAND_HIGH)) band++;
  }
  return band;
}

/**
 * A region must contain at least one pixel this confident. With conf_thresh below it (the seed's
 * clients send 0.1) regions grow out to the conf_thresh contour around a confident core, and
 * low-confidence haze without a core is dropped (hysteresis thresholding).
 */
export const STRONG_PROB = 0.5;

/**
 * Pixels ≥ low that are 8-connected to a pixel ≥ high. Equals a plain threshold when low = high.
 */
export function hysteresisThreshold(prob: Float32Array, width: number, height: number, low: number, high: number): Uint8Array {
  const n = width * height;
  const out = new Uint8Array(n);
  const stack = new Int32Array(n);
  let top = 0;
  for (let i = 0; i < n; i++) {
    if (prob[i]! >= high && !out[i]) {
      out[i] = 1;
      stack[top++] = i;
      while (top > 0) {
        const p = stack[--top]!;
        const x = p % width;
        const y = (p - x) / width;
        for (let dy = -1; dy <= 1; dy++) {
          const yy = y + dy;
          if (yy < 0 || yy >= height) continue;
          for (let dx = -1; dx <= 1; dx++) {
            const xx = x + dx;
            if (xx < 0 || xx >= width) continue;
            const q = yy * width + xx;
            if (!out[q] && prob[q]! >= low) {
              out[q] = 1;
              stack[top++] = q;
            }
          }
        }
      }
    }
  }
  return out;
}

/** Regions smaller than this share of the photo are noise, not wounds. */
export const MIN_REGION_FRACTION_MODEL = 3e-4;
export const MIN_REGION_FRACTION_MASK = 1e-5;

function outline(mask: BinaryMask, minArea: number, sx: number, sy: number, iso?: { prob: Float32Array; level: number }, minShare = 0) {
  const filled = fillHoles(mask);
  const comps = labelComponents(filled);
  const keep = new Set<number>();
  let largest = 0;
  for (let l = 1; l <= comps.count; l++) largest = Math.max(largest, comps.areas[l]!);
  const min = Math.max(minArea, minShare * largest);
  for (let l = 1; l <= comps.count; l++) if (comps.areas[l]! >= min) keep.add(l);
  const probSum = new Float64Array(comps.count + 1);
  if (iso) for (let i = 0; i < comps.labels.length; i++) probSum[comps.labels[i]!]! += iso.prob[i]!;
  const regions: WoundRegion[] = [];
  // largest first
  const order = [...keep].sort((a, b) => comps.areas[b]! - comps.areas[a]!);
  for (const l of order) {
    const poly = traceComponent(comps, mask.width, mask.height, l, iso).map((p) => ({ x: p.x * sx, y: p.y * sy }));
    regions.push({ polygon: poly, areaPx: comps.areas[l]! * sx * sy, meanProb: iso ? probSum[l]! / comps.areas[l]! : null });
  }
  return { regions, dropped: comps.count - keep.size };
}

/**
 * Outline the wound with the network: probability ≥ confThresh around a core ≥ STRONG_PROB
 * (hysteresis), the sticker areas cleared,
 * holes filled, 8-connected regions below MIN_REGION_FRACTION_MODEL of the photo dropped, each
 * region traced as a polygon through the level crossings. `work` is the working copy;
 * `exclude` are full-resolution polygons (the stickers) that are never wound.
 */
export async function segmentWithModel(
  work: RgbImage,
  full: RgbImage,
  confThresh: number,
  exclude: Polygon[],
  o: PhotoContext & { inference?: InferenceOptions; probabilityMap?: ProbabilityMap } = {},
): Promise<Segmentation> {
  const inference = o.inference ?? DEFAULT_INFERENCE;
  const pm = o.probabilityMap ?? (await inferProbability(work, full, inference, o));
  // everything below runs at the network's resolution (~384 px): the outline is traced with
  // sub-pixel vertices on the probability map, so nothing is gained by upsampling it first
  const w = pm.width;
  const h = pm.height;
  const sx = full.width / w;
  const sy = full.height / h;
  const data = hysteresisThreshold(pm.prob, w, h, confThresh, Math.max(inference.strongProb ?? STRONG_PROB, confThresh));
  if (exclude.length) {
    const ex = rasterizePolygons(
      exclude.map((poly) => poly.map((p) => ({ x: p.x / sx, y: p.y / sy }))),
      w,
      h,
    );
    for (let i = 0; i < w * h; i++) if (ex[i]) data[i] = 0;
  }
  // a speck is a share of the photo, or — when the sticker gives the scale — a physical size, so a
  // small wound in a widely framed photo is not dropped as noise (issue 15: 0.15–0.5 cm² misses)
  const gridPpcm = o.ppcmFull ? o.ppcmFull / Math.sqrt(sx * sy) : null;
  const minCm2 = inference.minRegionCm2;
  const minArea = Math.max(4, minCm2 && gridPpcm ? minCm2 * gridPpcm * gridPpcm : MIN_REGION_FRACTION_MODEL * w * h);
  const { regions, dropped } = outline({ width: w, height: h, data }, minArea, sx, sy, { prob: pm.prob, level: confThresh }, inference.minRegionShare);
  const keptNet = rasterizePolygons(
    regions.map((r) => r.polygon.map((p) => ({ x: p.x / sx, y: p.y / sy }))),
    w,
    h,
  );
  const bandPx = outlineBandPixels(pm.prob, w, h, keptNet) * sx * sy;
  const ws = full.width / work.width;
  const workData = rasterizePolygons(
    regions.map((r) => r.polygon.map((p) => ({ x: p.x / ws, y: p.y / ws }))),
    work.width,
    work.height,
  );
  return { regions, workMask: { width: work.width, height: work.height, data: workData }, source: 'model', modelVersion: pm.version, confThresh, dropped, traceScale: sx, probability: { prob: pm.prob, width: w, height: h, mask: keptNet }, bandPx };
}

/** Use a given full-resolution mask (clinician's outline, tests) instead of the network. */
export function segmentFromMask(mask: BinaryMask, work: { width: number; height: number }, scale: number, modelVersion = 'given-mask'): Segmentation {
  const minArea = Math.max(4, MIN_REGION_FRACTION_MASK * mask.width * mask.height);
  const { regions, dropped } = outline(mask, minArea, 1, 1);
  const workData = rasterizePolygons(
    regions.map((r) => r.polygon.map((p) => ({ x: p.x / scale, y: p.y / scale }))),
    work.width,
    work.height,
  );
  return { regions, workMask: { width: work.width, height: work.height, data: workData }, source: 'given_mask', modelVersion, confThresh: 0.5, dropped, traceScale: 1, probability: null, bandPx: 0 };
}
