import { Migrator, type Kysely } from 'kysely';
import type { AssessmentsTable, Database } from './schema.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type DbHandle } from './database.ts';
import { migrations } from './migrations/index.ts';
import { migrateToLatest } from './migrate.ts';
import { migrateAuth, type AuthDeps } from '../auth.ts';

// A database as it was before care teams, filled through the previous schemas (accounts and
// assessments up to 0004, then the clinical record of 0005: patients, wounds, assessments), then
// upgraded: every user gets a personal team and every record moves into it, nothing lost.
// (Runs on an in-memory PGlite even in the PostgreSQL run: it needs an empty database of its own.)
let h: DbHandle;
/** the tables this test fills before migrating, under the names they had until 0022_assessments */
type OldNames = Database & { threads: AssessmentsTable; thread_counters: { user_id: string; last_seq: number } };
let recordBefore: Awaited<ReturnType<typeof snapshotRecord>>;

/** patients (without their owner column), wounds (the columns of 0005; later migrations add some) and the assessments' wounds, as stored */
async function snapshotRecord(table: 'threads' | 'assessments') {
  const patients = await h.db
    .selectFrom('patients')
    .select(['id', 'display_name', 'identifier', 'birth_date', 'sex', 'created_at'])
    .orderBy('id')
    .execute();
  const wounds = await h.db
    .selectFrom('wounds')
    .select([
      'id',
      'patient_id',
      'label',
      'body_site',
      'etiology',
      'stage',
      'onset_date',
      'status',
      'status_date',
      'created_at',
      'updated_at',
    ])
    .orderBy('id')
    .execute();
  // until 0022 the assessments' table was named `threads`
  const assessments = await (h.db as unknown as Kysely<OldNames>)
    .selectFrom(table)
    .select(['id', 'wound_id', 'exam_date', 'patient_name'])
    .orderBy('id')
    .execute();
  return { patients, wounds, assessments };
}
const authDeps = (db: DbHandle['db']): AuthDeps => ({
  db,
  secret: 'x'.repeat(32),
  baseURL: 'http://localhost',
  mailer: { send: async () => {} },
  trustedOrigins: [],
});

async function oldUser(db: DbHandle['db'], id: string, first: string, organization: string | null) {
  await db
    .insertInto('user')
    .values({
      id,
      email: `${id}@example.com`,
      name: `${first} Nurse`,
      emailVerified: false,
      createdAt: new Date(),
      updatedAt: new Date(),
    })
    .execute();
  await db
    .insertInto('profiles')
    .values({ user_id: id, first_name: first, last_name: 'Nurse', title: null, organization })
    .execute();
}
async function oldAssessment(db: DbHandle['db'], userId: string, seq: number) {
  await (db as unknown as Kysely<OldNames>)
    .insertInto('threads')
    .values({
      id: `${userId}-${seq}`,
      user_id: userId,
      seq,
      patient_name: `Patient ${seq}`,
      status: 'completed',
      priority: 'medium',
      simulated: false,
      clinician_signs: '[]',
      photo_dir: `${userId}/${seq}`,
      photo_format: 'png',
      photo_width: 1,
      photo_height: 1,
      photo_bytes: 1,
      has_annotated: false,
      has_mask: false,
      attempts: 0,
    } as never)
    .execute();
}

beforeAll(async () => {
  h = await openDatabase({ dataDir: 'memory://' });
  await migrateAuth(authDeps(h.db));
  const before = new Migrator({ db: h.db, provider: { getMigrations: async () => migrations } });
  const { error } = await before.migrateTo('0004_audit_log_no_truncate');
  expect(error).toBeUndefined();
  await oldUser(h.db, 'ann', 'Ann', 'Mercy Hospital');
  await oldUser(h.db, 'ben', 'Ben', null);
  await oldUser(h.db, 'cat', 'Cat', '  ');
  await oldAssessment(h.db, 'ann', 1);
  await oldAssessment(h.db, 'ann', 3);
  await oldAssessment(h.db, 'ben', 1);
  // Ann deleted her analysis-4: numbers are never reused
  await (h.db as unknown as Kysely<OldNames>)
    .insertInto('thread_counters')
    .values([
      { user_id: 'ann', last_seq: 4 },
      { user_id: 'ben', last_seq: 1 },
    ])
    .execute();
  // the clinical record (0005 files each patient name's assessments under a patient with "Wound 1"),
  // plus patients entered by hand: Ann's and Ben's share an identifier (unique per owner)
  expect((await before.migrateTo('0005_clinical_record')).error).toBeUndefined();
  await h.db
    .insertInto('patients')
    .values([
      {
        id: 'p-ann',
        owner_id: 'ann',
        display_name: 'Dora Hand',
        identifier: 'MRN-7',
        birth_date: '1950-02-03',
        sex: 'female',
      },
      { id: 'p-ben', owner_id: 'ben', display_name: 'Eli Hand', identifier: 'MRN-7', birth_date: null, sex: null },
    ])
    .execute();
  await h.db
    .insertInto('wounds')
    .values({
      id: 'w-ann',
      patient_id: 'p-ann',
      label: 'Left heel',
      body_site: 'heel_left',
      etiology: 'pressure_injury',
      stage: 'stage_2',
      status: 'open',
    })
    .execute();
  recordBefore = await snapshotRecord('threads');
  await migrateToLatest(h.db, (conn) => migrateAuth(authDeps(conn)));
}, 60_000);
afterAll(() => h?.close());

