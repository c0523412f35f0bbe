/**
 * Written by the web build's prerender wherever a page needs its absolute origin (canonical and
 * og:url links, sitemap.xml, robots.txt). The server replaces it with its public origin
 * (PUBLIC_ORIGIN, or http://localhost:PORT) when it serves the file, so one build serves any origin.
 */
export const ORIGIN_PLACEHOLDER = 'https://origin.woundly.invalid';

/** One figure the product measured on its own test data, with where it is written down. */
export interface MeasuredFigure {
  /** as shown, e.g. "1.0 %" */
  value: string;
  /** short label beside the value */
  label: string;
  /** one sentence: what was measured, on what */
  detail: string;
  /** the document that records the run (repository path) */
  source: string;
}

/**
 * The accuracy figures the public pages quote — the ONE place to change them after a new
 * evaluation or retraining (every page, its meta description and the prerendered HTML read them).
 *
 * - areaError: `npm run eval:calibration` (--source fuseg), the true outline given, so this is
 *   the error of the sticker calibration and measurement alone: 54 scenes, each a FUSeg
 *   validation wound on a 1.2–3.5 MP photo with the camera tilted 0–40°; median 0.95 %,
 *   mean 1.59 %, max 9.0 % (ENGINE_EVAL.md, "Synthetic end-to-end").
 * - outlineDice: the shipped engine (flips, three sizes, refine) with `wound-seg@eba8d09d5f58` on
 *   the 122 FUSeg 2021 validation photos, data-based Dice 0.8830 (ENGINE_EVAL.md, 2026-11-24
 *   session 12); quoted to three places.
 */
export const MEASURED_FIGURES = {
  areaError: {
    value: '1.6 %',
    label: 'Measurement Accuracy (mean area error, tilted photos)',
    detail:
      'mean area error of the sticker-calibrated measurement with the true wound outline, on 54 test photos taken with the camera tilted up to 40°',
    source: 'the wound engine’s model/ENGINE_EVAL.md, npm run eval:calibration',
  },
  outlineDice: {
    value: '0.883',
    label: 'Outline Dice (validation photos)',
    detail:
      'Dice overlap of the model’s wound outline with the clinicians’ outline on 122 FUSeg 2021 validation photos kept out of training (they chose the training epoch, so the figure is slightly optimistic)',
    source: 'the wound engine’s model/MODEL_CARD.md and ENGINE_EVAL.md, npm run eval:segmentation',
  },
} as const satisfies Record<string, MeasuredFigure>;

/** "1.0 % mean area error … (source); Dice 0.86 … (source)." — the citation line under a measured figure. */
export function measuredFiguresNote(): string {
  const { areaError: a, outlineDice: d } = MEASURED_FIGURES;
  return `Measured, not claimed: ${a.value} ${a.detail} (${a.source}); outline Dice ${d.value}: ${d.detail} (${d.source}).`;
}
