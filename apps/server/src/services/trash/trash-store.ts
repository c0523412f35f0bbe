import type { TrashEntryJson } from '@woundcare/api-types';
import type { Db } from '../../db/database.ts';
import { rederiveWound, inTransaction } from '../assessments/rederive.ts';
import { isRecordId, type PatientRow } from '../record/record-store.ts';
import { parseAssessmentId, publicAssessmentId, type AssessmentRow } from '../assessments/assessment-view.ts';
import {
  restoreOneAssessment,
  restorePatientAssessments,
  trashOneAssessment,
  trashPatientAssessments,
} from '../assessments/assessment-store.ts';

/**
 * The team's trash: deleting a patient or an assessment sets `deleted_at` instead of removing the
 * rows, so every read of live records (which all filter `deleted_at IS NULL`) stops seeing it and
 * its id answers 404 — while its rows, photos and masks are kept for restore until the purge
 * (purge-trash.ts) removes them after the retention period.
 */

const DAY_MS = 86_400_000;

/** Move a patient, with every live assessment of its wounds, into the trash. */
export async function trashPatient(db: Db, patient: PatientRow, userId: string, now = new Date()): Promise<void> {
  await inTransaction(db, async (trx) => {
    const moved = await trx
      .updateTable('patients')
      .set({ deleted_at: now, deleted_by: userId })
      .where('id', '=', patient.id)
      .where('owner_id', '=', patient.owner_id)
      .where('deleted_at', 'is', null)
      .executeTakeFirst();
    if (Number(moved.numUpdatedRows) === 0) return;
    await trashPatientAssessments(trx, patient.id, userId, now);
  });
}

/** Move one assessment into the trash; the wound's other assessments are re-derived without it. */
export async function trashAssessment(db: Db, row: AssessmentRow, userId: string, now = new Date()): Promise<void> {
  await inTransaction(db, async (trx) => {
    await trashOneAssessment(trx, row, userId, now);
    await rederiveWound(trx, row.wound_id, {
      byUserId: userId,
      reason: `${publicAssessmentId(row.seq)} moved to the trash`,
    });
  });
}

/** The team's patient by id, live or in the trash (null: none of this team's). */
export async function findPatientAnyState(db: Db, teamId: string, id: string): Promise<PatientRow | null> {
  if (!isRecordId(id)) return null;
  const row = await db
    .selectFrom('patients')
    .selectAll()
    .where('owner_id', '=', teamId)
    .where('id', '=', id)
    .executeTakeFirst();
  return row ?? null;
}

/** The team's assessment by public id, live or in the trash, with whether its patient is in the trash. */
export async function findAssessmentAnyState(
  db: Db,
  teamId: string,
  publicId: string,
): Promise<(AssessmentRow & { patient_deleted: boolean }) | null> {
  const seq = parseAssessmentId(publicId);
  if (seq === null) return null;
  const row = await db
    .selectFrom('assessments')
    .innerJoin('wounds', 'wounds.id', 'assessments.wound_id')
    .innerJoin('patients', 'patients.id', 'wounds.patient_id')
    .selectAll('assessments')
    .select((eb) => eb('patients.deleted_at', 'is not', null).as('patient_deleted'))
    .where('assessments.team_id', '=', teamId)
    .where('assessments.seq', '=', seq)
    .executeTakeFirst();
  return row ? { ...row, patient_deleted: Boolean(row.patient_deleted) } : null;
}

/** Bring a patient back with the assessments that went into the trash with it; false if it was not in the trash. */
export async function restorePatient(db: Db, patient: PatientRow, userId: string): Promise<boolean> {
  return inTransaction(db, async (trx) => {
    const back = await trx
      .updateTable('patients')
      .set({ deleted_at: null, deleted_by: null, updated_at: new Date() })
      .where('id', '=', patient.id)
      .where('owner_id', '=', patient.owner_id)
      .where('deleted_at', 'is not', null)
      .executeTakeFirst();
    if (Number(back.numUpdatedRows) === 0) return false;
    const wounds = await trx.selectFrom('wounds').select('id').where('patient_id', '=', patient.id).execute();
    if (wounds.length === 0) return true;
    await restorePatientAssessments(
      trx,
      wounds.map((w) => w.id),
    );
    // stored assessments are re-derived with today's rules (a rules upgrade may have passed them by)
    for (const w of wounds)
      await rederiveWound(trx, w.id, { byUserId: userId, reason: 'Patient restored from the trash' });
    return true;
  });
}

