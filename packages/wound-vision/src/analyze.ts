import sharp from './sharp.ts';
import { annotateImage, encodeMaskPng } from './annotate/annotate-image.ts';
import { calibrateImage, pixelsPerCmAt, type Calibration } from './calibrate/calibrate-image.ts';
import { applyHomography } from './calibrate/homography.ts';
import { MIN_MARGIN_MM, MARKER_MM } from './calibrate/sticker.ts';
import { decodeImage, decodeMask } from './decode/decode-image.ts';
import { describeWound } from './describe/describe-wound.ts';
import { ImageInputError } from './errors.ts';
import type { Polygon, RgbImage } from './image.ts';
import {
  assessInfection,
  INFECTION_RULE,
  type ClinicianSign,
  type InfectionSign,
} from './infection/assess-infection.ts';
import { measureWound } from './measure/measure-wound.ts';
import { simplifyPolygon } from './measure/polygon.ts';
import { rasterizePolygons } from './segment/mask-ops.ts';
import { loadModel, modelExists, modelVersion } from './segment/run-model.ts';
import { DEFAULT_INFERENCE, type InferenceOptions } from './segment/infer.ts';
import { segmentFromMask, segmentWithModel, type Segmentation } from './segment/segment-wound.ts';
import {
  assessOutlineQuality,
  cornerAreaSigmaMm2,
  outlineSigmaPx,
  type OutlineQuality,
} from './quality/outline-quality.ts';
import { modelAreaInterval, tracedAreaInterval, type AreaInterval } from './quality/area-interval.ts';
import type { RegionEvidence } from './segment/stray-regions.ts';
import { classifyTissue, type TissueFlag } from './tissue/classify-tissue.ts';
import { measurePeriwound } from './tissue/periwound.ts';
import type { Warning } from './warnings.ts';

export type { ClinicianSign, InfectionSign } from './infection/assess-infection.ts';
export type { OutlineQuality } from './quality/outline-quality.ts';
export type { AreaInterval } from './quality/area-interval.ts';
export type { TissueFlag } from './tissue/classify-tissue.ts';

export type AnalysisStage = 'decoding' | 'calibrating' | 'outlining' | 'measuring' | 'assessing';

export interface AnalyzeOptions {
  /**
   * probability level of the outline; absent or null: the engine's rule — on a photo with the sticker
   * each region at the level where its area equals its probability mass (segment-wound.ts), else 0.5
   */
  confThresh?: number | null;
  /** a mask (0 / 255, the photo's pixel size) to measure instead of running the network */
  maskPng?: Buffer;
  /** the previous calibrated area, for the "size bigger" infection sign */
  previousAreaCm2?: number | null;
  /** bedside signs reported by the clinician (NERDS / STONEES) */
  clinicianSigns?: Partial<Record<ClinicianSign, boolean>>;
  /** upload cap in bytes (default 20 MB) */
  maxBytes?: number;
  onStage?: (s: AnalysisStage) => void;
  /** inference levers (evaluation scripts); default ENGINE_INFERENCE */
  inference?: InferenceOptions;
}

/**
 * The levers the engine runs with (chosen by eval:segmentation and eval:calibration, README): a
 * photo without a sticker is seen at three sizes (384 first: its grid is the map's), a calibrated
 * one at 384 to find the wound, then refined at the sticker's scale.
 */
export const ENGINE_INFERENCE: InferenceOptions = {
  ...DEFAULT_INFERENCE,
  flips: true,
  scales: [384, 336, 440],
  refine: true,
  pxPerCm: 26,
  coarseFlips: false,
  coarseScales: [384],
  minRegionCm2: 0.05,
  stickerSearch: true,
  massLevel: 'calibrated',
  // the stray-region rule (STRAY_RULE) did not lower the error on the held-out scenes: measured, off
  strayRule: null,
};

