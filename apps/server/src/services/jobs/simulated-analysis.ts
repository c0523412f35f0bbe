import { builtInPlanFor } from '../rules/derive-treatment-plan.ts';
import type { AnalysisOutcome, AnalyzeInput } from '../assessments/analyzer-types.ts';

/** The simulated analysis waits 2 s, 1.5 s, then 1 s (docs/spec-notes.md#simulated-analysis). */
export const SPEC_SIMULATED_WAITS_MS: [number, number, number] = [2000, 1500, 1000];
/** The simulated area: 2 to 12 cm². */
export const SIMULATED_AREA_MIN = 2;
export const SIMULATED_AREA_MAX = 12;
export const SIMULATED_PREFIX = 'Simulated analysis —';

export interface SimulationOptions {
  waitsMs: [number, number, number];
  random: () => number;
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/**
 * The spec's fallback when the remote analysis server is unreachable or failing: random figures,
 * labelled as simulated in the description and (by the caller) on the assessment. Not a measurement.
 */
export async function simulateAnalysis(
  input: Pick<AnalyzeInput, 'onStage'>,
  opts: SimulationOptions,
  reason: string,
): Promise<AnalysisOutcome> {
  input.onStage('outlining');
  await sleep(opts.waitsMs[0]);
  input.onStage('measuring');
  await sleep(opts.waitsMs[1]);
  input.onStage('assessing');
  await sleep(opts.waitsMs[2]);
  const area = Math.round((SIMULATED_AREA_MIN + opts.random() * (SIMULATED_AREA_MAX - SIMULATED_AREA_MIN)) * 100) / 100;
  const diagnosis = opts.random() < 0.5 ? 'infected' : 'not_infected';
  const plan = builtInPlanFor(diagnosis);
  return {
    simulated: true,
    figures: {
      calibrated: false,
      pixels_per_cm: null,
      area_cm2: area,
      length_cm: null,
      width_cm: null,
      perimeter_cm: null,
      lw_estimate_cm2: null,
      ellipse_estimate_cm2: null,
      tissue: null,
      periwound_erythema: null,
      infection_signs: [],
      diagnosis,
      description: `${SIMULATED_PREFIX} the analysis server could not be used (${reason}). The area (${area} cm²) and the diagnosis (${diagnosis.replace('_', ' ')}) were generated at random for demonstration; nothing in this photo was measured.`,
      warnings: [
        {
          code: 'SIMULATED',
          message: 'Simulated analysis: the figures are random demonstration values, not a measurement.',
        },
      ],
      outline_source: 'model',
      model_version: null,
      image_width: null,
      image_height: null,
    },
    annotatedPng: null,
    maskPng: null,
    plan,
    planSource: 'built-in',
  };
}
