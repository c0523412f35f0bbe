import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { Priority } from '../rules/types.ts';
import { patientKey } from '../rules/healing-trajectory.ts';
import { PHOTO_FILE, type FileStore } from './file-store.ts';
import type { ProbedImage } from './probe-upload.ts';
import type { ClinicianSignId } from './thread-types.ts';
import { parseThreadId, type ThreadRow } from './thread-view.ts';

export interface NewThread {
  /** the uploader (acting user) */
  userId: string;
  /** the care team the record belongs to */
  teamId: string;
  patientName: string;
  photo: Buffer;
  probe: ProbedImage;
  confThresh: number | null;
  signs: ClinicianSignId[];
}

/** Next analysis-N for a team: an atomic counter, so numbers are never reused after a delete. */
async function nextSeq(db: Db, teamId: string): Promise<number> {
  const row = await db
    .insertInto('team_thread_counters')
    .values({ team_id: teamId, last_seq: 1 })
    .onConflict((oc) => oc.column('team_id').doUpdateSet({ last_seq: sql`team_thread_counters.last_seq + 1` }))
    .returning('last_seq')
    .executeTakeFirstOrThrow();
  return row.last_seq;
}

/**
 * Store the photo durably (fsync + rename) and then the row, before anyone is told "accepted".
 * If the row insert fails the photo is removed again.
 */
export async function createThread(db: Db, files: FileStore, t: NewThread): Promise<ThreadRow> {
  const id = randomUUID();
  const dir = `${t.userId}/${id}`;
  await files.write(dir, PHOTO_FILE, t.photo);
  try {
    const seq = await nextSeq(db, t.teamId);
    return await db
      .insertInto('threads')
      .values({
        id,
        user_id: t.userId,
        team_id: t.teamId,
        seq,
        patient_name: t.patientName,
        status: 'uploaded',
        priority: 'medium',
        simulated: false,
        conf_thresh: t.confThresh,
        clinician_signs: JSON.stringify(t.signs),
        photo_dir: dir,
        photo_format: t.probe.format,
        photo_width: t.probe.width,
        photo_height: t.probe.height,
        photo_bytes: t.probe.bytes,
        has_annotated: false,
        has_mask: false,
        attempts: 0,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
  } catch (err) {
    await files.removeDir(dir).catch(() => undefined);
    throw err;
  }
}

/**
 * The team's thread by public id, or null (another team's thread is indistinguishable from none).
 * `teamId` is the caller's active team, whose membership the session middleware checked.
 */
export async function findThread(db: Db, teamId: string, publicId: string): Promise<ThreadRow | null> {
  const seq = parseThreadId(publicId);
  if (seq === null) return null;
  const row = await db.selectFrom('threads').selectAll().where('team_id', '=', teamId).where('seq', '=', seq).executeTakeFirst();
  return row ?? null;
}

export function findThreadById(db: Db, id: string): Promise<ThreadRow | undefined> {
  return db.selectFrom('threads').selectAll().where('id', '=', id).executeTakeFirst();
}

/** The team's threads, newest first. */
export function listThreads(db: Db, teamId: string): Promise<ThreadRow[]> {
  return db.selectFrom('threads').selectAll().where('team_id', '=', teamId).orderBy('seq', 'desc').execute();
}

export async function deleteThread(db: Db, files: FileStore, row: ThreadRow): Promise<void> {
  await db.deleteFrom('threads').where('id', '=', row.id).where('team_id', '=', row.team_id).execute();
  await files.removeDir(row.photo_dir);
}

export async function setPriority(db: Db, row: ThreadRow, priority: Priority): Promise<ThreadRow> {
  return db
    .updateTable('threads')
    .set({ priority, updated_at: new Date() })
    .where('id', '=', row.id)
    .where('team_id', '=', row.team_id)
    .returningAll()
    .executeTakeFirstOrThrow();
}

/**
 * The most recent calibrated area of the same patient (same team) measured before `before`,
 * for the engine's "size bigger than last time" sign. Simulated results are not measurements.
 */
export async function previousAreaFor(db: Db, row: Pick<ThreadRow, 'team_id' | 'patient_name' | 'id' | 'uploaded_at'>): Promise<number | null> {
  const rows = await db
    .selectFrom('threads')
    .select(['id', 'patient_name', 'uploaded_at', 'result'])
    .where('team_id', '=', row.team_id)
    .where('status', '=', 'completed')
    .where('simulated', '=', false)
    .where('id', '!=', row.id)
    .where('uploaded_at', '<', row.uploaded_at as Date)
    .orderBy('uploaded_at', 'desc')
    .execute();
  const key = patientKey(row.patient_name);
  for (const r of rows) {
    if (patientKey(r.patient_name) !== key) continue;
    const res = r.result as { calibrated?: boolean; area_cm2?: number | null } | null;
    if (res?.calibrated && typeof res.area_cm2 === 'number') return res.area_cm2;
  }
  return null;
}
