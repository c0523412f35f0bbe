import type { AnalysisResult } from '@woundcare/api-types';
import type { AnalysisOutcome } from '../assessments/analyzer-types.ts';
import { woundFoundOf } from './load-inputs.ts';

/**
 * The measured part of a result: the engine's figures as reported. Its derived fields (severity,
 * screen, advice, plan summary, description, labels) are filled from the assessment in the same
 * transaction that stores it (rederive.ts), so a stored result never carries a rule of its own.
 */
export function measuredResult(outcome: AnalysisOutcome, processingTimeS: number): AnalysisResult {
  const f = outcome.figures;
  const measured = {
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
    outline_quality: f.outline_quality ?? null,
    area_uncertainty_cm2: f.calibrated ? (f.area_uncertainty_cm2 ?? null) : null,
    area_interval: f.calibrated ? (f.area_interval ?? null) : null,
    wound_found: woundFoundOf(f),
    tissue_flags: f.tissue_flags ?? [],
    infection_signs: f.infection_signs,
    engine_description: f.description,
    description: f.description,
    warnings: f.warnings,
    outline_source: f.outline_source,
    model_version: f.model_version,
    ...(outcome.suggestedConsultant !== undefined ? { suggestedConsultant: outcome.suggestedConsultant } : {}),
    image_width: f.image_width,
    image_height: f.image_height,
  };
  return measured as AnalysisResult;
}
