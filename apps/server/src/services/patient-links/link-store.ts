import { createHash, randomBytes, randomUUID } from 'node:crypto';
import type { Selectable } from 'kysely';
import type { PatientLinkJson } from '@woundcare/api-types';
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
  };
}

/** A new link to a thread (its global id); returns the row and the token, which is stored only hashed. */
export async function insertLink(
  db: Db,
  l: { threadId: string; teamId: string; userId: string; days: number; now: Date },
): Promise<{ row: PatientLinkRow; token: string }> {
  const token = newLinkToken();
  const row = await db
    .insertInto('patient_links')
    .values({
      id: randomUUID(),
      token_hash: hashLinkToken(token),
      thread_id: l.threadId,
      team_id: l.teamId,
      created_by: l.userId,
      created_at: l.now,
      expires_at: new Date(l.now.getTime() + l.days * DAY_MS),
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  return { row, token };
}

/** A thread's links, newest first. */
export function listLinks(db: Db, threadId: string): Promise<PatientLinkRow[]> {
  return db
    .selectFrom('patient_links')
    .selectAll()
    .where('thread_id', '=', threadId)
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
          .selectFrom('threads')
          .innerJoin('wounds', 'wounds.id', 'threads.wound_id')
          .innerJoin('patients', 'patients.id', 'wounds.patient_id')
          .select('threads.id')
          .whereRef('threads.id', '=', 'patient_links.thread_id')
          .where('threads.deleted_at', 'is', null)
          .where('patients.deleted_at', 'is', null)
          .where('threads.status', '=', 'completed')
          .where('threads.assessment', 'is not', null),
      ),
    )
    .returning(['id', 'team_id', 'thread_id', 'expires_at'])
    .executeTakeFirst();
  if (!opened) return null;
  const page = await db
    .selectFrom('threads')
    .innerJoin('wounds', 'wounds.id', 'threads.wound_id')
    .innerJoin('patients', 'patients.id', 'wounds.patient_id')
    // the wound's next assessment due (none once it healed or closed): the patient's next appointment
    .leftJoin('follow_ups', 'follow_ups.wound_id', 'wounds.id')
    .select([
      'threads.assessment',
      'threads.exam_date',
      'wounds.body_site',
      'patients.display_name',
      'follow_ups.due_date',
    ])
    .where('threads.id', '=', opened.thread_id)
    .executeTakeFirstOrThrow();
  return { link: opened, page };
}

/** A link by its token's hash, whatever its state (for the reason it was refused). */
export async function findLinkByHash(db: Db, tokenHash: string): Promise<PatientLinkRow | null> {
  const row = await db.selectFrom('patient_links').selectAll().where('token_hash', '=', tokenHash).executeTakeFirst();
  return row ?? null;
}
