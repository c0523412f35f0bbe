/**
 * Inference levers around the network, each switchable so the evals can measure it:
 *
 *   flips        test-time augmentation: the mirrored photo is segmented too, the maps averaged
 *   fineViews    more test-time views on the refine pass: the crop upside down and turned
 *   scales       multi-scale fusion: the whole photo at several longer sides, maps averaged
 *   fineScales   multi-scale fusion on the refine pass: the crop at these multiples of its size
 *   refine       coarse-to-fine: the wound found on the whole photo is segmented again in a crop
 *                around it, taken from the full-resolution photo, so a wound that is a small part
 *                of a large photo is seen with the detail the network was trained on
 *   members      ensemble: the probability maps of several models (preprocess.json `models`) averaged
 *   viewMembers  ensemble at the cost of one model: 'rotate' runs one member per test-time view
 *                (view v: member v mod n), so n members on n views cost what one model's views cost
 *   pxPerCm      scale normalisation (with a sticker): the crop is resampled so the skin is seen
 *                at this many px per cm — the physical scale of FUSeg close-ups at the 384 px
 *                contract — and tiled when that makes it larger than `maxTile`
 *
 * The result is a probability map on a grid covering the whole photo (the working copy's size
 * when refining, else the network's), ready for hysteresis and tracing.
 */
import sharp from '../sharp.ts';
import type { Point, RgbImage } from '../image.ts';
import { resizeFloatBilinear } from './mask-ops.ts';
import type { StrayRule } from './stray-regions.ts';
import { loadModel, runSegmentationModel, type ProbabilityMap } from './run-model.ts';

/** 1 − Σ min(a, b) / Σ max(a, b) over the pixels of `box` (maps `width` wide; all pixels when absent); null without mass. */
export function softDisagreement(
  a: ArrayLike<number>,
  b: ArrayLike<number>,
  box?: { width: number; x0: number; y0: number; x1: number; y1: number },
): number | null {
  let lo = 0;
  let hi = 0;
  const { width, x0, y0, x1, y1 } = box ?? { width: a.length, x0: 0, y0: 0, x1: a.length, y1: 1 };
  for (let y = y0; y < y1; y++)
    for (let i = y * width + x0, end = y * width + x1; i < end; i++) {
      const p = a[i]!;
      const q = b[i]!;
      lo += Math.min(p, q);
      hi += Math.max(p, q);
    }
  return hi > 0 ? 1 - lo / hi : null;
}

export interface InferenceOptions {
  flips: boolean;
  scales: number[];
  refine: boolean;
  /** px per cm the crop is resampled to when the photo is calibrated (null: no scale normalisation) */
  pxPerCm: number | null;
  /** crop side as a multiple of the coarse wound's bounding box (without a sticker) */
  context: number;
  /** longest input side of one refine pass; larger crops are tiled */
  maxTile: number;
  /** weight of the fine map inside the crop (the rest is the coarse map) */
  fineWeight: number;
  /** specks: regions smaller than this share of the largest region are dropped (0 = off) */
  minRegionShare: number;
  /** flip TTA on the coarse pass too when the crop is refined (false: the fine pass alone is flipped) */
  coarseFlips?: boolean;
  /** longer sides of the coarse pass when the crop is refined (default `scales`; it only has to find the wound) */
  coarseScales?: number[];
  /**
   * views of the refine pass's crop (run-model.ts dihedralView): 2 = as is and mirrored, 4 adds
   * upside down and the half turn, 8 the quarter turns too (default 2 with `flips`, else 1)
   */
  fineViews?: number;
  /** the refine pass at these multiples of the crop's input size, maps averaged (default [1]) */
  fineScales?: number[];
  /**
   * specks on a calibrated photo: regions smaller than this many cm² (at the sticker's scale) are
   * dropped instead of those below MIN_REGION_FRACTION_MODEL of the photo (null: always the share)
   */
  minRegionCm2?: number | null;
  /** ensemble members run in each pass (default all; 1 = the primary model alone) */
  members?: number;
  /** 'rotate': each test-time view runs one member, view v member v mod n (default 'all': every member on every view) */
  viewMembers?: 'all' | 'rotate';
  /**
   * hysteresis: a region is kept only if its probability reaches this somewhere (its core); the outline
   * itself stays at the outline level (default STRONG_PROB of segment-wound.ts)
   */
  strongProb?: number;
  /** calibrated photo, nothing found on the coarse pass: search one tile around the sticker (refineCrop) */
  stickerSearch?: boolean;
  /**
   * calibrated photo: correct the colour cast with the sticker's white margin before the network
   * sees the photo — 'chroma' makes the white neutral at its own brightness, 'full' maps it to the
   * tissue rule's neutral WHITE_TARGET of calibrate/white-balance.ts (cast and exposure); off when absent
   */
  whiteBalance?: 'chroma' | 'full';
  /**
   * outline level by probability mass (segment-wound.ts massLevelMask) when no conf_thresh is given:
   * 'calibrated' on photos with the sticker, 'always' on every photo (an evaluation lever); off when absent
   */
  massLevel?: 'calibrated' | 'always';
  /** drop stray regions far from the wound that the network is unsure of (stray-regions.ts); off when absent */
  strayRule?: StrayRule | null;
}