export interface WoundAnalysis {
  file?: string;
  calibrated: boolean;
  pixels_per_cm: number | null;
  area_cm2: number | null;
  length_cm: number | null;
  width_cm: number | null;
  perimeter_cm: number | null;
  area_px: number;
  region_count: number;
  lw_estimate_cm2: number | null;
  ellipse_estimate_cm2: number | null;
  tissue: { granulation: number; slough: number; necrotic: number; epithelial: number } | null;
  /** colour findings a clinician must check (white, low-chroma bed: possible exposed bone/tendon) */
  tissue_flags: TissueFlag[];
  /** measured quality of the outline (replaces the spec's fixed "confidence") */
  outline_quality: OutlineQuality;
  /** ± on area_cm2 (cm², 1 σ): outline band (p > 0.3 vs p > 0.7) and sticker-corner error through the homography; null when not calibrated */
  area_uncertainty_cm2: number | null;
  /** the area's range with its stated coverage (quality/area-interval.ts); null when not calibrated or no wound */
  area_interval: AreaInterval | null;
  /** every region the network traced, largest first, with the evidence the stray-region rule read (evaluation tooling) */
  region_evidence: RegionEvidence[];
  /** false when no wound region was found (area 0): never a silent zero */
  wound_found: boolean;
  periwound_erythema: number | null;
  diagnosis: 'infected' | 'not_infected' | 'indeterminate';
  infection_signs: InfectionSign[];
  description: string;
  warnings: { code: string; message: string }[];
  timings_ms: Record<string, number>;
  image_width: number;
  image_height: number;
  model_version: string;
  mask_png: Buffer;
  annotated_png: Buffer;
  /**
   * the network's wound probability (0–255 grey PNG at the network's resolution, covering the
   * whole photo) for clients that refine an outline on it; null for a given mask
   */
  probability_png: Buffer | null;
  // ── additional fields ──
  length_px: number;
  width_px: number;
  perimeter_px: number;
  outline_source: 'model' | 'given_mask';
  /** the fixed outline level: conf_thresh as given, else 0.5 (regions traced at their probability-mass level say so in outline_levels) */
  conf_thresh: number;
  /** per region (the order of `regions`), the probability level its outline was traced at; null for a given mask */
  outline_levels: (number | null)[];
  markers: { id: number; corners: { x: number; y: number }[]; pixels_per_cm: number; refined: boolean }[];
  marker_spread_pct: number | null;
  per_marker: { id: number; area_cm2: number; pixels_per_cm: number }[];
  regions: {
    area_px: number;
    area_cm2: number | null;
    length_cm: number | null;
    width_cm: number | null;
    perimeter_cm: number | null;
  }[];
  white_balance: {
    source: 'sticker' | 'none';
    gains: [number, number, number];
    white: [number, number, number] | null;
  };
  periwound: { basis: 'cm' | 'relative'; periwound_a: number; reference_a: number } | null;
  infection: {
    nerds_count: number;
    stonees_count: number;
    level: 'none' | 'superficial' | 'deep' | 'both';
    rule: string;
  };
  /** outline polygons in image pixels (simplified), for clients that draw their own overlay */
  outline: { x: number; y: number }[][];
  /**
   * Only when asked for (pool option `jsonBody`): the whole analysis as UTF-8 JSON bytes, PNGs
   * as `annotated_image_base64` and `mask_image_base64`, built in the worker so a server can
   * send it without touching ~15 MB of base64 on its main thread.
   */
  json_body?: Uint8Array;
}

/**
 * The analysis as JSON bytes: every field but the PNG buffers, plus the two PNGs in base64
 * (`annotated_image_base64`, `mask_image_base64`). Base64 needs no JSON escaping, so the big
 * strings are written straight into one buffer.
 */
export function encodeAnalysisJson(r: WoundAnalysis): Uint8Array {
  const { mask_png, annotated_png, probability_png: _p, json_body: _j, ...rest } = r;
  const head = Buffer.from(JSON.stringify(rest).slice(0, -1), 'utf8');
  const parts: [string, Buffer][] = [
    ['annotated_image_base64', annotated_png],
    ['mask_image_base64', mask_png],
  ];
  const b64Len = (n: number) => 4 * Math.ceil(n / 3);
  let size = head.length + 1;
  for (const [k, png] of parts) size += k.length + 6 + b64Len(png.length);
  const out = Buffer.from(new ArrayBuffer(size));
  let o = head.copy(out, 0);
  for (const [k, png] of parts) {
    o += out.write(`,"${k}":"`, o, 'latin1');
    o += out.write(png.toString('base64'), o, 'latin1');
    o += out.write('"', o, 'latin1');
  }
  o += out.write('}', o, 'latin1');
  return new Uint8Array(out.buffer, 0, o);
}

