import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PatientJson, AssessmentJson, WoundJson } from '@woundcare/api-types';
import type { DashboardJson, FollowUpJson, WorklistJson, WoundPageJson } from '@woundcare/api-types/workspace-status';
import { createTestApp, type TestApp } from '../../test/support/harness.ts';
import { createFakeAnalyzer, photoJpeg } from '../../test/support/fake-analyzer.ts';
import { uploadForm, userIdOf, waitForAssessment } from '../../test/support/assessment-client.ts';
import { createInProcessJobs } from '../services/jobs/job-system.ts';
import { readWorklist, readWoundFollowUp } from '../services/follow-ups/follow-up-store.ts';
import { sendFollowUpReminders } from '../services/follow-ups/reminders.ts';

const fake = createFakeAnalyzer(1);
let t: TestApp;
let photo: Buffer;
type Client = ReturnType<TestApp['client']>;

// the reminder hour is 0 here, so the job sends whatever the hour; the hour is tested on its own below
beforeAll(async () => {
  t = await createTestApp({ FOLLOW_UP_REMINDER_HOUR: '0' }, { workspace: { analyzer: fake.analyzer } });
  photo = await photoJpeg();
}, 120_000);
afterAll(() => t?.close());

const json = async <T>(res: Response) => (await res.json()) as T;
const DAY = 86_400_000;
/** a calendar date n days from a date, computed independently of the code under test */
const plusDays = (date: string, n: number) =>
  new Date(Date.parse(`${date}T12:00:00Z`) + n * DAY).toISOString().slice(0, 10);
const todayUtc = () => new Date().toISOString().slice(0, 10);
const daysAgo = (n: number) => plusDays(todayUtc(), -n);

async function signedIn() {
  const c = t.client();
  const { email } = await c.signUp();
  return Object.assign(c, { email });
}
async function newWound(c: Client, body: Record<string, unknown> = {}) {
  const p = await c.request('/api/patients', { method: 'POST', json: { display_name: `Pat ${Math.random()}` } });
  const { patient } = await json<{ patient: PatientJson }>(p);
  const res = await c.request(`/api/patients/${patient.id}/wounds`, { method: 'POST', json: body });
  expect(res.status, await res.clone().text()).toBe(201);
  return (await json<{ wound: WoundJson }>(res)).wound;
}
async function assess(c: Client, woundId: string, examDate: string, area = 4) {
  fake.script.push({ area, extra: { area_uncertainty_cm2: 0.1 } });
  const res = await c.request('/api/assessments', {
    method: 'POST',
    body: uploadForm({ wound_id: woundId, exam_date: examDate }, { data: photo }),
  });
  expect(res.status, await res.clone().text()).toBe(202);
  const { assessment } = await json<{ assessment: AssessmentJson }>(res);
  return (await waitForAssessment(c, assessment.id)).assessment;
}
async function worklist(c: Client, query = '') {
  const res = await c.request(`/api/worklist${query}`);
  expect(res.status, await res.clone().text()).toBe(200);
  return json<WorklistJson>(res);
}
const itemOf = (w: WorklistJson, woundId: string) => w.items.find((i) => i.woundId === woundId);
async function patchFollowUp(c: Client, woundId: string, body: Record<string, unknown>) {
  return c.request(`/api/wounds/${woundId}/follow-up`, { method: 'PATCH', json: body });
}

