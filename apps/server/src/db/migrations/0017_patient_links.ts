import { sql, type Kysely } from 'kysely';

/**
 * Schema: a patient's link to one assessment's treatment plan, opened without signing in. The
 * link's token is kept only as its SHA-256 (the token itself is shown once, to the clinician who
 * made it); the link expires, can be revoked, and counts the times it was opened.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('patient_links')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('token_hash', 'text', (c) => c.notNull().unique())
    .addColumn('thread_id', 'text', (c) => c.notNull().references('threads.id').onDelete('cascade'))
    .addColumn('team_id', 'text', (c) => c.notNull())
    .addColumn('created_by', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .addColumn('revoked_at', 'timestamptz')
    .addColumn('revoked_by', 'text')
    .addColumn('opens', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('last_opened_at', 'timestamptz')
    .execute();
  await db.schema.createIndex('patient_links_thread').on('patient_links').column('thread_id').execute();
}
