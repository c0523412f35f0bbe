import { getSession } from '../../../lib/auth/api/get-session.ts';
import { useQuery } from '../../../lib/use-query.ts';
import { getActiveTeam } from './get-active-team.ts';
import { canManage } from './shared.ts';

/** The signed-in user's role in the active team (null: not found), from the session and the team's members. */
async function myRole(signal: AbortSignal) {
  const [session, team] = await Promise.all([getSession(signal), getActiveTeam(signal)]);
  return team.members.find((m) => m.userId === session?.user.id)?.role ?? null;
}

/**
 * Whether the signed-in user is an owner or admin of the active team: they delete patients and
 * see the trash (the server refuses anyone else with 403 ADMIN_REQUIRED; this only decides what
 * is offered). False while unknown.
 */
export function useIsTeamAdmin(): boolean {
  const role = useQuery(['team-role'], (signal) => myRole(signal));
  return canManage(role.data);
}