/** Longest side of the working copy used for detection, colour and the network's upsampled mask. */
export const WORK_MAX_SIDE = 1024;
/** Longest side of the copy the sticker is searched on (corners are refined at full resolution). */
export const DETECT_MAX_SIDE = 800;
/** Longest side of the sharper copy tried when no sticker is found on the detection copy. */
export const DETAIL_MAX_SIDE = 1800;
/** The annotated photo is drawn at most this long on its longer side (a screen's width, not a
 * 12 MP PNG of 20 MB); the mask stays at the photo's own pixel size. */
export const ANNOTATED_MAX_SIDE = 2048;

async function downscale(img: RgbImage, maxSide: number): Promise<{ image: RgbImage; scale: number }> {
  const s = maxSide / Math.max(img.width, img.height);
  if (s >= 1) return { image: img, scale: 1 };
  const w = Math.max(1, Math.round(img.width * s));
  const h = Math.max(1, Math.round(img.height * s));
  const data = await sharp(img.data, { raw: { width: img.width, height: img.height, channels: 3 } })
    .resize(w, h, { fit: 'fill', kernel: 'linear' })
    .raw()
    .toBuffer();
  // scale = full / work, per axis nearly equal; use the horizontal ratio
  return {
    image: { width: w, height: h, data: new Uint8Array(data.buffer, data.byteOffset, data.length) },
    scale: img.width / w,
  };
}

/** The sticker plus its white margin, in image coordinates: never wound, never periwound skin. */
function stickerOutlines(cal: Calibration): Polygon[] {
  const m = MIN_MARGIN_MM;
  return cal.markers.map((mk) =>
    [
      { x: -m, y: -m },
      { x: MARKER_MM + m, y: -m },
      { x: MARKER_MM + m, y: MARKER_MM + m },
      { x: -m, y: MARKER_MM + m },
    ].map((p) => applyHomography(mk.planeToImage, p)),
  );
}

const r2 = (v: number) => Math.round(v * 100) / 100;

/**
 * Every stage once: decode → calibrate → outline → measure → tissue, periwound, infection
 * signs, description, annotated image. Throws ImageInputError (stable `code`, HTTP `status`) for
 * bad input; anything else is an engine fault.
 */
