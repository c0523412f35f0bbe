import { apiRequest } from '../../../lib/api-client.ts';

/** DELETE /api/referral-contacts/:id (owners and admins) */
export const deleteReferralContact = (id: string) =>
  apiRequest<null>(`/api/referral-contacts/${encodeURIComponent(id)}`, { method: 'DELETE' });
