import type { Db } from '../../db/database.ts';
import { invitationByToken } from './invitation-tokens.ts';

/** The one better-auth call joining needs (acting as the new account's session). */
export interface InvitationApi {
  acceptInvitation(input: { body: { invitationId: string }; headers: Headers }): Promise<unknown>;
}

/**
 * A new account made through an invitation link accepts it with its fresh session (`cookie`); the
 * link's token (mailed to the address) is the proof, the sign-up already matched it to the address.
 * An unknown or used token leaves the personal team. Returns the team joined, or null.
 */
export async function joinInvitedTeam(
  db: Db,
  api: InvitationApi,
  cookie: string,
  token: string,
): Promise<{ invitationId: string; teamId: string } | null> {
  const invitation = await invitationByToken(db, token);
  if (!invitation?.usable) return null;
  const joined = await api
    .acceptInvitation({ body: { invitationId: invitation.id }, headers: new Headers({ cookie }) })
    .then(
      () => true,
      () => false,
    );
  return joined ? { invitationId: invitation.id, teamId: invitation.organizationId } : null;
}
