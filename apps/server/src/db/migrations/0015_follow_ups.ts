import { sql, type Kysely } from 'kysely';

/**
 * Schema: each wound's next assessment (derived from its newest assessment's plan, a clinician's
 * override, the team member it is assigned to), the morning reminder's per-user settings, and one
 * row per reminder sent, keyed by (user, local calendar date) so that a send is claimed once.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('follow_ups')
    .addColumn('wound_id', 'text', (c) => c.primaryKey().references('wounds.id').onDelete('cascade'))
    .addColumn('team_id', 'text', (c) => c.notNull())
    // the newest assessment the derived date comes from (null: the wound has none yet)
    .addColumn('from_thread_id', 'text')
    .addColumn('last_exam_date', 'text')
    .addColumn('interval_days', 'integer')
    .addColumn('interval_source', 'text')
    .addColumn('derived_due_date', 'text')
    // the clinician's date, kept while from_thread_id equals override_thread_id
    .addColumn('override_due_date', 'text')
    .addColumn('override_thread_id', 'text')
    .addColumn('override_by', 'text')
    // the date in force; null when the wound is healed or closed, or has no assessment
    .addColumn('due_date', 'text')
    .addColumn('four_week_date', 'text')
    .addColumn('assignee_id', 'text')
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  // the worklist reads a team's due rows by date; the reminder reads an assignee's
  await sql`CREATE INDEX follow_ups_team_due_idx ON follow_ups (team_id, due_date) WHERE due_date IS NOT NULL`.execute(
    db,
  );
  await sql`CREATE INDEX follow_ups_assignee_due_idx ON follow_ups (assignee_id, due_date) WHERE due_date IS NOT NULL AND assignee_id IS NOT NULL`.execute(
    db,
  );

  await db.schema
    .createTable('reminder_settings')
    .addColumn('user_id', 'text', (c) => c.primaryKey().references('user.id').onDelete('cascade'))
    .addColumn('enabled', 'boolean', (c) => c.notNull())
    .addColumn('time_zone', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();

  await db.schema
    .createTable('reminders_sent')
    .addColumn('user_id', 'text', (c) => c.notNull().references('user.id').onDelete('cascade'))
    .addColumn('local_date', 'text', (c) => c.notNull())
    .addColumn('wound_count', 'integer', (c) => c.notNull())
    .addColumn('claimed_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('sent_at', 'timestamptz')
    .addPrimaryKeyConstraint('reminders_sent_pk', ['user_id', 'local_date'])
    .execute();
}
