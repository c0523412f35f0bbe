import { apiRequest } from '../../api-client.ts';

/** POST /api/auth/revoke-other-sessions — every session but this one signed out. */
export const revokeOtherSessions = () =>
  apiRequest<{ status: boolean }>('/api/auth/revoke-other-sessions', { body: {} });
