import { sql, type Kysely, type RawBuilder } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPreviousSchema, type PreviousSchemaDb } from '../../test/support/previous-schema.ts';
import { migrations } from './migrations/index.ts';

/**
 * Every path to the latest schema: an empty database, and a database stopped after each
 * migration in turn, filled the way the application wrote at that version, then migrated to the
 * end. Every row is kept and lands where the latest schema wants it, and the schema is the same
 * whatever the path. Runs on PGlite, and on PostgreSQL under `npm run test:pg` (in a database of
 * its own).
 */

const KEYS = Object.keys(migrations);
const T_UPLOAD = new Date(Date.UTC(2026, 0, 5, 9));
const T_EXAM = new Date(Date.UTC(2026, 0, 4, 15));

let mig: PreviousSchemaDb;
let db: Kysely<unknown>;
let fromEmpty: Awaited<ReturnType<typeof schemaOf>>;

beforeAll(async () => {
  mig = await openPreviousSchema(process.env.DATABASE_URL || undefined, null);
  db = mig.handle.db as unknown as Kysely<unknown>;
}, 60_000);
afterAll(() => mig?.close());

/** Columns, constraints, indexes and triggers of the public schema. */
async function schemaOf() {
  const columns = await sql`SELECT table_name, column_name, data_type, is_nullable, column_default
    FROM information_schema.columns WHERE table_schema = 'public' ORDER BY table_name, column_name`.execute(db);
  const constraints =
    await sql`SELECT c.conrelid::regclass::text AS table, c.conname, pg_get_constraintdef(c.oid) AS def
    FROM pg_constraint c JOIN pg_namespace n ON n.oid = c.connamespace WHERE n.nspname = 'public'
    ORDER BY 1, 2`.execute(db);
  const indexes = await sql`SELECT indexname, indexdef FROM pg_indexes WHERE schemaname = 'public'
    ORDER BY indexname`.execute(db);
  const triggers = await sql`SELECT tgname, pg_get_triggerdef(oid) AS def FROM pg_trigger
    WHERE NOT tgisinternal ORDER BY tgname`.execute(db);
  return { columns: columns.rows, constraints: constraints.rows, indexes: indexes.rows, triggers: triggers.rows };
}

const rows = async <R>(q: RawBuilder<R>) => (await q.execute(db)).rows;

/** What the application wrote with `applied` migrations in place (0 = none). */
async function fill(applied: number) {
  if (applied < 1) return;
  await sql`INSERT INTO "user" (id, email, name, "emailVerified", "createdAt", "updatedAt")
    VALUES ('ann', 'ann@example.com', 'Ann Nurse', false, now(), now())`.execute(db);
  await sql`INSERT INTO profiles (user_id, first_name, last_name, organization)
    VALUES ('ann', 'Ann', 'Nurse', 'Mercy Hospital')`.execute(db);
  await sql`INSERT INTO mail_outbox (to_address, subject, text_body) VALUES ('ann@example.com', 'Hi', 'Hello')`.execute(
    db,
  );
  if (applied < 2) return;
  await sql`INSERT INTO contact_messages (first_name, last_name, email, organization, message, service_interest)
    VALUES ('Cy', 'Reader', 'cy@example.com', 'Clinic', 'Hello', 'demo')`.execute(db);
  await sql`INSERT INTO subscribers (email) VALUES ('cy@example.com')`.execute(db);
  await sql`INSERT INTO audit_log (user_id, action) VALUES ('ann', 'sign_in')`.execute(db);
  if (applied < 3) return;
  // the record's tables under the names they have at this version (0022 renamed threads → assessments)
  const renamed = applied >= 22;
  const records = sql.table(renamed ? 'assessments' : 'threads');
  const teamCounters = sql.table(renamed ? 'team_assessment_counters' : 'team_thread_counters');
  const derived = sql.ref(renamed ? 'clinical' : 'assessment');
  // one analysis, number 2 of Ann's (her counter is at 5: numbers are never reused)
  const record = sql`'t1', 'ann', 2, 'Maria  Lopez', 'completed', ${T_UPLOAD}, '[]', 'ann/t1', 'png', 1, 1, 1,
    '{"outline_source":"clinician"}'`;
  const recordCols = sql`id, user_id, seq, patient_name, status, uploaded_at, clinician_signs, photo_dir,
    photo_format, photo_width, photo_height, photo_bytes, result`;
  if (applied < 5) {
    await sql`INSERT INTO ${records} (${recordCols}) VALUES (${record})`.execute(db);
    await sql`INSERT INTO thread_counters (user_id, last_seq) VALUES ('ann', 5)`.execute(db);
  } else {
    // from 0005 on, an assessment is filed under a wound of a patient; from 0006 on, a team owns them
    let owner = 'ann';
    if (applied >= 6) {
      owner = 'team-ann';
      await sql`INSERT INTO organization (id, name, slug, "createdAt")
        VALUES ('team-ann', 'Mercy Hospital', 'mercy-hospital-1', now())`.execute(db);
      await sql`INSERT INTO member (id, "organizationId", "userId", role, "createdAt")
        VALUES ('m1', 'team-ann', 'ann', 'owner', now())`.execute(db);
    }
    await sql`INSERT INTO patients (id, owner_id, display_name, identifier) VALUES ('p1', ${owner}, 'Maria Lopez', 'MRN-1')`.execute(
      db,
    );
    await sql`INSERT INTO wounds (id, patient_id, label, body_site) VALUES ('w1', 'p1', 'Left heel', 'heel_left')`.execute(
      db,
    );
    await sql`INSERT INTO ${records} (${recordCols}, wound_id, exam_date, exam_date_source, outline_status${applied >= 6 ? sql`, team_id` : sql``})
      VALUES (${record}, 'w1', ${T_EXAM}, 'entered', 'confirmed'${applied >= 6 ? sql`, 'team-ann'` : sql``})`.execute(
      db,
    );
    if (applied >= 6) await sql`INSERT INTO ${teamCounters} (team_id, last_seq) VALUES ('team-ann', 5)`.execute(db);
    else await sql`INSERT INTO thread_counters (user_id, last_seq) VALUES ('ann', 5)`.execute(db);
  }
  if (applied >= 7) await sql`UPDATE wounds SET abpi = 0.8 WHERE id = 'w1'`.execute(db);
  if (applied >= 8) await sql`UPDATE wounds SET healing_potential = 'healable' WHERE id = 'w1'`.execute(db);
  if (applied >= 9) {
    await sql`UPDATE wounds SET tbi = 0.5 WHERE id = 'w1'`.execute(db);
    await sql`UPDATE ${records} SET ${derived} = '{"rulesVersion":"r1"}', rules_version = 'r1',
      clinician_tissue = '{"worst":"slough","necrosis":null}' WHERE id = 't1'`.execute(db);
  }
}

