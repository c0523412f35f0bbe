import type { BinaryMask, Polygon, RgbImage } from '../image.ts';
import { fillHoles, labelComponents, rasterizePolygons } from './mask-ops.ts';
import type { ProbabilityEvidence } from '../quality/outline-quality.ts';
import { DEFAULT_INFERENCE, inferProbability, type InferenceOptions, type PhotoContext } from './infer.ts';
import type { ProbabilityMap } from './run-model.ts';
import { regionEvidence, type RegionEvidence } from './stray-regions.ts';
import { traceComponent } from './trace-contours.ts';

export interface WoundRegion {
  /** outline in full-resolution image coordinates */
  polygon: Polygon;
  /** pixel count of the region at the resolution it was traced at, scaled to full-resolution px² */
  areaPx: number;
  /** mean network probability inside the region (null for a given mask) */
  meanProb: number | null;
  /** the probability level the outline was traced at (null for a given mask) */
  level: number | null;
  /** highest network probability inside the region (null for a given mask) */
  peakProb?: number | null;
}

export interface Segmentation {
  regions: WoundRegion[];
  /** the kept, hole-filled regions at the working resolution (for colour measurements) */
  workMask: BinaryMask;
  source: 'model' | 'given_mask';
  modelVersion: string;
  /** the fixed outline level (conf_thresh as given, else 0.5); regions traced at another level say so in `level` */
  confThresh: number;
  /** regions dropped as too small */
  dropped: number;
  /** full-resolution pixels per traced pixel (outline vertices are this far apart at most) */
  traceScale: number;
  /** the network's probability map and the kept outline on it (null for a given mask) */
  probability: ProbabilityEvidence | null;
  /** full-resolution px² between the p > 0.3 and p > 0.7 contours of the kept regions (0 for a given mask) */
  bandPx: number;
  /** every traced region's evidence, largest first, stray ones included and marked (empty for a given mask) */
  evidence: RegionEvidence[];
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
  const inKept = overlapping({ width, height, data: low }, kept);
  let band = 0;
  for (let i = 0; i < kept.length; i++) if (inKept[i] && !(prob[i]! > BAND_HIGH)) band++;
  return band;
}

/** The pixels of the 8-connected regions of `mask` that overlap `kept`. */
function overlapping(mask: BinaryMask, kept: Uint8Array): Uint8Array {
  const comps = labelComponents(mask);
  const touches = new Uint8Array(comps.count + 1);
  for (let i = 0; i < kept.length; i++) if (kept[i]) touches[comps.labels[i]!] = 1;
  const out = new Uint8Array(kept.length);
  for (let i = 0; i < out.length; i++) out[i] = touches[comps.labels[i]!]! & (comps.labels[i]! ? 1 : 0);
  return out;
}

/**
 * A region must contain at least one pixel this confident. With conf_thresh below it (the spec's
 * clients send 0.1) regions grow out to the conf_thresh contour around a confident core, and
 * low-confidence haze without a core is dropped (hysteresis thresholding).
 */
export const STRONG_PROB = 0.5;

/**
 * Pixels ≥ low that are 8-connected to a pixel ≥ high. Equals a plain threshold when low = high.
 */