/** What the calibration knows about the photo (all null without a sticker). */
export interface PhotoContext {
  /** the sticker's px per cm at the wound in the full photo */
  ppcmFull?: number | null;
  /** the sticker's centre in full-photo pixels */
  stickerCentre?: Point | null;
  /** the sticker white balance's per-channel gains (white margin → WHITE_TARGET of calibrate/white-balance.ts) */
  gains?: readonly [number, number, number] | null;
}

/** The gains the network's input gets under `mode`: 'chroma' rescales them to keep the white's brightness. */
export function networkGains(
  mode: InferenceOptions['whiteBalance'],
  gains: PhotoContext['gains'],
): [number, number, number] | null {
  if (!mode || !gains) return null;
  if (mode === 'full') return [gains[0], gains[1], gains[2]];
  // the white as photographed is (white target) / gain per channel: keep its mean level, make it neutral
  const level = (1 / gains[0] + 1 / gains[1] + 1 / gains[2]) / 3;
  return [gains[0] * level, gains[1] * level, gains[2] * level];
}

export const DEFAULT_INFERENCE: InferenceOptions = {
  flips: false,
  scales: [384],
  refine: false,
  pxPerCm: null,
  context: 3,
  maxTile: 512,
  fineWeight: 1,
  minRegionShare: 0,
};

async function runAveraged(
  img: RgbImage,
  sizes: number[],
  views: number,
  o: Pick<InferenceOptions, 'members' | 'viewMembers'>,
  gains: readonly [number, number, number] | null,
): Promise<ProbabilityMap> {
  const rotate = o.viewMembers === 'rotate' ? (await loadModel()).sessions.length : 0;
  let acc: Float32Array | null = null;
  let gw = 0;
  let gh = 0;
  let n = 0;
  let version = '';
  // the first size's as-is and mirrored maps: how far the two views agree
  const firstViews: Float32Array[] = [];
  for (const size of sizes) {
    for (let view = 0; view < views; view++) {
      const pm = await runSegmentationModel(
        img,
        rotate > 1
          ? { inputSize: size, view, member: view % rotate, gains }
          : { inputSize: size, view, members: o.members, gains },
      );
      version = pm.version;
      if (!acc) {
        gw = pm.width;
        gh = pm.height;
        acc = new Float32Array(gw * gh);
      }
      const p =
        pm.width === gw && pm.height === gh ? pm.prob : resizeFloatBilinear(pm.prob, pm.width, pm.height, gw, gh);
      for (let i = 0; i < acc.length; i++) acc[i]! += p[i]!;
      if (size === sizes[0] && view < 2) firstViews.push(p);
      n++;
    }
  }
  for (let i = 0; i < acc!.length; i++) acc![i]! /= n;
  const mirror = firstViews.length === 2 ? softDisagreement(firstViews[0]!, firstViews[1]!) : null;
  return { prob: acc!, width: gw, height: gh, version, agreement: { mirror, scale: null } };
}

/** Bounding box (grid px) of the pixels ≥ level, or of the most probable pixel's neighbourhood when none is. */
function woundBox(pm: ProbabilityMap, level: number): { x0: number; y0: number; x1: number; y1: number } | null {
  let x0 = Infinity;
  let y0 = Infinity;
  let x1 = -Infinity;
  let y1 = -Infinity;
  let best = 0;
  let bi = -1;
  for (let j = 0; j < pm.height; j++) {
    for (let i = 0; i < pm.width; i++) {
      const p = pm.prob[j * pm.width + i]!;
      if (p > best) {
        best = p;
        bi = j * pm.width + i;
      }
      if (p >= level) {
        if (i < x0) x0 = i;
        if (i > x1) x1 = i;
        if (j < y0) y0 = j;
        if (j > y1) y1 = j;
      }
    }
  }
  if (x1 >= x0) return { x0, y0, x1: x1 + 1, y1: y1 + 1 };
  // a miss: look again where the network was most inclined to see a wound
  if (best < 0.15 || bi < 0) return null;
  const cx = bi % pm.width;
  const cy = (bi - cx) / pm.width;
  return { x0: cx - 2, y0: cy - 2, x1: cx + 3, y1: cy + 3 };
}

