import { randomUUID } from 'node:crypto';
import { sql, type Kysely } from 'kysely';

/**
 * Patient → wound → assessment. The owner is one column (owner_id) so that a later migration can
 * re-point it to a care team. Calendar dates are 'YYYY-MM-DD' text (a SQL date would come back as
 * a local-midnight Date and shift by the time zone).
 *
 * Schema: patients, wounds, the assessment's new columns on threads (nullable at first).
 * Data: each thread gets an exam date and outline status, and each patient-name group becomes a
 * patient with one wound. Schema again: the columns the data filled become NOT NULL.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await schema(db);
  await data(db);
  await constraints(db);
}

async function schema(db: Kysely<unknown>) {
  const isoDate = (col: string) => sql`CHECK (${sql.ref(col)} ~ '^[0-9]{4}-[0-9]{2}-[0-9]{2}$')`;
  await db.schema
    .createTable('patients')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('owner_id', 'text', (c) => c.notNull().references('user.id').onDelete('cascade'))
    .addColumn('display_name', 'text', (c) => c.notNull())
    .addColumn('identifier', 'text')
    .addColumn('birth_date', 'text', (c) => c.modifyEnd(isoDate('birth_date')))
    .addColumn('sex', 'text')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await sql`CREATE UNIQUE INDEX patients_owner_identifier_unique ON patients (owner_id, identifier) WHERE identifier IS NOT NULL`.execute(
    db,
  );
  await sql`CREATE INDEX patients_owner_name_idx ON patients (owner_id, lower(display_name))`.execute(db);
  await db.schema
    .createTable('wounds')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('patient_id', 'text', (c) => c.notNull().references('patients.id').onDelete('cascade'))
    .addColumn('label', 'text', (c) => c.notNull())
    .addColumn('body_site', 'text')
    .addColumn('etiology', 'text', (c) => c.notNull().defaultTo('unknown'))
    .addColumn('stage', 'text')
    .addColumn('onset_date', 'text', (c) => c.modifyEnd(isoDate('onset_date')))
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('open'))
    .addColumn('status_date', 'text', (c) => c.modifyEnd(isoDate('status_date')))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('wounds_patient_idx').on('wounds').columns(['patient_id', 'created_at']).execute();
  // the assessment's new fields on the thread row
  await db.schema
    .alterTable('threads')
    .addColumn('wound_id', 'text', (c) => c.references('wounds.id').onDelete('cascade'))
    .addColumn('exam_date', 'timestamptz')
    .addColumn('exam_date_source', 'text', (c) => c.notNull().defaultTo('upload'))
    .addColumn('depth_cm', 'double precision')
    .addColumn('exudate', 'text')
    .addColumn('outline_status', 'text', (c) => c.notNull().defaultTo('model'))
    .addColumn('confirmed_by', 'text')
    .addColumn('confirmed_by_name', 'text')
    .addColumn('confirmed_at', 'timestamptz')
    .addColumn('new_baseline', 'boolean', (c) => c.notNull().defaultTo(false))
    .execute();
}

/** The columns this migration's data step reads and writes, as they are at this version. */
type Tables = {
  threads: { id: string; user_id: string; patient_name: string; seq: number; uploaded_at: Date };
  patients: { id: string; owner_id: string; display_name: string; created_at: Date; updated_at: Date };
  wounds: {
    id: string;
    patient_id: string;
    label: string;
    etiology: string;
    status: string;
    created_at: Date;
    updated_at: Date;
  };
};

async function data(untyped: Kysely<unknown>) {
  const db = untyped.withTables<Tables>();
  await sql`UPDATE threads SET exam_date = uploaded_at,
        outline_status = CASE WHEN result->>'outline_source' = 'clinician' THEN 'adjusted' ELSE 'model' END`.execute(
    db,
  );

  // Each patient-name group (per user; name trimmed, spaces collapsed, case-insensitive — the
  // grouping the app used before this migration) becomes a patient with one wound, "Wound 1".
  const key = (name: string) => name.trim().replace(/\s+/g, ' ').toLocaleLowerCase('en-US');
  const rows = await db
    .selectFrom('threads')
    .select(['id', 'user_id', 'patient_name', 'seq', 'uploaded_at'])
    .orderBy('user_id')
    .orderBy('seq')
    .execute();
  const groups = new Map<string, typeof rows>();
  for (const r of rows) {
    const k = `${r.user_id}\u0000${key(r.patient_name)}`;
    const list = groups.get(k);
    if (list) list.push(r);
    else groups.set(k, [r]);
  }
  const patients: Tables['patients'][] = [];
  const wounds: Tables['wounds'][] = [];
  const assign: { id: string; wound_id: string }[] = [];
  for (const list of groups.values()) {
    const newest = list[list.length - 1]!;
    const first = new Date(list[0]!.uploaded_at);
    const patientId = randomUUID();
    const woundId = randomUUID();
    patients.push({
      id: patientId,
      owner_id: newest.user_id,
      display_name: newest.patient_name.trim().replace(/\s+/g, ' '),
      created_at: first,
      updated_at: first,
    });
    wounds.push({
      id: woundId,
      patient_id: patientId,
      label: 'Wound 1',
      etiology: 'unknown',
      status: 'open',
      created_at: first,
      updated_at: first,
    });
    for (const r of list) assign.push({ id: r.id, wound_id: woundId });
  }
  const CHUNK = 500;
  for (let i = 0; i < patients.length; i += CHUNK)
    await db
      .insertInto('patients')
      .values(patients.slice(i, i + CHUNK))
      .execute();
  for (let i = 0; i < wounds.length; i += CHUNK)
    await db
      .insertInto('wounds')
      .values(wounds.slice(i, i + CHUNK))
      .execute();
  for (let i = 0; i < assign.length; i += CHUNK) {
    const values = sql.join(assign.slice(i, i + CHUNK).map((a) => sql`(${a.id}, ${a.wound_id})`));
    await sql`UPDATE threads AS t SET wound_id = v.wound_id FROM (VALUES ${values}) AS v(id, wound_id) WHERE t.id = v.id`.execute(
      db,
    );
  }
}

async function constraints(db: Kysely<unknown>) {
  await sql`ALTER TABLE threads ALTER COLUMN wound_id SET NOT NULL, ALTER COLUMN exam_date SET NOT NULL`.execute(db);
  await db.schema.createIndex('threads_wound_exam_idx').on('threads').columns(['wound_id', 'exam_date']).execute();
}
