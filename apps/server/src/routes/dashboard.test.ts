import { describe, expect, it } from 'vitest';
import type { PatientJson, AssessmentJson, WoundJson } from '@woundcare/api-types';
import type { DashboardJson } from '@woundcare/api-types/workspace-status';
import type { TestApp } from '../../test/support/harness.ts';
import { useFakeAnalysisApp } from '../../test/support/fake-analyzer.ts';
import { uploadForm, waitForAssessment } from '../../test/support/assessment-client.ts';

const { fake, app, photo } = useFakeAnalysisApp();
type Client = ReturnType<TestApp['client']>;

const json = async <T>(res: Response) => (await res.json()) as T;
const daysAgo = (n: number) => new Date(Date.now() - n * 86_400_000).toISOString().slice(0, 10);

async function signedIn() {
  const c = app().client();
  await c.signUp();
  return c;
}
async function newPatient(c: Client, name: string) {
  const res = await c.request('/api/patients', { method: 'POST', json: { display_name: name } });
  expect(res.status).toBe(201);
  return (await json<{ patient: PatientJson }>(res)).patient;
}
async function newWound(c: Client, patientId: string, body: Record<string, unknown> = {}) {
  const res = await c.request(`/api/patients/${patientId}/wounds`, { method: 'POST', json: body });
  expect(res.status, await res.clone().text()).toBe(201);
  return (await json<{ wound: WoundJson }>(res)).wound;
}
/** One assessment of a wound, analysed by the fake engine (`area`, `simulated`, or a failure); no exam date: now. */
async function assess(
  c: Client,
  woundId: string,
  o: { examDate?: string; area?: number; simulated?: true; fails?: true } = {},
) {
  // a tight ± (0.1 cm²), so a 70 % reduction is clearly past the 53 % cut-off
  const extra = { area_uncertainty_cm2: 0.1 };
  fake.script.push(o.fails ? { throws: new Error('engine down') } : { area: o.area, simulated: o.simulated, extra });
  // several visits a day and back-dated ones on purpose: the exam-date question is answered yes
  const fields: Record<string, string> = { wound_id: woundId, confirm_exam_date: 'true' };
  if (o.examDate) fields.exam_date = o.examDate;
  const res = await c.request('/api/assessments', { method: 'POST', body: uploadForm(fields, { data: photo() }) });
  expect(res.status, await res.clone().text()).toBe(202);
  const { assessment } = await json<{ assessment: AssessmentJson }>(res);
  return (await waitForAssessment(c, assessment.id)).assessment;
}
async function dashboard(c: Client, query = '') {
  const res = await c.request(`/api/dashboard${query}`);
  expect(res.status, await res.clone().text()).toBe(200);
  return json<DashboardJson>(res);
}

