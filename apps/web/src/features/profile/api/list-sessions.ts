import type { SessionJson } from '@woundcare/api-types';
import { apiRequest } from '../../../lib/api-client.ts';
import { useQuery } from '../../../lib/use-query.ts';

/** GET /api/profile/sessions — my signed-in sessions. */
export const listSessions = (signal?: AbortSignal) =>
  apiRequest<{ sessions: SessionJson[] }>('/api/profile/sessions', { signal });

/** GET /api/profile/sessions — my signed-in sessions. */
export function useSessions() {
  return useQuery(['profile', 'sessions'], (signal) => listSessions(signal));
}
