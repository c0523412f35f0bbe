import type { ReferralResponseJson } from '@woundcare/api-types';
import type { ReferralCreateBody } from '@woundcare/api-types/requests';
import { apiRequest } from '../../../lib/api-client.ts';

/** POST /api/assessments/:id/referrals — a referral of the assessment sent (any member). */
export const sendReferral = (assessmentId: string, body: ReferralCreateBody) =>
  apiRequest<ReferralResponseJson>(`/api/assessments/${encodeURIComponent(assessmentId)}/referrals`, {
    method: 'POST',
    body,
  }).then((r) => r.referral);
