import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Kysely } from 'kysely';
import {
  insertPreviousAssessments,
  insertUser,
  openPreviousSchema,
  previousAssessment,
  type PreviousSchemaDb,
} from '../../test/support/previous-schema.ts';

/**
 * Migration 0005 (clinical record) on a database filled through the previous schema: each
 * patient-name group of a user becomes one patient with "Wound 1", every assessment is kept and
 * filed under it, exam dates are the upload times. Runs on PGlite, and on PostgreSQL under
 * `npm run test:pg` (in a database of its own).
 */

let mig: PreviousSchemaDb;
const day = (n: number) => new Date(Date.UTC(2026, 0, 1 + n, 9));
let alice: string;
let bob: string;
/** since 0006_care_teams a patient's owner is the owner's personal team: team id → user id */
let userOfTeam: Map<string, string>;

beforeAll(async () => {
  mig = await openPreviousSchema(process.env.DATABASE_URL || undefined);
  const db = mig.handle.db;
  alice = await insertUser(db, 'alice-mig@example.com');
  bob = await insertUser(db, 'bob-mig@example.com');
  await insertPreviousAssessments(db, [
    previousAssessment(alice, 1, 'Maria Lopez', day(0), { calibrated: true, area_cm2: 10, outline_source: 'model' }),
    previousAssessment(alice, 2, '  maria   lopez', day(28), {
      calibrated: true,
      area_cm2: 4,
      outline_source: 'clinician',
    }),
    previousAssessment(alice, 3, 'Other Person', day(3)),
    previousAssessment(alice, 4, 'Maria Lopez ', day(40), { calibrated: true, area_cm2: 3, outline_source: 'model' }),
    // the same name under another user is another patient
    previousAssessment(bob, 1, 'Maria Lopez', day(5), { calibrated: true, area_cm2: 7, outline_source: 'model' }),
  ]);
  await mig.migrateRest();
  const members = await mig.handle.db.selectFrom('member').select(['userId', 'organizationId']).execute();
  userOfTeam = new Map(members.map((m) => [m.organizationId, m.userId]));
}, 120_000);
afterAll(() => mig?.close());

describe('migration 0005: patient-name groups → patient + "Wound 1"', () => {
  it('makes one patient with one wound per name group and user, named as the newest assessment (spaces tidied)', async () => {
    const db = mig.handle.db;
    const patients = await db.selectFrom('patients').selectAll().orderBy('display_name').execute();
    expect(
      patients.map((p) => [userOfTeam.get(p.owner_id) === alice ? 'alice' : 'bob', p.display_name]).sort(),
    ).toEqual([
      ['alice', 'Maria Lopez'],
      ['alice', 'Other Person'],
      ['bob', 'Maria Lopez'],
    ]);
    const wounds = await db.selectFrom('wounds').selectAll().execute();
    expect(wounds).toHaveLength(3);
    expect(new Set(wounds.map((w) => `${w.label}|${w.etiology}|${w.body_site}|${w.status}`))).toEqual(
      new Set(['Wound 1|unknown|null|open']),
    );
    expect(new Set(wounds.map((w) => w.patient_id))).toEqual(new Set(patients.map((p) => p.id)));
  });

  it('keeps every assessment and files it under its group’s wound, exam date = upload time (source "upload")', async () => {
    const db = mig.handle.db;
    const rows = await db
      .selectFrom('assessments')
      .innerJoin('wounds', 'wounds.id', 'assessments.wound_id')
      .innerJoin('patients', 'patients.id', 'wounds.patient_id')
      .select([
        'assessments.user_id',
        'assessments.seq',
        'assessments.patient_name',
        'assessments.uploaded_at',
        'assessments.exam_date',
        'assessments.exam_date_source',
        'assessments.outline_status',
        'patients.owner_id',
        'wounds.id as wound_id',
      ])
      .orderBy('assessments.user_id')
      .orderBy('assessments.seq')
      .execute();
    expect(rows).toHaveLength(5);
    for (const r of rows) {
      expect(userOfTeam.get(r.owner_id)).toBe(r.user_id);
      expect(new Date(r.exam_date).toISOString()).toBe(new Date(r.uploaded_at).toISOString());
      expect(r.exam_date_source).toBe('upload');
    }
    const aliceRows = rows.filter((r) => r.user_id === alice);
    const maria = aliceRows.filter((r) => r.seq !== 3);
    expect(new Set(maria.map((r) => r.wound_id)).size).toBe(1);
    expect(aliceRows.find((r) => r.seq === 3)!.wound_id).not.toBe(maria[0]!.wound_id);
    // the typed names stay on the assessments as they were
    expect(maria.map((r) => r.patient_name)).toEqual(['Maria Lopez', '  maria   lopez', 'Maria Lopez ']);
    // a clinician's outline was an adjusted one
    expect(aliceRows.map((r) => r.outline_status)).toEqual(['model', 'adjusted', 'model', 'model']);
  });

  it('leaves the columns required from now on filled (wound and exam date NOT NULL)', async () => {
    // the tables as this test writes them: a previous-schema assessment plus the columns added since
    type AssessmentRow = ReturnType<typeof previousAssessment> & {
      team_id: string;
      wound_id: string | null;
      exam_date: Date | null;
    };
    const db = mig.handle.db as unknown as Kysely<{ wounds: { id: string }; assessments: AssessmentRow }>;
    const w = await db.selectFrom('wounds').select('id').limit(1).executeTakeFirstOrThrow();
    const team = [...userOfTeam].find(([, user]) => user === alice)![0];
    const row = { ...previousAssessment(alice, 99, 'No Wound', day(50)), team_id: team };
    await expect(db.insertInto('assessments').values(row).execute()).rejects.toThrow();
    await db
      .insertInto('assessments')
      .values({ ...row, wound_id: w.id, exam_date: day(50) })
      .execute();
  });
});
