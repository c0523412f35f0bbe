import { deriveConfidence } from '../rules/derive-confidence.ts';
import { deriveHealingStage, deriveInfectionRisk } from '../rules/derive-labels.ts';
import { derivePriority } from '../rules/derive-priority.ts';
import { deriveTreatmentPlan } from '../rules/derive-treatment-plan.ts';
import { deriveRecommendations } from '../rules/recommendations.ts';
import type { AnalysisResult } from '../threads/thread-types.ts';
import type { AnalysisOutcome } from './analyzer-types.ts';

/** The stored result: measured figures + the spec §4/§9 derived fields. */
export function deriveResult(outcome: AnalysisOutcome, processingTimeS: number): AnalysisResult {
  const f = outcome.figures;
  const severity = derivePriority(f.diagnosis, f.area_cm2);
  return {
    severity,
    healingStage: deriveHealingStage(f.diagnosis),
    infectionRisk: deriveInfectionRisk(f.diagnosis),
    confidence: deriveConfidence({ areaCm2: f.area_cm2, diagnosis: f.diagnosis, hasAnnotatedImage: outcome.annotatedPng !== null }),
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
    diagnosis: f.diagnosis,
    description: f.description,
    recommendations: deriveRecommendations(f.diagnosis, f.calibrated),
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
