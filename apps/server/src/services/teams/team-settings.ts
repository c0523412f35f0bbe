import type { TeamSettingsJson } from '@woundcare/api-types';
import type { Db } from '../../db/database.ts';
import type { ActiveTeam } from './team-store.ts';

/** The server's own time zone: a team without a setting prints its documents in it. */
export const serverTimeZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';

/** The time zone a team's documents print times in: its setting, else the server's. */
export async function teamTimeZone(db: Db, teamId: string): Promise<string> {
  const row = await db.selectFrom('team_settings').select('time_zone').where('team_id', '=', teamId).executeTakeFirst();
  return row?.time_zone ?? serverTimeZone();
}

/** Owners and admins (checked by the route) set the clinic's time zone (an IANA name the contract has checked). */
export async function setTimeZone(
  db: Db,
  input: { team: ActiveTeam; user: { id: string }; value: string },
): Promise<TeamSettingsJson> {
  const { team, user, value } = input;
  const now = new Date();
  await db
    .insertInto('team_settings')
    .values({ team_id: team.id, time_zone: value, require_two_factor: false, updated_at: now, updated_by: user.id })
    .onConflict((oc) => oc.column('team_id').doUpdateSet({ time_zone: value, updated_at: now, updated_by: user.id }))
    .execute();
  return readTeamSettings(db, team);
}

/** Owners and admins (checked by the route) set the clinic's phone number for patients (null clears it). */
export async function setClinicPhone(
  db: Db,
  input: { team: ActiveTeam; user: { id: string }; value: string | null },
): Promise<TeamSettingsJson> {
  const { team, user, value } = input;
  const now = new Date();
  await db
    .insertInto('team_settings')
    .values({ team_id: team.id, clinic_phone: value, require_two_factor: false, updated_at: now, updated_by: user.id })
    .onConflict((oc) => oc.column('team_id').doUpdateSet({ clinic_phone: value, updated_at: now, updated_by: user.id }))
    .execute();
  return readTeamSettings(db, team);
}

/** The active team's settings as any member reads them (no row yet = defaults). */
export async function readTeamSettings(
  db: Db,
  team: Pick<ActiveTeam, 'id' | 'name' | 'role'>,
): Promise<TeamSettingsJson> {
  const row = await db
    .selectFrom('team_settings')
    .select(['require_two_factor', 'sample_directory', 'time_zone', 'clinic_phone'])
    .where('team_id', '=', team.id)
    .executeTakeFirst();
  return {
    team_id: team.id,
    team_name: team.name,
    my_role: team.role,
    require_two_factor: row?.require_two_factor ?? false,
    sample_directory: row?.sample_directory ?? true,
    time_zone: row?.time_zone ?? serverTimeZone(),
    clinic_phone: row?.clinic_phone ?? null,
  };
}

/**
 * An owner turns the team's two-factor rule on or off (the caller's role and the rule checked by
 * the route). A change in either direction is confirmed first (`confirm`: a fresh code from the
 * owner's own authenticator app, so a stolen password alone cannot lift the rule); asking for
 * what is already set changes nothing and needs no code.
 */
export async function setRequireTwoFactor(
  db: Db,
  input: { team: ActiveTeam; user: { id: string }; value: boolean; confirm: () => Promise<void> },
): Promise<TeamSettingsJson> {
  const { team, user, value } = input;
  const current = await readTeamSettings(db, team);
  if (current.require_two_factor === value) return current;
  await input.confirm();
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

/** Owners and admins (checked by the route) show or hide the sample consultant directory beside the team's own contacts. */
export async function setSampleDirectory(
  db: Db,
  input: { team: ActiveTeam; user: { id: string }; value: boolean },
): Promise<TeamSettingsJson> {
  const { team, user, value } = input;
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
