import type { ClinicalAssessment, AnalysisResult } from '@woundcare/api-types';
import type { Db } from '../../db/database.ts';

/**
 * Store an assessment with the result whose derived fields were filled from it. The assessment's
 * worklist priority follows the assessment's priority on every derive (a clinician's manual
 * priority holds until an input changes; see docs/decisions/0012-stored-assessment-upgraded-at-start.md).
 */
export async function storeAssessment(
  db: Db,
  assessmentId: string,
  clinical: ClinicalAssessment,
  result: AnalysisResult,
) {
  await db
    .updateTable('assessments')
    .set({
      clinical: JSON.stringify(clinical),
      rules_version: clinical.rulesVersion,
      result: JSON.stringify(result),
      priority: clinical.priority.level,
      updated_at: new Date(),
    })
    .where('id', '=', assessmentId)
    .where('status', '=', 'completed')
    .execute();
}

/** Completed assessments whose stored assessment is missing or of another rules version and not yet compared with `rulesVersion`, by wound. */
export async function listStaleWounds(db: Db, rulesVersion: string): Promise<{ woundId: string; count: number }[]> {
  const rows = await db
    .selectFrom('assessments')
    .select(['wound_id'])
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('status', '=', 'completed')
    .where('result', 'is not', null)
    .where('deleted_at', 'is', null)
    .where((eb) => eb.or([eb('rules_version', 'is', null), eb('rules_version', '!=', rulesVersion)]))
    // an earlier visit compared with these rules already (amended or found unchanged)
    .where((eb) => eb.or([eb('checked_rules_version', 'is', null), eb('checked_rules_version', '!=', rulesVersion)]))
    .groupBy('wound_id')
    .execute();
  return rows.map((r) => ({ woundId: r.wound_id, count: Number(r.n) }));
}
