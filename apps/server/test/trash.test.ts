/**
 * No way to lose a patient: deleting is for the team's owners and admins and moves the record
 * into the trash (hidden everywhere, its ids 404), restore brings back everything that went in
 * with it, and the purge removes rows, photos and referral letters only after the retention
 * period — driven by an injectable clock. Runs on PGlite, and on PostgreSQL under `npm run test:pg`.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PatientDetailJson, PatientJson, AssessmentJson, TrashListJson, WoundJson } from '@woundcare/api-types';
import { createTestApp, type TestApp } from './support/harness.ts';
import { createFakeAnalyzer, photoJpeg } from './support/fake-analyzer.ts';
import { uploadForm, userIdOf, waitForAssessment } from './support/assessment-client.ts';

const DAY = 86_400_000;
const fake = createFakeAnalyzer(2);
let t: TestApp;
let photo: Buffer;
/** the clock the purge reads: moved forward instead of waiting */
let now = new Date();
type Client = ReturnType<TestApp['client']>;
type ErrorJson = { error: { code: string; message: string } };
const json = async <T>(res: Response) => (await res.json()) as T;

beforeAll(async () => {
  t = await createTestApp({ TRASH_RETENTION_DAYS: '30' }, { workspace: { analyzer: fake.analyzer, clock: () => now } });
  photo = await photoJpeg();
}, 300_000);
afterAll(() => t?.close());

/** An owner with a team, and members of that team in the given roles (the team active in their sessions). */
async function team(...roles: ('admin' | 'clinician')[]) {
  const owner = t.client();
  await owner.signUp();
  const teamId = (
    await t.deps.db
      .selectFrom('member')
      .select('organizationId')
      .where('userId', '=', await userIdOf(owner))
      .executeTakeFirstOrThrow()
  ).organizationId;
  const members: Client[] = [];
  for (const role of roles) {
    const c = t.client();
    await c.signUp();
    await t.deps.db
      .insertInto('member')
      .values({ id: randomUUID(), organizationId: teamId, userId: await userIdOf(c), role, createdAt: new Date() })
      .execute();
    const res = await c.request('/api/auth/organization/set-active', {
      method: 'POST',
      json: { organizationId: teamId },
    });
    expect(res.status, await res.clone().text()).toBe(200);
    members.push(c);
  }
  return { owner, members, teamId };
}

async function newPatient(c: Client, name: string, identifier?: string) {
  const res = await c.request('/api/patients', { method: 'POST', json: { display_name: name, identifier } });
  expect(res.status, await res.clone().text()).toBe(201);
  return (await json<{ patient: PatientJson }>(res)).patient;
}
async function newWound(c: Client, patientId: string) {
  const res = await c.request(`/api/patients/${patientId}/wounds`, { method: 'POST', json: {} });
  expect(res.status).toBe(201);
  return (await json<{ wound: WoundJson }>(res)).wound;
}
/** One more visit of the wound today (the "another visit that day?" question answered yes). */
async function assess(c: Client, woundId: string) {
  const res = await c.request('/api/assessments', {
    method: 'POST',
    body: uploadForm({ wound_id: woundId, confirm_exam_date: 'true' }, { data: photo }),
  });
  expect(res.status, await res.clone().text()).toBe(202);
  return (await waitForAssessment(c, (await json<{ assessment: AssessmentJson }>(res)).assessment.id)).assessment;
}
/** A patient with two wounds and three assessments (photos, annotated images and masks on disk). */
async function recordOf(c: Client, name: string, identifier?: string) {
  const patient = await newPatient(c, name, identifier);
  const w1 = await newWound(c, patient.id);
  const w2 = await newWound(c, patient.id);
  const assessments = [await assess(c, w1.id), await assess(c, w1.id), await assess(c, w2.id)];
  return { patient, wounds: [w1, w2], assessments };
}
const photoDirs = async (patientId: string) =>
  (
    await t.deps.db
      .selectFrom('assessments')
      .innerJoin('wounds', 'wounds.id', 'assessments.wound_id')
      .select('assessments.photo_dir')
      .where('wounds.patient_id', '=', patientId)
      .execute()
  ).map((r) => r.photo_dir);
