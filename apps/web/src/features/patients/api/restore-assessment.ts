import type { AssessmentJson } from '@woundcare/api-types';
import { apiRequest } from '../../../lib/api-client.ts';

/** POST /api/assessments/:id/restore — an assessment back from the trash. */
export const restoreAssessment = (assessmentId: string) =>
  apiRequest<{ assessment: AssessmentJson }>(`/api/assessments/${encodeURIComponent(assessmentId)}/restore`, {
    method: 'POST',
  }).then((r) => r.assessment);