describe('next assessment due', () => {
  it('is the exam date plus the plan’s review interval, with the 4-week check date from the baseline', async () => {
    const c = await signedIn();
    const wound = await newWound(c, { etiology: 'venous_leg_ulcer' });
    const first = await assess(c, wound.id, daysAgo(20));
    const plan = first.clinical!.plan;
    // a venous leg ulcer that is not infected: "review at least weekly" (Wound Bed Preparation 2021)
    expect(plan.reviewWithinDays).toBe(7);
    expect(plan.reviewSource).toMatch(/Wound Bed Preparation/);
    const item = itemOf(await worklist(c), wound.id)!;
    expect(item).toMatchObject({
      dueDate: plusDays(daysAgo(20), 7),
      derivedDueDate: plusDays(daysAgo(20), 7),
      overridden: false,
      intervalDays: 7,
      lastExamDate: daysAgo(20),
      fourWeekCheckDate: plusDays(daysAgo(20), 28),
      assignee: null,
      bucket: 'overdue',
    });

    // a newer assessment moves the due date; the 4-week check still counts from the baseline
    await assess(c, wound.id, daysAgo(2), 3);
    expect(itemOf(await worklist(c), wound.id)).toMatchObject({
      dueDate: plusDays(daysAgo(2), 7),
      fourWeekCheckDate: plusDays(daysAgo(20), 28),
    });
  });

  it('keeps a clinician’s date through re-derivations until the next assessment, and drops it for a healed wound', async () => {
    const c = await signedIn();
    const wound = await newWound(c, { etiology: 'venous_leg_ulcer' });
    const assessment = await assess(c, wound.id, daysAgo(3));
    const chosen = plusDays(todayUtc(), 1);
    const res = await patchFollowUp(c, wound.id, { due_date: chosen });
    expect(res.status, await res.clone().text()).toBe(200);
    expect((await json<{ followUp: FollowUpJson }>(res)).followUp).toMatchObject({
      dueDate: chosen,
      overridden: true,
      derivedDueDate: plusDays(daysAgo(3), 7),
    });

    // re-derivations: a wound edit and an outline confirmation re-derive every assessment of the wound
    expect((await c.request(`/api/wounds/${wound.id}`, { method: 'PATCH', json: { abpi: 0.95 } })).status).toBe(200);
    expect((await c.request(`/api/assessments/${assessment.id}/confirm`, { method: 'POST' })).status).toBe(200);
    expect(itemOf(await worklist(c), wound.id)).toMatchObject({ dueDate: chosen, overridden: true });

    // the next assessment sets a new date of its own
    await assess(c, wound.id, daysAgo(1));
    expect(itemOf(await worklist(c), wound.id)).toMatchObject({
      dueDate: plusDays(daysAgo(1), 7),
      overridden: false,
    });

    // healed: no due date; reopened: due again
    await c.request(`/api/wounds/${wound.id}`, {
      method: 'PATCH',
      json: { status: 'healed', status_date: daysAgo(0) },
    });
    expect(itemOf(await worklist(c), wound.id)).toBeUndefined();
    expect((await patchFollowUp(c, wound.id, { due_date: chosen })).status).toBe(400);
    await c.request(`/api/wounds/${wound.id}`, { method: 'PATCH', json: { status: 'open' } });
    expect(itemOf(await worklist(c), wound.id)?.dueDate).toBe(plusDays(daysAgo(1), 7));

    // every change is in the audit trail
    const audit = await json<{ entries: { action: string; resource: string | null }[] }>(
      await c.request('/api/profile/audit'),
    );
    expect(audit.entries).toContainEqual(expect.objectContaining({ action: 'follow_up.update', resource: wound.id }));
  });

  it('is assigned to a member of the team only, and the worklist filters by assignee', async () => {
    const alice = await signedIn();
    const bob = await signedIn();
    const wound = await newWound(alice);
    await assess(alice, wound.id, daysAgo(1));
    const other = await newWound(alice);
    await assess(alice, other.id, daysAgo(1));

    const refused = await patchFollowUp(alice, wound.id, { assignee_id: await userIdOf(bob) });
    expect(refused.status).toBe(400);
    expect((await json<{ error: { code: string } }>(refused)).error.code).toBe('VALIDATION_ERROR');
    // another team's wound is not found
    expect((await patchFollowUp(bob, wound.id, { assignee_id: null })).status).toBe(404);

    const aliceId = await userIdOf(alice);
    expect((await patchFollowUp(alice, wound.id, { assignee_id: aliceId })).status).toBe(200);
    const mine = await worklist(alice, '?assignee=me');
    expect(mine.items.map((i) => i.woundId)).toEqual([wound.id]);
    expect(mine.items[0]!.assignee?.id).toBe(aliceId);
    expect((await worklist(alice, '?assignee=unassigned')).items.map((i) => i.woundId)).toEqual([other.id]);
    expect((await worklist(alice)).members.map((m) => m.id)).toEqual([aliceId]);
    expect((await worklist(bob)).items).toEqual([]);
  });
});

