import { apiRequest } from '../../../lib/api-client.ts';
import { useQuery } from '../../../lib/use-query.ts';

/** GET /api/states — the states the directory covers. */
export function useStates() {
  return useQuery(['states'], (signal) =>
    apiRequest<{ states: string[] }>('/api/states', { signal }).then((r) => r.states),
  );
}
