/**
 * Outline quality: measured checks on the probability map, the calibration and the photo, in
 * place of the spec's fixed 70 + 15 + 10 + 5 "confidence". Any failed check
 * sets `review` with the check's message as the reason.
 *
 * Area uncertainty (± cm², one standard deviation, documented in the README):
 *   σ_outline = k · ½ · (A(p > 0.3) − A(p > 0.7))   the outline band: where the boundary may lie,
 *                                                  k fitted on the validation photos (below)
 *   σ_corner  = √Σᵢ (∂A/∂cᵢ · σ_c)²              each of the 8 corner coordinates of the sticker
 *                                                moved by δ, the homography re-solved, the
 *                                                outline's area on the plane re-measured
 *               σ_c = max(0.25 px, line-fit residual) for refined corners, 1 px for coarse ones
 *   ± = √(σ_outline² + σ_corner²)
 */
import { applyHomography, computeHomography, type Homography } from '../calibrate/homography.ts';
import type { MarkerCalibration } from '../calibrate/calibrate-image.ts';
import { tiltDegFromHomography } from '../calibrate/camera-tilt.ts';
import { MARKER_CORNERS_MM, MARKER_MM } from '../calibrate/sticker.ts';
import { toGray, type BinaryMask, type Point, type Polygon, type RgbImage } from '../image.ts';
import { polygonArea, polygonCentroid } from '../measure/polygon.ts';
import { triageOutline, type OutlineFeatures } from './triage.ts';
import type { ViewAgreement } from '../segment/run-model.ts';

export type { OutlineFeatures } from './triage.ts';

export type QualityCheckId =
  | 'model_certainty'
  | 'boundary_certainty'
  | 'sticker_size'
  | 'camera_tilt'
  | 'sticker_distance'
  | 'sharpness'
  | 'glare'
  | 'edge_touch';

export interface QualityCheck {
  id: QualityCheckId;
  ok: boolean;
  value: number | null;
  limit: number;
  message: string;
}

export type TriageVerdict = 'likely_within_15' | 'check' | 'traced' | 'no_wound';

export interface OutlineQuality {
  /** 1 − the triage model's probability that the area is off by more than 25 % (0 with no wound; 1 never means "certain") */
  score: number;
  /** true when the outline should be checked before its figures are used */
  review: boolean;
  verdict: TriageVerdict;
  /** the one plain sentence every surface shows: "Outline likely within 15 %" or "Check the outline: …" */
  statement: string;
  /** the raw checks, for the evaluation tooling (not shown as they are) */
  checks: QualityCheck[];
  /** plain-word reasons behind "Check the outline" (empty otherwise) */
  reasons: string[];
  /** the triage model's inputs, for the evaluation tooling */
  features: OutlineFeatures;
}

/**
 * σ_outline as a multiple k of half the outline band, fitted so that one σ covers the traced
 * area's error as often as a σ should (68 %): on the 122 validation photos (the engine's levers) the
 * 68th percentile of |traced − true area| / (½ band) is ≈ 2.6 for wound-seg@eba8d09d5f58 (2.13 for
 * the model before it, 6bd13e7905e0) — half the band alone covered the truth on 42 % of them (1σ).
 * With k = 2.6 the band covers 72 % / 92 % (1σ / 2σ) there, and on the 162 synthetic calibrated
 * photos of eval:calibration (not used to fit it) the whole ± covers 71 % / 96 % (ENGINE_EVAL.md).
 * Re-fit with eval:segmentation for a new model.
 */
export const OUTLINE_SIGMA_PER_HALF_BAND = 2.6;

/** σ_outline in px² for an outline band of `bandPx` px² (the one place the factor is applied). */
export function outlineSigmaPx(bandPx: number): number {
  return OUTLINE_SIGMA_PER_HALF_BAND * 0.5 * bandPx;
}

