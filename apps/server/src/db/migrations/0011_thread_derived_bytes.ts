import type { Kysely } from 'kysely';

/**
 * Schema: what an assessment's derived files (annotated image, mask) take in storage, beside the
 * photo's own `photo_bytes`, so a team's storage use is one sum. Assessments analysed before this
 * count 0 until they are re-measured.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('threads')
    .addColumn('derived_bytes', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
}