export async function analyzeWound(input: Buffer, opts: AnalyzeOptions = {}): Promise<WoundAnalysis> {
  const timings: Record<string, number> = {};
  const started = performance.now();
  let mark = started;
  const lap = (name: string) => {
    const now = performance.now();
    timings[name] = Math.round((now - mark) * 10) / 10;
    mark = now;
  };
  // null: the engine's rule (each region at its probability-mass level on a calibrated photo, else 0.5)
  const confThresh = opts.confThresh ?? null;
  if (confThresh !== null && !(confThresh > 0 && confThresh < 1))
    throw new ImageInputError('INVALID_OPTION', 'conf_thresh must be between 0 and 1 (exclusive).');
  const warnings: Warning[] = [];

  opts.onStage?.('decoding');
  // warm the network while the photo decodes
  const modelWarm = !opts.maskPng && modelExists() ? loadModel().catch(() => null) : null;
  const decoded = await decodeImage(input, { maxBytes: opts.maxBytes });
  const full = decoded.image;
  const mask = opts.maskPng
    ? await decodeMask(opts.maskPng, full.width, full.height, { maxBytes: opts.maxBytes, sourceSize: decoded.source })
    : null;
  const { image: work, scale } = await downscale(full, WORK_MAX_SIDE);
  lap('decode');

  opts.onStage?.('calibrating');
  const detect = await downscale(work, DETECT_MAX_SIDE);
  const cal = await calibrateImage(full, detect.image, scale * detect.scale, async () =>
    Math.max(full.width, full.height) > DETECT_MAX_SIDE * 1.4 ? downscale(full, DETAIL_MAX_SIDE) : null,
  );
  warnings.push(...cal.warnings);
  if (cal.whiteBalance.source === 'none') {
    warnings.push({
      code: 'COLOUR_NOT_CALIBRATED',
      message: 'Without the sticker there is no white reference; tissue colours are judged on the uncorrected photo.',
    });
  }
  lap('calibrate');

  opts.onStage?.('outlining');
  const stickers = stickerOutlines(cal);
  let seg: Segmentation;
  if (mask) {
    const version = modelVersion();
    seg = segmentFromMask(mask, work, scale, version ? `given-mask (model ${version} not used)` : 'given-mask');
  } else {
    await modelWarm;
    // px per cm at the sticker (scale normalisation; the wound's own is measured afterwards)
    const sticker =
      cal.calibrated && cal.markers.length
        ? cal.markers.reduce((a, b) => (b.pixelsPerCm > a.pixelsPerCm ? b : a))
        : null;
    seg = await segmentWithModel(work, full, confThresh, stickers, {
      inference: opts.inference ?? ENGINE_INFERENCE,
      ppcmFull: sticker?.pixelsPerCm ?? null,
      stickerCentre: sticker?.centre ?? null,
      gains: cal.whiteBalance.source === 'sticker' ? cal.whiteBalance.gains : null,
    });
  }
  const polygons = seg.regions.map((r) => r.polygon);
  if (!polygons.length) {
    warnings.push({
      code: 'NO_WOUND_FOUND',
      message:
        seg.source === 'model'
          ? 'No wound was found in this photo. Retake it with the wound in the middle of the frame, 15–30 cm away, in focus, evenly lit without flash glare, the sticker flat beside the wound — or draw the outline by hand.'
          : 'The given mask has no wound pixels. Draw the outline around the wound, or retake the photo.',
    });
  }
  lap('outline');

  opts.onStage?.('measuring');
  const m = measureWound(polygons, cal.markers, seg.traceScale);
  warnings.push(...m.warnings);
  lap('measure');

  opts.onStage?.('assessing');
  // start the big encodes now; they run on libvips threads while we assess colour
  const maskPng = encodeMaskPng(rasterizePolygons(polygons, full.width, full.height, 255), full.width, full.height);
  const probabilityPng = seg.probability ? encodeProbabilityPng(seg.probability) : Promise.resolve(null);
  const label = polygons.length
    ? m.area_cm2 !== null
      ? `${m.area_cm2.toFixed(2)} cm²  ${m.length_cm!.toFixed(1)} × ${m.width_cm!.toFixed(1)} cm`
      : `${m.area_px.toLocaleString('en-US')} px² (no sticker)`
    : 'no wound outlined';
  // drawn in place on the full-resolution photo unless it is also the working copy (small photos)
  const annotated = downscale(full, ANNOTATED_MAX_SIDE).then(({ image: canvas, scale: k }) => {
    const at = (p: { x: number; y: number }) => ({ x: p.x / k, y: p.y / k });
    return annotateImage({
      image: canvas,
      // a downscaled canvas is a fresh buffer; the full photo is drawn on only when it is not the working copy
      inPlace: canvas !== full || work !== full,
      outlines: polygons.map((poly) => poly.map(at)),
      markers: cal.markers.map((mk) => mk.corners.map(at)),
      lengthAxis: m.length_axis ? [at(m.length_axis[0]), at(m.length_axis[1])] : null,
      label,
    });
  });

  const gains = cal.whiteBalance.gains;
  const tissue = classifyTissue(work, seg.workMask, gains);
  const exclude = stickers.length
    ? rasterizePolygons(
        stickers.map((p) => p.map((q) => ({ x: q.x / scale, y: q.y / scale }))),
        work.width,
        work.height,
      )
    : null;
  let ppcmWork: number | null = null;
  if (cal.calibrated && cal.markers.length) {
    ppcmWork = (m.pixels_per_cm ?? pixelsPerCmAt(cal.markers[0]!.imageToPlane, cal.markers[0]!.centre)) / scale;
  }
  const peri = measurePeriwound(work, seg.workMask, gains, ppcmWork, exclude);
  const infection = assessInfection({
    tissue: tissue?.shares ?? null,
    granulationMedianA: tissue?.granulationMedianA ?? null,
    periwoundErythema: peri?.erythemaIndex ?? null,
    areaCm2: m.area_cm2,
    previousAreaCm2: opts.previousAreaCm2,
    clinicianSigns: opts.clinicianSigns,
  });
  const sides = cal.markers.map((mk) =>
    Math.min(
      ...mk.corners.map((c, i) => Math.hypot(mk.corners[(i + 1) % 4]!.x - c.x, mk.corners[(i + 1) % 4]!.y - c.y)),
    ),
  );
  const outlineQuality = assessOutlineQuality({
    probability: seg.probability,
    polygons,
    markers: cal.markers,
    stickerSidePx: sides.length ? Math.min(...sides) : null,
    full,
    work,
    workMask: seg.workMask,
    scale,
    specularPct: tissue?.specularPct ?? null,
    bandPx: seg.bandPx,
    areaPx: m.area_px,
    largestLengthMm: m.regions[0]?.length_cm == null ? null : m.regions[0].length_cm * 10,
    regions: keptRegionGaps(seg),
  });
  const areaUncertainty = areaUncertaintyCm2(m.area_cm2, m.area_px, seg.bandPx, polygons, cal.markers);
  const cornerSigma = cornerSigmaCm2(polygons, cal.markers);
  const areaInterval =
    m.area_cm2 === null || !polygons.length || cornerSigma === null
      ? null
      : seg.source === 'model'
        ? modelAreaInterval({
            areaCm2: m.area_cm2,
            areaPx: m.area_px,
            bandPx: seg.bandPx,
            cornerSigmaCm2: cornerSigma,
            flagged: outlineQuality.review,
          })
        : tracedAreaInterval({ areaCm2: m.area_cm2, perimeterCm: m.perimeter_cm ?? 0, cornerSigmaCm2: cornerSigma });
  const description = describeWound({
    calibrated: cal.calibrated,
    markerCount: cal.markers.length,
    pixels_per_cm: m.pixels_per_cm,
    region_count: m.region_count,
    area_cm2: m.area_cm2,
    length_cm: m.length_cm,
    width_cm: m.width_cm,
    perimeter_cm: m.perimeter_cm,
    lw_estimate_cm2: m.lw_estimate_cm2,
    ellipse_estimate_cm2: m.ellipse_estimate_cm2,
    area_px: m.area_px,
    length_px: m.length_px,
    width_px: m.width_px,
    tissue: tissue?.shares ?? null,
    periwound_erythema: peri?.erythemaIndex ?? null,
    erythemaThreshold: INFECTION_RULE.erythemaMinDeltaA,
    infection,
    outlineSource: seg.source,
    whiteBalanced: cal.whiteBalance.source === 'sticker',
  });
  const [mask_png, annotated_png, probability_png] = await Promise.all([maskPng, annotated, probabilityPng]);
  lap('assess');
  timings.total = Math.round((performance.now() - started) * 10) / 10;

  return {
    calibrated: cal.calibrated,
    pixels_per_cm: m.pixels_per_cm,
    area_cm2: m.area_cm2,
    length_cm: m.length_cm,
    width_cm: m.width_cm,
    perimeter_cm: m.perimeter_cm,
    area_px: m.area_px,
    region_count: m.region_count,
    lw_estimate_cm2: m.lw_estimate_cm2,
    ellipse_estimate_cm2: m.ellipse_estimate_cm2,
    tissue: tissue?.shares ?? null,
    tissue_flags: tissue?.flags ?? [],
    outline_quality: outlineQuality,
    area_uncertainty_cm2: areaUncertainty,
    area_interval: areaInterval,
    region_evidence: seg.evidence,
    wound_found: polygons.length > 0,
    periwound_erythema: peri?.erythemaIndex ?? null,
    diagnosis: infection.diagnosis,
    infection_signs: infection.signs,
    description,
    warnings,
    timings_ms: timings,
    image_width: full.width,
    image_height: full.height,
    model_version: seg.modelVersion,
    mask_png,
    annotated_png,
    probability_png,
    length_px: m.length_px,
    width_px: m.width_px,
    perimeter_px: m.perimeter_px,
    outline_source: seg.source,
    conf_thresh: seg.confThresh,
    outline_levels: seg.regions.map((r) => r.level),
    markers: cal.markers.map((mk) => ({
      id: mk.id,
      corners: mk.corners.map((p) => ({ x: r2(p.x), y: r2(p.y) })),
      pixels_per_cm: r2(mk.pixelsPerCm),
      refined: mk.refined,
    })),
    marker_spread_pct: m.marker_spread_pct,
    per_marker: m.per_marker,
    regions: m.regions,
    white_balance: {
      source: cal.whiteBalance.source,
      gains: cal.whiteBalance.gains.map((g) => Math.round(g * 1000) / 1000) as [number, number, number],
      white: cal.whiteBalance.white,
    },
    periwound: peri ? { basis: peri.basis, periwound_a: peri.periwoundA, reference_a: peri.referenceA } : null,
    infection: {
      nerds_count: infection.nerds_count,
      stonees_count: infection.stonees_count,
      level: infection.level,
      rule: infection.rule,
    },
    outline: seg.regions.map((r) => simplifyForOutput(r.polygon, seg.traceScale)),
  };
}

