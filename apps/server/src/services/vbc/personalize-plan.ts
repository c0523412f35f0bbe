import type {
  ClinicalAssessment,
  PersonalizedVbc,
  VbcInsuranceType,
  VbcMeasurement,
  VbcWoundType,
} from '@woundcare/api-types';
import {
  avoidableShare,
  compositeRisk,
  costSavingsPotential,
  expectedEpisodeCost,
  interventionEffectiveness,
  interventionPriority,
  PRIORITY_WINDOW,
  qualityScore,
  REMEASURE_DAYS,
  satisfactionPrediction,
  WEEK4_REDUCTION,
  WOUND_LABEL,
  type Priority,
  type RiskLevel,
} from './vbc-rules.ts';

export interface PersonalizeInput {
  woundType: VbcWoundType;
  /** 0–5, step 0.1 */
  riskScore: number;
  insurance: VbcInsuranceType;
  measurement: VbcMeasurement;
  /**
   * the clinical core's assessment of the same photo and form (services/vbc/vbc-assessment.ts):
   * its PUSH 3.0 scores (exudate as entered), infection screen and advice rows
   */
  clinical: ClinicalAssessment;
}

export type { PersonalizedVbc } from '@woundcare/api-types';

/** 2: the PUSH subscores are the clinical core's (a necrotic share under 5 % no longer scores tissue 4). */
export const RULES_VERSION = 'vbc-rules-2';

const RISK_TEXT: Record<RiskLevel, string> = { high: 'High risk', medium: 'Medium risk', low: 'Low risk' };
const PRIORITY_TEXT: Record<Priority, string> = {
  urgent: 'Urgent',
  high: 'High',
  standard: 'Standard',
  routine: 'Routine',
};

const usd = (v: number) => `$${Math.round(v).toLocaleString('en-US')}`;
const pct = (v: number) => `${Math.round(v)} %`;

const ENGAGEMENT: Record<RiskLevel, string> = {
  high: 'Twice-weekly photo check-ins with the calibration sticker and a weekly video visit with the wound clinician',
  medium: 'A weekly photo check-in with the calibration sticker and a clinician review every two weeks',
  low: 'A photo check-in with the calibration sticker every two weeks',
};

const INSURANCE_NOTE: Record<VbcInsuranceType, string> = {
  medicare: 'Medicare: check eligibility for chronic care management and telehealth follow-up visits.',
  medicaid: 'Medicaid: confirm transport benefits and give the patient a care-coordinator contact.',
  private: 'Private plan: request prior authorization early for advanced dressings or skin substitutes.',
  self_pay:
    'Self-pay: agree a cost plan up front, prefer equally effective lower-cost dressings, and use telehealth check-ins to save travel.',
};

const TEAM: Record<VbcWoundType, string> = {
  diabetic_ulcer:
    'podiatry for offloading, a vascular assessment (ankle-brachial index) and endocrinology for glucose control',
  pressure_sore: 'nursing for a repositioning schedule and support surface, and a dietitian for nutrition',
  surgical_wound: 'the operating surgical team for incision review',
};

