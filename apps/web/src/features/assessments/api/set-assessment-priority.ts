import type { AssessmentJson, Priority } from '@woundcare/api-types';
import type { AssessmentPatchBody } from '@woundcare/api-types/requests';
import { apiRequest } from '../../../lib/api-client.ts';

/** PATCH /api/assessments/:id — the assessment's priority. */
export const setAssessmentPriority = (id: string, priority: Priority) =>
  apiRequest<{ assessment: AssessmentJson }>(`/api/assessments/${encodeURIComponent(id)}`, {
    method: 'PATCH',
    body: { priority } satisfies AssessmentPatchBody,
  }).then((r) => r.assessment);
