import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { Priority } from '../rules/types.ts';
import { patientKey } from '../rules/healing-trajectory.ts';
import { PHOTO_FILE, type FileStore } from './file-store.ts';
import type { ProbedImage } from './probe-upload.ts';
import type { AnalysisResult, BedsideSigns } from '@woundcare/api-types';
import { parseThreadId, type ThreadRow } from './thread-view.ts';

export interface NewThread {
  userId: string;
  patientName: string;
  photo: Buffer;
  probe: ProbedImage;
  confThresh: number | null;
  signs: BedsideSigns;
}

/** Next analysis-N for a user: an atomic counter, so numbers are never reused after a delete. */
async function nextSeq(db: Db, userId: string): Promise<number> {
  const row = await db
    .insertInto('thread_counters')
    .values({ user_id: userId, last_seq: 1 })
    .onConflict((oc) => oc.column('user_id').doUpdateSet({ last_seq: sql`thread_counters.last_seq + 1` }))
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
    const seq = await nextSeq(db, t.userId);
    return await db
      .insertInto('threads')
      .values({
        id,
        user_id: t.userId,
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

/** The user's thread by public id, or null (another user's thread is indistinguishable from none). */
export async function findThread(db: Db, userId: string, publicId: string): Promise<ThreadRow | null> {
  const seq = parseThreadId(publicId);
  if (seq === null) return null;
  const row = await db.selectFrom('threads').selectAll().where('user_id', '=', userId).where('seq', '=', seq).executeTakeFirst();
  return row ?? null;
}

export function findThreadById(db: Db, id: string): Promise<ThreadRow | undefined> {
  return db.selectFrom('threads').selectAll().where('id', '=', id).executeTakeFirst();
}

/** Newest first. */
export function listThreads(db: Db, userId: string): Promise<ThreadRow[]> {
  return db.selectFrom('threads').selectAll().where('user_id', '=', userId).orderBy('seq', 'desc').execute();
}

export async function deleteThread(db: Db, files: FileStore, row: ThreadRow): Promise<void> {
  await db.deleteFrom('threads').where('id', '=', row.id).where('user_id', '=', row.user_id).execute();
  await files.removeDir(row.photo_dir);
}

/** Store a new bedside checklist and the result re-derived from it (only while the thread is completed). */
export async function saveRederived(db: Db, row: ThreadRow, bedside: BedsideSigns, result: AnalysisResult): Promise<ThreadRow | undefined> {
  return db
    .updateTable('threads')
    .set({ clinician_signs: JSON.stringify(bedside), result: JSON.stringify(result), priority: result.severity, updated_at: new Date() })
    .where('id', '=', row.id)
    .where('user_id', '=', row.user_id)
    .where('status', '=', 'completed')
    .returningAll()
    .executeTakeFirst();
}

export async function setPriority(db: Db, row: ThreadRow, priority: Priority): Promise<ThreadRow> {
  return db
    .updateTable('threads')
    .set({ priority, updated_at: new Date() })
    .where('id', '=', row.id)
    .where('user_id', '=', row.user_id)
    .returningAll()
    .executeTakeFirstOrThrow();
}

/**
 * The most recent calibrated area of the same patient (same user) measured before `before`,
 * for the engine's "size bigger than last time" sign. Simulated results are not measurements.
 */
export async function previousAreaFor(db: Db, row: Pick<ThreadRow, 'user_id' | 'patient_name' | 'id' | 'uploaded_at'>): Promise<number | null> {
  const rows = await db
    .selectFrom('threads')
    .select(['id', 'patient_name', 'uploaded_at', 'result'])
    .where('user_id', '=', row.user_id)
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
