import { authApi } from '../../../lib/auth/api/auth.ts';
import { useQuery } from '../../../lib/use-query.ts';

/** GET /api/profile/sessions — my signed-in sessions (the fetcher is the session module's). */
export function useSessions() {
  return useQuery(['profile', 'sessions'], (signal) => authApi.sessions(signal));
}
