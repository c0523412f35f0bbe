import type { ReferralContactJson } from '@woundcare/api-types';
import type { ReferralContactBody } from '@woundcare/api-types/requests';
import { apiRequest } from '../../../lib/api-client.ts';

/** POST /api/referral-contacts — a new contact of the team's network (owners and admins). */
export const addReferralContact = (body: ReferralContactBody) =>
  apiRequest<{ contact: ReferralContactJson }>('/api/referral-contacts', { method: 'POST', body }).then(
    (r) => r.contact,
  );