const filesOf = async (dir: string) => {
  const f = t.deps.workspace.files;
  return [await f.read(dir, 'photo'), await f.read(dir, 'annotated.png'), await f.read(dir, 'mask.png')].map(
    (b) => b !== null,
  );
};
/** Refers the patient from an assessment: the referral's id and where its letter is stored. */
async function referFrom(c: Client, assessmentId: string) {
  const added = await c.request('/api/referral-contacts', {
    method: 'POST',
    json: { name: 'Vera Vascular', specialty: 'vascular_surgery', email: 'vera@example.org' },
  });
  expect(added.status).toBe(201);
  const res = await c.request(`/api/assessments/${assessmentId}/referrals`, {
    method: 'POST',
    json: {
      contact_id: (await json<{ contact: { id: string } }>(added)).contact.id,
      reason: 'Review',
      urgency: 'routine',
      delivery: 'download',
    },
  });
  expect(res.status, await res.clone().text()).toBe(201);
  const { id } = (await json<{ referral: { id: string } }>(res)).referral;
  const row = await t.deps.db
    .selectFrom('referrals')
    .innerJoin('assessments', 'assessments.id', 'referrals.assessment_id')
    .select(['assessments.photo_dir', 'referrals.letter_file'])
    .where('referrals.id', '=', id)
    .executeTakeFirstOrThrow();
  return { id, dir: row.photo_dir, name: row.letter_file! };
}
const trashOf = async (c: Client) => json<TrashListJson>(await c.request('/api/trash'));
const codeOf = async (res: Response) => (await json<ErrorJson>(res)).error.code;

describe('who may delete', () => {
  it("refuses a clinician's DELETE of a patient or an assessment (403 ADMIN_REQUIRED) and changes nothing", async () => {
    const {
      owner,
      members: [clinician],
    } = await team('clinician');
    const r = await recordOf(owner, 'Kept Safe');
    for (const url of [`/api/patients/${r.patient.id}`, `/api/assessments/${r.assessments[0]!.id}`]) {
      const res = await clinician!.request(url, { method: 'DELETE' });
      expect(res.status, url).toBe(403);
      expect(await codeOf(res)).toBe('ADMIN_REQUIRED');
    }
    const trash = await clinician!.request('/api/trash');
    expect(trash.status).toBe(403);
    expect(await codeOf(trash)).toBe('ADMIN_REQUIRED');
    const restore = await clinician!.request(`/api/patients/${r.patient.id}/restore`, { method: 'POST' });
    expect(restore.status).toBe(403);
    // the clinician still works on the record, as before
    const detail = await json<PatientDetailJson>(await clinician!.request(`/api/patients/${r.patient.id}`));
    expect(detail.patient).toMatchObject({ woundCount: 2, assessmentCount: 3 });
    expect((await trashOf(owner)).entries).toEqual([]);
  });
});

