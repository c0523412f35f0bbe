import { createHash, randomBytes, randomUUID } from 'node:crypto';
import type { Selectable } from 'kysely';
import {
  DEFAULT_PATIENT_LOCALE,
  patientLocaleOf,
  type PatientLinkJson,
  type PatientLocale,
} from '@woundcare/api-types';
import type { Db } from '../../db/database.ts';
import type { PatientLinksTable } from '../../db/schema.ts';

export type PatientLinkRow = Selectable<PatientLinksTable>;

/** 32 random bytes (256 bits), base64url: 43 characters, the only form a token has. */
export const newLinkToken = () => randomBytes(32).toString('base64url');
/** What the database keeps of a token: its SHA-256, hex. */
export const hashLinkToken = (token: string) => createHash('sha256').update(token).digest('hex');

const DAY_MS = 24 * 60 * 60 * 1000;
const iso = (d: Date | string | null) => (d === null ? null : new Date(d).toISOString());

export function linkStatusAt(row: PatientLinkRow, now: Date): PatientLinkJson['status'] {
  if (row.revoked_at) return 'revoked';
  return new Date(row.expires_at).getTime() <= now.getTime() ? 'expired' : 'active';
}

export function toLinkJson(row: PatientLinkRow, now: Date): PatientLinkJson {
  return {
    id: row.id,
    createdAt: iso(row.created_at)!,
    expiresAt: iso(row.expires_at)!,
    revokedAt: iso(row.revoked_at),
    opens: row.opens,
    lastOpenedAt: iso(row.last_opened_at),
    status: linkStatusAt(row, now),
    locale: patientLocaleOf(row.locale) ?? DEFAULT_PATIENT_LOCALE,
  };
}

/** A new link to an assessment (its global id); returns the row and the token, which is stored only hashed. */
export async function insertLink(
  db: Db,
  l: { assessmentId: string; teamId: string; userId: string; days: number; now: Date; locale: PatientLocale },
): Promise<{ row: PatientLinkRow; token: string }> {
  const token = newLinkToken();
  const row = await db
    .insertInto('patient_links')
    .values({
      id: randomUUID(),
      token_hash: hashLinkToken(token),
      assessment_id: l.assessmentId,
      team_id: l.teamId,
      created_by: l.userId,
      created_at: l.now,
      expires_at: new Date(l.now.getTime() + l.days * DAY_MS),
      locale: l.locale,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  return { row, token };
}

/** The preferred language of the patient an assessment (its global id) belongs to (null: none recorded). */
export async function preferredLanguageOf(db: Db, assessmentId: string): Promise<string | null> {
  const row = await db
    .selectFrom('assessments')
    .innerJoin('wounds', 'wounds.id', 'assessments.wound_id')
    .innerJoin('patients', 'patients.id', 'wounds.patient_id')
    .select('patients.preferred_language')
    .where('assessments.id', '=', assessmentId)
    .executeTakeFirst();
  return row?.preferred_language ?? null;
}

/** An assessment's links, newest first. */
export function listLinks(db: Db, assessmentId: string): Promise<PatientLinkRow[]> {
  return db
    .selectFrom('patient_links')
    .selectAll()
    .where('assessment_id', '=', assessmentId)
    .orderBy('created_at', 'desc')
    .orderBy('id')
    .execute();
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** The team's link by id, or null (another team's link is indistinguishable from none). */
export async function findTeamLink(db: Db, teamId: string, id: string): Promise<PatientLinkRow | null> {
  if (!UUID.test(id)) return null;
  const row = await db
    .selectFrom('patient_links')
    .selectAll()
    .where('id', '=', id)
    .where('team_id', '=', teamId)
    .executeTakeFirst();
  return row ?? null;
}

/** Revokes the link now (a revoked link stays revoked as it was). */
export async function revokeLink(db: Db, row: PatientLinkRow, userId: string, now: Date): Promise<PatientLinkRow> {
  if (row.revoked_at) return row;
  return db
    .updateTable('patient_links')
    .set({ revoked_at: now, revoked_by: userId })
    .where('id', '=', row.id)
    .returningAll()
    .executeTakeFirstOrThrow();
}

/**
 * Counts one open of a live link, in one statement with the checks (a revoke that lands first
 * wins): the link and what its page shows, or null when the link is not live.
 */
export async function countOpen(db: Db, tokenHash: string, now: Date) {
  const opened = await db
    .updateTable('patient_links')
    .set((eb) => ({ opens: eb('opens', '+', 1), last_opened_at: now }))
    .where('token_hash', '=', tokenHash)
    .where('revoked_at', 'is', null)
    .where('expires_at', '>', now)
    .where((eb) =>
      eb.exists(
        eb
          .selectFrom('assessments')
          .innerJoin('wounds', 'wounds.id', 'assessments.wound_id')
          .innerJoin('patients', 'patients.id', 'wounds.patient_id')
          .select('assessments.id')
          .whereRef('assessments.id', '=', 'patient_links.assessment_id')
          .where('assessments.deleted_at', 'is', null)
          .where('patients.deleted_at', 'is', null)
          .where('assessments.status', '=', 'completed')
          .where('assessments.clinical', 'is not', null),
      ),
    )
    .returning(['id', 'team_id', 'assessment_id', 'expires_at', 'locale'])
    .executeTakeFirst();
  if (!opened) return null;
  const page = await db
    .selectFrom('assessments')
    .innerJoin('wounds', 'wounds.id', 'assessments.wound_id')
    .innerJoin('patients', 'patients.id', 'wounds.patient_id')
    // the wound's next assessment due (none once it healed or closed): the patient's next appointment
    .leftJoin('follow_ups', 'follow_ups.wound_id', 'wounds.id')
    .select([
      'assessments.clinical',
      'assessments.exam_date',
      'wounds.body_site',
      'patients.display_name',
      'follow_ups.due_date',
    ])
    .where('assessments.id', '=', opened.assessment_id)
    .executeTakeFirstOrThrow();
  return { link: opened, page };
}

/** A link by its token's hash, whatever its state (for the reason it was refused). */
export async function findLinkByHash(db: Db, tokenHash: string): Promise<PatientLinkRow | null> {
  const row = await db.selectFrom('patient_links').selectAll().where('token_hash', '=', tokenHash).executeTakeFirst();
  return row ?? null;
}
