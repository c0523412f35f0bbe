import { apiRequest } from '../../../lib/api-client.ts';
import { riskScoreText } from '../personalize-vbc/form-options.ts';

export type { PersonalizedVbc } from '@woundcare/api-types';
import type { PersonalizedVbc, VbcInsuranceType, VbcWoundType } from '@woundcare/api-types';

export function requestPersonalizedPlan(
  input: { file: File; woundType: VbcWoundType; riskScore: number; insurance: VbcInsuranceType },
  signal?: AbortSignal,
) {
  const body = new FormData();
  body.set('file', input.file);
  body.set('wound_type', input.woundType);
  body.set('patient_risk_score', riskScoreText(input.riskScore));
  body.set('insurance_type', input.insurance);
  return apiRequest<PersonalizedVbc>('/api/personalize-vbc', { method: 'POST', body, signal });
}