/**
 * ± on the area (cm², one σ): the outline band's σ (OUTLINE_SIGMA_PER_HALF_BAND × half the band
 * between the p > 0.3 and p > 0.7 contours) and the sticker-corner error propagated through each
 * homography, in quadrature.
 */
export function areaUncertaintyCm2(
  areaCm2: number | null,
  areaPx: number,
  bandPx: number,
  polygons: Polygon[],
  markers: Calibration['markers'],
): number | null {
  if (areaCm2 === null || !markers.length) return null;
  const cm2PerPx = areaPx > 0 ? areaCm2 / areaPx : 0;
  const sigmaBand = outlineSigmaPx(bandPx) * cm2PerPx;
  const sigmaCorner = cornerSigmaCm2(polygons, markers) ?? 0;
  return Math.round(Math.hypot(sigmaBand, sigmaCorner) * 1000) / 1000;
}

/** σ of the area (cm²) from the stickers' corner error, weighted as measureWound weighs them; null without a sticker. */
export function cornerSigmaCm2(polygons: Polygon[], markers: Calibration['markers']): number | null {
  if (!markers.length) return null;
  if (!polygons.length) return 0;
  const wsum = markers.reduce((s, mk) => s + mk.pixelsPerCm ** 2, 0);
  return markers.reduce((s, mk) => s + (cornerAreaSigmaMm2(polygons, mk) / 100) * mk.pixelsPerCm ** 2, 0) / wsum;
}

