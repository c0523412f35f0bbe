import { useQuery } from '../../../lib/use-query.ts';
import { canManage, teamsApi } from './teams.ts';

/**
 * Whether the signed-in user is an owner or admin of the active team: they delete patients and
 * see the trash (the server refuses anyone else with 403 ADMIN_REQUIRED; this only decides what
 * is offered). False while unknown.
 */
export function useIsTeamAdmin(): boolean {
  const role = useQuery(['team-role'], (signal) => teamsApi.myRole(signal));
  return canManage(role.data);
}
