import { sql, type Kysely } from 'kysely';

/**
 * Schema: amendments of documented assessments. A later change (a wound edit, another visit's
 * outline, a rules upgrade) that would derive an earlier visit differently leaves the visit's
 * stored output as documented and keeps the new derivation here, with who, when, why and a
 * one-line summary of what changed. `checked_rules_version` on an assessment is the rules version
 * its documented output was last compared with (so the start-up upgrade checks an earlier visit
 * once per rules version, whether or not it needed an amendment).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('assessment_amendments')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('assessment_id', 'text', (c) => c.notNull().references('assessments.id').onDelete('cascade'))
    .addColumn('team_id', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    // null: the system (a rules upgrade)
    .addColumn('by_user_id', 'text')
    .addColumn('by_name', 'text', (c) => c.notNull())
    .addColumn('reason', 'text', (c) => c.notNull())
    .addColumn('summary', 'text', (c) => c.notNull())
    .addColumn('rules_version', 'text', (c) => c.notNull())
    .addColumn('clinical', 'jsonb', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('assessment_amendments_assessment_idx')
    .on('assessment_amendments')
    .columns(['assessment_id', 'created_at'])
    .execute();
  await db.schema.alterTable('assessments').addColumn('checked_rules_version', 'text').execute();
}
