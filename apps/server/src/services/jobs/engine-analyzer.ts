import type { Analyzer, AnalysisEngine } from '../assessments/analyzer-types.ts';
import { CLINICIAN_SIGNS } from '../assessments/assessment-types.ts';
import type { AnalysisStage as EngineStage, WoundAnalysis } from '@woundcare/wound-vision/analyze';
import type { InfectionScreen as EngineScreen } from '@woundcare/wound-vision/infection/screen-infection';
import type {
  AnalysisStage,
  EngineFigures,
  InfectionScreen,
  InfectionSign,
  VbcMeasurement,
} from '@woundcare/api-types';

// The contract spells out the JSON shapes; the engine's types must satisfy them (checked by tsc, no runtime cost).
type Satisfies<T extends U, U> = [T, U];
type _EngineMeetsContract = [
  Satisfies<Pick<WoundAnalysis, keyof EngineFigures>, EngineFigures>,
  Satisfies<WoundAnalysis['infection_signs'][number], InfectionSign>,
  Satisfies<EngineScreen, InfectionScreen>,
  Satisfies<Pick<WoundAnalysis, keyof VbcMeasurement>, VbcMeasurement>,
  // the contract lists every engine stage and no other
  Satisfies<EngineStage, AnalysisStage>,
  Satisfies<AnalysisStage, EngineStage>,
];

/** The default path: the wound engine's worker-thread pool, in this process. Never simulates. */
export function engineAnalyzer(engine: AnalysisEngine): Analyzer {
  return async (input) => {
    const clinicianSigns = Object.fromEntries(
      Object.entries(input.clinicianSigns).filter(([id]) => (CLINICIAN_SIGNS as readonly string[]).includes(id)),
    );
    const r = await engine.analyze(input.photo, {
      confThresh: input.confThresh,
      ...(input.maskPng ? { maskPng: input.maskPng } : {}),
      previousAreaCm2: input.previousAreaCm2,
      clinicianSigns,
      maxBytes: input.maxBytes,
      onStage: input.onStage,
    });
    return {
      simulated: false,
      figures: {
        calibrated: r.calibrated,
        pixels_per_cm: r.pixels_per_cm,
        area_cm2: r.calibrated ? r.area_cm2 : null,
        length_cm: r.length_cm,
        width_cm: r.width_cm,
        perimeter_cm: r.perimeter_cm,
        lw_estimate_cm2: r.lw_estimate_cm2,
        ellipse_estimate_cm2: r.ellipse_estimate_cm2,
        tissue: r.tissue,
        periwound_erythema: r.periwound_erythema,
        infection_signs: r.infection_signs,
        // measured quality of the outline and the area's ±
        outline_quality: r.outline_quality,
        area_uncertainty_cm2: r.calibrated ? r.area_uncertainty_cm2 : null,
        area_interval: r.calibrated ? r.area_interval : null,
        wound_found: r.wound_found,
        tissue_flags: r.tissue_flags,
        diagnosis: r.diagnosis,
        description: r.description,
        warnings: r.warnings,
        outline_source: input.maskPng ? 'clinician' : 'model',
        model_version: r.model_version,
        image_width: r.image_width,
        image_height: r.image_height,
      },
      annotatedPng: r.annotated_png,
      maskPng: r.mask_png,
      probabilityPng: r.probability_png,
    };
  };
}
