import type { ConsultantListJson } from '@woundcare/api-types';
import { apiRequest } from '../../../lib/api-client.ts';
import { useQuery } from '../../../lib/use-query.ts';

/** GET /api/consultants?state=&q=&availability= — the sample consultant directory. */
export function useConsultantDirectory(q: { state: string; q?: string; availability?: string }) {
  return useQuery(['consultants', q.state, q.q, q.availability], (signal) => {
    const params = new URLSearchParams({ state: q.state });
    if (q.q) params.set('q', q.q);
    if (q.availability && q.availability !== 'all') params.set('availability', q.availability);
    return apiRequest<ConsultantListJson>(`/api/consultants?${params}`, { signal }).then((r) => r.consultants);
  });
}