describe('the wound’s page', () => {
  async function woundPage(c: Client, woundId: string, query = '') {
    const res = await c.request(`/api/wounds/${woundId}${query}`);
    expect(res.status, await res.clone().text()).toBe(200);
    return (await json<WoundPageJson>(res)).followUp;
  }

  it('reads the next assessment as the worklist does: from the plan, then as a clinician set it (who and when)', async () => {
    const c = await signedIn();
    const me = await userIdOf(c);
    const wound = await newWound(c, { etiology: 'venous_leg_ulcer' });
    // no assessment yet: no date, and nobody assigned
    expect(await woundPage(c, wound.id)).toMatchObject({ next: null, assignee: null, members: [{ id: me }] });

    await assess(c, wound.id, daysAgo(10));
    const derived = await woundPage(c, wound.id, '?tz=UTC');
    expect(derived).toMatchObject({
      today: todayUtc(),
      timeZone: 'UTC',
      assignee: null,
      members: [{ id: me, name: 'Ada Nurse' }],
      next: {
        dueDate: daysAgo(3),
        overridden: false,
        overriddenBy: null,
        overriddenAt: null,
        intervalDays: 7,
        bucket: 'overdue',
        daysOverdue: 3,
        assignee: null,
      },
    });

    const before = Date.now();
    const chosen = plusDays(todayUtc(), 2);
    const res = await patchFollowUp(c, wound.id, { due_date: chosen, assignee_id: me });
    expect(res.status, await res.clone().text()).toBe(200);
    const set = await woundPage(c, wound.id);
    expect(set.next).toMatchObject({
      dueDate: chosen,
      derivedDueDate: daysAgo(3),
      overridden: true,
      overriddenBy: { id: me, name: 'Ada Nurse' },
      daysOverdue: 0,
      assignee: { id: me, name: 'Ada Nurse' },
    });
    expect(set.assignee).toEqual({ id: me, name: 'Ada Nurse' });
    const at = Date.parse(set.next!.overriddenAt!);
    expect(at).toBeGreaterThanOrEqual(before - 1000);
    expect(at).toBeLessThanOrEqual(Date.now() + 1000);
    // the worklist shows the same date
    expect(itemOf(await worklist(c), wound.id)).toMatchObject({
      dueDate: chosen,
      overriddenAt: set.next!.overriddenAt,
    });

    // back to the plan's date: nobody set it any more
    expect((await patchFollowUp(c, wound.id, { due_date: null })).status).toBe(200);
    expect((await woundPage(c, wound.id)).next).toMatchObject({
      dueDate: daysAgo(3),
      overridden: false,
      overriddenBy: null,
      overriddenAt: null,
    });
  });

  it('has no due date once the wound is healed, keeps its assignee, and refuses a time zone it does not know', async () => {
    const c = await signedIn();
    const me = await userIdOf(c);
    const wound = await newWound(c);
    // assigned before its first assessment: no date yet, but the assignee is shown
    expect((await patchFollowUp(c, wound.id, { assignee_id: me })).status).toBe(200);
    expect(await woundPage(c, wound.id)).toMatchObject({ next: null, assignee: { id: me } });
    await assess(c, wound.id, daysAgo(1));
    expect((await woundPage(c, wound.id)).next?.dueDate).toBe(plusDays(daysAgo(1), 7));
    const healed = await c.request(`/api/wounds/${wound.id}`, {
      method: 'PATCH',
      json: { status: 'healed', status_date: todayUtc() },
    });
    expect(healed.status).toBe(200);
    expect(await woundPage(c, wound.id)).toMatchObject({ next: null, assignee: { id: me } });

    const bad = await c.request(`/api/wounds/${wound.id}?tz=Mars/Olympus`);
    expect(bad.status).toBe(400);
    expect((await json<{ error: { code: string; message: string } }>(bad)).error.message).toMatch(
      /tz: must be an IANA/,
    );
  });

  it('counts the days overdue on the viewer’s calendar date', async () => {
    const c = await signedIn();
    const wound = await newWound(c);
    await assess(c, wound.id, daysAgo(1));
    expect((await patchFollowUp(c, wound.id, { due_date: '2026-03-09' })).status).toBe(200);
    const teamId = (await json<{ session: { activeOrganizationId: string } }>(await c.request('/api/auth/get-session')))
      .session.activeOrganizationId;
    const at = (now: string, timeZone: string) =>
      readWoundFollowUp(t.deps.db, { id: wound.id, owner_id: teamId }, { now: new Date(now), timeZone });
    // 23:30 UTC on 10 March: still the 10th in Los Angeles (1 day late), already the 11th in Auckland (2 days)
    expect((await at('2026-03-10T23:30:00Z', 'America/Los_Angeles')).next).toMatchObject({
      bucket: 'overdue',
      daysOverdue: 1,
    });
    expect(await at('2026-03-10T23:30:00Z', 'Pacific/Auckland')).toMatchObject({
      today: '2026-03-11',
      next: { bucket: 'overdue', daysOverdue: 2 },
    });
    expect((await at('2026-03-09T12:00:00Z', 'UTC')).next).toMatchObject({ bucket: 'today', daysOverdue: 0 });
  });
});

