import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { jsonArrayFrom } from 'kysely/helpers/postgres';
import type { Db } from '../../db/database.ts';
import type { Priority } from '../rules/types.ts';
import { PHOTO_FILE, type FileStore } from '../storage/file-store.ts';
import type { ProbedImage } from './probe-upload.ts';
import type {
  AnalysisResult,
  BedsideSigns,
  ClinicalAssessment,
  ExamDateSource,
  ExudateLevel,
} from '@woundcare/api-types';
import { ApiError } from '../../lib/errors.ts';
import { parseAssessmentId, type AssessmentRow, type AssessmentRowWithWound } from './assessment-view.ts';

export interface NewAssessment {
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
  examDateOnly?: boolean;
  depthCm: number | null;
  exudate: ExudateLevel | null;
  /** the client's idempotency key and the digest of what it sent (unique per team) */
  uploadKey?: { key: string; digest: string };
}

/** Next analysis-N for a team: an atomic counter, so numbers are never reused after a delete. */
async function nextSeq(db: Db, teamId: string): Promise<number> {
  const row = await db
    .insertInto('team_assessment_counters')
    .values({ team_id: teamId, last_seq: 1 })
    .onConflict((oc) => oc.column('team_id').doUpdateSet({ last_seq: sql`team_assessment_counters.last_seq + 1` }))
    .returning('last_seq')
    .executeTakeFirstOrThrow();
  return row.last_seq;
}

/**
 * Store the photo durably (fsync + rename) and then the row, before anyone is told "accepted".
 * If the row insert fails the photo is removed again.
 */
export async function createAssessment(db: Db, files: FileStore, t: NewAssessment): Promise<AssessmentRow> {
  const id = randomUUID();
  const dir = `${t.userId}/${id}`;
  await files.write(dir, PHOTO_FILE, t.photo);
  try {
    const seq = await nextSeq(db, t.teamId);
    return await db
      .insertInto('assessments')
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
        exam_date_only: t.examDateOnly ?? false,
        depth_cm: t.depthCm,
        exudate: t.exudate,
        outline_status: 'model',
        new_baseline: false,
        upload_key: t.uploadKey?.key ?? null,
        upload_digest: t.uploadKey?.digest ?? null,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
  } catch (err) {
    await files.removeDir(dir).catch(() => undefined);
    throw err;
  }
}

/** live assessments (not in the trash) with their wound's label and patient id, and their amendments (oldest first) */
const withWound = (db: Db) =>
  db
    .selectFrom('assessments')
    .leftJoin('wounds', 'wounds.id', 'assessments.wound_id')
    .selectAll('assessments')
    .select(['wounds.label as wound_label', 'wounds.patient_id as patient_id'])
    .select((eb) =>
      jsonArrayFrom(
        eb
          .selectFrom('assessment_amendments as am')
          .select([
            'am.created_at',
            'am.by_user_id',
            'am.by_name',
            'am.reason',
            'am.summary',
            'am.rules_version',
            'am.clinical',
          ])
          .whereRef('am.assessment_id', '=', 'assessments.id')
          .orderBy('am.created_at', 'asc')
          .orderBy('am.id', 'asc'),
      ).as('amendments'),
    )
    .where('assessments.deleted_at', 'is', null);

/**
 * The team's assessment by public id, or null (another team's assessment is indistinguishable from none).
 * `teamId` is the caller's active team, whose membership the session middleware checked.
 */
export async function findAssessment(db: Db, teamId: string, publicId: string): Promise<AssessmentRowWithWound | null> {
  const seq = parseAssessmentId(publicId);
  if (seq === null) return null;
  const row = await withWound(db)
    .where('assessments.team_id', '=', teamId)
    .where('assessments.seq', '=', seq)
    .executeTakeFirst();
  return row ?? null;
}

/** The team's assessment by public id, or a 404 NOT_FOUND. */
export async function findAssessmentOr404(db: Db, teamId: string, publicId: string): Promise<AssessmentRowWithWound> {
  const row = await findAssessment(db, teamId, publicId);
  if (!row) throw new ApiError('NOT_FOUND', 'Assessment not found');
  return row;
}

/** A completed assessment: its stored result and the assessment derived from it. */
export type CompletedAssessment = AssessmentRowWithWound & { result: AnalysisResult; clinical: ClinicalAssessment };

/** The team's completed assessment by public id, or a 404 NOT_FOUND. */
export async function findCompletedOr404(db: Db, teamId: string, publicId: string): Promise<CompletedAssessment> {
  const row = await findAssessment(db, teamId, publicId);
  if (!row || row.status !== 'completed' || !row.result || !row.clinical)
    throw new ApiError('NOT_FOUND', 'Assessment not found or analysis not completed');
  return row as CompletedAssessment;
}

