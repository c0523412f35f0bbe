/**
 * Outline triage: a small logistic model over the outline's measured features predicts whether
 * its area is off by more than 25 %. Fitted by scripts/fit-triage.ts on sticker scenes rendered
 * from half of the validation photos and reported on scenes of the other half (ENGINE_EVAL.md,
 * "Outline triage"); the threshold is set on the fit part so that ≥ 85 % of the outlines off by
 * more than 25 % are flagged. The result is a plain statement with plain-word reasons.
 */
/** What the triage model reads (null where not measured). */
export interface OutlineFeatures {
  mean_prob: number | null;
  uncertain_share: number | null;
  /** px² between the p > 0.3 and p > 0.7 contours over the outline's px² */
  band_rel: number | null;
  /** the largest region's length in sticker widths (20 mm) */
  size_sticker_widths: number | null;
  region_count: number;
  /** area share of every region but the largest */
  second_share: number;
  /** farthest kept region from the largest, in the largest's equivalent diameters (0 with one region) */
  far_gap: number;
  tilt_deg: number | null;
  sticker_px: number | null;
  sticker_distance: number | null;
  sharpness: number | null;
  glare_pct: number | null;
  edge_touch_pct: number | null;
  /**
   * 1 − soft IoU of the refine pass's as-is and mirrored maps (segment/run-model.ts ViewAgreement).
   * Measured and stored, not read by the model: on the held-out scenes it added nothing to the
   * inputs below (ENGINE_EVAL.md, "view agreement"); kept so a refit on clinicians' corrections can try it.
   */
  mirror_spread?: number | null;
  /** 1 − soft IoU of the whole-photo and refine passes inside the crop (stored like mirror_spread) */
  scale_spread?: number | null;
}

/** One input of the model: how it is read from the features and what it means in plain words. */
interface TriageInput {
  id: string;
  /** the model's input value (missing features take a typical value) */
  value: (f: OutlineFeatures) => number;
  /** the reason shown when this input pushes the outline towards "check"; null: never shown alone */
  reason: (f: OutlineFeatures) => string | null;
}

const ln = Math.log;

export const TRIAGE_INPUTS: readonly TriageInput[] = [
  {
    id: 'edge_band',
    value: (f) => ln(Math.max(0.01, f.band_rel ?? 0.3)),
    reason: () => 'the edge is blurred',
  },
  {
    id: 'edge_unsure',
    value: (f) => f.uncertain_share ?? 0.6,
    reason: () => 'the edge is blurred',
  },
  {
    id: 'unsure_inside',
    value: (f) => -(f.mean_prob ?? 0.85),
    reason: () => 'parts of the outline may not be wound',
  },
  {
    id: 'small',
    value: (f) => -ln(Math.max(0.1, f.size_sticker_widths ?? 3)),
    reason: (f) => {
      if (f.size_sticker_widths === null) return null;
      const n = Math.max(1, Math.ceil(f.size_sticker_widths));
      return `the wound is small: under ${n} sticker width${n > 1 ? 's' : ''} across`;
    },
  },
  {
    id: 'tilt',
    value: (f) => f.tilt_deg ?? 20,
    reason: (f) => (f.tilt_deg === null ? null : `the photo is tilted ${Math.round(f.tilt_deg)}°`),
  },
  {
    id: 'blur',
    value: (f) => -ln(1 + (f.sharpness ?? 40)),
    reason: () => 'the photo is out of focus',
  },
  {
    id: 'pieces',
    value: (f) => f.second_share,
    reason: (f) => (f.far_gap >= 0.5 ? 'a second region far from the wound' : 'the outline is in several pieces'),
  },
  {
    id: 'far_region',
    value: (f) => ln(1 + f.far_gap),
    reason: () => 'a second region far from the wound',
  },
];

export interface TriageModel {
  /** per input, in TRIAGE_INPUTS order: the fit part's mean and standard deviation, and the weight */
  mean: number[];
  sd: number[];
  weight: number[];
  intercept: number;
  /** flag when the probability of an error > 25 % is at least this */
  threshold: number;
  /** a reason is named when its input adds at least this much to the log-odds */
  reasonMin: number;
}

/** Fitted by scripts/fit-triage.ts (numbers printed by it; ENGINE_EVAL.md "Outline triage"). */
export const TRIAGE_MODEL: TriageModel = {
  mean: [-1.5903, 0.6354, -0.8583, 0.0249, 24.3185, -4.251, 0.0719, 0.2783],
  sd: [0.7614, 0.1813, 0.0602, 0.6245, 9.4176, 0.8824, 0.1397, 0.4888],
  weight: [0.6282, 0.1473, 0.1232, 0.3508, -0.1793, 0.3189, 0.1229, -0.0986],
  intercept: -0.429,
  threshold: 0.2373,
  reasonMin: 0.3,
};

export interface TriageResult {
  /** probability that the area is off by more than 25 % */
  pOff: number;
  flagged: boolean;
  reasons: string[];
}

/** The model's inputs, standardised. */
export function triageInputs(f: OutlineFeatures, model: TriageModel = TRIAGE_MODEL): number[] {
  return TRIAGE_INPUTS.map((inp, i) => (inp.value(f) - model.mean[i]!) / (model.sd[i]! || 1));
}

export function triageOutline(f: OutlineFeatures, model: TriageModel = TRIAGE_MODEL): TriageResult {
  const x = triageInputs(f, model);
  const parts = x.map((v, i) => v * model.weight[i]!);
  const z = model.intercept + parts.reduce((s, v) => s + v, 0);
  const pOff = 1 / (1 + Math.exp(-z));
  const flagged = pOff >= model.threshold;
  const reasons: string[] = [];
  if (flagged) {
    const order = parts.map((v, i) => [v, i] as const).sort((a, b) => b[0] - a[0]);
    for (const [v, i] of order) {
      if (v < model.reasonMin) break;
      // an input whose fitted weight runs against its meaning (more tilt → less doubt) names no reason
      if (!(model.weight[i]! > 0)) continue;
      const r = TRIAGE_INPUTS[i]!.reason(f);
      if (r && !reasons.includes(r)) reasons.push(r);
    }
    if (!reasons.length) reasons.push('several small doubts together');
  }
  return { pOff, flagged, reasons };
}
