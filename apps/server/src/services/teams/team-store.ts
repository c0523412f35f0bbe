import type { Db } from '../../db/database.ts';
import type { ActiveTeam } from '../../lib/active-team.ts';
import { getProfile } from '../profile/profile.ts';
import { personalTeamName, teamSlug } from './team-names.ts';

/** The one better-auth server call the team store makes (a system action: no session, a userId). */
export interface TeamApi {
  createOrganization(input: {
    body: { name: string; slug: string; userId: string; keepCurrentActiveOrganization?: boolean };
  }): Promise<unknown>;
}

// the active team and its admin rule live in lib/ (the session middleware reads them); kept here for the services
export { isTeamAdmin, type ActiveTeam } from '../../lib/active-team.ts';

/** Creates a team owned by the user (the plugin adds the owner membership). */
export async function createPersonalTeam(api: TeamApi, userId: string, name: string): Promise<void> {
  await api.createOrganization({ body: { name, slug: teamSlug(name), userId, keepCurrentActiveOrganization: true } });
}

/** The user's teams with their role, oldest membership first. */
export function memberships(db: Db, userId: string): Promise<ActiveTeam[]> {
  return db
    .selectFrom('member')
    .innerJoin('organization', 'organization.id', 'member.organizationId')
    .leftJoin('team_settings', 'team_settings.team_id', 'organization.id')
    .select(['organization.id as id', 'organization.name as name', 'member.role as role'])
    .select((eb) => eb.fn.coalesce('team_settings.require_two_factor', eb.val(false)).as('requireTwoFactor'))
    .where('member.userId', '=', userId)
    .orderBy('member.createdAt', 'asc')
    .orderBy('organization.id', 'asc')
    .execute();
}

/** The user's membership of one team (role and the team's two-factor rule), or null for none. */
export async function membershipOf(db: Db, userId: string, teamId: string): Promise<ActiveTeam | null> {
  return (await memberships(db, userId)).find((t) => t.id === teamId) ?? null;
}

/** After a removal: no session of that user keeps the team active. */
export async function onMemberRemoved(db: Db, userId: string, teamId: string): Promise<void> {
  await db
    .updateTable('session')
    .set({ activeOrganizationId: null })
    .where('userId', '=', userId)
    .where('activeOrganizationId', '=', teamId)
    .execute();
}

const creating = new Map<string, Promise<void>>();

/**
 * The session's active team if the user is (still) a member, else their oldest team (written back
 * to the session). A user left with no team — removed from their only one — gets a personal team
 * again: every user belongs to at least one team.
 */
export async function resolveActiveTeam(
  db: Db,
  api: TeamApi,
  userId: string,
  session: { id: string; activeOrganizationId?: string | null },
): Promise<ActiveTeam> {
  let teams = await memberships(db, userId);
  if (teams.length === 0) {
    let pending = creating.get(userId);
    if (!pending) {
      pending = (async () => {
        const profile = await getProfile(db, userId);
        await createPersonalTeam(
          api,
          userId,
          personalTeamName({ organization: profile?.organization, first_name: profile?.first_name }),
        );
      })().finally(() => creating.delete(userId));
      creating.set(userId, pending);
    }
    await pending;
    teams = await memberships(db, userId);
  }
  const active = teams.find((t) => t.id === session.activeOrganizationId) ?? teams[0];
  if (!active) throw new Error('user has no team after creating one');
  if (active.id !== session.activeOrganizationId) {
    await db.updateTable('session').set({ activeOrganizationId: active.id }).where('id', '=', session.id).execute();
  }
  return active;
}
