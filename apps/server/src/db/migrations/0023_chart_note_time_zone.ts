import type { Kysely } from 'kysely';

/**
 * Schema: the visit note's facts. A care team's time zone (IANA name; null = the server's), in
 * which its documents print times; and whether an assessment's exam date was entered as a date
 * only (printed without a time of day).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('team_settings').addColumn('time_zone', 'text').execute();
  await db.schema
    .alterTable('assessments')
    .addColumn('exam_date_only', 'boolean', (c) => c.notNull().defaultTo(false))
    .execute();
}
