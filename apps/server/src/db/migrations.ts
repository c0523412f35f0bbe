import { randomUUID } from 'node:crypto';
import { sql, type Kysely, type Migration } from 'kysely';
import { personalTeamName, teamSlug } from '../services/teams/team-names.ts';
import { buildConsultantDirectory } from './seed/consultant-directory.ts';

/**
 * Versioned migrations, applied in key order at start (after better-auth's own tables).
 * Never edit a migration that has shipped: add a new one.
 */
export const migrations: Record<string, Migration> = {
  '0001_profiles_outbox': {
    async up(db: Kysely<any>) {
      await db.schema
        .createTable('profiles')
        .addColumn('user_id', 'text', (c) => c.primaryKey().references('user.id').onDelete('cascade'))
        .addColumn('first_name', 'text', (c) => c.notNull())
        .addColumn('last_name', 'text', (c) => c.notNull())
        .addColumn('title', 'text')
        .addColumn('organization', 'text')
        .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
        .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
        .execute();
      await db.schema
        .createTable('mail_outbox')
        .addColumn('id', 'serial', (c) => c.primaryKey())
        .addColumn('to_address', 'text', (c) => c.notNull())
        .addColumn('subject', 'text', (c) => c.notNull())
        .addColumn('text_body', 'text', (c) => c.notNull())
        .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
        .execute();
    },
  },
  '0002_contact_subscribers_audit': {
    async up(db: Kysely<any>) {
      await db.schema
        .createTable('contact_messages')
        .addColumn('id', 'serial', (c) => c.primaryKey())
        .addColumn('first_name', 'text', (c) => c.notNull())
        .addColumn('last_name', 'text', (c) => c.notNull())
        .addColumn('email', 'text', (c) => c.notNull())
        .addColumn('phone', 'text')
        .addColumn('organization', 'text', (c) => c.notNull())
        .addColumn('title', 'text')
        .addColumn('message', 'text', (c) => c.notNull())
        .addColumn('service_interest', 'text', (c) => c.notNull())
        .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
        .execute();
      await db.schema
        .createTable('subscribers')
        .addColumn('email', 'text', (c) => c.primaryKey())
        .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
        .execute();
      await db.schema
        .createTable('audit_log')
        .addColumn('id', 'bigserial', (c) => c.primaryKey())
        .addColumn('user_id', 'text')
        .addColumn('action', 'text', (c) => c.notNull())
        .addColumn('resource', 'text')
        .addColumn('ip', 'text')
        .addColumn('user_agent', 'text')
        .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
        .execute();
      await db.schema.createIndex('audit_log_user_idx').on('audit_log').columns(['user_id', 'id']).execute();
      // Append-only: the database itself refuses updates and deletes of audit rows.
      await sql`CREATE OR REPLACE FUNCTION audit_log_append_only() RETURNS trigger AS $$
        BEGIN RAISE EXCEPTION 'audit_log is append-only'; END; $$ LANGUAGE plpgsql`.execute(db);
      await sql`CREATE TRIGGER audit_log_no_change BEFORE UPDATE OR DELETE ON audit_log
        FOR EACH ROW EXECUTE FUNCTION audit_log_append_only()`.execute(db);
    },
  },
  '0003_workspace': {
    async up(db: Kysely<any>) {
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
      // The seeded directory of fictional clinicians (see seed/consultant-directory.ts).
      await db
        .insertInto('consultants')
        .values(
          buildConsultantDirectory().map((e) => ({ ...e, consultation_types: JSON.stringify(e.consultation_types) })),
        )
        .execute();
    },
  },
  '0004_audit_log_no_truncate': {
    async up(db: Kysely<any>) {
      // Row triggers do not fire on TRUNCATE; a statement trigger closes that way round the append-only rule.
      await sql`CREATE TRIGGER audit_log_no_truncate BEFORE TRUNCATE ON audit_log
        FOR EACH STATEMENT EXECUTE FUNCTION audit_log_append_only()`.execute(db);
    },
  },
  '0005_clinical_record': {
    async up(db: Kysely<any>) {
      // Patient → wound → assessment. The owner is one column (owner_id) so that a
      // later migration can re-point it to a care team. Calendar dates are 'YYYY-MM-DD' text
      // (a SQL date would come back as a local-midnight Date and shift by the time zone).
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
      await sql`UPDATE threads SET exam_date = uploaded_at,
        outline_status = CASE WHEN result->>'outline_source' = 'clinician' THEN 'adjusted' ELSE 'model' END`.execute(
        db,
      );

      // Each patient-name group (per user; name trimmed, spaces collapsed, case-insensitive — the
      // grouping the app used until now) becomes a patient with one wound, "Wound 1".
      const key = (name: string) => name.trim().replace(/\s+/g, ' ').toLocaleLowerCase('en-US');
      const rows: { id: string; user_id: string; patient_name: string; seq: number; uploaded_at: Date }[] = await db
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
      const patients: Record<string, unknown>[] = [];
      const wounds: Record<string, unknown>[] = [];
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
      await sql`ALTER TABLE threads ALTER COLUMN wound_id SET NOT NULL, ALTER COLUMN exam_date SET NOT NULL`.execute(
        db,
      );
      await db.schema.createIndex('threads_wound_exam_idx').on('threads').columns(['wound_id', 'exam_date']).execute();
    },
  },
  // (numbered 0006: the clinical record's 0005 runs first, so its patients can move to teams here too)
  '0006_care_teams': {
    async up(db: Kysely<any>) {
      // Every existing user gets a personal care team (better-auth's organization plugin tables,
      // created just before by migrateAuth) in which they are the owner.
      const users = await db
        .selectFrom('user')
        .leftJoin('profiles', 'profiles.user_id', 'user.id')
        .select([
          'user.id as id',
          'user.name as name',
          'profiles.first_name as first_name',
          'profiles.organization as organization',
        ])
        .where((eb) =>
          eb.not(eb.exists(eb.selectFrom('member').select('member.id').whereRef('member.userId', '=', 'user.id'))),
        )
        .orderBy('user.createdAt')
        .execute();
      for (const u of users) {
        const teamId = randomUUID();
        const name = personalTeamName(u);
        await db
          .insertInto('organization')
          .values({ id: teamId, name, slug: teamSlug(name), createdAt: new Date() })
          .execute();
        await db
          .insertInto('member')
          .values({ id: randomUUID(), organizationId: teamId, userId: u.id, role: 'owner', createdAt: new Date() })
          .execute();
      }
      // Records belong to a team: each existing thread moves to its uploader's (oldest owned) team.
      await db.schema
        .alterTable('threads')
        .addColumn('team_id', 'text', (c) => c.references('organization.id'))
        .execute();
      await sql`UPDATE threads SET team_id = (
          SELECT m."organizationId" FROM member m WHERE m."userId" = threads.user_id
          ORDER BY (m.role = 'owner') DESC, m."createdAt" ASC, m."organizationId" ASC LIMIT 1)`.execute(db);
      await db.schema
        .alterTable('threads')
        .alterColumn('team_id', (c) => c.setNotNull())
        .execute();
      // analysis-N numbering is now per team (one user may work in several teams)
      await db.schema.alterTable('threads').dropConstraint('threads_user_seq_unique').execute();
      await db.schema
        .alterTable('threads')
        .addUniqueConstraint('threads_team_seq_unique', ['team_id', 'seq'])
        .execute();
      await db.schema
        .createTable('team_thread_counters')
        .addColumn('team_id', 'text', (c) => c.primaryKey().references('organization.id').onDelete('cascade'))
        .addColumn('last_seq', 'integer', (c) => c.notNull())
        .execute();
      // numbers are never reused after a delete: carry each user's counter over to their team
      await sql`INSERT INTO team_thread_counters (team_id, last_seq)
        SELECT t.team_id, GREATEST(MAX(t.seq), COALESCE(MAX(tc.last_seq), 0))
        FROM threads t LEFT JOIN thread_counters tc ON tc.user_id = t.user_id
        GROUP BY t.team_id`.execute(db);
      await sql`INSERT INTO team_thread_counters (team_id, last_seq)
        SELECT m."organizationId", tc.last_seq FROM thread_counters tc
        JOIN member m ON m."userId" = tc.user_id AND m.role = 'owner'
        ON CONFLICT (team_id) DO NOTHING`.execute(db);
      // The clinical record (0005) belongs to the team too: patients.owner_id is re-pointed from the
      // user to the same team as the user's threads (so an assessment and its patient stay in one
      // team). Wounds and assessments follow through their patient. The (owner_id, identifier)
      // unique index now holds per team. No cascade: a team with patients is not deleted silently.
      await sql`ALTER TABLE patients DROP CONSTRAINT IF EXISTS patients_owner_id_fkey`.execute(db);
      await sql`UPDATE patients SET owner_id = (
          SELECT m."organizationId" FROM member m WHERE m."userId" = patients.owner_id
          ORDER BY (m.role = 'owner') DESC, m."createdAt" ASC, m."organizationId" ASC LIMIT 1)`.execute(db);
      await sql`ALTER TABLE patients ADD CONSTRAINT patients_owner_team_fkey FOREIGN KEY (owner_id) REFERENCES organization (id)`.execute(
        db,
      );
    },
  },
  /** the wound's last ankle-brachial pressure index (entered): compression and offloading advice depend on it */
  '0007_wound_abpi': {
    async up(db: Kysely<any>) {
      await db.schema.alterTable('wounds').addColumn('abpi', 'double precision').execute();
    },
  },
  /** the wound's healing potential (Wound Bed Preparation 2021); null = not assessed */
  '0008_wound_healing_potential': {
    async up(db: Kysely<any>) {
      await db.schema.alterTable('wounds').addColumn('healing_potential', 'text').execute();
    },
  },
};
