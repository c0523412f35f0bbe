import type { AssessmentJson } from '@woundcare/api-types';
import { apiRequest } from '../../../lib/api-client.ts';
import { useQuery } from '../../../lib/use-query.ts';

/** GET /api/assessments/:id — one assessment. */
export const getAssessment = (id: string, signal?: AbortSignal) =>
  apiRequest<{ assessment: AssessmentJson }>(`/api/assessments/${encodeURIComponent(id)}`, { signal }).then(
    (r) => r.assessment,
  );

/** GET /api/assessments/:id — one assessment (idle while there is no id). */
export function useAssessment(id: string | undefined) {
  return useQuery(['assessment', id], (signal) => getAssessment(id!, signal), { enabled: Boolean(id) });
}