export interface RefineCrop {
  /** the crop in full-resolution px */
  left: number;
  top: number;
  cw: number;
  ch: number;
  /** the size it is resampled to for the fine pass */
  iw: number;
  ih: number;
}

/**
 * Where the fine pass looks (full-resolution px) and at what size, or null for no fine pass.
 * `box` is the coarse wound's box on the coarse grid. When the coarse pass found nothing on a
 * calibrated photo, the fine pass searches one tile at the normalised scale centred on the sticker
 * (`stickerSearch`): the capture protocol puts the sticker beside the wound, and a wound too small
 * to show on the whole-photo pass is often plain at skin scale.
 */
export function refineCrop(
  box: { x0: number; y0: number; x1: number; y1: number } | null,
  coarse: { width: number; height: number },
  full: { width: number; height: number },
  o: InferenceOptions,
  ppcmFull: number | null,
  stickerCentre: Point | null,
): RefineCrop | null {
  let side: number;
  let f: number;
  let cx: number;
  let cy: number;
  if (box) {
    const fx = full.width / coarse.width;
    const fy = full.height / coarse.height;
    const bw = (box.x1 - box.x0) * fx;
    const bh = (box.y1 - box.y0) * fy;
    cx = ((box.x0 + box.x1) / 2) * fx;
    cy = ((box.y0 + box.y1) / 2) * fy;
    // crop side in full px and the resampling factor (input px per full px)
    side = Math.max(bw, bh) * o.context;
    if (o.pxPerCm && ppcmFull) {
      f = o.pxPerCm / ppcmFull;
      // at least the model's tile at that scale, and the wound with a margin
      side = Math.max(side, 384 / f, Math.max(bw, bh) * 1.5);
    } else {
      side = Math.max(side, 0.25 * Math.max(full.width, full.height));
      f = 384 / side;
    }
  } else if (o.stickerSearch && o.pxPerCm && ppcmFull && stickerCentre) {
    f = o.pxPerCm / ppcmFull;
    side = o.maxTile / f; // one full tile: maxTile / pxPerCm cm of skin around the sticker
    cx = stickerCentre.x;
    cy = stickerCentre.y;
  } else {
    return null;
  }
  const cw = Math.min(full.width, Math.round(side));
  const ch = Math.min(full.height, Math.round(side));
  const left = Math.max(0, Math.min(full.width - cw, Math.round(cx - cw / 2)));
  const top = Math.max(0, Math.min(full.height - ch, Math.round(cy - ch / 2)));
  let iw = Math.max(32, Math.round(cw * f));
  let ih = Math.max(32, Math.round(ch * f));
  // no more than the tile budget in one pass (a 12 MP photo at a fine scale would be huge)
  const k = Math.min(1, o.maxTile / Math.max(iw, ih));
  iw = Math.max(32, Math.round(iw * k));
  ih = Math.max(32, Math.round(ih * k));
  return { left, top, cw, ch, iw, ih };
}

async function cropResized(
  full: RgbImage,
  left: number,
  top: number,
  w: number,
  h: number,
  outW: number,
  outH: number,
): Promise<RgbImage> {
  const buf = await sharp(full.data, { raw: { width: full.width, height: full.height, channels: 3 } })
    .extract({ left, top, width: w, height: h })
    .resize(outW, outH, { fit: 'fill', kernel: 'linear' })
    .raw()
    .toBuffer();
  return { width: outW, height: outH, data: new Uint8Array(buf.buffer, buf.byteOffset, buf.length) };
}

/**
 * Probability map of the photo. `work` is the working copy (≤ 1024 px), `full` the photo itself
 * (crops are cut from it), `photo` what the calibration found.
 */