/** Limits of the checks; `min` checks fail below, the others above. */
export const QUALITY_LIMITS = {
  /** mean wound probability inside the outline (min); the shipped model's probabilities are
   * temperature-calibrated (MODEL_CARD.md), so certain outlines average well below 1. With the
   * boundary limit below it sends 81 % (13 / 16) of the validation outlines with Dice < 0.7 to
   * review and 47 % (49 / 105) of the others (eval:segmentation; set on that same split with
   * wound-seg@6bd13e7905e0, ENGINE_EVAL.md); with wound-seg@eba8d09d5f58 80 % (12 / 15) and
   * 44 % (47 / 106) */
  model_certainty: 0.88,
  /** share of the boundary pixels with 0.3 < p < 0.7 (max); calibrated maps have soft edges, so
   * only an outline whose edge is almost all unsure fails */
  boundary_certainty: 0.8,
  /** sticker's black square side in px (min; below it a corner pixel is > 1 % of the side) */
  sticker_size: 40,
  /** camera tilt from the skin-plane normal, degrees (max) */
  camera_tilt: 25,
  /** wound centre to the nearest sticker centre, in sticker widths (max; the skin curves away) */
  sticker_distance: 6,
  /** variance of the Laplacian around the wound, on the ≤ 1024 px working copy (min) */
  sharpness: 15,
  /** percent of the wound covered by specular glare (max) */
  glare: 10,
  /** percent of the outline lying on the photo's edge (max) */
  edge_touch: 2,
} as const;

export interface ProbabilityEvidence {
  /** wound probability at the network's resolution */
  prob: Float32Array;
  width: number;
  height: number;
  /** the kept, hole-filled outline at the same resolution */
  mask: Uint8Array;
  /** how far the test-time views agreed (absent or null: not measured) */
  agreement?: ViewAgreement | null;
}

/** Mean probability inside the mask and the share of uncertain (0.3–0.7) pixels on its boundary. */
export function probabilityChecks(e: ProbabilityEvidence): { meanProb: number | null; uncertainShare: number | null } {
  const { prob, width: w, height: h, mask } = e;
  let sum = 0;
  let n = 0;
  let edge = 0;
  let unsure = 0;
  for (let y = 0; y < h; y++) {
    for (let x = 0; x < w; x++) {
      const i = y * w + x;
      const m = mask[i]!;
      if (m) {
        sum += prob[i]!;
        n++;
      }
      // a boundary pixel: its 4-neighbourhood holds both wound and not-wound pixels
      let differs = false;
      if (x > 0 && mask[i - 1] !== m) differs = true;
      else if (x < w - 1 && mask[i + 1] !== m) differs = true;
      else if (y > 0 && mask[i - w] !== m) differs = true;
      else if (y < h - 1 && mask[i + w] !== m) differs = true;
      if (differs) {
        edge++;
        const p = prob[i]!;
        if (p > 0.3 && p < 0.7) unsure++;
      }
    }
  }
  return { meanProb: n ? sum / n : null, uncertainShare: edge ? unsure / edge : null };
}

// the camera tilt is defined once for the engine and the live capture view (calibrate/camera-tilt.ts)
export { ASSUMED_FOCAL_PER_SIDE, tiltDegFromHomography } from '../calibrate/camera-tilt.ts';

/** Variance of the 4-neighbour Laplacian of the grey image inside a box. */
export function laplacianVariance(
  img: RgbImage,
  box: { x0: number; y0: number; x1: number; y1: number },
): number | null {
  const g = toGray(img);
  const w = g.width;
  const x0 = Math.max(1, Math.floor(box.x0));
  const y0 = Math.max(1, Math.floor(box.y0));
  const x1 = Math.min(w - 1, Math.ceil(box.x1));
  const y1 = Math.min(g.height - 1, Math.ceil(box.y1));
  let s = 0;
  let s2 = 0;
  let n = 0;
  for (let y = y0; y < y1; y++) {
    for (let x = x0; x < x1; x++) {
      const i = y * w + x;
      const l = g.data[i - 1]! + g.data[i + 1]! + g.data[i - w]! + g.data[i + w]! - 4 * g.data[i]!;
      s += l;
      s2 += l * l;
      n++;
    }
  }
  if (n < 16) return null;
  const m = s / n;
  return s2 / n - m * m;
}

/** Percent of the outline's length within `tol` px of the photo's border. */
export function edgeTouchPct(polygons: Polygon[], width: number, height: number, tol: number): number {
  let total = 0;
  let onEdge = 0;
  const near = (p: Point) => p.x <= tol || p.y <= tol || p.x >= width - tol || p.y >= height - tol;
  for (const poly of polygons) {
    for (let i = 0; i < poly.length; i++) {
      const a = poly[i]!;
      const b = poly[(i + 1) % poly.length]!;
      const len = Math.hypot(b.x - a.x, b.y - a.y);
      total += len;
      if (near(a) && near(b)) onEdge += len;
    }
  }
  return total ? (onEdge / total) * 100 : 0;
}

/** Corner localisation error (px, per coordinate) assumed for a sticker. */
export function cornerSigmaPx(m: Pick<MarkerCalibration, 'refined' | 'residualPx'>): number {
  if (!m.refined || !Number.isFinite(m.residualPx)) return 1;
  return Math.max(0.25, m.residualPx);
}

