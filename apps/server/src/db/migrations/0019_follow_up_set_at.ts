import type { Kysely } from 'kysely';

/**
 * Schema: when a clinician set a wound's due date (with `override_by`, who), so the wound's page
 * can say "set by … on …". Null for a date set before this column existed and for a derived date.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('follow_ups').addColumn('override_at', 'timestamptz').execute();
}
