import type { ReferralResponseJson, ReferralStatus } from '@woundcare/api-types';
import { apiRequest } from '../../../lib/api-client.ts';

/** PATCH /api/referrals/:id — the referral's status (any member). */
export const setReferralStatus = (id: string, status: ReferralStatus) =>
  apiRequest<ReferralResponseJson>(`/api/referrals/${encodeURIComponent(id)}`, {
    method: 'PATCH',
    body: { status },
  }).then((r) => r.referral);
