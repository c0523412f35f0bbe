import type { AnalysisResult, Assessment } from '@woundcare/api-types';
import type { Db } from '../../db/database.ts';
import { deriveAssessment, RULES_VERSION } from '../../clinical/derive-assessment.ts';
import { loadWoundContext } from '../rules/wound-context.ts';
import {
  inputsOf,
  loadAssessmentInputs,
  loadWoundFacts,
  loadWoundRows,
  woundFoundOf,
  type AssessmentRowInput,
} from './load-inputs.ts';
import { fillResult } from './result-fields.ts';
import { listStaleWounds, storeAssessment } from './store.ts';
import type { AssessmentInputs } from '../../clinical/inputs.ts';
import { refreshFollowUp } from '../follow-ups/follow-up-store.ts';

/**
 * The one use-case that derives an assessment and stores it, and re-derives a wound's
 * assessments whenever an input changes (upload, outline, checklist, tissue entry, wound edit,
 * baseline). Never on read: every surface reads what is stored here.
 */

/** Run `fn` in a transaction (or in the caller's, when `db` already is one). */
export function inTransaction<T>(db: Db, fn: (trx: Db) => Promise<T>): Promise<T> {
  return db.isTransaction ? fn(db) : db.transaction().execute(fn);
}

async function deriveRow(db: Db, row: AssessmentRowInput, inputs: AssessmentInputs): Promise<Assessment> {
  const assessment = deriveAssessment(inputs);
  const result = fillResult(row.result as unknown as AnalysisResult, assessment, {
    bedside: inputs.bedside,
    wound: await loadWoundContext(db, row.id),
    woundFound: woundFoundOf(row.result as unknown as AnalysisResult),
  });
  await storeAssessment(db, row.id, assessment, result);
  return assessment;
}

/** Derive and store one completed assessment; null when it is not completed (nothing to derive). */
export async function deriveAndStore(db: Db, threadId: string): Promise<Assessment | null> {
  const loaded = await loadAssessmentInputs(db, threadId);
  if (!loaded) return null;
  const assessment = await deriveRow(db, loaded.row, loaded.inputs);
  await refreshFollowUp(db, loaded.row.wound_id);
  return assessment;
}

/** Every completed assessment of the wound, re-derived and stored in one transaction; the count. */
export function rederiveWound(db: Db, woundId: string): Promise<number> {
  return inTransaction(db, async (trx) => {
    const wound = await loadWoundFacts(trx, woundId);
    if (!wound) return 0;
    const rows = await loadWoundRows(trx, woundId);
    let n = 0;
    for (const row of rows) {
      if (row.status !== 'completed' || !row.result) continue;
      await deriveRow(trx, row, inputsOf(row, wound, rows));
      n++;
    }
    // the next assessment's due date follows the newest assessment and the wound's status
    await refreshFollowUp(trx, woundId);
    return n;
  });
}

/**
 * The data step run once at start, after the migrations: every completed assessment stored by an
 * older rules version (or before assessments were stored) is re-derived with today's rules. A
 * second run finds none. Not a migration: the rules are live code, a migration is frozen.
 */
export async function upgradeAssessments(db: Db, log: (line: string) => void): Promise<number> {
  const stale = await listStaleWounds(db, RULES_VERSION);
  let n = 0;
  for (const { woundId } of stale) n += await rederiveWound(db, woundId);
  log(`[assessments] ${n} assessment(s) re-derived with rules ${RULES_VERSION}`);
  return n;
}
