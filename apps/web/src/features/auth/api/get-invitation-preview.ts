import type { InvitationPreviewJson } from '@woundcare/api-types';
import { apiRequest } from '../../../lib/api-client.ts';
import { useQuery } from '../../../lib/use-query.ts';

/** GET /api/invitation?token= — the invited address and team of a live link, before an account exists. */
export function useInvitationPreview(token: string, enabled: boolean) {
  return useQuery(
    ['invitation-preview', token],
    (signal) => apiRequest<InvitationPreviewJson>(`/api/invitation?${new URLSearchParams({ token })}`, { signal }),
    { enabled },
  );
}