describe('the trash', () => {
  it("moves an admin's deleted patient out of every list, count and export, its ids 404 — and restore brings it all back", async () => {
    const {
      owner,
      members: [admin, clinician],
    } = await team('admin', 'clinician');
    const r = await recordOf(owner, 'Harold Jennings', 'MRN-77');
    const other = await recordOf(owner, 'Other Patient');
    const dirs = await photoDirs(r.patient.id);
    expect(dirs).toHaveLength(3);

    const del = await admin!.request(`/api/patients/${r.patient.id}`, { method: 'DELETE' });
    expect(del.status).toBe(204);

    // gone for everyone in the team: record, wounds, assessments, photos, exports, lists and counts
    for (const c of [owner, admin!, clinician!]) {
      for (const url of [
        `/api/patients/${r.patient.id}`,
        ...r.wounds.flatMap((w) => [
          `/api/wounds/${w.id}`,
          `/api/wounds/${w.id}/fhir`,
          `/api/wounds/${w.id}/trajectory`,
        ]),
        ...r.assessments.flatMap((th) => [
          `/api/assessments/${th.id}`,
          `/api/assessments/${th.id}/image`,
          `/api/assessments/${th.id}/report.pdf`,
          `/api/assessments/${th.id}/fhir`,
        ]),
      ])
        expect((await c.request(url)).status, url).toBe(404);
      const { patients } = await json<{ patients: PatientJson[] }>(await c.request('/api/patients'));
      expect(patients.map((p) => p.displayName)).toEqual(['Other Patient']);
      const { assessments } = await json<{ assessments: AssessmentJson[] }>(await c.request('/api/assessments'));
      expect(assessments.map((th) => th.id).sort()).toEqual(other.assessments.map((th) => th.id).sort());
    }
    // a new upload by that name starts a new patient rather than filing under the deleted one
    const byName = await owner.request('/api/assessments', {
      method: 'POST',
      body: uploadForm({ patient_name: 'Harold Jennings' }, { data: photo }),
    });
    const fresh = (await waitForAssessment(owner, (await json<{ assessment: AssessmentJson }>(byName)).assessment.id))
      .assessment;
    expect(fresh.patientId).not.toBe(r.patient.id);
    expect((await owner.request(`/api/patients/${fresh.patientId}`, { method: 'DELETE' })).status).toBe(204);

    // kept in the trash, with its photos, until the purge
    const { entries, retentionDays } = await trashOf(admin!);
    expect(retentionDays).toBe(30);
    const entry = entries.find((e) => e.id === r.patient.id)!;
    expect(entry).toMatchObject({
      kind: 'patient',
      patientName: 'Harold Jennings',
      identifier: 'MRN-77',
      woundCount: 2,
      assessmentCount: 3,
      deletedBy: 'Ada Nurse',
    });
    expect(new Date(entry.purgeAt).getTime() - new Date(entry.deletedAt).getTime()).toBe(30 * DAY);
    for (const d of dirs) expect(await filesOf(d)).toEqual([true, true, true]);
    // the MRN stays the deleted patient's (restore must not collide)
    const twin = await owner.request('/api/patients', {
      method: 'POST',
      json: { display_name: 'Twin', identifier: 'MRN-77' },
    });
    expect(twin.status).toBe(409);

    // another team sees none of it and cannot restore it
    const stranger = t.client();
    await stranger.signUp();
    expect((await trashOf(stranger)).entries).toEqual([]);
    expect((await stranger.request(`/api/patients/${r.patient.id}/restore`, { method: 'POST' })).status).toBe(404);

    const restored = await owner.request(`/api/patients/${r.patient.id}/restore`, { method: 'POST' });
    expect(restored.status).toBe(200);
    const detail = await json<PatientDetailJson>(await clinician!.request(`/api/patients/${r.patient.id}`));
    expect(detail.patient).toMatchObject({ displayName: 'Harold Jennings', woundCount: 2, assessmentCount: 3 });
    for (const th of r.assessments) {
      const back = await json<{ assessment: AssessmentJson }>(await clinician!.request(`/api/assessments/${th.id}`));
      expect(back.assessment).toMatchObject({ status: 'completed', woundId: th.woundId });
      expect(back.assessment.clinical).not.toBeNull();
      const img = await clinician!.request(`/api/assessments/${th.id}/image`);
      expect(img.status).toBe(200);
      expect(Buffer.from(await img.arrayBuffer()).equals(photo)).toBe(true);
    }
    expect((await trashOf(owner)).entries.map((e) => e.id)).not.toContain(r.patient.id);

    const ownerId = await userIdOf(owner);
    const adminId = await userIdOf(admin!);
    const audit = await t.deps.db
      .selectFrom('audit_log')
      .select(['user_id', 'action', 'resource'])
      .where('resource', '=', r.patient.id)
      .where('action', 'in', ['patient.delete', 'patient.restore'])
      .orderBy('id')
      .execute();
    expect(audit).toEqual([
      { user_id: adminId, action: 'patient.delete', resource: r.patient.id },
      { user_id: ownerId, action: 'patient.restore', resource: r.patient.id },
    ]);
  });

  it('keeps an assessment deleted on its own out of its wound, its counts and the history; restores it; not while its patient is in the trash', async () => {
    const { owner } = await team();
    const r = await recordOf(owner, 'Single Visit');
    const [first, second] = r.assessments;
    expect((await owner.request(`/api/assessments/${second!.id}`, { method: 'DELETE' })).status).toBe(204);
    const wound = await json<{ assessments: AssessmentJson[] }>(await owner.request(`/api/wounds/${r.wounds[0]!.id}`));
    expect(wound.assessments.map((a) => a.id)).toEqual([first!.id]);
    const patient = await json<PatientDetailJson>(await owner.request(`/api/patients/${r.patient.id}`));
    expect(patient.patient.assessmentCount).toBe(2);
    expect((await trashOf(owner)).entries).toEqual([
      expect.objectContaining({
        kind: 'assessment',
        id: second!.id,
        patientName: 'Single Visit',
        woundLabel: 'Wound 1',
      }),
    ]);

    // the patient goes too, then comes back: the assessment deleted on its own stays in the trash
    expect((await owner.request(`/api/patients/${r.patient.id}`, { method: 'DELETE' })).status).toBe(204);
    expect((await trashOf(owner)).entries.map((e) => [e.kind, e.id])).toEqual([['patient', r.patient.id]]);
    const blocked = await owner.request(`/api/assessments/${second!.id}/restore`, { method: 'POST' });
    expect(blocked.status).toBe(409);
    expect(await codeOf(blocked)).toBe('PATIENT_IN_TRASH');
    expect((await owner.request(`/api/patients/${r.patient.id}/restore`, { method: 'POST' })).status).toBe(200);
    expect(
      (await json<PatientDetailJson>(await owner.request(`/api/patients/${r.patient.id}`))).patient.assessmentCount,
    ).toBe(2);
    expect((await trashOf(owner)).entries.map((e) => e.id)).toEqual([second!.id]);

    const back = await owner.request(`/api/assessments/${second!.id}/restore`, { method: 'POST' });
    expect(back.status).toBe(200);
    expect((await json<{ assessment: AssessmentJson }>(back)).assessment).toMatchObject({
      id: second!.id,
      status: 'completed',
    });
    const again = await json<{ assessments: AssessmentJson[] }>(await owner.request(`/api/wounds/${r.wounds[0]!.id}`));
    expect(again.assessments.map((a) => a.id)).toEqual([first!.id, second!.id]);
    expect((await trashOf(owner)).entries).toEqual([]);
  });
});