describe('GET /api/dashboard', () => {
  it("counts the team's own, current records: open wounds, this week, 4-week checks, outlines, the latest five", async () => {
    const alice = await signedIn();
    const ann = await newPatient(alice, 'Ann Archer');
    const ben = await newPatient(alice, 'Ben Baker');
    const cal = await newPatient(alice, 'Cal Carter');
    const gone = await newPatient(alice, 'Gone Patient');

    // two diabetic foot ulcers with a 4-week check: 70 % smaller (on track) and 5 % smaller (not)
    const healing = await newWound(alice, ann.id, { etiology: 'diabetic_foot_ulcer', body_site: 'heel_left' });
    const stalled = await newWound(alice, ben.id, { etiology: 'diabetic_foot_ulcer', body_site: 'heel_right' });
    await assess(alice, healing.id, { examDate: daysAgo(38), area: 10 });
    await assess(alice, stalled.id, { examDate: daysAgo(38), area: 10 });
    const healingDay28 = await assess(alice, healing.id, { examDate: daysAgo(10), area: 3 });
    const stalledDay28 = await assess(alice, stalled.id, { examDate: daysAgo(10), area: 9.5 });
    // the trajectory's own 4-week checks are what the dashboard counts
    for (const [w, status] of [
      [healing, 'on_track'],
      [stalled, 'not on track'],
    ] as const) {
      const { trajectory } = await json<{ trajectory: { fourWeek: { status: string } } }>(
        await alice.request(`/api/wounds/${w.id}/trajectory`),
      );
      if (status === 'on_track') expect(trajectory.fourWeek.status).toBe('on_track');
      else expect(['at_risk', 'borderline', 'no_measurable_change']).toContain(trajectory.fourWeek.status);
    }

    // this week: Cal's open wound (measured + confirmed, simulated, failed), Ann's healed one
    const calWound = await newWound(alice, cal.id);
    const confirmed = await assess(alice, calWound.id, { area: 2 });
    expect((await alice.request(`/api/assessments/${confirmed.id}/confirm`, { method: 'POST' })).status).toBe(200);
    const simulated = await assess(alice, calWound.id, { simulated: true });
    const failed = await assess(alice, calWound.id, { fails: true });
    expect(failed.status).toBe('failed');
    const healed = await newWound(alice, ann.id, { status: 'healed', status_date: daysAgo(0) });
    const latest = await assess(alice, healed.id, { area: 1 });

    // removed records do not count: a deleted assessment, a deleted patient with an open wound
    const deleted = await assess(alice, calWound.id);
    expect((await alice.request(`/api/assessments/${deleted.id}`, { method: 'DELETE' })).status).toBe(204);
    const goneWound = await newWound(alice, gone.id);
    await assess(alice, goneWound.id);
    expect((await alice.request(`/api/patients/${gone.id}`, { method: 'DELETE' })).status).toBe(204);

    // another team's records do not count either
    const bob = await signedIn();
    const bobs = await newPatient(bob, 'Bob Patient');
    await assess(bob, (await newWound(bob, bobs.id)).id);

    const d = await dashboard(alice);
    expect(d).toMatchObject({
      openWounds: 3, // healing, stalled, Cal's
      patientsSeenThisWeek: 2, // Cal and Ann
      assessmentsThisWeek: 4, // confirmed, simulated, failed, latest
      fourWeek: { onTrack: 1, checked: 2, onTrackPct: 50 },
      // measured and not confirmed: the four DFU visits and the healed wound's
      outlinesAwaitingConfirmation: 5,
    });
    expect(d.recent.map((r) => r.id)).toEqual([latest.id, failed.id, simulated.id, confirmed.id, stalledDay28.id]);
    expect(d.recent[0]).toMatchObject({
      patientId: ann.id,
      patientName: 'Ann Archer',
      woundId: healed.id,
      woundLabel: healed.label,
      status: 'completed',
      simulated: false,
      outlineStatus: 'model',
      priority: { level: expect.any(String), label: expect.any(String) },
      measurementText: expect.stringContaining('cm²'),
    });
    expect(d.recent[1]).toMatchObject({ status: 'failed', priority: null, measurementText: null });
    expect(d.recent[2]).toMatchObject({ simulated: true });
    expect(healingDay28.id).not.toBe(stalledDay28.id);

    // a new team member's first look: nothing of Alice's, only zeros
    expect(await dashboard(bob)).toMatchObject({
      openWounds: 1,
      assessmentsThisWeek: 1,
      fourWeek: { onTrack: 0, checked: 0, onTrackPct: null },
    });
    const fresh = await dashboard(await signedIn());
    expect(fresh).toMatchObject({
      openWounds: 0,
      patientsSeenThisWeek: 0,
      assessmentsThisWeek: 0,
      outlinesAwaitingConfirmation: 0,
      recent: [],
    });
  });

  it('counts the calendar week of the time zone asked for (UTC when none), and refuses an unknown zone', async () => {
    const c = await signedIn();
    const utc = await dashboard(c);
    expect(utc.week.timeZone).toBe('UTC');
    expect(new Date(utc.week.from).getUTCDay()).toBe(1); // Monday
    expect(new Date(utc.week.from).toISOString()).toMatch(/T00:00:00\.000Z$/);
    expect(Date.parse(utc.week.to) - Date.parse(utc.week.from)).toBe(7 * 86_400_000);
    expect(Date.parse(utc.week.from)).toBeLessThanOrEqual(Date.now());
    expect(Date.parse(utc.week.to)).toBeGreaterThan(Date.now());

    const tokyo = await dashboard(c, '?tz=Asia/Tokyo');
    expect(tokyo.week.timeZone).toBe('Asia/Tokyo');
    expect(new Date(tokyo.week.from).toISOString()).toMatch(/T15:00:00\.000Z$/); // Monday 00:00 JST

    const bad = await c.request('/api/dashboard?tz=Mars%2FOlympus');
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as { error: { code: string; message: string } }).error).toMatchObject({
      code: 'VALIDATION_ERROR',
      message: expect.stringMatching(/^tz:/),
    });
    expect((await app().client().request('/api/dashboard')).status).toBe(401);
  });
});
