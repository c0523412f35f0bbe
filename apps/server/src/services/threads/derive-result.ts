import type { BedsideSigns, WoundContextJson } from '@woundcare/api-types';
import { deriveTreatmentPlan } from '../rules/derive-treatment-plan.ts';
import { deriveInfectionScreen, diagnosisOf } from '../rules/infection-screen.ts';
import { adviceInput, deriveAdvice, derivePriorityFromFindings } from '../rules/treatment-advice.ts';
import type { AnalysisResult } from './thread-types.ts';
import type { AnalysisOutcome } from './analyzer-types.ts';

/** Did the model find a wound: the engine's flag, or (older engines) no NO_WOUND_FOUND warning. */
export function woundFoundOf(f: Pick<AnalysisOutcome['figures'], 'wound_found' | 'warnings'>): boolean {
  return typeof f.wound_found === 'boolean' ? f.wound_found : !f.warnings.some((w) => w.code === 'NO_WOUND_FOUND');
}

/**
 * The stored result: measured figures + what the server's rule tables derive from them, the
 * bedside checklist and the wound record (infection screen, priority, advice with sources).
 */
export function deriveResult(
  outcome: AnalysisOutcome,
  processingTimeS: number,
  context: { bedside: BedsideSigns; wound: WoundContextJson },
): AnalysisResult {
  const f = outcome.figures;
  const woundFound = woundFoundOf(f);
  const screen = deriveInfectionScreen({ imageSigns: f.infection_signs, bedside: context.bedside, woundFound });
  const input = adviceInput(context.wound, f, screen);
  const { priority, reasons } = derivePriorityFromFindings(input);
  const advice = deriveAdvice(input);
  return {
    severity: priority,
    priority_reasons: reasons,
    infection_screen: screen,
    bedside_signs: context.bedside,
    outline_quality: f.outline_quality ?? null,
    area_uncertainty_cm2: f.calibrated ? (f.area_uncertainty_cm2 ?? null) : null,
    wound_found: woundFound,
    tissue_flags: f.tissue_flags ?? [],
    advice,
    wound_context: context.wound,
    processingTime: Math.round(processingTimeS * 10) / 10,
    area_cm2: f.area_cm2,
    calibrated: f.calibrated,
    pixels_per_cm: f.pixels_per_cm,
    length_cm: f.length_cm,
    width_cm: f.width_cm,
    perimeter_cm: f.perimeter_cm,
    lw_estimate_cm2: f.lw_estimate_cm2,
    ellipse_estimate_cm2: f.ellipse_estimate_cm2,
    tissue: f.tissue,
    periwound_erythema: f.periwound_erythema,
    ...(f.outline_quality !== undefined ? { outline_quality: f.outline_quality } : {}),
    ...(f.area_uncertainty_cm2 !== undefined ? { area_uncertainty_cm2: f.area_uncertainty_cm2 } : {}),
    ...(f.wound_found !== undefined ? { wound_found: f.wound_found } : {}),
    ...(f.tissue_flags !== undefined ? { tissue_flags: f.tissue_flags } : {}),
    infection_signs: f.infection_signs,
    diagnosis: diagnosisOf(screen),
    description: f.description,
    recommendations: advice.map((a) => a.text),
    treatmentPlan: deriveTreatmentPlan(outcome.plan),
    warnings: f.warnings,
    outline_source: f.outline_source,
    model_version: f.model_version,
    plan: outcome.plan,
    plan_source: outcome.planSource,
    ...(outcome.suggestedConsultant !== undefined ? { suggestedConsultant: outcome.suggestedConsultant } : {}),
    image_width: f.image_width,
    image_height: f.image_height,
  };
}

/**
 * Re-derive the rule-based parts of a stored result after the bedside checklist (or the wound
 * record) changed: the measured figures stay as they are.
 */
export function rederiveResult(
  previous: AnalysisResult,
  context: { bedside: BedsideSigns; wound: WoundContextJson },
): AnalysisResult {
  const woundFound = woundFoundOf(previous);
  const screen = deriveInfectionScreen({ imageSigns: previous.infection_signs, bedside: context.bedside, woundFound });
  const input = adviceInput(context.wound, previous, screen);
  const { priority, reasons } = derivePriorityFromFindings(input);
  const advice = deriveAdvice(input);
  return {
    ...previous,
    severity: priority,
    priority_reasons: reasons,
    infection_screen: screen,
    bedside_signs: context.bedside,
    wound_found: woundFound,
    advice,
    wound_context: context.wound,
    diagnosis: diagnosisOf(screen),
    recommendations: advice.map((a) => a.text),
  };
}
