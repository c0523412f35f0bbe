import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { Priority } from '../rules/types.ts';
import { PHOTO_FILE, type FileStore } from '../storage/file-store.ts';
import type { ProbedImage } from './probe-upload.ts';
import type { AnalysisResult, BedsideSigns, ExamDateSource, ExudateLevel } from '@woundcare/api-types';
import { parseThreadId, type ThreadRow, type ThreadRowWithWound } from './thread-view.ts';

export interface NewThread {
  /** the uploader (acting user) */
  userId: string;
  /** the care team the record belongs to */
  teamId: string;
  patientName: string;
  photo: Buffer;
  probe: ProbedImage;
  confThresh: number | null;
  signs: BedsideSigns;
  woundId: string;
  examDate: Date;
  examDateSource: ExamDateSource;
  depthCm: number | null;
  exudate: ExudateLevel | null;
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
        wound_id: t.woundId,
        exam_date: t.examDate,
        exam_date_source: t.examDateSource,
        depth_cm: t.depthCm,
        exudate: t.exudate,
        outline_status: 'model',
        new_baseline: false,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
  } catch (err) {
    await files.removeDir(dir).catch(() => undefined);
    throw err;
  }
}

/** live threads (not in the trash) with their wound's label and patient id */
const withWound = (db: Db) =>
  db
    .selectFrom('threads')
    .leftJoin('wounds', 'wounds.id', 'threads.wound_id')
    .selectAll('threads')
    .select(['wounds.label as wound_label', 'wounds.patient_id as patient_id'])
    .where('threads.deleted_at', 'is', null);

/**
 * The team's thread by public id, or null (another team's thread is indistinguishable from none).
 * `teamId` is the caller's active team, whose membership the session middleware checked.
 */
export async function findThread(db: Db, teamId: string, publicId: string): Promise<ThreadRowWithWound | null> {
  const seq = parseThreadId(publicId);
  if (seq === null) return null;
  const row = await withWound(db)
    .where('threads.team_id', '=', teamId)
    .where('threads.seq', '=', seq)
    .executeTakeFirst();
  return row ?? null;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/**
 * A thread by its global id (the one exported photo links carry), whichever team is active, if the
 * user is a member of the thread's team; else null, like a thread that does not exist.
 */
export async function findMemberThread(db: Db, userId: string, id: string): Promise<ThreadRowWithWound | null> {
  if (!UUID.test(id)) return null;
  const row = await withWound(db)
    .innerJoin('member', (j) =>
      j.onRef('member.organizationId', '=', 'threads.team_id').on('member.userId', '=', userId),
    )
    .where('threads.id', '=', id)
    .executeTakeFirst();
  return row ?? null;
}

export function findThreadById(db: Db, id: string): Promise<ThreadRow | undefined> {
  return db.selectFrom('threads').selectAll().where('id', '=', id).executeTakeFirst();
}

/** The team's threads, newest first. */
export function listThreads(db: Db, teamId: string): Promise<ThreadRowWithWound[]> {
  return withWound(db).where('threads.team_id', '=', teamId).orderBy('threads.seq', 'desc').execute();
}

/** A wound's assessments (the team checked by the caller), oldest exam first. */
export function listWoundThreads(db: Db, woundId: string): Promise<ThreadRowWithWound[]> {
  return withWound(db)
    .where('threads.wound_id', '=', woundId)
    .orderBy('threads.exam_date', 'asc')
    .orderBy('threads.seq', 'asc')
    .execute();
}

/**
 * A failed assessment back to 'uploaded' with its stored photo, ready to be queued again through
 * the same analysis job (null: it is not failed, or no longer live). `attempts` keeps counting the
 * runs, so the screen can say "Attempt 2" and a photo that keeps crashing the engine stays bounded
 * by the recovery's MAX_ATTEMPTS.
 */
export async function resetFailedThread(db: Db, row: ThreadRow): Promise<ThreadRow | null> {
  const reset = await db
    .updateTable('threads')
    .set({
      status: 'uploaded',
      stage: null,
      error: null,
      result: null,
      assessment: null,
      rules_version: null,
      started_at: null,
      completed_at: null,
      processing_time: null,
      has_annotated: false,
      has_mask: false,
      locked_at: null,
      locked_by: null,
      heartbeat_at: null,
      updated_at: new Date(),
    })
    .where('id', '=', row.id)
    .where('team_id', '=', row.team_id)
    .where('status', '=', 'failed')
    .where('deleted_at', 'is', null)
    .returningAll()
    .executeTakeFirst();
  return reset ?? null;
}

/** Store a new bedside checklist and the result re-derived from it (only while the thread is completed). */
export async function saveRederived(
  db: Db,
  row: ThreadRow,
  bedside: BedsideSigns,
  result: AnalysisResult,
): Promise<ThreadRow | undefined> {
  return db
    .updateTable('threads')
    .set({
      clinician_signs: JSON.stringify(bedside),
      result: JSON.stringify(result),
      priority: result.severity,
      updated_at: new Date(),
    })
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
    .where('team_id', '=', row.team_id)
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** How far back "size bigger than the previous measurement" looks. */
export const PREVIOUS_AREA_WINDOW_DAYS = 56;

/**
 * The calibrated area of the previous assessment of the same wound — the latest one examined
 * before this one, at most 8 weeks earlier — for the engine's "size bigger" sign (Sibbald's
 * STONEES "S"). Simulated and uncalibrated results are not measurements and are skipped.
 */
export async function previousAreaFor(
  db: Db,
  row: Pick<ThreadRow, 'wound_id' | 'id' | 'exam_date'>,
): Promise<number | null> {
  const exam = new Date(row.exam_date);
  const rows = await db
    .selectFrom('threads')
    .select(['result'])
    .where('wound_id', '=', row.wound_id)
    .where('status', '=', 'completed')
    .where('simulated', '=', false)
    .where('deleted_at', 'is', null)
    .where('id', '!=', row.id)
    .where('exam_date', '<', exam)
    .where('exam_date', '>=', new Date(exam.getTime() - PREVIOUS_AREA_WINDOW_DAYS * 86_400_000))
    .orderBy('exam_date', 'desc')
    .execute();
  for (const r of rows) {
    const res = r.result as { calibrated?: boolean; area_cm2?: number | null } | null;
    if (res?.calibrated && typeof res.area_cm2 === 'number') return res.area_cm2;
  }
  return null;
}
