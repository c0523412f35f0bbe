import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import type {
  PatientDetailJson,
  PatientJson,
  AssessmentJson,
  WoundJson,
  WoundTrajectoryJson,
} from '@woundcare/api-types';
import { createTestApp, type TestApp } from '../../test/support/harness.ts';
import { createFakeAnalyzer, photoJpeg, tinyPng } from '../../test/support/fake-analyzer.ts';
import { upload, uploadForm, userIdOf, waitForAssessment } from '../../test/support/assessment-client.ts';

const fake = createFakeAnalyzer(5);
let t: TestApp;
let photo: Buffer;
type Client = ReturnType<TestApp['client']>;
type ErrorJson = { error: { code: string; message: string } };

beforeAll(async () => {
  t = await createTestApp({}, { workspace: { analyzer: fake.analyzer } });
  photo = await photoJpeg();
});
afterAll(() => t.close());

async function signedIn() {
  const c = t.client();
  await c.signUp();
  return c;
}
const json = async <T>(res: Response) => (await res.json()) as T;
const daysAgo = (n: number) => new Date(Date.now() - n * 86_400_000).toISOString().slice(0, 10);

async function newPatient(c: Client, body: Record<string, unknown> = { display_name: 'Maria Lopez' }) {
  const res = await c.request('/api/patients', { method: 'POST', json: body });
  expect(res.status, await res.clone().text()).toBe(201);
  return (await json<{ patient: PatientJson }>(res)).patient;
}
async function newWound(c: Client, patientId: string, body: Record<string, unknown> = {}) {
  const res = await c.request(`/api/patients/${patientId}/wounds`, { method: 'POST', json: body });
  expect(res.status, await res.clone().text()).toBe(201);
  return (await json<{ wound: WoundJson }>(res)).wound;
}
/** One visit of the wound; entered out of date order on purpose here, so the date question is answered yes. */
async function assess(c: Client, woundId: string, fields: Record<string, string> = {}) {
  const res = await c.request('/api/assessments', {
    method: 'POST',
    body: uploadForm({ wound_id: woundId, confirm_exam_date: 'true', ...fields }, { data: photo }),
  });
  expect(res.status, await res.clone().text()).toBe(202);
  const { assessment } = await json<{ assessment: AssessmentJson }>(res);
  return (await waitForAssessment(c, assessment.id)).assessment;
}
async function auditActions(c: Client) {
  const { entries } = await json<{ entries: { action: string; resource: string | null }[] }>(
    await c.request('/api/profile/audit'),
  );
  return entries.map((e) => `${e.action} ${e.resource ?? ''}`.trim());
}

