import type { AnalysisResult, BedsideSignStates, ClinicalAssessment } from '@woundcare/api-types';
import type { Db } from '../../db/database.ts';
import { deriveAssessment, RULES_VERSION } from '../../clinical/derive-assessment.ts';
import { loadWoundContext } from '../rules/wound-context.ts';
import { inputsOf, loadWoundFacts, loadWoundRows, woundFoundOf, type AssessmentRowInput } from './load-inputs.ts';
import { fillResult } from './result-fields.ts';
import { listStaleWounds, storeAssessment } from './store.ts';
import { refreshFollowUp } from '../follow-ups/follow-up-store.ts';
import { amendAssessment, markChecked, type RederiveCause } from './amendments.ts';
import { queueChartUpdates } from '../ehr/chart-queue.ts';

/**
 * The one use-case that derives an assessment and stores it, and re-derives a wound's
 * assessments whenever an input changes (upload, outline, checklist, tissue entry, wound edit,
 * baseline). Never on read: every surface reads what is stored here. A documented earlier visit
 * is never rewritten: a change to it is kept as an amendment (amendments.ts).
 */

/** Run `fn` in a transaction (or in the caller's, when `db` already is one). */
export function inTransaction<T>(db: Db, fn: (trx: Db) => Promise<T>): Promise<T> {
  return db.isTransaction ? fn(db) : db.transaction().execute(fn);
}

async function storeDerived(db: Db, row: AssessmentRowInput, clinical: ClinicalAssessment, bedside: BedsideSignStates) {
  const result = fillResult(row.result as unknown as AnalysisResult, clinical, {
    bedside,
    wound: await loadWoundContext(db, row.id),
    woundFound: woundFoundOf(row.result as unknown as AnalysisResult),
  });
  await storeAssessment(db, row.id, clinical, result);
}

/**
 * Every completed assessment of the wound, derived again in one transaction; the count of those
 * stored or amended. The wound's current (latest) visit, the visit whose own input changed
 * (`cause.assessmentId`) and a visit not derived yet are stored as derived; an earlier, documented
 * visit keeps its stored output and gets an amendment when the new derivation differs.
 */
export function rederiveWound(db: Db, woundId: string, cause: RederiveCause): Promise<number> {
  return inTransaction(db, async (trx) => {
    const wound = await loadWoundFacts(trx, woundId);
    if (!wound) return 0;
    const rows = await loadWoundRows(trx, woundId);
    const completed = rows.filter((r) => r.status === 'completed' && r.result);
    const latest = completed.at(-1);
    let n = 0;
    for (const row of completed) {
      const inputs = inputsOf(row, wound, rows);
      const clinical = deriveAssessment(inputs);
      if (row === latest || row.id === cause.assessmentId || !row.clinical) {
        await storeDerived(trx, row, clinical, inputs.bedside);
        n++;
      } else {
        if (await amendAssessment(trx, { ...row, clinical: row.clinical }, clinical, cause)) n++;
        await markChecked(trx, row.id, clinical.rulesVersion);
      }
    }
    // the next assessment's due date follows the newest assessment and the wound's status
    await refreshFollowUp(trx, woundId);
    // assessments already in a chart are sent again: the chart's copy is amended when what it shows changed
    await queueChartUpdates(trx, woundId, new Date());
    return n;
  });
}

/**
 * The data step run once at start, after the migrations: every wound with a completed assessment
 * stored by an older rules version (or before assessments were stored) and not yet compared with
 * today's rules is derived again — its latest visit stored, its earlier visits amended "by the
 * system (rules <version>)" where the output changed. A second run finds none. Not a migration:
 * the rules are live code, a migration is frozen.
 */
export async function upgradeAssessments(db: Db, log: (line: string) => void): Promise<number> {
  const stale = await listStaleWounds(db, RULES_VERSION);
  let n = 0;
  const cause: RederiveCause = { byUserId: null, reason: `Rules upgraded to ${RULES_VERSION}` };
  for (const { woundId } of stale) n += await rederiveWound(db, woundId, cause);
  log(`[assessments] ${n} assessment(s) re-derived or amended with rules ${RULES_VERSION}`);
  return n;
}
