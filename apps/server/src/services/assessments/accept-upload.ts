import { createHash } from 'node:crypto';
import type { z } from 'zod';
import type { AssessmentJson, ExamDateConflictDetails } from '@woundcare/api-types';
import { uploadFieldsSchema } from '@woundcare/api-types/requests';
import type { Db } from '../../db/database.ts';
import { ApiError } from '../../lib/errors.ts';
import { engineApiError } from '../../lib/engine-errors.ts';
import { parseWith } from '../../lib/validate.ts';
import type { FileStore } from '../storage/file-store.ts';
import { findWound, woundForNewPatient } from '../record/record-store.ts';
import { chooseExamDate, readPhotoExifDate } from '../record/exam-date.ts';
import { probeUpload } from './probe-upload.ts';
import { stripLocation } from './strip-location.ts';
import { ensureStorageRoom, type StorageLimits } from './storage-room.ts';
import { createAssessment, findAssessment, findUploadKey, visitOnOrAfter } from './assessment-store.ts';
import { publicAssessmentId, toAssessmentJson } from './assessment-view.ts';
import { inTransaction } from './rederive.ts';
import { asEtiology } from '../rules/wound-context.ts';
import { refuseUnreadSignKeys } from './sign-keys.ts';

/** the upload form's fields, and whether its exam date was given as a date only */
export type UploadFields = z.infer<typeof uploadFieldsSchema> & { examDateOnly?: boolean };

export interface UploadContext {
  db: Db;
  files: FileStore;
  /** queue the stored assessment for analysis (the workspace's job system) */
  enqueue: (assessmentId: string) => Promise<void>;
  maxBytes: number;
  storage: StorageLimits;
}

export interface Upload {
  userId: string;
  teamId: string;
  fields: UploadFields;
  /** the photo as received */
  original: Buffer;
  /** charge the uploader for decoding this many pixels (before any decode; throws when over the limit) */
  chargeDecode: (pixels: number) => Promise<void>;
  /** the client's idempotency key (a UUID, lower case), when it sent one */
  key?: string;
}

/** The answer to an upload: its assessment, and whether it was stored by an earlier upload with the same key. */
export interface AcceptedUpload {
  assessment: AssessmentJson;
  replayed: boolean;
}

interface UploadKey {
  key: string;
  digest: string;
}

/** The upload form's fields (validated with the contract's schema) and its photo, or a 400. */
export function parseUploadForm(body: Record<string, unknown>): { fields: UploadFields; file: File } {
  const fields = parseWith(uploadFieldsSchema, {
    patient_name: body.patient_name,
    patient_identifier: body.patient_identifier,
    patient_birth_date: body.patient_birth_date,
    wound_id: body.wound_id,
    exam_date: body.exam_date,
    confirm_exam_date: body.confirm_exam_date,
    depth_cm: body.depth_cm,
    exudate: body.exudate,
    conf_thresh: body.conf_thresh,
    signs: body.signs,
    bedside_signs: body.bedside_signs,
  });
  const newPatient = fields.patient_name ?? fields.patient_identifier ?? fields.patient_birth_date;
  if (!fields.wound_id && !fields.patient_name)
    throw new ApiError(
      'VALIDATION_ERROR',
      fields.patient_identifier || fields.patient_birth_date
        ? "patient_name: a new patient needs a name (an MRN or birth date never looks up an existing patient; choose the patient's wound_id)"
        : 'wound_id: choose the wound (or give patient_name for a new patient)',
    );
  // one target, said once: the chosen wound, or a new patient — never a name beside a wound
  if (fields.wound_id && newPatient !== undefined)
    throw new ApiError(
      'VALIDATION_ERROR',
      'wound_id: send either the chosen wound or a new patient (patient_name, patient_identifier, patient_birth_date), not both',
    );
  const file = body.file;
  if (!(file instanceof File))
    throw new ApiError('VALIDATION_ERROR', 'file: attach the photo as the multipart field "file"');
  // an exam date entered as YYYY-MM-DD is a date only: documents print no time of day for it
  const examDateOnly = typeof body.exam_date === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(body.exam_date.trim());
  return { fields: { ...fields, examDateOnly }, file };
}

interface Target {
  woundId: string;
  patientName: string;
  patientId: string;
  woundLabel: string;
}

/**
 * The chosen wound (the team's, else 404), unless the photo's exam day duplicates or precedes one of
 * its visits and the request did not confirm it (409 EXAM_DATE_CONFLICT, with that visit's date).
 */
async function chosenWound(db: Db, teamId: string, fields: UploadFields, examDate: Date): Promise<Target> {
  const wound = await findWound(db, teamId, fields.wound_id!);
  if (!wound) throw new ApiError('NOT_FOUND', 'Wound not found');
  // the checklist follows the chosen wound's instrument: a sign it does not read is refused, never dropped
  refuseUnreadSignKeys(asEtiology(wound.etiology), fields.bedside_signs ?? {});
  const other = fields.confirm_exam_date ? null : await visitOnOrAfter(db, wound.id, examDate);
  if (other) {
    const day = (d: Date) => d.toISOString().slice(0, 10);
    const same = day(other.exam_date) === day(examDate);
    throw new ApiError(
      'EXAM_DATE_CONFLICT',
      same
        ? `exam_date: ${wound.label} of ${wound.patient_name} already has a visit on ${day(other.exam_date)}. File this photo as another visit of that day (confirm_exam_date=true), or change the exam date.`
        : `exam_date: ${day(examDate)} is before ${wound.label}'s visit of ${day(other.exam_date)}. File it as an earlier visit (confirm_exam_date=true), or change the exam date.`,
      {
        examDate: day(examDate),
        otherExamDate: day(other.exam_date),
        otherAssessmentId: publicAssessmentId(other.seq),
        sameDay: same,
      } satisfies ExamDateConflictDetails,
    );
  }
  return { woundId: wound.id, patientName: wound.patient_name, patientId: wound.patient_id, woundLabel: wound.label };
}