describe('uploads: the right patient by design', () => {
  const post = (c: Client, fields: Record<string, string>) =>
    c.request('/api/assessments', { method: 'POST', body: uploadForm(fields, { data: photo }) });
  const patientsOf = async (c: Client) =>
    (await json<{ patients: PatientJson[] }>(await c.request('/api/patients'))).patients;

  it('files a typed name that equals an existing patient’s under a new patient — never under their wound', async () => {
    const c = await signedIn();
    const maria = await newPatient(c, { display_name: 'Maria Lopez', identifier: 'MRN-7' });
    const heel = await newWound(c, maria.id);
    await assess(c, heel.id, { exam_date: daysAgo(2) });
    // the spec's upload by name (the API's name-only path): a new patient every time, no matching
    const first = await upload(c, '  maria   LOPEZ ', photo);
    expect(first.res.status, JSON.stringify(first.body)).toBe(202);
    const again = await upload(c, 'Maria Lopez', photo);
    expect(again.res.status).toBe(202);
    const done = (await waitForAssessment(c, again.body.assessment.id)).assessment;
    await waitForAssessment(c, first.body.assessment.id);
    const patients = await patientsOf(c);
    expect(patients.map((p) => [p.displayName, p.identifier, p.woundCount, p.assessmentCount]).sort()).toEqual([
      ['Maria Lopez', null, 1, 1],
      ['Maria Lopez', 'MRN-7', 1, 1],
      ['maria LOPEZ', null, 1, 1],
    ]);
    // the existing wound keeps its one visit; the new photo is visit 1 of a new patient's Wound 1
    expect(done.woundId).not.toBe(heel.id);
    expect(done.patientId).not.toBe(maria.id);
    expect(done).toMatchObject({ patientName: 'Maria Lopez', woundLabel: 'Wound 1', examDateSource: 'upload' });
  });

  it('files the form’s explicit new patient with MRN and birth date; a taken MRN is refused and nothing is filed', async () => {
    const c = await signedIn();
    const res = await post(c, {
      patient_name: 'Ada Byron',
      patient_identifier: 'MRN-55',
      patient_birth_date: '1950-04-12',
    });
    expect(res.status, await res.clone().text()).toBe(202);
    const { assessment } = await json<{ assessment: AssessmentJson }>(res);
    const detail = await json<PatientDetailJson>(await c.request(`/api/patients/${assessment.patientId}`));
    expect(detail.patient).toMatchObject({ displayName: 'Ada Byron', identifier: 'MRN-55', birthDate: '1950-04-12' });
    expect(detail.wounds.map((w) => w.label)).toEqual(['Wound 1']);
    await waitForAssessment(c, assessment.id);

    const taken = await post(c, { patient_name: 'Someone Else', patient_identifier: 'MRN-55' });
    expect(taken.status).toBe(409);
    expect((await json<ErrorJson>(taken)).error.code).toBe('IDENTIFIER_TAKEN');
    // an MRN alone never looks a patient up; a wound and new-patient fields together are refused
    const mrnOnly = await post(c, { patient_identifier: 'MRN-55' });
    expect(mrnOnly.status).toBe(400);
    expect((await json<ErrorJson>(mrnOnly)).error.message).toMatch(/^patient_name/);
    const both = await post(c, { wound_id: assessment.woundId!, patient_name: 'Ada Byron' });
    expect(both.status).toBe(400);
    expect((await json<ErrorJson>(both)).error.message).toMatch(/^wound_id: send either/);
    expect((await patientsOf(c)).map((p) => p.displayName)).toEqual(['Ada Byron']);
    expect((await json<{ assessments: unknown[] }>(await c.request('/api/assessments'))).assessments).toHaveLength(1);
  });

  it('asks before filing a photo dated on or before another visit of the wound (409 EXAM_DATE_CONFLICT), files it when confirmed', async () => {
    const c = await signedIn();
    const wound = await newWound(c, (await newPatient(c)).id);
    const visit = await assess(c, wound.id, { exam_date: daysAgo(3) });
    type Conflict = { error: { code: string; message: string; details: Record<string, unknown> } };

    const sameDay = await post(c, { wound_id: wound.id, exam_date: daysAgo(3) });
    expect(sameDay.status).toBe(409);
    expect((await json<Conflict>(sameDay)).error).toMatchObject({
      code: 'EXAM_DATE_CONFLICT',
      details: { examDate: daysAgo(3), otherExamDate: daysAgo(3), otherAssessmentId: visit.id, sameDay: true },
    });
    const earlier = await post(c, { wound_id: wound.id, exam_date: daysAgo(5) });
    expect(earlier.status).toBe(409);
    const before = await json<Conflict>(earlier);
    expect(before.error.details).toMatchObject({ examDate: daysAgo(5), otherExamDate: daysAgo(3), sameDay: false });
    expect(before.error.message).toMatch(/^exam_date: .* is before Wound 1's visit of/);
    // nothing was filed by the questions
    expect((await json<{ assessments: unknown[] }>(await c.request('/api/assessments'))).assessments).toHaveLength(1);

    const later = await post(c, { wound_id: wound.id, exam_date: daysAgo(1) });
    expect(later.status).toBe(202);
    const confirmed = await post(c, { wound_id: wound.id, exam_date: daysAgo(5), confirm_exam_date: 'true' });
    expect(confirmed.status, await confirmed.clone().text()).toBe(202);
    await waitForAssessment(c, (await json<{ assessment: AssessmentJson }>(later)).assessment.id);
    await waitForAssessment(c, (await json<{ assessment: AssessmentJson }>(confirmed)).assessment.id);
    const page = await json<{ assessments: { examDate: string }[] }>(await c.request(`/api/wounds/${wound.id}`));
    expect(page.assessments.map((a) => a.examDate.slice(0, 10)).sort()).toEqual(
      [daysAgo(5), daysAgo(3), daysAgo(1)].sort(),
    );
  });

  it('refuses an upload that names neither a wound nor a patient, and another user’s wound as if it did not exist', async () => {
    const alice = await signedIn();
    const bob = await signedIn();
    const wound = await newWound(alice, (await newPatient(alice)).id);
    const none = await bob.request('/api/assessments', { method: 'POST', body: uploadForm({}, { data: photo }) });
    expect(none.status).toBe(400);
    expect((await json<ErrorJson>(none)).error.message).toMatch(/^wound_id/);
    const theirs = await bob.request('/api/assessments', {
      method: 'POST',
      body: uploadForm({ wound_id: wound.id }, { data: photo }),
    });
    const absent = await bob.request('/api/assessments', {
      method: 'POST',
      body: uploadForm({ wound_id: '00000000-0000-4000-8000-000000000000' }, { data: photo }),
    });
    expect(theirs.status).toBe(404);
    expect(await theirs.json()).toEqual(await absent.json());
    expect((await json<{ assessments: unknown[] }>(await bob.request('/api/assessments'))).assessments).toEqual([]);
  });
});

describe('patients', () => {
  it('creates, searches by name, identifier or birth date, updates and deletes — with audit rows', async () => {
    const c = await signedIn();
    const p = await newPatient(c, {
      display_name: 'Ada Byron',
      identifier: 'MRN-100',
      birth_date: '1950-04-12',
      sex: 'female',
    });
    expect(p).toMatchObject({
      displayName: 'Ada Byron',
      identifier: 'MRN-100',
      birthDate: '1950-04-12',
      sex: 'female',
      woundCount: 0,
    });
    await newPatient(c, { display_name: 'Grace Hopper', identifier: 'MRN-200' });
    const search = async (q: string) =>
      (
        await json<{ patients: PatientJson[] }>(await c.request(`/api/patients?q=${encodeURIComponent(q)}`))
      ).patients.map((x) => x.displayName);
    expect(await search('byr')).toEqual(['Ada Byron']);
    expect(await search('mrn-2')).toEqual(['Grace Hopper']);
    expect(await search('1950-04-12')).toEqual(['Ada Byron']);
    expect(await search('1950-04')).toEqual(['Ada Byron']);
    expect(await search('1950-05')).toEqual([]);
    expect(await search('%')).toEqual([]);
    const broken = await c.request('/api/patients?q=%E0%A4%A');
    expect(broken.status).toBe(400);
    expect((await json<ErrorJson>(broken)).error.code).toBe('INVALID_QUERY');
    const dup = await c.request('/api/patients', {
      method: 'POST',
      json: { display_name: 'Someone', identifier: 'MRN-100' },
    });
    expect(dup.status).toBe(409);
    expect((await json<ErrorJson>(dup)).error.code).toBe('IDENTIFIER_TAKEN');
    const patched = await c.request(`/api/patients/${p.id}`, {
      method: 'PATCH',
      json: { display_name: 'Ada Lovelace', identifier: null },
    });
    expect(patched.status).toBe(200);
    expect((await json<{ patient: PatientJson }>(patched)).patient).toMatchObject({
      displayName: 'Ada Lovelace',
      identifier: null,
    });
    expect((await c.request(`/api/patients/${p.id}`, { method: 'DELETE' })).status).toBe(204);
    expect((await c.request(`/api/patients/${p.id}`)).status).toBe(404);
    expect(await auditActions(c)).toEqual(
      expect.arrayContaining([
        `patient.create ${p.id}`,
        `patient.update ${p.id}`,
        `patient.delete ${p.id}`,
        'patient.list search',
      ]),
    );
  });

  it('validates the body at the edge: dates, sex, unknown fields, control characters', async () => {
    const c = await signedIn();
    for (const body of [
      { display_name: '' },
      { display_name: 'A', birth_date: '1950-02-30' },
      { display_name: 'A', birth_date: daysAgo(-3) },
      { display_name: 'A', sex: 'x' },
      { display_name: 'A', admin: true },
      { display_name: 'A\u0007' },
    ]) {
      const res = await c.request('/api/patients', { method: 'POST', json: body });
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect((await json<ErrorJson>(res)).error.code).toBe('VALIDATION_ERROR');
    }
  });

  it('renaming a patient renames their assessments; deleting hides wounds and assessments, keeping the photos for the trash', async () => {
    const c = await signedIn();
    const p = await newPatient(c, { display_name: 'Old Name' });
    const w = await newWound(c, p.id);
    const a = await assess(c, w.id);
    await c.request(`/api/patients/${p.id}`, { method: 'PATCH', json: { display_name: 'New Name' } });
    expect(
      (await json<{ assessment: AssessmentJson }>(await c.request(`/api/assessments/${a.id}`))).assessment.patientName,
    ).toBe('New Name');
    const row = await t.deps.db
      .selectFrom('assessments')
      .select(['photo_dir'])
      .where('user_id', '=', await userIdOf(c))
      .executeTakeFirstOrThrow();
    const files = t.deps.workspace.files;
    expect(await files.read(row.photo_dir, 'photo')).not.toBeNull();
    expect((await c.request(`/api/patients/${p.id}`, { method: 'DELETE' })).status).toBe(204);
    expect((await c.request(`/api/wounds/${w.id}`)).status).toBe(404);
    expect((await c.request(`/api/assessments/${a.id}`)).status).toBe(404);
    expect((await c.request(`/api/assessments/${a.id}/image`)).status).toBe(404);
    // kept until the purge (test/trash.test.ts): restorable from the trash
    expect(await files.read(row.photo_dir, 'photo')).not.toBeNull();
  });
});

describe('wounds, assessments and trajectories', () => {
  it('keeps two wounds of one patient apart: labels, sites, separate trajectories on exam dates, 4-week check per etiology', async () => {
    const c = await signedIn();
    const p = await newPatient(c, { display_name: 'Two Wounds' });
    const heel = await newWound(c, p.id, {
      body_site: 'heel_left',
      etiology: 'diabetic_foot_ulcer',
      onset_date: daysAgo(60),
    });
    const sacrum = await newWound(c, p.id, { body_site: 'sacrum', etiology: 'pressure_injury', stage: 'stage_3' });
    expect([heel.label, sacrum.label]).toEqual(['Wound 1', 'Wound 2']);
    expect(heel).toMatchObject({
      bodySite: 'heel_left',
      bodySiteLabel: 'Heel, left',
      etiology: 'diabetic_foot_ulcer',
      stage: null,
      status: 'open',
    });
    expect(sacrum).toMatchObject({ etiology: 'pressure_injury', stage: 'stage_3' });
    // uploaded in a different order from the exam dates
    fake.script.push({ area: 4 }, { area: 10 }, { area: 6 }, { area: 5 });
    const late = await assess(c, heel.id, { exam_date: daysAgo(2), depth_cm: '0.4', exudate: 'light' });
    const early = await assess(c, heel.id, { exam_date: daysAgo(30) });
    await assess(c, sacrum.id, { exam_date: daysAgo(20), exudate: 'moderate' });
    await assess(c, sacrum.id, { exam_date: daysAgo(5), exudate: 'light' });
    expect(late).toMatchObject({ examDateSource: 'entered', depth_cm: 0.4, exudate: 'light', woundLabel: 'Wound 1' });
    const heelT = (
      await json<{ trajectory: WoundTrajectoryJson }>(await c.request(`/api/wounds/${heel.id}/trajectory`))
    ).trajectory;
    expect(heelT.points.map((x) => [x.assessmentId, x.area_cm2, x.day])).toEqual([
      [early.id, 10, 0],
      [late.id, 4, 28],
    ]);
    // 60 % smaller, but with the two areas' ± the reduction's interval reaches below Sheehan's 53 %: borderline
    expect(heelT.fourWeek).toMatchObject({ status: 'borderline', reductionPct: 60, rule: 'dfu-par-4w-53' });
    const [lo, hi] = heelT.fourWeek.intervalPct!;
    expect(lo).toBeLessThan(53);
    expect(hi).toBeGreaterThan(53);
    const sacrumT = (
      await json<{ trajectory: WoundTrajectoryJson }>(await c.request(`/api/wounds/${sacrum.id}/trajectory`))
    ).trajectory;
    expect(sacrumT.points.map((x) => x.area_cm2)).toEqual([6, 5]);
    expect(sacrumT.fourWeek.status).toBe('push_trend');
    // fake: 2.5 × 1.6 = 4 cm² → 6, moderate 2 / light 1, slough 20 % → 3
    expect(sacrumT.points.map((x) => x.pushTotal)).toEqual([11, 10]);
    const detail = await json<PatientDetailJson>(await c.request(`/api/patients/${p.id}`));
    expect(detail.patient).toMatchObject({ woundCount: 2, assessmentCount: 4 });
    expect(
      detail.wounds.map((w) => [w.label, w.latestArea_cm2, w.reductionFromPreviousPct, w.fourWeek.status]),
    ).toEqual([
      ['Wound 1', 4, 60, 'borderline'],
      ['Wound 2', 5, 16.7, 'push_trend'],
    ]);
  });

  it('compares "size bigger" with the previous assessment of the same wound within 8 weeks only', async () => {
    const c = await signedIn();
    const p = await newPatient(c, { display_name: 'Prev Area' });
    const a = await newWound(c, p.id);
    const b = await newWound(c, p.id);
    fake.script.push({ area: 7 }, { area: 3 }, { area: 9 }, { area: 2 });
    await assess(c, a.id, { exam_date: daysAgo(100) });
    await assess(c, b.id, { exam_date: daysAgo(10) });
    await assess(c, a.id, { exam_date: daysAgo(3) });
    expect(fake.calls.at(-1)!.previousAreaCm2).toBeNull(); // wound A's last is 97 days before; wound B's is another wound
    await assess(c, a.id, { exam_date: daysAgo(1) });
    expect(fake.calls.at(-1)!.previousAreaCm2).toBe(9);
  });

  it('takes the exam date from the photo’s EXIF DateTimeOriginal when plausible, over the entered one', async () => {
    const c = await signedIn();
    const w = await newWound(c, (await newPatient(c)).id);
    const shot = new Date(Date.now() - 3 * 86_400_000);
    const stamp = `${shot.toISOString().slice(0, 10).replaceAll('-', ':')} 08:15:00`;
    const exifJpeg = await sharp(photo)
      .withExif({ IFD0: { Make: 'Test' }, IFD2: { DateTimeOriginal: stamp } })
      .jpeg()
      .toBuffer();
    const res = await c.request('/api/assessments', {
      method: 'POST',
      body: uploadForm({ wound_id: w.id, exam_date: daysAgo(10) }, { data: exifJpeg }),
    });
    expect(res.status).toBe(202);
    const { assessment } = await json<{ assessment: AssessmentJson }>(res);
    expect(assessment.examDateSource).toBe('exif');
    expect(assessment.examDate).toBe(`${shot.toISOString().slice(0, 10)}T08:15:00.000Z`);
    await waitForAssessment(c, assessment.id);
    const bad = await c.request('/api/assessments', {
      method: 'POST',
      body: uploadForm({ wound_id: w.id, exam_date: '2026-13-01' }, { data: photo }),
    });
    expect(bad.status).toBe(400);
    expect((await json<ErrorJson>(bad)).error.message).toMatch(/^exam_date/);
  });

  it('confirms an outline in one click (who, when); a correction sets it back to adjusted; marks a new baseline', async () => {
    const c = await signedIn();
    const w = await newWound(c, (await newPatient(c)).id, { etiology: 'diabetic_foot_ulcer' });
    fake.script.push({ area: 10 }, { area: 14 }, { area: 7 }, { area: 7 });
    const a1 = await assess(c, w.id, { exam_date: daysAgo(40) });
    const a2 = await assess(c, w.id, { exam_date: daysAgo(30) });
    const a3 = await assess(c, w.id, { exam_date: daysAgo(2) });
    const conf = await c.request(`/api/assessments/${a3.id}/confirm`, { method: 'POST' });
    expect(conf.status).toBe(200);
    const confirmed = (await json<{ assessment: AssessmentJson }>(conf)).assessment;
    expect(confirmed).toMatchObject({ outlineStatus: 'confirmed', confirmedBy: 'Ada Nurse' });
    expect(Date.parse(confirmed.confirmedAt!)).not.toBeNaN();
    // a drawn correction: the model's outline (the whole photo here) cut back to its left half
    const mask = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#000' } })
      .composite([{ input: await tinyPng(32, 48, { r: 255, g: 255, b: 255 }), left: 0, top: 0 }])
      .png()
      .toBuffer();
    const fixed = await c.request(`/api/assessments/${a3.id}/outline`, {
      method: 'POST',
      body: uploadForm({}, { data: mask, type: 'image/png', name: 'mask.png' }, 'mask'),
    });
    expect(fixed.status).toBe(200);
    expect((await json<{ assessment: AssessmentJson }>(fixed)).assessment).toMatchObject({
      outlineStatus: 'adjusted',
      confirmedBy: null,
      confirmedAt: null,
    });
    // after sharp debridement the wound is larger: a new baseline restarts the 4-week clock
    const base = await c.request(`/api/assessments/${a2.id}/baseline`, {
      method: 'POST',
      json: { new_baseline: true },
    });
    expect((await json<{ assessment: AssessmentJson }>(base)).assessment.newBaseline).toBe(true);
    const tr = (await json<{ trajectory: WoundTrajectoryJson }>(await c.request(`/api/wounds/${w.id}/trajectory`)))
      .trajectory;
    expect(tr.baselineAssessmentId).toBe(a2.id);
    expect(tr.points.map((x) => [x.assessmentId, x.day, x.outlineStatus])).toEqual([
      [a1.id, 0, 'model'],
      [a2.id, 0, 'model'],
      [a3.id, 28, 'adjusted'],
    ]);
    // the 4-week clock restarted at the baseline: 50 % smaller, its interval straddling the cut-off
    expect(tr.fourWeek).toMatchObject({ status: 'borderline', reductionPct: 50 });
    expect(await auditActions(c)).toEqual(
      expect.arrayContaining([`outline.confirm ${a3.id}`, `assessment.baseline ${a2.id}`, `outline.update ${a3.id}`]),
    );
  });

  it('exports FHIR per assessment and per wound: same Patient and Condition ids, final once confirmed, photos linked', async () => {
    const c = await signedIn();
    const other = await signedIn();
    const p = await newPatient(c, { display_name: 'Fhir Record', identifier: 'MRN-9' });
    const w = await newWound(c, p.id, { body_site: 'plantar_forefoot_right', etiology: 'diabetic_foot_ulcer' });
    const a1 = await assess(c, w.id, { exam_date: daysAgo(14), depth_cm: '0.3' });
    const a2 = await assess(c, w.id, { exam_date: daysAgo(1) });
    await c.request(`/api/assessments/${a1.id}/confirm`, { method: 'POST' });
    type Resource = {
      resourceType: string;
      id: string;
      status: string;
      code?: { coding?: { code: string }[] };
      effectiveDateTime: string;
      content: { url: string };
    };
    type Bundle = { entry: { fullUrl: string; resource: Resource }[] };
    const one = await json<Bundle>(await c.request(`/api/assessments/${a2.id}/fhir`));
    const all = await c.request(`/api/wounds/${w.id}/fhir`);
    expect(all.headers.get('content-type')).toContain('application/fhir+json');
    const wound = await json<Bundle>(all);
    const ids = (b: Bundle, type: string) =>
      b.entry.filter((e) => e.resource.resourceType === type).map((e) => e.resource.id);
    expect(ids(one, 'Patient')).toEqual([p.id]);
    expect(ids(wound, 'Patient')).toEqual([p.id]);
    expect(ids(wound, 'Condition')).toEqual([w.id]);
    const panels = wound.entry
      .filter((e) => e.resource.code?.coding?.[0]?.code === '39135-9')
      .map((e) => [e.resource.effectiveDateTime.slice(0, 10), e.resource.status]);
    expect(panels).toEqual([
      [daysAgo(14), 'final'],
      [daysAgo(1), 'preliminary'],
    ]);
    const media = wound.entry.filter((e) => e.resource.resourceType === 'Media').map((e) => e.resource.content.url);
    // linked by the assessments' global ids (one photo whichever team is active when opened)
    const globalIds = await t.deps.db
      .selectFrom('assessments')
      .select('id')
      .where(
        'seq',
        'in',
        [a1.id, a2.id].map((x) => Number(x.replace('analysis-', ''))),
      )
      .where('wound_id', '=', w.id)
      .orderBy('seq')
      .execute();
    expect(media).toEqual(globalIds.map((r) => `http://localhost:3999/api/assessments/${r.id}/image?original=1`));
    for (const url of media) expect((await c.request(url.replace('http://localhost:3999', ''))).status).toBe(200);
    expect((await other.request(`/api/wounds/${w.id}/fhir`)).status).toBe(404);
  });

  it('updates a wound (etiology, stage only for pressure injuries, status healed with its date) and hides it from another user', async () => {
    const c = await signedIn();
    const other = await signedIn();
    const w = await newWound(c, (await newPatient(c)).id);
    const stageless = await c.request(`/api/wounds/${w.id}`, { method: 'PATCH', json: { stage: 'stage_2' } });
    expect(stageless.status).toBe(400);
    const bad = await c.request(`/api/patients/${w.patientId}/wounds`, {
      method: 'POST',
      json: { etiology: 'venous_leg_ulcer', stage: 'stage_2' },
    });
    expect(bad.status).toBe(400);
    const res = await c.request(`/api/wounds/${w.id}`, {
      method: 'PATCH',
      json: {
        etiology: 'pressure_injury',
        stage: 'deep_tissue',
        status: 'healed',
        status_date: daysAgo(1),
        body_site: 'greater_trochanter_right',
      },
    });
    expect(res.status).toBe(200);
    expect((await json<{ wound: WoundJson }>(res)).wound).toMatchObject({
      etiology: 'pressure_injury',
      stage: 'deep_tissue',
      status: 'healed',
      statusDate: daysAgo(1),
      bodySiteLabel: 'Greater trochanter, right',
    });
    for (const url of [`/api/wounds/${w.id}`, `/api/wounds/${w.id}/trajectory`, `/api/patients/${w.patientId}`]) {
      const res2 = await other.request(url);
      expect(res2.status, url).toBe(404);
    }
    const unknownSite = await c.request(`/api/wounds/${w.id}`, { method: 'PATCH', json: { body_site: 'left_heel' } });
    expect(unknownSite.status).toBe(400);
  });
});
