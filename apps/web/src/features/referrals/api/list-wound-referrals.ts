import type { ReferralListJson } from '@woundcare/api-types';
import { apiRequest } from '../../../lib/api-client.ts';
import { useQuery } from '../../../lib/use-query.ts';

/** GET /api/wounds/:id/referrals — a wound's referrals, newest first. */
export const listWoundReferrals = (woundId: string, signal?: AbortSignal) =>
  apiRequest<ReferralListJson>(`/api/wounds/${encodeURIComponent(woundId)}/referrals`, { signal }).then(
    (r) => r.referrals,
  );

/** GET /api/wounds/:id/referrals — a wound's referrals, newest first (idle without a wound). */
export function useWoundReferrals(woundId: string | null) {
  return useQuery(['wound-referrals', woundId], (signal) => listWoundReferrals(woundId!, signal), {
    enabled: woundId !== null,
  });
}
