import type { AssessmentConsultantsJson } from '@woundcare/api-types';
import { apiRequest } from '../../../lib/api-client.ts';
import { useQuery } from '../../../lib/use-query.ts';

/** GET /api/assessments/:id/consultants?state= — the team's contacts ranked for the assessment, and the sample directory of a state. */
export function useAssessmentConsultants(
  assessmentId: string | undefined,
  state: string,
  options: { enabled?: boolean } = {},
) {
  return useQuery(
    ['assessment-consultants', assessmentId, state],
    (signal) =>
      apiRequest<AssessmentConsultantsJson>(
        `/api/assessments/${encodeURIComponent(assessmentId!)}/consultants?${new URLSearchParams({ state })}`,
        { signal },
      ),
    { enabled: Boolean(assessmentId) && options.enabled !== false },
  );
}
