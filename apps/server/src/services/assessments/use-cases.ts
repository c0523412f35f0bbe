import type {
  BedsideExam,
  ClinicalAssessment,
  BedsideSignStates,
  ClinicianTissueEntry,
  TreatmentPlanJson,
} from '@woundcare/api-types';
import type { Updateable } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { AssessmentsTable } from '../../db/schema.ts';
import { ApiError } from '../../lib/errors.ts';
import type { AssessmentRow } from '../assessments/assessment-view.ts';
import { loadWoundContext } from '../rules/wound-context.ts';
import { inTransaction, rederiveWound } from './rederive.ts';
import { queueChartWriteOnConfirm } from '../ehr/chart-queue.ts';
import { publicAssessmentId } from './assessment-view.ts';
import { woundEditReason } from './wound-edit-reason.ts';
import { planJsonOf } from './plan-view.ts';
import { updateWound, type WoundFields, type WoundRow } from '../record/record-store.ts';
import { asEtiology } from '../rules/wound-context.ts';
import { refuseUnreadSignKeys } from './sign-keys.ts';
import { clinicianWorst } from '../../clinical/tissue.ts';

/**
 * The assessment use-cases the routes call: each change (checklist, tissue entry, outline
 * confirmation, baseline, wound edit) stores its input and re-derives the wound's assessments in
 * the same transaction, then answers the stored row; readPlan only reads the stored plan.
 */

const NOT_COMPLETED = 'Assessment not found or analysis not completed';

async function reread(db: Db, id: string): Promise<AssessmentRow> {
  return db.selectFrom('assessments').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
}

/**
 * Store an input of a completed assessment (`set`) and re-derive its wound, in one transaction:
 * the assessment itself and the wound's latest visit are stored as derived; an earlier visit the
 * change reaches (e.g. through its history) is amended, with `byUserId` and `what` as who and why.
 */
async function changeInput(
  db: Db,
  row: AssessmentRow,
  set: Updateable<AssessmentsTable>,
  byUserId: string,
  what: string,
): Promise<AssessmentRow> {
  return inTransaction(db, async (trx) => {
    const updated = await trx
      .updateTable('assessments')
      .set({ ...set, updated_at: new Date() })
      .where('id', '=', row.id)
      .where('team_id', '=', row.team_id)
      .where('status', '=', 'completed')
      .executeTakeFirst();
    if (Number(updated.numUpdatedRows) === 0) throw new ApiError('NOT_FOUND', NOT_COMPLETED);
    await rederiveWound(trx, row.wound_id, {
      byUserId,
      reason: `${what} of ${publicAssessmentId(row.seq)} changed`,
      assessmentId: row.id,
    });
    return reread(trx, row.id);
  });
}

/** The bedside checklist (NERDS/STONEES and IWGDF/IDSA items): stored, then the wound re-derived. */
export async function recordChecklist(
  db: Db,
  row: AssessmentRow,
  signs: BedsideSignStates,
  byUserId: string,
): Promise<AssessmentRow> {
  const wound = await db
    .selectFrom('wounds')
    .select('etiology')
    .where('id', '=', row.wound_id)
    .executeTakeFirstOrThrow();
  refuseUnreadSignKeys(asEtiology(wound.etiology), signs);
  return changeInput(db, row, { clinician_signs: JSON.stringify(signs) }, byUserId, 'Bedside checklist');
}

/** The clinician's tissue entry (worst tissue, necrosis): stored, then the wound re-derived. */
export function recordTissue(
  db: Db,
  row: AssessmentRow,
  tissue: Omit<ClinicianTissueEntry, 'worst'> & { worst?: ClinicianTissueEntry['worst'] },
  byUserId: string,
): Promise<AssessmentRow> {
  // given as shares only: the worst type present, as the core scores it (PUSH 3.0)
  const entry = { ...tissue, worst: tissue.worst ?? clinicianWorst({ ...tissue, worst: 'closed' }) };
  return changeInput(db, row, { clinician_tissue: JSON.stringify(entry) }, byUserId, 'Tissue entry');
}

/**
 * The bedside exam of a visit (undermining, tunnelling, periwound, pain, dressing): documentation
 * of what the clinician found and did, stored on the visit as given. No rule reads it yet, so no
 * re-derivation; the audit log keeps who changed it and when.
 */
export async function recordBedsideExam(db: Db, row: AssessmentRow, exam: BedsideExam): Promise<AssessmentRow> {
  const updated = await db
    .updateTable('assessments')
    .set({ bedside_exam: JSON.stringify(exam), updated_at: new Date() })
    .where('id', '=', row.id)
    .where('team_id', '=', row.team_id)
    .where('status', '=', 'completed')
    .returningAll()
    .executeTakeFirst();
  if (!updated) throw new ApiError('NOT_FOUND', NOT_COMPLETED);
  return updated;
}

/** The outline confirmed (model → confirmed, adjusted → confirmed; who and when are kept). */
export async function confirmOutline(
  db: Db,
  row: AssessmentRow,
  user: { id: string; name: string; email: string },
): Promise<AssessmentRow> {
  if (row.simulated) throw new ApiError('SIMULATED_ANALYSIS', 'A simulated analysis has no outline to confirm.');
  const confirmed = await changeInput(
    db,
    row,
    {
      outline_status: 'confirmed',
      confirmed_by: user.id,
      confirmed_by_name: user.name || user.email,
      confirmed_at: new Date(),
    },
    user.id,
    'Outline confirmation',
  );
  // the team's EHR connection may send each confirmed assessment to the chart (the job system sends it)
  await queueChartWriteOnConfirm(db, confirmed, user.id, new Date());
  return confirmed;
}

/** The "new baseline" mark (e.g. after sharp debridement): changes the history of every later assessment. */
export function setNewBaseline(
  db: Db,
  row: AssessmentRow,
  newBaseline: boolean,
  byUserId: string,
): Promise<AssessmentRow> {
  return changeInput(db, row, { new_baseline: newBaseline }, byUserId, 'New baseline mark');
}

/** GET …/treatment-plan: the stored assessment's plan in the spec's plan fields, with the assessment. */
export async function readPlan(
  db: Db,
  row: AssessmentRow & { clinical: ClinicalAssessment | null },
  publicId: string,
): Promise<{ plan: TreatmentPlanJson; clinical: ClinicalAssessment }> {
  if (!row.clinical) throw new ApiError('NOT_FOUND', NOT_COMPLETED);
  return {
    plan: {
      ...planJsonOf(row.clinical),
      assessmentId: publicId,
      simulated: row.simulated,
      wound_context: await loadWoundContext(db, row.id),
    },
    clinical: row.clinical,
  };
}

/**
 * A wound edit (etiology, stage, site, ABPI, TBI, healing potential …): the wound's current
 * (latest) visit re-derived with it; an earlier, documented visit it changes is amended, with the
 * editor and the edit as who and why.
 */
export function editWound(db: Db, wound: WoundRow, fields: Partial<WoundFields>, byUserId: string): Promise<WoundRow> {
  return inTransaction(db, async (trx) => {
    const row = await updateWound(trx, wound, fields);
    await rederiveWound(trx, wound.id, { byUserId, reason: woundEditReason(wound, row) });
    return row;
  });
}
