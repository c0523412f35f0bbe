import { apiRequest } from '../../../lib/api-client.ts';

/** POST /api/auth/organization/cancel-invitation */
export const cancelInvitation = (invitationId: string) =>
  apiRequest<unknown>('/api/auth/organization/cancel-invitation', { body: { invitationId } });