/** The kept regions' px² and gap to the largest, largest first (the stray ones are not in the outline). */
function keptRegionGaps(seg: Segmentation): { areaPx: number; gap: number }[] {
  // a given mask has no region evidence: its regions are taken as they are
  if (!seg.evidence.length) return seg.regions.map((r) => ({ areaPx: r.areaPx, gap: 0 }));
  return seg.evidence.filter((e) => !e.stray).map((e) => ({ areaPx: e.areaPx, gap: e.gap }));
}

/** The probability map as an 8-bit grey PNG (p × 255, rounded). */
function encodeProbabilityPng(e: { prob: Float32Array; width: number; height: number }): Promise<Buffer> {
  const bytes = new Uint8Array(e.prob.length);
  for (let i = 0; i < bytes.length; i++) bytes[i] = Math.round(Math.max(0, Math.min(1, e.prob[i]!)) * 255);
  return sharp(bytes, { raw: { width: e.width, height: e.height, channels: 1 } })
    .toColourspace('b-w')
    .png({ compressionLevel: 6 })
    .toBuffer();
}

function simplifyForOutput(poly: Polygon, traceScale: number) {
  return simplifyPolygon(poly, 0.75 * traceScale).map((p) => ({ x: r2(p.x), y: r2(p.y) }));
}
