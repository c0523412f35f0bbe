import { sql, type Kysely } from 'kysely';

/**
 * Schema: one word for the record. The table that held each photo's assessment was named
 * `threads` after the product spec's "analysis thread" screen label; it becomes `assessments`,
 * its stored clinical derivation `assessment` becomes `clinical`, and every column, counter
 * table, index and constraint that named the record follows; the per-user counters, unused since
 * care teams, are dropped. Renames only: no data moves, and
 * PostgreSQL keeps foreign keys pointing at the renamed table and columns.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE threads RENAME TO assessments`.execute(db);
  await sql`ALTER TABLE assessments RENAME COLUMN assessment TO clinical`.execute(db);

  // numbering per user ended with care teams (0006 moved it to team_thread_counters); nothing reads it
  await sql`DROP TABLE thread_counters`.execute(db);
  await sql`ALTER TABLE team_thread_counters RENAME TO team_assessment_counters`.execute(db);

  await sql`ALTER TABLE referrals RENAME COLUMN thread_id TO assessment_id`.execute(db);
  await sql`ALTER TABLE patient_links RENAME COLUMN thread_id TO assessment_id`.execute(db);
  await sql`ALTER TABLE follow_ups RENAME COLUMN from_thread_id TO from_assessment_id`.execute(db);
  await sql`ALTER TABLE follow_ups RENAME COLUMN override_thread_id TO override_assessment_id`.execute(db);

  // constraints (primary, unique, foreign keys) and then the remaining indexes whose names still
  // say "thread" (PostgreSQL named some itself: threads_pkey, referrals_thread_id_fkey …)
  await sql`DO $$
    DECLARE r record;
    BEGIN
      FOR r IN SELECT conrelid::regclass AS tbl, conname FROM pg_constraint
               WHERE connamespace = current_schema()::regnamespace AND conname LIKE '%thread%' LOOP
        EXECUTE format('ALTER TABLE %s RENAME CONSTRAINT %I TO %I', r.tbl, r.conname,
                       replace(replace(r.conname, 'threads', 'assessments'), 'thread', 'assessment'));
      END LOOP;
      FOR r IN SELECT indexname FROM pg_indexes
               WHERE schemaname = current_schema() AND indexname LIKE '%thread%' LOOP
        EXECUTE format('ALTER INDEX %I RENAME TO %I', r.indexname,
                       replace(replace(r.indexname, 'threads', 'assessments'), 'thread', 'assessment'));
      END LOOP;
    END $$`.execute(db);
}