/** σ of the outline's plane area (mm²) from the sticker's corner error, by linear propagation. */
export function cornerAreaSigmaMm2(
  polygons: Polygon[],
  m: Pick<MarkerCalibration, 'corners' | 'refined' | 'residualPx'>,
): number {
  const area = (H: Homography) =>
    polygons.reduce((s, poly) => s + polygonArea(poly.map((p) => applyHomography(H, p))), 0);
  const base = area(computeHomography(m.corners, MARKER_CORNERS_MM));
  const sigma = cornerSigmaPx(m);
  const delta = 0.5;
  let v = 0;
  for (let k = 0; k < 4; k++) {
    for (const axis of ['x', 'y'] as const) {
      const moved = m.corners.map((c, j) => (j === k ? { ...c, [axis]: c[axis] + delta } : c));
      const d = (area(computeHomography(moved, MARKER_CORNERS_MM)) - base) / delta;
      v += (d * sigma) ** 2;
    }
  }
  return Math.sqrt(v);
}

export interface QualityInput {
  /** null for a given mask (no probability map) */
  probability: ProbabilityEvidence | null;
  /** outline in full-resolution pixels */
  polygons: Polygon[];
  markers: MarkerCalibration[];
  /** the sticker's side in px of the smallest sticker (null without one) */
  stickerSidePx: number | null;
  full: { width: number; height: number };
  /** working copy and the outline on it (for sharpness) */
  work: RgbImage;
  workMask: BinaryMask;
  /** full px per working px */
  scale: number;
  /** specular share of the wound in percent (tissue stage), null when not measured */
  specularPct: number | null;
  /** px² between the p > 0.3 and p > 0.7 contours (0 for a given mask) and the outline's px² */
  bandPx?: number;
  areaPx?: number;
  /** the largest region's length on the skin plane, mm (null without a sticker) */
  largestLengthMm?: number | null;
  /** per kept region, largest first: its px² and its nearest distance to the largest in the largest's diameters */
  regions?: { areaPx: number; gap: number }[];
}

const fmt = (v: number, d = 0) => v.toFixed(d);