export async function inferProbability(
  work: RgbImage,
  full: RgbImage,
  o: InferenceOptions,
  photo: PhotoContext = {},
): Promise<ProbabilityMap> {
  const ppcmFull = photo.ppcmFull ?? null;
  const gains = networkGains(o.whiteBalance, photo.gains);
  // with scale normalisation on, only calibrated photos are refined (the physical scale is known)
  const refining = o.refine && !(o.pxPerCm && !ppcmFull);
  // when the crop is segmented again the coarse pass only has to find the wound: one pass, no flips
  // (the flipped coarse pass cost ≈ 20 % of a 12 MP analysis and moved no synthetic outline, see ENGINE_EVAL.md)
  const coarse = await runAveraged(
    work,
    (refining && o.coarseScales) || o.scales,
    o.flips && !(refining && o.coarseFlips === false) ? 2 : 1,
    o,
    gains,
  );
  if (!refining) return coarse;
  const c = refineCrop(woundBox(coarse, 0.5), coarse, full, o, ppcmFull, photo.stickerCentre ?? null);
  if (!c) return coarse;
  const { left, top, cw, ch, iw, ih } = c;
  // the grid: the working copy's size
  const gw = work.width;
  const gh = work.height;
  const out = resizeFloatBilinear(coarse.prob, coarse.width, coarse.height, gw, gh);
  const crop = await cropResized(full, left, top, cw, ch, iw, ih);
  const side = Math.max(iw, ih);
  const fine = await runAveraged(
    crop,
    (o.fineScales ?? [1]).map((k) => Math.max(32, Math.round(side * k))),
    o.fineViews ?? (o.flips ? 2 : 1),
    o,
    gains,
  );
  // sample the fine map at every grid pixel inside the crop's footprint (exact pixel-centre mapping)
  const gx0 = Math.max(0, Math.floor((left / full.width) * gw));
  const gy0 = Math.max(0, Math.floor((top / full.height) * gh));
  const gx1 = Math.min(gw, Math.ceil(((left + cw) / full.width) * gw));
  const gy1 = Math.min(gh, Math.ceil(((top + ch) / full.height) * gh));
  // the whole-photo pass inside the crop's footprint, before the fine map replaces it there
  const boxRows = (from: Float32Array) => {
    const bw = Math.max(0, gx1 - gx0);
    const rows = new Float32Array(bw * Math.max(0, gy1 - gy0));
    for (let j = gy0; j < gy1; j++) rows.set(from.subarray(j * gw + gx0, j * gw + gx0 + bw), (j - gy0) * bw);
    return rows;
  };
  const coarseInCrop = boxRows(out);
  const wf = o.fineWeight;
  const ux = (fine.width / cw) * (full.width / gw);
  const uy = (fine.height / ch) * (full.height / gh);
  for (let j = gy0; j < gy1; j++) {
    const v = ((j + 0.5) * full.height) / gh - top;
    if (v < 0 || v >= ch) continue;
    let fyy = (j + 0.5) * uy - (top * fine.height) / ch - 0.5;
    fyy = Math.max(0, Math.min(fine.height - 1, fyy));
    const y0 = Math.min(Math.floor(fyy), Math.max(0, fine.height - 2));
    const ay = fine.height > 1 ? fyy - y0 : 0;
    for (let i = gx0; i < gx1; i++) {
      const u = ((i + 0.5) * full.width) / gw - left;
      if (u < 0 || u >= cw) continue;
      let fxx = (i + 0.5) * ux - (left * fine.width) / cw - 0.5;
      fxx = Math.max(0, Math.min(fine.width - 1, fxx));
      const x0 = Math.min(Math.floor(fxx), Math.max(0, fine.width - 2));
      const ax = fine.width > 1 ? fxx - x0 : 0;
      const r0 = y0 * fine.width;
      const r1 = fine.height > 1 ? r0 + fine.width : r0;
      const x1 = fine.width > 1 ? x0 + 1 : x0;
      const p =
        (fine.prob[r0 + x0]! * (1 - ax) + fine.prob[r0 + x1]! * ax) * (1 - ay) +
        (fine.prob[r1 + x0]! * (1 - ax) + fine.prob[r1 + x1]! * ax) * ay;
      const q = j * gw + i;
      out[q] = wf * p + (1 - wf) * out[q]!;
    }
  }
  const agreement = { mirror: fine.agreement?.mirror ?? null, scale: softDisagreement(coarseInCrop, boxRows(out)) };
  return { prob: out, width: gw, height: gh, version: coarse.version, agreement };
}
