import type { AssessmentConsultantsJson, ConsultantListJson } from '@woundcare/api-types';
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

/** GET /api/consultants?state=&q=&availability= — the sample consultant directory. */
export function useConsultantDirectory(q: { state: string; q?: string; availability?: string }) {
  return useQuery(['consultants', q.state, q.q, q.availability], (signal) => {
    const params = new URLSearchParams({ state: q.state });
    if (q.q) params.set('q', q.q);
    if (q.availability && q.availability !== 'all') params.set('availability', q.availability);
    return apiRequest<ConsultantListJson>(`/api/consultants?${params}`, { signal }).then((r) => r.consultants);
  });
}

/** GET /api/states — the states the directory covers. */
export function useStates() {
  return useQuery(['states'], (signal) =>
    apiRequest<{ states: string[] }>('/api/states', { signal }).then((r) => r.states),
  );
}
