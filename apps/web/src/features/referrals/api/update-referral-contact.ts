import type { ReferralContactJson } from '@woundcare/api-types';
import type { ReferralContactBody } from '@woundcare/api-types/requests';
import { apiRequest } from '../../../lib/api-client.ts';

/** PUT /api/referral-contacts/:id — a contact changed (owners and admins). */
export const updateReferralContact = (id: string, body: ReferralContactBody) =>
  apiRequest<{ contact: ReferralContactJson }>(`/api/referral-contacts/${encodeURIComponent(id)}`, {
    method: 'PUT',
    body,
  }).then((r) => r.contact);