/**
 * The record an upload goes to: the chosen wound, or a new patient (the form's "New patient", and
 * the spec's upload by name) — a typed name is never matched to an existing patient.
 */
function targetOf(db: Db, teamId: string, fields: UploadFields, examDate: Date): Promise<Target> {
  if (fields.wound_id) return chosenWound(db, teamId, fields, examDate);
  return woundForNewPatient(db, teamId, {
    name: fields.patient_name!,
    identifier: fields.patient_identifier ?? null,
    birthDate: fields.patient_birth_date ?? null,
  });
}

/** sha-256 of what an upload sent: the photo's bytes and its parsed fields (keys in order) */
function uploadDigest(original: Buffer, fields: UploadFields): string {
  const sorted = Object.fromEntries(Object.entries(fields).sort(([a], [b]) => a.localeCompare(b)));
  return createHash('sha256').update(original).update('\0').update(JSON.stringify(sorted)).digest('hex');
}

/**
 * The assessment an earlier upload with this key stored, or null when the key names none yet.
 * The same key with another photo or other fields is a 409 IDEMPOTENCY_KEY_REUSED.
 */
async function earlierUpload(db: Db, teamId: string, k: UploadKey): Promise<AssessmentJson | null> {
  const first = await findUploadKey(db, teamId, k.key);
  if (!first) return null;
  if (first.upload_digest !== k.digest)
    throw new ApiError(
      'IDEMPOTENCY_KEY_REUSED',
      'Idempotency-Key: this key was already sent with another photo or other fields; a new upload needs a new key.',
    );
  const id = publicAssessmentId(first.seq);
  const row = first.deleted_at ? null : await findAssessment(db, teamId, id);
  if (!row) throw new ApiError('NOT_FOUND', `This upload was received as ${id}, which is now in the trash.`);
  return toAssessmentJson(row);
}

/**
 * POST /api/assessments: check the photo, store it (without its GPS location) and the row, and
 * queue its analysis. Answers the accepted job: queued for analysis, no stage yet.
 *
 * With an idempotency key, exactly once: a repeat of the key (a retry after a lost answer) gets the
 * first upload's assessment as it is now, never a second one. Two repeats at once both reach the
 * insert; the unique index on (team, key) lets one row in, and the other answers with that row.
 */
export async function acceptUpload(ctx: UploadContext, u: Upload): Promise<AcceptedUpload> {
  const key = u.key ? { key: u.key, digest: uploadDigest(u.original, u.fields) } : undefined;
  const earlier = key && (await earlierUpload(ctx.db, u.teamId, key));
  if (earlier) return { assessment: earlier, replayed: true };
  try {
    return { assessment: await storeUpload(ctx, u, key), replayed: false };
  } catch (e) {
    // a concurrent repeat stored the key first: the index refused this insert, or the exam-date
    // check already saw that repeat's visit; either way the answer is the stored one
    const stored = key && (await earlierUpload(ctx.db, u.teamId, key));
    if (stored) return { assessment: stored, replayed: true };
    throw e;
  }
}

async function storeUpload(ctx: UploadContext, u: Upload, key: UploadKey | undefined): Promise<AssessmentJson> {
  const { fields } = u;
  // the header is checked first; its pixel count is charged to the uploader before any decode
  const probe = await probeUpload(u.original, ctx.maxBytes, u.chargeDecode).catch((e: unknown) => {
    throw engineApiError(e) ?? e;
  });
  // stored without its GPS location (orientation and DateTimeOriginal kept)
  const photo = stripLocation(u.original);
  // the team's quota and the disk's reserve, before anything is written
  await ensureStorageRoom(ctx.db, ctx.files, u.teamId, photo.length, ctx.storage);
  const exam = chooseExamDate(await readPhotoExifDate(photo), fields.exam_date ?? null, new Date());
  // the new patient (if any) and the row in one transaction: a refused repeat leaves no empty patient
  const { target, row } = await inTransaction(ctx.db, async (trx) => {
    const target = await targetOf(trx, u.teamId, fields, exam.examDate);
    const row = await createAssessment(trx, ctx.files, {
      userId: u.userId,
      teamId: u.teamId,
      patientName: target.patientName,
      photo,
      probe,
      confThresh: fields.conf_thresh ?? null,
      // the older field lists the signs present; the checklist's states win where both are given
      signs: {
        ...Object.fromEntries((fields.signs ?? []).map((s) => [s, 'present' as const])),
        ...(fields.bedside_signs ?? {}),
      },
      woundId: target.woundId,
      examDate: exam.examDate,
      examDateSource: exam.source,
      examDateOnly: exam.source === 'entered' && fields.examDateOnly === true,
      depthCm: fields.depth_cm ?? null,
      exudate: fields.exudate ?? null,
      uploadKey: key,
    });
    return { target, row };
  });
  await ctx.enqueue(row.id);
  return toAssessmentJson({
    ...row,
    status: 'analyzing',
    stage: null,
    wound_label: target.woundLabel,
    patient_id: target.patientId,
  });
}