/** Bring one assessment back (its patient must be live); false if it was not in the trash. */
export async function restoreAssessment(db: Db, row: AssessmentRow, userId: string): Promise<boolean> {
  return inTransaction(db, async (trx) => {
    if (!(await restoreOneAssessment(trx, row))) return false;
    await rederiveWound(trx, row.wound_id, {
      byUserId: userId,
      reason: `${publicAssessmentId(row.seq)} restored from the trash`,
      assessmentId: row.id,
    });
    return true;
  });
}

const iso = (d: Date | string) => new Date(d).toISOString();

/**
 * The team's trash, newest deletion first: deleted patients (with the counts that return with
 * them) and assessments deleted on their own whose patient is live.
 */
export async function listTrash(db: Db, teamId: string, retentionDays: number): Promise<TrashEntryJson[]> {
  const purgeAt = (d: Date | string) => new Date(new Date(d).getTime() + retentionDays * DAY_MS).toISOString();
  const patients = await db
    .selectFrom('patients')
    .leftJoin('user', 'user.id', 'patients.deleted_by')
    .leftJoin('wounds', 'wounds.patient_id', 'patients.id')
    .leftJoin('assessments', (j) =>
      j.onRef('assessments.wound_id', '=', 'wounds.id').on('assessments.deleted_with_patient', '=', true),
    )
    .select([
      'patients.id',
      'patients.display_name',
      'patients.identifier',
      'patients.deleted_at',
      'user.name as deleted_by_name',
    ])
    .select((eb) => [
      eb.fn.count<string>('wounds.id').distinct().as('wound_count'),
      eb.fn.count<string>('assessments.id').distinct().as('assessment_count'),
    ])
    .where('patients.owner_id', '=', teamId)
    .where('patients.deleted_at', 'is not', null)
    .groupBy(['patients.id', 'user.name'])
    .execute();
  const assessments = await db
    .selectFrom('assessments')
    .innerJoin('wounds', 'wounds.id', 'assessments.wound_id')
    .innerJoin('patients', 'patients.id', 'wounds.patient_id')
    .leftJoin('user', 'user.id', 'assessments.deleted_by')
    .select([
      'assessments.seq',
      'assessments.exam_date',
      'assessments.deleted_at',
      'wounds.label as wound_label',
      'patients.display_name',
      'patients.identifier',
      'user.name as deleted_by_name',
    ])
    .where('assessments.team_id', '=', teamId)
    .where('assessments.deleted_at', 'is not', null)
    .where('assessments.deleted_with_patient', '=', false)
    .where('patients.deleted_at', 'is', null)
    .execute();
  const entries: TrashEntryJson[] = [
    ...patients.map((p) => ({
      kind: 'patient' as const,
      id: p.id,
      patientName: p.display_name,
      identifier: p.identifier,
      woundLabel: null,
      examDate: null,
      woundCount: Number(p.wound_count),
      assessmentCount: Number(p.assessment_count),
      deletedAt: iso(p.deleted_at!),
      deletedBy: p.deleted_by_name ?? null,
      purgeAt: purgeAt(p.deleted_at!),
    })),
    ...assessments.map((t) => ({
      kind: 'assessment' as const,
      id: publicAssessmentId(t.seq),
      patientName: t.display_name,
      identifier: t.identifier,
      woundLabel: t.wound_label,
      examDate: iso(t.exam_date),
      woundCount: 0,
      assessmentCount: 0,
      deletedAt: iso(t.deleted_at!),
      deletedBy: t.deleted_by_name ?? null,
      purgeAt: purgeAt(t.deleted_at!),
    })),
  ];
  return entries.sort((a, b) => b.deletedAt.localeCompare(a.deletedAt));
}
