import { randomUUID } from 'node:crypto';
import type { Selectable } from 'kysely';
import { REFERRAL_SPECIALTY_LABEL, type ReferralContactJson } from '@woundcare/api-types';
import type { ReferralContactFields } from '@woundcare/api-types/requests';
import type { Db } from '../../db/database.ts';
import type { ReferralContactsTable } from '../../db/schema.ts';
import { ApiError } from '../../lib/errors.ts';
import { isTeamAdmin, type ActiveTeam } from '../teams/team-store.ts';

export type ReferralContactRow = Selectable<ReferralContactsTable>;
type ContactFields = ReferralContactFields;

const CONTACT_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const NOT_FOUND = 'Referral contact not found';

export function toContactJson(r: ReferralContactRow): ReferralContactJson {
  return {
    id: r.id,
    name: r.name,
    specialty: r.specialty,
    specialtyLabel: REFERRAL_SPECIALTY_LABEL[r.specialty],
    organisation: r.organisation,
    phone: r.phone,
    email: r.email,
    address: r.address,
    notes: r.notes,
    createdAt: new Date(r.created_at).toISOString(),
    updatedAt: new Date(r.updated_at).toISOString(),
  };
}

/** The team's contacts by name. */
export function listContacts(db: Db, teamId: string): Promise<ReferralContactRow[]> {
  return db
    .selectFrom('referral_contacts')
    .selectAll()
    .where('team_id', '=', teamId)
    .orderBy('name')
    .orderBy('id')
    .execute();
}

/** One of the team's contacts; another team's (or none) is null. */
export async function findContact(db: Db, teamId: string, id: string): Promise<ReferralContactRow | null> {
  if (!CONTACT_ID.test(id)) return null;
  const row = await db
    .selectFrom('referral_contacts')
    .selectAll()
    .where('team_id', '=', teamId)
    .where('id', '=', id)
    .executeTakeFirst();
  return row ?? null;
}

function requireContactAdmin(team: ActiveTeam) {
  if (!isTeamAdmin(team.role))
    throw new ApiError('ADMIN_REQUIRED', "Only the team's owners and admins can change the referral contacts.");
}

export async function createContact(db: Db, team: ActiveTeam, fields: ContactFields): Promise<ReferralContactRow> {
  requireContactAdmin(team);
  const now = new Date();
  return db
    .insertInto('referral_contacts')
    .values({ id: randomUUID(), team_id: team.id, ...fields, created_at: now, updated_at: now })
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** Replaces every field of one of the team's contacts (404 for another team's, as for none). */
export async function updateContact(
  db: Db,
  team: ActiveTeam,
  id: string,
  fields: ContactFields,
): Promise<ReferralContactRow> {
  const found = await findContact(db, team.id, id);
  if (!found) throw new ApiError('NOT_FOUND', NOT_FOUND);
  requireContactAdmin(team);
  return db
    .updateTable('referral_contacts')
    .set({ ...fields, updated_at: new Date() })
    .where('team_id', '=', team.id)
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** Removes a contact; referrals already sent keep the name and address their letter carried. */
export async function deleteContact(db: Db, team: ActiveTeam, id: string): Promise<void> {
  const found = await findContact(db, team.id, id);
  if (!found) throw new ApiError('NOT_FOUND', NOT_FOUND);
  requireContactAdmin(team);
  await db.deleteFrom('referral_contacts').where('team_id', '=', team.id).where('id', '=', id).execute();
}