/** The rows `fill(applied)` wrote, as the latest schema holds them. */
async function expectFilled(applied: number) {
  const applied_ = await rows<{ name: string }>(sql`SELECT name FROM kysely_migration ORDER BY name`);
  expect(applied_.map((r) => r.name)).toEqual(KEYS);
  expect(await rows(sql`SELECT count(*)::int AS n FROM consultants`)).toEqual([{ n: 200 }]);
  const users = await rows(sql`SELECT u.id, p.first_name, p.organization, m.role, o.id AS team, o.name AS team_name
    FROM "user" u JOIN profiles p ON p.user_id = u.id
    LEFT JOIN member m ON m."userId" = u.id LEFT JOIN organization o ON o.id = m."organizationId"`);
  const count = async (table: string) =>
    (await rows<{ n: number }>(sql`SELECT count(*)::int AS n FROM ${sql.table(table)}`))[0]!.n;
  if (applied < 1) {
    expect(users).toEqual([]);
    expect(await count('assessments')).toBe(0);
    return;
  }
  // one personal team, owned by Ann: made by 0006 from her profile, or already there
  expect(users).toEqual([
    {
      id: 'ann',
      first_name: 'Ann',
      organization: 'Mercy Hospital',
      role: 'owner',
      team: expect.any(String),
      team_name: 'Mercy Hospital',
    },
  ]);
  const team = (users[0] as { team: string }).team;
  expect(await count('mail_outbox')).toBe(1);
  for (const table of ['contact_messages', 'subscribers', 'audit_log'])
    expect(await count(table), table).toBe(applied >= 2 ? 1 : 0);
  if (applied < 3) {
    expect(await count('assessments')).toBe(0);
    expect(await count('patients')).toBe(0);
    return;
  }
  const record =
    await rows(sql`SELECT t.id, t.seq, t.team_id, t.user_id, extract(epoch FROM t.exam_date)::float8 AS exam_date, t.exam_date_source,
      t.outline_status, t.clinical, t.rules_version, t.clinician_tissue, w.label, w.abpi, w.healing_potential, w.tbi, p.owner_id, p.display_name, p.identifier
    FROM assessments t JOIN wounds w ON w.id = t.wound_id JOIN patients p ON p.id = w.patient_id`);
  const before5 = applied < 5;
  expect(record).toEqual([
    {
      id: 't1',
      seq: 2,
      team_id: team,
      user_id: 'ann',
      exam_date: (before5 ? T_UPLOAD : T_EXAM).getTime() / 1000,
      exam_date_source: before5 ? 'upload' : 'entered',
      outline_status: before5 ? 'adjusted' : 'confirmed',
      clinical: applied >= 9 ? { rulesVersion: 'r1' } : null,
      rules_version: applied >= 9 ? 'r1' : null,
      clinician_tissue: applied >= 9 ? { worst: 'slough', necrosis: null } : null,
      label: before5 ? 'Wound 1' : 'Left heel',
      abpi: applied >= 7 ? 0.8 : null,
      healing_potential: applied >= 8 ? 'healable' : null,
      tbi: applied >= 9 ? 0.5 : null,
      owner_id: team,
      display_name: 'Maria Lopez',
      identifier: before5 ? null : 'MRN-1',
    },
  ]);
  expect(await count('wounds')).toBe(1);
  expect(await rows(sql`SELECT team_id, last_seq FROM team_assessment_counters`)).toEqual([
    { team_id: team, last_seq: 5 },
  ]);
}

describe('migrating to the latest schema', () => {
  it('from an empty database', async () => {
    await mig.stopAt(null);
    await mig.migrateRest();
    await expectFilled(0);
    fromEmpty = await schemaOf();
    expect(fromEmpty.columns.length).toBeGreaterThan(100);
  });

  it.each(KEYS.map((key, i) => [key, i + 1] as const))(
    'from a database stopped after %s and filled then, keeping every row',
    async (key, applied) => {
      await mig.stopAt(key);
      await fill(applied);
      await mig.migrateRest();
      await expectFilled(applied);
      expect(await schemaOf()).toEqual(fromEmpty);
    },
  );
});