describe('migration 0006_care_teams', () => {
  it('puts every existing user in a personal team as its owner, named after the organization or "<first name>\'s practice"', async () => {
    const rows = await h.db
      .selectFrom('member')
      .innerJoin('organization', 'organization.id', 'member.organizationId')
      .select(['member.userId as user', 'member.role as role', 'organization.name as name'])
      .orderBy('member.userId')
      .execute();
    expect(rows).toEqual([
      { user: 'ann', role: 'owner', name: 'Mercy Hospital' },
      { user: 'ben', role: 'owner', name: "Ben's practice" },
      { user: 'cat', role: 'owner', name: "Cat's practice" },
    ]);
  });

  it("moves every record into its uploader's team, keeping its number and uploader", async () => {
    const teams = new Map(
      (await h.db.selectFrom('member').select(['userId', 'organizationId']).execute()).map((m) => [
        m.userId,
        m.organizationId,
      ]),
    );
    const assessments = await h.db
      .selectFrom('assessments')
      .select(['id', 'user_id', 'team_id', 'seq'])
      .orderBy('id')
      .execute();
    expect(assessments).toEqual([
      { id: 'ann-1', user_id: 'ann', team_id: teams.get('ann'), seq: 1 },
      { id: 'ann-3', user_id: 'ann', team_id: teams.get('ann'), seq: 3 },
      { id: 'ben-1', user_id: 'ben', team_id: teams.get('ben'), seq: 1 },
    ]);
    const counters = await h.db.selectFrom('team_assessment_counters').selectAll().execute();
    expect(Object.fromEntries(counters.map((c) => [c.team_id, c.last_seq]))).toEqual({
      [teams.get('ann')!]: 4,
      [teams.get('ben')!]: 1,
    });
  });

  it("moves every patient (with its wounds and assessments) into the owner's team, the same team as the owner's assessments", async () => {
    const teams = new Map(
      (await h.db.selectFrom('member').select(['userId', 'organizationId']).execute()).map((m) => [
        m.userId,
        m.organizationId,
      ]),
    );
    expect(await snapshotRecord('assessments')).toEqual(recordBefore);
    // Ann's "Patient 1" and "Patient 3" and Ben's "Patient 1" (from their assessments) and the two by hand
    expect(recordBefore.patients).toHaveLength(5);
    expect(recordBefore.wounds).toHaveLength(4);
    expect(recordBefore.assessments.every((r) => r.wound_id)).toBe(true);
    const owners = await h.db
      .selectFrom('patients')
      .leftJoin('wounds', 'wounds.patient_id', 'patients.id')
      .leftJoin('assessments', 'assessments.wound_id', 'wounds.id')
      .select(['patients.id as patient', 'patients.owner_id as owner', 'assessments.team_id as assessment_team'])
      .execute();
    for (const o of owners) if (o.assessment_team) expect(o.owner, o.patient).toBe(o.assessment_team);
    const byId = new Map(owners.map((o) => [o.patient, o.owner]));
    expect(byId.get('p-ann')).toBe(teams.get('ann'));
    expect(byId.get('p-ben')).toBe(teams.get('ben'));
    expect(new Set(owners.map((o) => o.owner))).toEqual(new Set([teams.get('ann'), teams.get('ben')]));
  });

  it('keys the patient to a team from now on: a user id is refused, the identifier is unique per team', async () => {
    const ann = (
      await h.db.selectFrom('member').select('organizationId').where('userId', '=', 'ann').executeTakeFirstOrThrow()
    ).organizationId;
    await expect(
      h.db.insertInto('patients').values({ id: 'p-x', owner_id: 'ann', display_name: 'X' }).execute(),
    ).rejects.toThrow();
    await expect(
      h.db
        .insertInto('patients')
        .values({ id: 'p-y', owner_id: ann, display_name: 'Y', identifier: 'MRN-7' })
        .execute(),
    ).rejects.toThrow();
    await h.db
      .insertInto('patients')
      .values({ id: 'p-z', owner_id: ann, display_name: 'Z', identifier: 'MRN-8' })
      .execute();
  });
});
