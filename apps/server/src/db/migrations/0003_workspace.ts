import { sql, type Kysely } from 'kysely';
import { buildConsultantDirectory } from './0003_workspace.consultants.ts';

/**
 * Schema: analysis threads, their per-user numbering, the consultant directory.
 * Data: the directory's fictional clinicians (a frozen copy next to this file).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await schema(db);
  await data(db);
}

async function schema(db: Kysely<unknown>) {
  // Analysis threads: one row per upload; the job's state (status, attempts, lock,
  // heartbeat) lives here so a crash never loses or strands a job.
  await db.schema
    .createTable('threads')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('user.id').onDelete('cascade'))
    .addColumn('seq', 'integer', (c) => c.notNull())
    .addColumn('patient_name', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('uploaded'))
    .addColumn('stage', 'text')
    .addColumn('priority', 'text', (c) => c.notNull().defaultTo('medium'))
    .addColumn('uploaded_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('started_at', 'timestamptz')
    .addColumn('completed_at', 'timestamptz')
    .addColumn('processing_time', 'double precision')
    .addColumn('simulated', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('error', 'text')
    .addColumn('conf_thresh', 'double precision')
    .addColumn('clinician_signs', 'jsonb', (c) => c.notNull().defaultTo(sql`'[]'::jsonb`))
    .addColumn('photo_dir', 'text', (c) => c.notNull())
    .addColumn('photo_format', 'text', (c) => c.notNull())
    .addColumn('photo_width', 'integer', (c) => c.notNull())
    .addColumn('photo_height', 'integer', (c) => c.notNull())
    .addColumn('photo_bytes', 'integer', (c) => c.notNull())
    .addColumn('has_annotated', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('has_mask', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('result', 'jsonb')
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('locked_at', 'timestamptz')
    .addColumn('locked_by', 'text')
    .addColumn('heartbeat_at', 'timestamptz')
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addUniqueConstraint('threads_user_seq_unique', ['user_id', 'seq'])
    .execute();
  await db.schema.createIndex('threads_status_idx').on('threads').columns(['status', 'heartbeat_at']).execute();
  // analysis-N numbering per user; never reused after a delete
  await db.schema
    .createTable('thread_counters')
    .addColumn('user_id', 'text', (c) => c.primaryKey().references('user.id').onDelete('cascade'))
    .addColumn('last_seq', 'integer', (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('consultants')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('key', 'text', (c) => c.notNull().unique())
    .addColumn('state', 'text', (c) => c.notNull())
    .addColumn('state_code', 'text', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('specialization', 'text', (c) => c.notNull())
    .addColumn('phone', 'text', (c) => c.notNull())
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('address', 'text', (c) => c.notNull())
    .addColumn('rating', 'double precision', (c) => c.notNull())
    .addColumn('availability', 'text', (c) => c.notNull())
    .addColumn('consultation_types', 'jsonb', (c) => c.notNull())
    .addColumn('sort_order', 'integer', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('consultants_state_idx').on('consultants').columns(['state', 'sort_order']).execute();
}

async function data(db: Kysely<unknown>) {
  const rows = buildConsultantDirectory().map((e) => ({
    ...e,
    consultation_types: JSON.stringify(e.consultation_types),
  }));
  await db.withTables<{ consultants: (typeof rows)[number] }>().insertInto('consultants').values(rows).execute();
}
