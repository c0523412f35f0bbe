import { apiRequest } from '../../../lib/api-client.ts';
import { useQuery } from '../../../lib/use-query.ts';
import type { InvitationDetails } from './shared.ts';

/**
 * GET /api/auth/organization/get-invitation?token= — the invited side: the token of the mailed
 * link (proof of the address), never the invitation id.
 */
export const getInvitation = (token: string, signal?: AbortSignal) =>
  apiRequest<InvitationDetails>(`/api/auth/organization/get-invitation?token=${encodeURIComponent(token)}`, {
    signal,
  });

/** GET …/get-invitation?token= — the invitation of a mailed link (idle until enabled). */
export function useInvitation(token: string, enabled: boolean) {
  return useQuery(['invitation', token], (signal) => getInvitation(token, signal), { enabled });
}
