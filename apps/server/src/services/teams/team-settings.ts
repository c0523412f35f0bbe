import type { TeamSettingsJson } from '@woundcare/api-types';
import type { Db } from '../../db/database.ts';
import { ApiError } from '../../lib/errors.ts';
import { isTeamAdmin, type ActiveTeam } from './team-store.ts';

/** The active team's settings as any member reads them (no row yet = defaults). */
export async function readTeamSettings(
  db: Db,
  team: Pick<ActiveTeam, 'id' | 'name' | 'role'>,
): Promise<TeamSettingsJson> {
  const row = await db
    .selectFrom('team_settings')
    .select(['require_two_factor', 'sample_directory'])
    .where('team_id', '=', team.id)
    .executeTakeFirst();
  return {
    team_id: team.id,
    team_name: team.name,
    my_role: team.role,
    require_two_factor: row?.require_two_factor ?? false,
    sample_directory: row?.sample_directory ?? true,
  };
}

/**
 * An owner turns the team's two-factor rule on or off. Only owners may; an owner turns it on only
 * with two-factor on their own account (the rule would otherwise shut them out of the records).
 */
export async function setRequireTwoFactor(
  db: Db,
  input: { team: ActiveTeam; user: { id: string; twoFactorEnabled?: boolean }; value: boolean },
): Promise<TeamSettingsJson> {
  const { team, user, value } = input;
  if (team.role !== 'owner') throw new ApiError('FORBIDDEN', "Only the team's owners can change its sign-in rules.");
  if (value && !user.twoFactorEnabled) {
    throw new ApiError(
      'TWO_FACTOR_REQUIRED',
      'Turn on two-factor sign-in for your own account before requiring it for the team.',
    );
  }
  await writeRequireTwoFactor(db, team.id, value, user.id);
  return readTeamSettings(db, team);
}

async function writeRequireTwoFactor(db: Db, teamId: string, value: boolean, byUserId: string): Promise<void> {
  const now = new Date();
  await db
    .insertInto('team_settings')
    .values({ team_id: teamId, require_two_factor: value, updated_at: now, updated_by: byUserId })
    .onConflict((oc) =>
      oc.column('team_id').doUpdateSet({ require_two_factor: value, updated_at: now, updated_by: byUserId }),
    )
    .execute();
}

/** Owners and admins show or hide the sample consultant directory beside the team's own contacts. */
export async function setSampleDirectory(
  db: Db,
  input: { team: ActiveTeam; user: { id: string }; value: boolean },
): Promise<TeamSettingsJson> {
  const { team, user, value } = input;
  if (!isTeamAdmin(team.role))
    throw new ApiError('ADMIN_REQUIRED', "Only the team's owners and admins can switch the sample directory.");
  const now = new Date();
  await db
    .insertInto('team_settings')
    .values({
      team_id: team.id,
      sample_directory: value,
      require_two_factor: false,
      updated_at: now,
      updated_by: user.id,
    })
    .onConflict((oc) =>
      oc.column('team_id').doUpdateSet({ sample_directory: value, updated_at: now, updated_by: user.id }),
    )
    .execute();
  return readTeamSettings(db, team);
}
