import { apiRequest } from '../../../lib/api-client.ts';

/** POST /api/auth/organization/reject-invitation — by the mailed link's token. */
export const rejectInvitation = (token: string) =>
  apiRequest<unknown>('/api/auth/organization/reject-invitation', { body: { token } });
