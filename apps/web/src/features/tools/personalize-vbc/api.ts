import { apiRequest } from '../../../lib/api-client.ts';
import { riskScoreText, type InsuranceType, type WoundType } from './form-options.ts';

/** POST /api/personalize-vbc answer (apps/server/src/services/vbc/personalize-plan.ts). */
export interface PersonalizedVbc {
  vbc_metrics: {
    quality_score: number | null;
    cost_savings_potential: number;
    intervention_effectiveness: number;
    patient_satisfaction_prediction: number;
  };
  personalized_plan: {
    risk_stratification: string;
    intervention_priority: string;
    cost_effectiveness: string;
    patient_engagement: string;
    outcome_prediction: string;
    care_coordination: string;
    treatment_recommendations: string[];
  };
  recommendations: string[];
  measurement: {
    calibrated: boolean;
    area_cm2: number | null;
    length_cm: number | null;
    width_cm: number | null;
    area_px: number;
    tissue: { granulation: number; slough: number; necrotic: number; epithelial: number } | null;
    diagnosis: 'infected' | 'not_infected';
    push_area_score: number | null;
    push_tissue_score: number | null;
    warnings: { code: string; message: string }[];
  };
  basis: { risk_level: 'high' | 'medium' | 'low'; composite_risk: number; priority: string; expected_episode_cost: number; avoidable_share: number; assumptions: string[] };
  rules_version: string;
}

export function requestPersonalizedPlan(input: { file: File; woundType: WoundType; riskScore: number; insurance: InsuranceType }, signal?: AbortSignal) {
  const body = new FormData();
  body.set('file', input.file);
  body.set('wound_type', input.woundType);
  body.set('patient_risk_score', riskScoreText(input.riskScore));
  body.set('insurance_type', input.insurance);
  return apiRequest<PersonalizedVbc>('/api/personalize-vbc', { method: 'POST', body, signal });
}
