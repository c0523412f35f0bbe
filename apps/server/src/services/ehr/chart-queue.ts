import type { Db } from '../../db/database.ts';
import { ehrPatientOf } from './patient-links.ts';

/**
 * The write of an assessment to a chart, queued to be tried now with the member's authorization
 * (queued again from the start when it was there already). The sender finds it (at once after
 * "Send to chart", or the job system within its interval).
 */
export async function queueChartWrite(
  db: Db,
  p: { assessmentId: string; connectionId: string; teamId: string; userId: string; now: Date },
): Promise<void> {
  await db
    .insertInto('ehr_writes')
    .values({
      assessment_id: p.assessmentId,
      connection_id: p.connectionId,
      team_id: p.teamId,
      user_id: p.userId,
      status: 'queued',
      next_attempt_at: p.now,
      updated_at: p.now,
      locked_until: null,
      last_error: null,
      sent_hash: null,
      sent_at: null,
    })
    .onConflict((oc) =>
      oc.columns(['assessment_id', 'connection_id']).doUpdateSet({
        user_id: p.userId,
        status: 'queued',
        attempts: 0,
        next_attempt_at: p.now,
        locked_until: null,
        updated_at: p.now,
      }),
    )
    .execute();
}

/**
 * An assessment just confirmed: when its patient is linked to an EHR whose connection sends on
 * confirmation, its chart write is queued with the confirming member's authorization (a member who
 * never connected to that EHR sees the write fail with the reason, and can retry after connecting).
 */
export async function queueChartWriteOnConfirm(
  db: Db,
  a: { id: string; team_id: string; wound_id: string; status: string; simulated: boolean },
  userId: string,
  now: Date,
): Promise<void> {
  if (a.status !== 'completed' || a.simulated) return;
  const wound = await db.selectFrom('wounds').select('patient_id').where('id', '=', a.wound_id).executeTakeFirst();
  const link = wound?.patient_id ? await ehrPatientOf(db, wound.patient_id) : null;
  if (!link) return;
  const on = await db
    .selectFrom('ehr_connections')
    .select('id')
    .where('id', '=', link.connection_id)
    .where('send_on_confirm', '=', true)
    .executeTakeFirst();
  if (!on) return;
  await queueChartWrite(db, {
    assessmentId: a.id,
    connectionId: link.connection_id,
    teamId: a.team_id,
    userId,
    now,
  });
}

/**
 * After a wound's assessments are re-derived: every write of them already in a chart is queued
 * again. The sender compares what the chart holds with what the assessment says now and writes
 * only a change (as `amended`).
 */
export async function queueChartUpdates(db: Db, woundId: string, now: Date): Promise<void> {
  await db
    .updateTable('ehr_writes')
    .set({ status: 'queued', attempts: 0, next_attempt_at: now, updated_at: now })
    .where('status', '=', 'sent')
    .where('assessment_id', 'in', db.selectFrom('assessments').select('id').where('wound_id', '=', woundId))
    .execute();
}