describe('worklist buckets', () => {
  it('are calendar dates in the viewer’s time zone, across the date line and the week’s end', async () => {
    const c = await signedIn();
    const wound = await newWound(c);
    await assess(c, wound.id, daysAgo(1));
    const teamId = (await json<{ session: { activeOrganizationId: string } }>(await c.request('/api/auth/get-session')))
      .session.activeOrganizationId;
    const bucketAt = async (due: string, now: string, timeZone: string) => {
      expect((await patchFollowUp(c, wound.id, { due_date: due })).status).toBe(200);
      const w = await readWorklist(t.deps.db, teamId, { now: new Date(now), timeZone });
      return { bucket: itemOf(w, wound.id)!.bucket, today: w.today };
    };
    // Tuesday 10 March 2026, 23:30 UTC: Wednesday 11 March in Auckland, still Tuesday in Los Angeles
    const tue = '2026-03-10T23:30:00Z';
    expect(await bucketAt('2026-03-11', tue, 'UTC')).toEqual({ bucket: 'this_week', today: '2026-03-10' });
    expect(await bucketAt('2026-03-11', tue, 'Pacific/Auckland')).toEqual({ bucket: 'today', today: '2026-03-11' });
    expect(await bucketAt('2026-03-10', tue, 'Pacific/Auckland')).toEqual({ bucket: 'overdue', today: '2026-03-11' });
    expect(await bucketAt('2026-03-10', tue, 'America/Los_Angeles')).toEqual({ bucket: 'today', today: '2026-03-10' });
    // Sunday 15 March, 23:30 UTC: the next Monday is "later" in London's week, "today" in Auckland's
    const sun = '2026-03-15T23:30:00Z';
    expect(await bucketAt('2026-03-16', sun, 'Europe/London')).toEqual({ bucket: 'later', today: '2026-03-15' });
    expect(await bucketAt('2026-03-16', sun, 'Pacific/Auckland')).toEqual({ bucket: 'today', today: '2026-03-16' });
  });

  it('feeds the dashboard’s follow-up counts', async () => {
    const c = await signedIn();
    const overdue = await newWound(c);
    await assess(c, overdue.id, daysAgo(30));
    const dueToday = await newWound(c);
    await assess(c, dueToday.id, daysAgo(1));
    expect((await patchFollowUp(c, dueToday.id, { due_date: todayUtc() })).status).toBe(200);
    const d = await json<DashboardJson>(await c.request('/api/dashboard?tz=UTC'));
    expect(d.followUps).toEqual({ overdue: 1, dueToday: 1 });
    const w = await worklist(c, '?tz=UTC');
    expect(w.counts).toMatchObject({ overdue: 1, today: 1 });
  });
});