/** Build the personalised plan. Pure: same input, same answer. */
export function personalizeVbcPlan(input: PersonalizeInput): PersonalizedVbc {
  const { woundType, riskScore, insurance, measurement: m, clinical: a } = input;
  // the clinical core's screen, not the engine's photo-only diagnosis
  const infected = a.infection.result === 'infected';
  // PUSH 3.0 as the clinical core scores it (clinical/tissue.ts scorePush): one scorer for the product
  const { sizeScore: areaScore, tissueScore, exudateScore, total: pushTotal } = a.push;
  const risk = compositeRisk(riskScore, m, infected, areaScore);
  const priority = interventionPriority(woundType, risk, infected);
  const episodeCost = expectedEpisodeCost(woundType, riskScore, infected, areaScore);
  const savings = costSavingsPotential(episodeCost, infected);
  const quality = qualityScore(areaScore, tissueScore, infected);
  const effectiveness = interventionEffectiveness(woundType, riskScore, m, infected, areaScore);
  const satisfaction = satisfactionPrediction(insurance, priority, riskScore);

  const assumptions: string[] = [];
  if (!m.calibrated || areaScore === null)
    assumptions.push(
      'Not calibrated: no calibration sticker was found, so the wound size is unknown; the cost assumes a medium-sized wound and the quality score uses the tissue only.',
    );
  if (tissueScore === null)
    assumptions.push('The wound-bed tissue could not be classified on this photo; the quality score is left out.');
  assumptions.push(
    exudateScore === null
      ? 'Exudate was not entered (a photo cannot show it): PUSH exudate not assessed, no PUSH total.'
      : `Exudate as entered: ${a.exudate} (PUSH exudate ${exudateScore}).`,
  );
  assumptions.push('Episode costs are planning assumptions per wound type, not payer prices.');

  const sizeText =
    m.calibrated && m.area_cm2 !== null ? `${m.area_cm2.toFixed(2)} cm² measured` : 'size not calibrated';
  const riskParts = risk.parts.map((p) => `${p.label} (+${p.points.toFixed(1)})`).join(', ');

  let outcome: string;
  if (m.calibrated && m.area_cm2 !== null) {
    const target = m.area_cm2 * (1 - WEEK4_REDUCTION);
    outcome = `Baseline ${m.area_cm2.toFixed(2)} cm². If the area is ${target.toFixed(2)} cm² or less at week 4 (a reduction of about ${pct(WEEK4_REDUCTION * 100)}), healing by week 12 is likely; if not, re-evaluate the plan.`;
  } else {
    outcome = `Not calibrated: there is no measured baseline. Retake the photo with the calibration sticker to track the week-4 area reduction (about ${pct(WEEK4_REDUCTION * 100)} predicts healing by week 12).`;
  }
  if (infected)
    outcome +=
      ' Infection signs are present: expect the wound to start shrinking only once the infection is controlled.';

  let coordination = `Wound clinician with ${TEAM[woundType]}`;
  if (infected) coordination += '; infectious disease if the infection spreads or does not respond';
  if (risk.level === 'high') coordination += '; a care manager to coordinate visits and referrals';
  coordination += '.';

  // the clinical core's advice rows, in its order (urgent first), each with its source
  const treatment: string[] = a.advice.map(
    (r) =>
      `${r.kind === 'emergency' ? 'Emergency: ' : r.kind === 'urgent' ? 'Urgent: ' : r.kind === 'avoid' ? 'Avoid: ' : ''}${r.text} (${r.source})`,
  );
  treatment.push(
    m.calibrated
      ? 'Keep measuring with the calibration sticker so the area trend is comparable between visits.'
      : 'Use the calibration sticker next time so the wound gets a measured area in cm².',
  );

  const days = REMEASURE_DAYS[priority];
  const recs: string[] = [];
  if (!m.calibrated)
    recs.push(
      'Print the calibration sticker and retake the photo with it beside the wound to get a measured area in cm².',
    );
  recs.push(`See the patient ${PRIORITY_WINDOW[priority]} and take the next measured photo in ${days} days.`);
  recs.push(
    `Follow the coordinated pathway to avoid about ${usd(savings)} of the expected ${usd(episodeCost)} episode cost.`,
  );
  recs.push(INSURANCE_NOTE[insurance]);
  for (const w of m.warnings) recs.push(`Photo: ${w.message}`);
  for (const f of a.flags) recs.push(`Outline: ${f.text}`);
  recs.push('These are planning estimates from the photo and the form; confirm the plan with the treating clinician.');

  return {
    vbc_metrics: {
      quality_score: quality,
      cost_savings_potential: savings,
      intervention_effectiveness: effectiveness,
      patient_satisfaction_prediction: satisfaction,
    },
    personalized_plan: {
      risk_stratification: `${RISK_TEXT[risk.level]} — composite ${risk.score.toFixed(1)} on the z-score bands (high ≥ 2.5, medium 1.5–2.4): ${riskParts}.`,
      intervention_priority: `${PRIORITY_TEXT[priority]} — see the patient ${PRIORITY_WINDOW[priority]}.`,
      cost_effectiveness: `Expected episode cost ${usd(episodeCost)} for this ${WOUND_LABEL[woundType]} (${sizeText}${infected ? ', infection signs' : ''}); the coordinated pathway targets ${pct(avoidableShare(infected) * 100)} of it, about ${usd(savings)}.`,
      patient_engagement: `${ENGAGEMENT[risk.level]}. ${INSURANCE_NOTE[insurance]}`,
      outcome_prediction: outcome,
      care_coordination: coordination,
      treatment_recommendations: treatment,
    },
    recommendations: recs,
    measurement: {
      calibrated: m.calibrated,
      area_cm2: m.area_cm2,
      area_uncertainty_cm2: a.measurement.areaUncertaintyCm2,
      area_text: a.measurement.text,
      length_width_label: a.measurement.lengthWidthLabel,
      flags: a.flags,
      length_cm: m.length_cm,
      width_cm: m.width_cm,
      area_px: m.area_px,
      tissue: m.tissue,
      diagnosis: m.diagnosis,
      push_area_score: areaScore,
      push_tissue_score: tissueScore,
      push_exudate_score: exudateScore,
      push_total: pushTotal,
      warnings: m.warnings,
    },
    basis: {
      risk_level: risk.level,
      composite_risk: risk.score,
      priority,
      expected_episode_cost: episodeCost,
      avoidable_share: avoidableShare(infected),
      assumptions,
    },
    rules_version: RULES_VERSION,
    clinical: a,
  };
}
