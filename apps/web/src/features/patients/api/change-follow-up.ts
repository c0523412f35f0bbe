import type { FollowUpJson } from '@woundcare/api-types/workspace-status';
import type { PatchFollowUpBody } from '@woundcare/api-types/requests';
import { apiRequest } from '../../../lib/api-client.ts';

/** PATCH /api/wounds/:id/follow-up — a clinician's due date and the assignee; the follow-up as stored. */
export async function changeFollowUp(
  woundId: string,
  body: PatchFollowUpBody,
  timeZone: string,
): Promise<FollowUpJson | null> {
  const res = await apiRequest<{ followUp: FollowUpJson | null }>(
    `/api/wounds/${encodeURIComponent(woundId)}/follow-up?${new URLSearchParams({ tz: timeZone })}`,
    { method: 'PATCH', body },
  );
  return res.followUp;
}