export function hysteresisThreshold(
  prob: Float32Array,
  width: number,
  height: number,
  low: number,
  high: number,
): Uint8Array {
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

/** hysteresisThreshold with the `cleared` pixels (the stickers) removed: they are never wound. */
function thresholdCleared(
  prob: Float32Array,
  width: number,
  height: number,
  low: number,
  high: number,
  cleared: Uint8Array | null,
): Uint8Array {
  const out = hysteresisThreshold(prob, width, height, low, high);
  if (cleared) for (let i = 0; i < out.length; i++) if (cleared[i]) out[i] = 0;
  return out;
}

/**
 * Outline level by probability mass (calibrated photos). The network's probabilities are
 * calibrated (temperature scaling on the validation pixels, Guo et al., ICML 2017), so the
 * expected area of a region is the sum of its pixel probabilities. Each region is traced at the
 * level whose enclosed area equals that sum, instead of at 0.5: the 0.5 contour of a soft map
 * over-traces small wounds (their blurred rim is counted whole), and the area in cm² is what a
 * clinician tracks. A region is the pixels ≥ MASS_SUPPORT 8-connected to a core ≥ STRONG_PROB;
 * its level is kept within [MASS_LEVEL_MIN, MASS_LEVEL_MAX]. ENGINE_EVAL.md (session 13) has the
 * figures and why photos without a sticker keep 0.5.
 */
export const MASS_SUPPORT = 0.1;
export const MASS_LEVEL_MIN = BAND_LOW;
export const MASS_LEVEL_MAX = 0.8;

/**
 * The mask of every region traced at its mass level, and each pixel's region level. `cleared`
 * pixels (the stickers) are never wound and carry no mass.
 */
export function massLevelMask(
  prob: Float32Array,
  width: number,
  height: number,
  core: number,
  cleared: Uint8Array | null,
): { mask: Uint8Array; levelAt: (pixel: number) => number } {
  const support = thresholdCleared(prob, width, height, MASS_SUPPORT, core, cleared);
  const comps = labelComponents({ width, height, data: support });
  // per region: its mass and a histogram of its probabilities (bins of 1/BINS from MASS_SUPPORT up)
  const BINS = 512;
  const span = 1 - MASS_SUPPORT;
  const hist = new Uint32Array((comps.count + 1) * BINS);
  const mass = new Float64Array(comps.count + 1);
  const peak = new Float64Array(comps.count + 1);
  for (let i = 0; i < support.length; i++) {
    const l = comps.labels[i]!;
    if (!l) continue;
    const p = prob[i]!;
    mass[l]! += p;
    if (p > peak[l]!) peak[l] = p;
    hist[l * BINS + Math.min(BINS - 1, Math.floor(((p - MASS_SUPPORT) / span) * BINS))]!++;
  }
  const levels = new Float64Array(comps.count + 1);
  for (let l = 1; l <= comps.count; l++) {
    // walk down from the most probable bin until the pixels above the level hold the mass
    let above = 0;
    let level = MASS_SUPPORT;
    for (let b = BINS - 1; b >= 0; b--) {
      const c = hist[l * BINS + b]!;
      if (above + c >= mass[l]!) {
        // linear within the bin
        level = MASS_SUPPORT + ((b + 1 - (mass[l]! - above) / Math.max(1, c)) / BINS) * span;
        break;
      }
      above += c;
    }
    // never above the region's own peak: a region is outlined at its level, not lost to it
    levels[l] = Math.min(MASS_LEVEL_MAX, peak[l]!, Math.max(MASS_LEVEL_MIN, level));
  }
  const mask = new Uint8Array(support.length);
  for (let i = 0; i < support.length; i++) {
    const l = comps.labels[i]!;
    if (l && prob[i]! >= levels[l]!) mask[i] = 1;
  }
  return { mask, levelAt: (pixel) => levels[comps.labels[pixel]!] || STRONG_PROB };
}

/**
 * The kept wound as the network sees it at the fixed level: the hole-filled regions ≥ `level` (around
 * a core) that overlap the kept outline, with the outline itself. The outline checks read this, not
 * the outline alone — an outline traced tighter at a higher mass level would look surer than the
 * network is.
 */
function fixedLevelView(
  prob: Float32Array,
  width: number,
  height: number,
  level: number,
  core: number,
  cleared: Uint8Array | null,
  kept: Uint8Array,
): Uint8Array {
  const atLevel = thresholdCleared(prob, width, height, level, core, cleared);
  const out = overlapping(fillHoles({ width, height, data: atLevel }), kept);
  for (let i = 0; i < out.length; i++) out[i]! |= kept[i]!;
  return out;
}

interface Box {
  x: number;
  y: number;
  w: number;
  h: number;
}

/** The box of the pixels ≥ floor with a 1 px margin (clipped to the map), or null when there are none. */
function boxAbove(prob: Float32Array, width: number, height: number, floor: number): Box | null {
  let x0 = width;
  let y0 = height;
  let x1 = -1;
  let y1 = -1;
  for (let y = 0; y < height; y++) {
    const row = y * width;
    for (let x = 0; x < width; x++) {
      if (prob[row + x]! < floor) continue;
      if (x < x0) x0 = x;
      if (x > x1) x1 = x;
      if (y < y0) y0 = y;
      y1 = y;
    }
  }
  if (x1 < 0) return null;
  x0 = Math.max(0, x0 - 1);
  y0 = Math.max(0, y0 - 1);
  x1 = Math.min(width - 1, x1 + 1);
  y1 = Math.min(height - 1, y1 + 1);
  return { x: x0, y: y0, w: x1 - x0 + 1, h: y1 - y0 + 1 };
}

function cropOf<T extends Float32Array | Uint8Array>(a: T, width: number, b: Box): T {
  const out = new (a.constructor as new (n: number) => T)(b.w * b.h);
  for (let y = 0; y < b.h; y++) out.set(a.subarray((b.y + y) * width + b.x, (b.y + y) * width + b.x + b.w), y * b.w);
  return out;
}

function pasteInto(into: Uint8Array, width: number, b: Box, part: Uint8Array) {
  for (let y = 0; y < b.h; y++) into.set(part.subarray(y * b.w, (y + 1) * b.w), (b.y + y) * width + b.x);
}

/** Regions smaller than this share of the photo are noise, not wounds. */
export const MIN_REGION_FRACTION_MODEL = 3e-4;
export const MIN_REGION_FRACTION_MASK = 1e-5;

function outline(
  mask: BinaryMask,
  minArea: number,
  sx: number,
  sy: number,
  iso?: { prob: Float32Array; levelAt: (pixel: number) => number },
  minShare = 0,
) {
  const filled = fillHoles(mask);
  const comps = labelComponents(filled);
  const keep = new Set<number>();
  let largest = 0;
  for (let l = 1; l <= comps.count; l++) largest = Math.max(largest, comps.areas[l]!);
  const min = Math.max(minArea, minShare * largest);
  for (let l = 1; l <= comps.count; l++) if (comps.areas[l]! >= min) keep.add(l);
  const probSum = new Float64Array(comps.count + 1);
  const probMax = new Float64Array(comps.count + 1);
  if (iso)
    for (let i = 0; i < comps.labels.length; i++) {
      const l = comps.labels[i]!;
      const p = iso.prob[i]!;
      probSum[l]! += p;
      if (p > probMax[l]!) probMax[l] = p;
    }
  const regions: WoundRegion[] = [];
  // largest first
  const order = [...keep].sort((a, b) => comps.areas[b]! - comps.areas[a]!);
  for (const l of order) {
    // a region's first pixel (its top-left) lies on its outer boundary, never in a filled hole
    const level = iso ? iso.levelAt(comps.first[l]!) : null;
    const poly = traceComponent(
      comps,
      mask.width,
      mask.height,
      l,
      iso && level !== null ? { prob: iso.prob, level } : undefined,
    ).map((p) => ({ x: p.x * sx, y: p.y * sy }));
    regions.push({
      polygon: poly,
      areaPx: comps.areas[l]! * sx * sy,
      meanProb: iso ? probSum[l]! / comps.areas[l]! : null,
      peakProb: iso ? probMax[l]! : null,
      level,
    });
  }
  return { regions, dropped: comps.count - keep.size };
}

/**
 * Outline the wound with the network: probability ≥ confThresh around a core ≥ STRONG_PROB
 * (hysteresis) — or, when confThresh is null on a calibrated photo, each region at its mass level
 * (massLevelMask; `inference.massLevel`) — the sticker areas cleared,
 * holes filled, 8-connected regions below MIN_REGION_FRACTION_MODEL of the photo dropped, each
 * region traced as a polygon through the level crossings. `work` is the working copy;
 * `exclude` are full-resolution polygons (the stickers) that are never wound.
 */
export async function segmentWithModel(
  work: RgbImage,
  full: RgbImage,
  confThresh: number | null,
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
  const cleared = exclude.length
    ? rasterizePolygons(
        exclude.map((poly) => poly.map((p) => ({ x: p.x / sx, y: p.y / sy }))),
        w,
        h,
      )
    : null;
  const fixed = confThresh ?? STRONG_PROB;
  const core = Math.max(inference.strongProb ?? STRONG_PROB, fixed);
  const byMass =
    confThresh === null && (inference.massLevel === 'always' || (inference.massLevel === 'calibrated' && !!o.ppcmFull));
  let data: Uint8Array;
  let levelAt: (pixel: number) => number = () => fixed;
  // the mass rule runs in the box of the pixels that can belong to a region (most of a photo is not wound)
  const box = byMass ? boxAbove(pm.prob, w, h, MASS_SUPPORT) : null;
  const inBox = box && { box, prob: cropOf(pm.prob, w, box), cleared: cleared && cropOf(cleared, w, box) };
  if (byMass) {
    data = new Uint8Array(w * h);
    if (inBox) {
      const { box: b } = inBox;
      const r = massLevelMask(inBox.prob, b.w, b.h, core, inBox.cleared);
      pasteInto(data, w, b, r.mask);
      levelAt = (pixel) => {
        const x = pixel % w;
        const y = (pixel - x) / w;
        return x >= b.x && y >= b.y && x < b.x + b.w && y < b.y + b.h ? r.levelAt((y - b.y) * b.w + x - b.x) : fixed;
      };
    }
  } else {
    data = thresholdCleared(pm.prob, w, h, fixed, core, cleared);
  }
  // a speck is a share of the photo, or — when the sticker gives the scale — a physical size, so a
  // small wound in a widely framed photo is not dropped as noise (0.15–0.5 cm² wounds were missed otherwise)
  const gridPpcm = o.ppcmFull ? o.ppcmFull / Math.sqrt(sx * sy) : null;
  const minCm2 = inference.minRegionCm2;
  const minArea = Math.max(4, minCm2 && gridPpcm ? minCm2 * gridPpcm * gridPpcm : MIN_REGION_FRACTION_MODEL * w * h);
  const traced = outline(
    { width: w, height: h, data },
    minArea,
    sx,
    sy,
    { prob: pm.prob, levelAt },
    inference.minRegionShare,
  );
  // a region far from the wound that the network is unsure of is dropped (stray-regions.ts)
  const evidence = regionEvidence(
    traced.regions,
    work,
    full.width / work.width,
    o.gains ?? null,
    inference.strayRule ?? null,
  );
  const regions = traced.regions.filter((_, i) => !evidence[i]!.stray);
  const dropped = traced.dropped + (traced.regions.length - regions.length);
  const keptNet = rasterizePolygons(
    regions.map((r) => r.polygon.map((p) => ({ x: p.x / sx, y: p.y / sy }))),
    w,
    h,
  );
  const bandPx = outlineBandPixels(pm.prob, w, h, keptNet) * sx * sy;
  let certainty = keptNet;
  if (inBox) {
    const { box: b } = inBox;
    certainty = new Uint8Array(w * h);
    pasteInto(certainty, w, b, fixedLevelView(inBox.prob, b.w, b.h, fixed, core, inBox.cleared, cropOf(keptNet, w, b)));
  }
  const ws = full.width / work.width;
  const workData = rasterizePolygons(
    regions.map((r) => r.polygon.map((p) => ({ x: p.x / ws, y: p.y / ws }))),
    work.width,
    work.height,
  );
  return {
    regions,
    workMask: { width: work.width, height: work.height, data: workData },
    source: 'model',
    modelVersion: pm.version,
    confThresh: fixed,
    dropped,
    traceScale: sx,
    probability: { prob: pm.prob, width: w, height: h, mask: certainty, agreement: pm.agreement ?? null },
    bandPx,
    evidence,
  };
}

/** Use a given full-resolution mask (clinician's outline, tests) instead of the network. */
export function segmentFromMask(
  mask: BinaryMask,
  work: { width: number; height: number },
  scale: number,
  modelVersion = 'given-mask',
): Segmentation {
  const minArea = Math.max(4, MIN_REGION_FRACTION_MASK * mask.width * mask.height);
  const { regions, dropped } = outline(mask, minArea, 1, 1);
  const workData = rasterizePolygons(
    regions.map((r) => r.polygon.map((p) => ({ x: p.x / scale, y: p.y / scale }))),
    work.width,
    work.height,
  );
  return {
    regions,
    workMask: { width: work.width, height: work.height, data: workData },
    source: 'given_mask',
    modelVersion,
    confThresh: 0.5,
    dropped,
    traceScale: 1,
    probability: null,
    bandPx: 0,
    evidence: [],
  };
}
