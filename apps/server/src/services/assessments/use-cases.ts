import type { Assessment, BedsideSignStates, ClinicianTissueEntry, TreatmentPlanJson } from '@woundcare/api-types';
import type { Updateable } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { ThreadsTable } from '../../db/schema.ts';
import { ApiError } from '../../lib/errors.ts';
import type { ThreadRow } from '../threads/thread-view.ts';
import { loadWoundContext } from '../rules/wound-context.ts';
import { inTransaction, rederiveWound } from './rederive.ts';
import { planJsonOf } from './plan-view.ts';
import { updateWound, type WoundFields, type WoundRow } from '../record/record-store.ts';

/**
 * The assessment use-cases the routes call: each stores its input and re-derives the wound's
 * assessments in the same transaction, then answers the stored row.
 */

const NOT_COMPLETED = 'Thread not found or analysis not completed';

async function reread(db: Db, id: string): Promise<ThreadRow> {
  return db.selectFrom('threads').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
}

/** Store an input of a completed assessment (`set`) and re-derive its wound, in one transaction. */
async function changeInput(db: Db, row: ThreadRow, set: Updateable<ThreadsTable>): Promise<ThreadRow> {
  return inTransaction(db, async (trx) => {
    const updated = await trx
      .updateTable('threads')
      .set({ ...set, updated_at: new Date() })
      .where('id', '=', row.id)
      .where('team_id', '=', row.team_id)
      .where('status', '=', 'completed')
      .executeTakeFirst();
    if (Number(updated.numUpdatedRows) === 0) throw new ApiError('NOT_FOUND', NOT_COMPLETED);
    await rederiveWound(trx, row.wound_id);
    return reread(trx, row.id);
  });
}

/** The bedside checklist (NERDS/STONEES and IWGDF/IDSA items): stored, then the wound re-derived. */
export function recordChecklist(db: Db, row: ThreadRow, signs: BedsideSignStates): Promise<ThreadRow> {
  return changeInput(db, row, { clinician_signs: JSON.stringify(signs) });
}

/** The clinician's tissue entry (worst tissue, necrosis): stored, then the wound re-derived. */
export function recordTissue(db: Db, row: ThreadRow, tissue: ClinicianTissueEntry): Promise<ThreadRow> {
  return changeInput(db, row, { clinician_tissue: JSON.stringify(tissue) });
}

/** The outline confirmed (model → confirmed, adjusted → confirmed; who and when are kept). */
export function confirmOutline(
  db: Db,
  row: ThreadRow,
  user: { id: string; name: string; email: string },
): Promise<ThreadRow> {
  if (row.simulated) throw new ApiError('SIMULATED_ANALYSIS', 'A simulated analysis has no outline to confirm.');
  return changeInput(db, row, {
    outline_status: 'confirmed',
    confirmed_by: user.id,
    confirmed_by_name: user.name || user.email,
    confirmed_at: new Date(),
  });
}

/** The "new baseline" mark (e.g. after sharp debridement): changes the history of every later assessment. */
export function setNewBaseline(db: Db, row: ThreadRow, newBaseline: boolean): Promise<ThreadRow> {
  return changeInput(db, row, { new_baseline: newBaseline });
}

/** GET …/treatment-plan: the stored assessment's plan in the spec's plan fields, with the assessment. */
export async function readPlan(
  db: Db,
  row: ThreadRow & { assessment: Assessment | null },
  publicId: string,
): Promise<{ plan: TreatmentPlanJson; assessment: Assessment }> {
  if (!row.assessment) throw new ApiError('NOT_FOUND', NOT_COMPLETED);
  return {
    plan: {
      ...planJsonOf(row.assessment),
      threadId: publicId,
      simulated: row.simulated,
      wound_context: await loadWoundContext(db, row.id),
    },
    assessment: row.assessment,
  };
}

/** A wound edit (etiology, stage, site, ABPI, TBI, healing potential …): every assessment of the wound re-derived with it. */
export function editWound(db: Db, wound: WoundRow, fields: Partial<WoundFields>): Promise<WoundRow> {
  return inTransaction(db, async (trx) => {
    const row = await updateWound(trx, wound, fields);
    await rederiveWound(trx, wound.id);
    return row;
  });
}
