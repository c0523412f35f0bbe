import { sql, type Kysely } from 'kysely';

/**
 * Schema: deletion moves a patient or an assessment into the team's trash instead of removing it.
 * `deleted_at` set = in the trash (hidden from every list, count, report and export; its id is a
 * 404 outside the trash) until restored or purged after the retention period. An assessment
 * trashed together with its patient is marked `deleted_with_patient`, so restoring the patient
 * brings back exactly those and leaves one deleted on its own in the trash.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('patients')
    .addColumn('deleted_at', 'timestamptz')
    .addColumn('deleted_by', 'text')
    .execute();
  await db.schema
    .alterTable('threads')
    .addColumn('deleted_at', 'timestamptz')
    .addColumn('deleted_by', 'text')
    .addColumn('deleted_with_patient', 'boolean', (c) => c.notNull().defaultTo(false))
    .execute();
  // the trash list and the purge sweep read only the (few) deleted rows
  await sql`CREATE INDEX patients_trash_idx ON patients (owner_id, deleted_at) WHERE deleted_at IS NOT NULL`.execute(
    db,
  );
  await sql`CREATE INDEX threads_trash_idx ON threads (team_id, deleted_at) WHERE deleted_at IS NOT NULL`.execute(db);
}
