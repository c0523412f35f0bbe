import type { AssessmentJson } from '@woundcare/api-types';
import { apiRequest } from '../../../lib/api-client.ts';

/** POST /api/assessments/:id/confirm — a clinician confirms the assessment's outline. */
export const confirmAssessment = (assessmentId: string) =>
  apiRequest<{ assessment: AssessmentJson }>(`/api/assessments/${encodeURIComponent(assessmentId)}/confirm`, {
    method: 'POST',
  }).then((r) => r.assessment);