/** The team's assessment an upload's idempotency key created (in the trash too), or null. */
export async function findUploadKey(
  db: Db,
  teamId: string,
  key: string,
): Promise<{ seq: number; upload_digest: string | null; deleted_at: Date | null } | null> {
  const row = await db
    .selectFrom('assessments')
    .select(['seq', 'upload_digest', 'deleted_at'])
    .where('team_id', '=', teamId)
    .where('upload_key', '=', key)
    .executeTakeFirst();
  return row ?? null;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/**
 * An assessment by its global id (the one exported photo links carry), whichever team is active, if the
 * user is a member of the assessment's team; else null, like an assessment that does not exist.
 */
export async function findMemberAssessment(db: Db, userId: string, id: string): Promise<AssessmentRowWithWound | null> {
  if (!UUID.test(id)) return null;
  const row = await withWound(db)
    .innerJoin('member', (j) =>
      j.onRef('member.organizationId', '=', 'assessments.team_id').on('member.userId', '=', userId),
    )
    .where('assessments.id', '=', id)
    .executeTakeFirst();
  return row ?? null;
}

/** The team's assessments, newest first. */
export function listAssessments(db: Db, teamId: string): Promise<AssessmentRowWithWound[]> {
  return withWound(db).where('assessments.team_id', '=', teamId).orderBy('assessments.seq', 'desc').execute();
}

/** A wound's assessments (the team checked by the caller), oldest exam first. */
export function listWoundAssessments(db: Db, woundId: string): Promise<AssessmentRowWithWound[]> {
  return withWound(db)
    .where('assessments.wound_id', '=', woundId)
    .orderBy('assessments.exam_date', 'asc')
    .orderBy('assessments.seq', 'asc')
    .execute();
}

/**
 * A failed assessment back to 'uploaded' with its stored photo, ready to be queued again through
 * the same analysis job (null: it is not failed, or no longer live). `attempts` keeps counting the
 * runs, so the screen can say "Attempt 2" and a photo that keeps crashing the engine stays bounded
 * by the recovery's MAX_ATTEMPTS.
 */
export async function resetFailedAssessment(db: Db, row: AssessmentRow): Promise<AssessmentRow | null> {
  const reset = await db
    .updateTable('assessments')
    .set({
      status: 'uploaded',
      stage: null,
      error: null,
      result: null,
      clinical: null,
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

export async function setPriority(db: Db, row: AssessmentRow, priority: Priority): Promise<AssessmentRow> {
  return db
    .updateTable('assessments')
    .set({ priority, updated_at: new Date() })
    .where('id', '=', row.id)
    .where('team_id', '=', row.team_id)
    .returningAll()
    .executeTakeFirstOrThrow();
}

// ── the trash (services/trash decides; the row is written here) ──

/** Every live assessment of a patient's wounds into the trash with it (in the caller's transaction). */
export async function trashPatientAssessments(db: Db, patientId: string, userId: string, now: Date): Promise<void> {
  await db
    .updateTable('assessments')
    .set({ deleted_at: now, deleted_by: userId, deleted_with_patient: true })
    .where('wound_id', 'in', (eb) => eb.selectFrom('wounds').select('id').where('patient_id', '=', patientId))
    .where('deleted_at', 'is', null)
    .execute();
}

/** One live assessment into the trash on its own. */
export async function trashOneAssessment(db: Db, row: AssessmentRow, userId: string, now: Date): Promise<void> {
  await db
    .updateTable('assessments')
    .set({ deleted_at: now, deleted_by: userId, deleted_with_patient: false })
    .where('id', '=', row.id)
    .where('team_id', '=', row.team_id)
    .where('deleted_at', 'is', null)
    .execute();
}

/** The assessments that went into the trash with their patient (of these wounds), back. */
export async function restorePatientAssessments(db: Db, woundIds: string[]): Promise<void> {
  await db
    .updateTable('assessments')
    .set({ deleted_at: null, deleted_by: null, deleted_with_patient: false })
    .where('wound_id', 'in', woundIds)
    .where('deleted_with_patient', '=', true)
    .execute();
}

/** One assessment out of the trash; false if it was not in the trash. */
export async function restoreOneAssessment(db: Db, row: AssessmentRow): Promise<boolean> {
  const back = await db
    .updateTable('assessments')
    .set({ deleted_at: null, deleted_by: null, deleted_with_patient: false })
    .where('id', '=', row.id)
    .where('team_id', '=', row.team_id)
    .where('deleted_at', 'is not', null)
    .executeTakeFirst();
  return Number(back.numUpdatedRows) > 0;
}

/** The assessments in the trash since before `cutoff`, removed for good; what their purge needs. */
export function purgeAssessmentsTrashedBefore(
  db: Db,
  cutoff: Date,
): Promise<{ team_id: string; seq: number; photo_dir: string }[]> {
  return db
    .deleteFrom('assessments')
    .where('deleted_at', '<', cutoff)
    .returning(['team_id', 'seq', 'photo_dir'])
    .execute();
}

/** A patient's new name on its assessments (they carry the name they are shown under: the spec's "patientName"). */
export async function renamePatientAssessments(db: Db, patientId: string, name: string): Promise<void> {
  await db
    .updateTable('assessments')
    .set({ patient_name: name })
    .where('wound_id', 'in', (eb) => eb.selectFrom('wounds').select('id').where('patient_id', '=', patientId))
    .execute();
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
  row: Pick<AssessmentRow, 'wound_id' | 'id' | 'exam_date'>,
): Promise<number | null> {
  const exam = new Date(row.exam_date);
  const rows = await db
    .selectFrom('assessments')
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

/**
 * The first live visit of the wound examined on or after the calendar day (UTC) of `exam`: a photo
 * dated then would duplicate or precede it. A failed analysis is not a visit.
 */
export async function visitOnOrAfter(
  db: Db,
  woundId: string,
  exam: Date,
): Promise<{ seq: number; exam_date: Date } | null> {
  const dayStart = new Date(Date.UTC(exam.getUTCFullYear(), exam.getUTCMonth(), exam.getUTCDate()));
  const row = await db
    .selectFrom('assessments')
    .select(['seq', 'exam_date'])
    .where('wound_id', '=', woundId)
    .where('deleted_at', 'is', null)
    .where('status', '!=', 'failed')
    .where('exam_date', '>=', dayStart)
    .orderBy('exam_date', 'asc')
    .orderBy('seq', 'asc')
    .executeTakeFirst();
  return row ? { seq: row.seq, exam_date: new Date(row.exam_date) } : null;
}