export function assessOutlineQuality(x: QualityInput): OutlineQuality {
  const L = QUALITY_LIMITS;
  const checks: QualityCheck[] = [];
  const found = x.polygons.length > 0;
  const pc = x.probability && found ? probabilityChecks(x.probability) : { meanProb: null, uncertainShare: null };

  const add = (
    id: QualityCheckId,
    value: number | null,
    limit: number,
    min: boolean,
    message: (v: number) => string,
    na: string,
  ) => {
    const ok = value === null ? true : min ? value >= limit : value <= limit;
    checks.push({
      id,
      ok,
      value: value === null ? null : Math.round(value * 1000) / 1000,
      limit,
      message: value === null ? na : message(value),
    });
  };
  add(
    'model_certainty',
    pc.meanProb,
    L.model_certainty,
    true,
    (v) =>
      `Mean model certainty inside the outline ${fmt(v * 100, 1)} % (at least ${+(L.model_certainty * 100).toFixed(1)} %)`,
    x.probability ? 'No outline to judge' : 'Outline drawn by hand: no model certainty',
  );
  add(
    'boundary_certainty',
    pc.uncertainShare,
    L.boundary_certainty,
    false,
    (v) => `${fmt(v * 100)} % of the outline's edge is uncertain (limit ${fmt(L.boundary_certainty * 100)} %)`,
    x.probability ? 'No outline to judge' : 'Outline drawn by hand: no boundary certainty',
  );

  // calibration
  add(
    'sticker_size',
    x.stickerSidePx,
    L.sticker_size,
    true,
    (v) => `Sticker ${fmt(v)} px wide (at least ${L.sticker_size} px)`,
    'No sticker: scale not measured',
  );
  let tilt: number | null = null;
  let dist: number | null = null;
  if (x.markers.length) {
    tilt = Math.max(...x.markers.map((m) => tiltDegFromHomography(m.planeToImage, x.full.width, x.full.height)));
    if (found) {
      const biggest = x.polygons.reduce((a, b) => (polygonArea(b) > polygonArea(a) ? b : a));
      const c = polygonCentroid(biggest);
      dist = Math.min(
        ...x.markers.map((m) => {
          const q = applyHomography(m.imageToPlane, c);
          return Math.hypot(q.x - MARKER_MM / 2, q.y - MARKER_MM / 2) / MARKER_MM;
        }),
      );
    }
  }
  add(
    'camera_tilt',
    tilt,
    L.camera_tilt,
    false,
    (v) => `Camera tilted ${fmt(v)}° (limit ${L.camera_tilt}°)`,
    'No sticker: tilt not measured',
  );
  add(
    'sticker_distance',
    dist,
    L.sticker_distance,
    false,
    (v) => `Wound ${fmt(v, 1)} sticker widths from the sticker (limit ${L.sticker_distance})`,
    x.markers.length ? 'No outline to judge' : 'No sticker: distance not measured',
  );

  // image
  let sharp: number | null = null;
  if (found) {
    let x0 = Infinity;
    let y0 = Infinity;
    let x1 = -Infinity;
    let y1 = -Infinity;
    for (const poly of x.polygons)
      for (const p of poly) {
        x0 = Math.min(x0, p.x);
        y0 = Math.min(y0, p.y);
        x1 = Math.max(x1, p.x);
        y1 = Math.max(y1, p.y);
      }
    const mx = (x1 - x0) * 0.25;
    const my = (y1 - y0) * 0.25;
    const s = x.scale;
    sharp = laplacianVariance(x.work, { x0: (x0 - mx) / s, y0: (y0 - my) / s, x1: (x1 + mx) / s, y1: (y1 + my) / s });
  }
  add(
    'sharpness',
    sharp,
    L.sharpness,
    true,
    (v) => `Sharpness ${fmt(v)} (variance of the Laplacian, at least ${L.sharpness})`,
    'No outline to judge',
  );
  add(
    'glare',
    found ? x.specularPct : null,
    L.glare,
    false,
    (v) => `Glare covers ${fmt(v, 1)} % of the wound (limit ${L.glare} %)`,
    'No outline to judge',
  );
  const tol = Math.max(1.5, 0.004 * Math.max(x.full.width, x.full.height));
  add(
    'edge_touch',
    found ? edgeTouchPct(x.polygons, x.full.width, x.full.height, tol) : null,
    L.edge_touch,
    false,
    (v) =>
      `${fmt(v, 1)} % of the outline runs along the photo's edge (limit ${L.edge_touch} %): the wound may be cut off`,
    'No outline to judge',
  );

  const value = (id: QualityCheckId) => checks.find((c) => c.id === id)!.value;
  const regions = x.regions ?? [];
  const total = regions.reduce((t, r) => t + r.areaPx, 0);
  const features: OutlineFeatures = {
    mean_prob: pc.meanProb,
    uncertain_share: pc.uncertainShare,
    band_rel: x.probability && found && x.areaPx ? (x.bandPx ?? 0) / x.areaPx : null,
    size_sticker_widths: x.largestLengthMm == null ? null : x.largestLengthMm / MARKER_MM,
    region_count: x.polygons.length,
    second_share: total > 0 ? 1 - regions[0]!.areaPx / total : 0,
    far_gap: regions.slice(1).reduce((m, r) => Math.max(m, r.gap), 0),
    tilt_deg: value('camera_tilt'),
    sticker_px: value('sticker_size'),
    sticker_distance: value('sticker_distance'),
    sharpness: value('sharpness'),
    glare_pct: value('glare'),
    edge_touch_pct: value('edge_touch'),
    mirror_spread: found ? (x.probability?.agreement?.mirror ?? null) : null,
    scale_spread: found ? (x.probability?.agreement?.scale ?? null) : null,
  };
  if (!found) {
    const statement = 'No wound was found: draw the outline or retake the photo';
    return { score: 0, review: true, verdict: 'no_wound', statement, checks, reasons: [statement], features };
  }
  if (!x.probability) {
    // a clinician's outline: no model to judge it; its area range carries the traced edge's doubt
    return {
      score: 1,
      review: false,
      verdict: 'traced',
      statement: 'Outline traced by hand',
      checks,
      reasons: [],
      features,
    };
  }
  const t = triageOutline(features);
  const reasons = [...t.reasons];
  // a wound cut off by the photo's edge is measured short whatever the model says
  const edge = checks.find((c) => c.id === 'edge_touch')!;
  if (!edge.ok) reasons.unshift('the wound runs off the edge of the photo');
  const review = t.flagged || !edge.ok;
  return {
    score: Math.round((1 - t.pOff) * 1000) / 1000,
    review,
    verdict: review ? 'check' : 'likely_within_15',
    statement: review ? `Check the outline: ${reasons.join('; ')}` : 'Outline likely within 15 %',
    checks,
    reasons: review ? reasons : [],
    features,
  };
}