describe('the purge', () => {
  it('removes rows, photos, annotated images, masks and referral letters only after the retention period, audited', async () => {
    const { owner, teamId } = await team();
    const r = await recordOf(owner, 'Purged Patient');
    const alone = await recordOf(owner, 'Loses One Visit');
    const patientDirs = await photoDirs(r.patient.id);
    const { photo_dir: aloneDir } = await t.deps.db
      .selectFrom('assessments')
      .select('photo_dir')
      .where('team_id', '=', teamId)
      .where('seq', '=', Number(alone.assessments[2]!.id.replace('analysis-', '')))
      .executeTakeFirstOrThrow();
    // referral letters sent from an assessment of each: files in their assessment's directory
    const letters = [await referFrom(owner, r.assessments[0]!.id), await referFrom(owner, alone.assessments[2]!.id)];
    for (const l of letters) expect(await t.deps.workspace.files.read(l.dir, l.name)).not.toBeNull();
    const deletedAt = new Date();
    now = deletedAt;
    expect((await owner.request(`/api/patients/${r.patient.id}`, { method: 'DELETE' })).status).toBe(204);
    expect((await owner.request(`/api/assessments/${alone.assessments[2]!.id}`, { method: 'DELETE' })).status).toBe(
      204,
    );

    // 29 days later: still restorable
    now = new Date(deletedAt.getTime() + 29 * DAY);
    await t.deps.workspace.jobs.purgeTrash();
    expect((await trashOf(owner)).entries).toHaveLength(2);
    for (const d of [...patientDirs, aloneDir]) expect(await filesOf(d)).toEqual([true, true, true]);
    for (const l of letters) expect(await t.deps.workspace.files.read(l.dir, l.name)).not.toBeNull();

    // 31 days later: gone for good — rows (patient, wounds, assessments) and files
    now = new Date(deletedAt.getTime() + 31 * DAY);
    const report = await t.deps.workspace.jobs.purgeTrash();
    expect(report!.patients).toBeGreaterThanOrEqual(1);
    expect(report!.assessments).toBeGreaterThanOrEqual(4);
    expect((await trashOf(owner)).entries).toEqual([]);
    for (const d of [...patientDirs, aloneDir]) expect(await filesOf(d)).toEqual([false, false, false]);
    for (const l of letters) expect(await t.deps.workspace.files.read(l.dir, l.name)).toBeNull();
    expect(
      await t.deps.db
        .selectFrom('referrals')
        .select('id')
        .where(
          'id',
          'in',
          letters.map((l) => l.id),
        )
        .execute(),
    ).toEqual([]);
    const db = t.deps.db;
    expect(await db.selectFrom('patients').select('id').where('id', '=', r.patient.id).execute()).toEqual([]);
    expect(
      await db
        .selectFrom('wounds')
        .select('id')
        .where(
          'id',
          'in',
          r.wounds.map((w) => w.id),
        )
        .execute(),
    ).toEqual([]);
    expect(
      await db
        .selectFrom('assessments')
        .select('id')
        .where('photo_dir', 'in', [...patientDirs, aloneDir])
        .execute(),
    ).toEqual([]);
    expect((await owner.request(`/api/patients/${r.patient.id}/restore`, { method: 'POST' })).status).toBe(404);
    // the live record is untouched: the other patient keeps its two remaining assessments
    const kept = await json<PatientDetailJson>(await owner.request(`/api/patients/${alone.patient.id}`));
    expect(kept.patient.assessmentCount).toBe(2);
    const purges = await db
      .selectFrom('audit_log')
      .select(['user_id', 'action', 'resource'])
      .where('action', 'in', ['patient.purge', 'assessment.purge'])
      .where('resource', 'like', `%${r.patient.id}`)
      .execute();
    expect(purges).toEqual([
      { user_id: null, action: 'patient.purge', resource: expect.stringContaining(r.patient.id) },
    ]);
    expect(
      await db
        .selectFrom('audit_log')
        .select('action')
        .where('action', '=', 'assessment.purge')
        .where('resource', 'like', `%/${alone.assessments[2]!.id}`)
        .execute(),
    ).toHaveLength(1);
  });
});