describe('morning reminders', () => {
  it('mails each clinician their assigned due list once a day, across restarts, and not after opting out', async () => {
    const alice = await signedIn();
    const bob = await signedIn();
    const aliceWound = await newWound(alice, { label: 'Left heel' });
    await assess(alice, aliceWound.id, daysAgo(10));
    const notMine = await newWound(alice, { label: 'Right shin' });
    await assess(alice, notMine.id, daysAgo(10));
    expect((await patchFollowUp(alice, aliceWound.id, { assignee_id: await userIdOf(alice) })).status).toBe(200);
    const bobWound = await newWound(bob);
    await assess(bob, bobWound.id, daysAgo(10));
    expect((await patchFollowUp(bob, bobWound.id, { assignee_id: await userIdOf(bob) })).status).toBe(200);
    // Bob turns the reminder off in his profile
    const off = await bob.request('/api/profile/reminders', { method: 'PUT', json: { enabled: false } });
    expect(off.status).toBe(200);
    expect(await json(off)).toEqual({ reminders: { enabled: false, timeZone: 'UTC', hour: 0 } });

    const toAlice = () => t.sent.filter((m) => m.to === alice.email && /to assess/.test(m.subject));
    const toBob = () => t.sent.filter((m) => m.to === bob.email && /to assess/.test(m.subject));
    await t.deps.workspace.jobs.remindFollowUps();
    await t.deps.workspace.jobs.remindFollowUps();
    // a restart: a second job system on the same database
    const restarted = createInProcessJobs({
      env: t.deps.env,
      db: t.deps.db,
      dbKind: t.deps.dbKind,
      files: t.deps.workspace.files,
      analyzer: fake.analyzer,
      log: () => undefined,
      mailer: t.deps.mailer,
      origin: t.deps.origin,
    });
    const report = await restarted.remindFollowUps();
    expect(report?.sent).toBe(0);

    expect(toAlice()).toHaveLength(1);
    const mail = toAlice()[0]!;
    expect(mail.subject).toContain('1 wound to assess (1 overdue)');
    expect(mail.text).toContain('Left heel');
    expect(mail.text).not.toContain('Right shin');
    expect(mail.text).toContain(`/demo/upload?wound=${aliceWound.id}`);
    expect(toBob()).toEqual([]);
  });

  it('waits for the morning hour in the user’s time zone', async () => {
    const c = await signedIn();
    const wound = await newWound(c);
    await assess(c, wound.id, daysAgo(10));
    expect((await patchFollowUp(c, wound.id, { assignee_id: await userIdOf(c) })).status).toBe(200);
    const put = await c.request('/api/profile/reminders', {
      method: 'PUT',
      json: { enabled: true, time_zone: 'Asia/Tokyo' },
    });
    expect(put.status).toBe(200);
    const sent: string[] = [];
    const run = (now: string) =>
      sendFollowUpReminders({
        db: t.deps.db,
        mailer: { send: async (m) => void (m.to === c.email && sent.push(m.subject)) },
        origin: 'http://localhost',
        now: new Date(now),
        hour: 7,
        log: () => undefined,
      });
    // 21:00 UTC is 06:00 in Tokyo: not yet; 22:00 UTC is 07:00 there: sent, dated Tokyo's day
    const day = todayUtc();
    await run(`${day}T21:00:00Z`);
    expect(sent).toEqual([]);
    await run(`${day}T22:00:00Z`);
    expect(sent).toHaveLength(1);
    expect(sent[0]).toContain(plusDays(day, 1));
  });
});
