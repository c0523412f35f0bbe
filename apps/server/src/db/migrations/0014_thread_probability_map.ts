import type { Kysely } from 'kysely';

/**
 * Schema: an analysis records whether the model's probability map was stored beside its mask
 * (the outline editor snaps edges to it). Older analyses have none: false.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('threads')
    .addColumn('has_probability', 'boolean', (c) => c.notNull().defaultTo(false))
    .execute();
}
