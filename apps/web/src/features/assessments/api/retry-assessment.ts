import type { AssessmentJson } from '@woundcare/api-types';
import { apiRequest } from '../../../lib/api-client.ts';

/** POST /api/assessments/:id/retry — a failed analysis again on its stored photo (any other state: answered as it is). */
export const retryAssessment = (id: string) =>
  apiRequest<{ assessment: AssessmentJson }>(`/api/assessments/${encodeURIComponent(id)}/retry`, {
    method: 'POST',
  }).then((r) => r.assessment);