describe('retry of a failed analysis', () => {
  it('re-queues the stored photo through the same job: the failed assessment becomes completed, attempt 2', async () => {
    const { owner } = await team();
    const patient = await newPatient(owner, 'Retry Patient');
    const wound = await newWound(owner, patient.id);
    await t.deps.workspace.jobs.idle();
    fake.script.push({ throws: Object.assign(new Error('The analysis engine stopped.'), { name: 'AnalysisError' }) });
    const failed = await assess(owner, wound.id);
    expect(failed).toMatchObject({ status: 'failed', error: 'The analysis engine stopped.', attempts: 1 });
    const calls = fake.calls.length;

    fake.script.push({ area: 5.5 });
    const res = await owner.request(`/api/assessments/${failed.id}/retry`, { method: 'POST' });
    expect(res.status).toBe(202);
    expect((await json<{ assessment: AssessmentJson }>(res)).assessment).toMatchObject({
      status: 'analyzing',
      error: null,
    });
    const { assessment } = await waitForAssessment(owner, failed.id);
    expect(assessment).toMatchObject({ status: 'completed', attempts: 2, analysisResult: { area_cm2: 5.5 } });
    expect(assessment.clinical).not.toBeNull();
    expect(fake.calls.length).toBe(calls + 1);
    expect(fake.calls.at(-1)!.photo.equals(photo)).toBe(true);

    // a completed one is answered as it is, not run again
    const twice = await owner.request(`/api/assessments/${failed.id}/retry`, { method: 'POST' });
    expect(twice.status).toBe(200);
    await t.deps.workspace.jobs.idle();
    expect(fake.calls.length).toBe(calls + 1);
    const audit = await t.deps.db
      .selectFrom('audit_log')
      .select('action')
      .where('user_id', '=', await userIdOf(owner))
      .where('action', '=', 'assessment.retry')
      .execute();
    expect(audit).toHaveLength(2);
  });
});
