import type { Kysely } from 'kysely';

/**
 * Schema: the bedside exam of a visit (undermining, tunnelling, periwound skin, pain 0–10, dressing
 * applied) as one JSON document on the assessment; null until the clinician records one.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('assessments').addColumn('bedside_exam', 'jsonb').execute();
}
