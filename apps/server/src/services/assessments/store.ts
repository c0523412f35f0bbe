import type { Assessment, AnalysisResult } from '@woundcare/api-types';
import type { Db } from '../../db/database.ts';

/**
 * Store an assessment with the result whose derived fields were filled from it. The thread's
 * worklist priority follows the assessment's priority on every derive (a clinician's manual
 * priority holds until an input changes; see docs/decisions/0012-stored-assessment-upgraded-at-start.md).
 */
export async function storeAssessment(db: Db, threadId: string, assessment: Assessment, result: AnalysisResult) {
  await db
    .updateTable('threads')
    .set({
      assessment: JSON.stringify(assessment),
      rules_version: assessment.rulesVersion,
      result: JSON.stringify(result),
      priority: assessment.priority.level,
      updated_at: new Date(),
    })
    .where('id', '=', threadId)
    .where('status', '=', 'completed')
    .execute();
}

/** Completed assessments whose stored assessment is missing or of another rules version, by wound. */
export async function listStaleWounds(db: Db, rulesVersion: string): Promise<{ woundId: string; count: number }[]> {
  const rows = await db
    .selectFrom('threads')
    .select(['wound_id'])
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('status', '=', 'completed')
    .where('result', 'is not', null)
    .where('deleted_at', 'is', null)
    .where((eb) => eb.or([eb('rules_version', 'is', null), eb('rules_version', '!=', rulesVersion)]))
    .groupBy('wound_id')
    .execute();
  return rows.map((r) => ({ woundId: r.wound_id, count: Number(r.n) }));
}
