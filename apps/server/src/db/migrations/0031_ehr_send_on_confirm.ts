import type { Kysely } from 'kysely';

/**
 * Schema: an EHR connection's "send when confirmed" switch — when on, confirming an assessment of a
 * patient linked to this EHR queues its chart write as "Send to chart" does. Off by default.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('ehr_connections')
    .addColumn('send_on_confirm', 'boolean', (c) => c.notNull().defaultTo(false))
    .execute();
}
