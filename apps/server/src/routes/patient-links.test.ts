import { createHash } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { WorklistJson } from '@woundcare/api-types/workspace-status';
import type {
  CreatedPatientLinkJson,
  PatientJson,
  PatientLinkJson,
  PatientPlanJson,
  AssessmentJson,
  WoundJson,
} from '@woundcare/api-types';
import { createTestApp, type TestApp } from '../../test/support/harness.ts';
import { createApp } from '../app.ts';
import { createFakeAnalyzer, photoJpeg } from '../../test/support/fake-analyzer.ts';
import { uploadForm, waitForAssessment } from '../../test/support/assessment-client.ts';

const fake = createFakeAnalyzer(5);
let t: TestApp;
let photo: Buffer;
type Client = ReturnType<TestApp['client']>;
type ErrorJson = { error: { code: string; message: string } };
const DAY = 86_400_000;
const START = new Date('2026-03-02T09:00:00.000Z');
let clockAt = START;

beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_PATIENT_LINK_MAX: '1000' }, { workspace: { analyzer: fake.analyzer } });
  t.deps.clock = () => clockAt;
  photo = await photoJpeg();
});
afterAll(() => t.close());

const json = async <T>(res: Response) => (await res.json()) as T;

/** A signed-up clinician with a patient (MRN, birth date), a heel wound and one completed assessment. */
async function clinicianWithPlan(name = 'Maria Lopez') {
  const c = t.client();
  await c.signUp();
  const patient = (
    await json<{ patient: PatientJson }>(
      await c.request('/api/patients', {
        method: 'POST',
        json: { display_name: name, identifier: 'MRN-771204', birth_date: '1948-07-19' },
      }),
    )
  ).patient;
  const wound = (
    await json<{ wound: WoundJson }>(
      await c.request(`/api/patients/${patient.id}/wounds`, {
        method: 'POST',
        json: { body_site: 'heel_left', etiology: 'diabetic_foot_ulcer', label: 'Left heel ulcer' },
      }),
    )
  ).wound;
  const res = await c.request('/api/assessments', {
    method: 'POST',
    body: uploadForm({ wound_id: wound.id }, { data: photo }),
  });
  expect(res.status, await res.clone().text()).toBe(202);
  const assessment = (await waitForAssessment(c, (await json<{ assessment: AssessmentJson }>(res)).assessment.id))
    .assessment;
  expect(assessment.status).toBe('completed');
  return { c, assessment, patient, wound };
}

async function share(c: Client, assessmentId: string, body: Record<string, unknown> = {}) {
  const res = await c.request(`/api/assessments/${assessmentId}/patient-links`, { method: 'POST', json: body });
  expect(res.status, await res.clone().text()).toBe(201);
  return json<CreatedPatientLinkJson>(res);
}
const tokenOf = (url: string) => new URL(url).pathname.split('/').pop()!;
const open = (token: string, c: Client = t.client()) => c.request(`/api/patient-plan/${token}`);

describe('sharing a plan with the patient', () => {
  it('makes a link with a 256-bit base64url token that the database keeps only as its SHA-256', async () => {
    const { c, assessment } = await clinicianWithPlan();
    clockAt = START;
    const { link, url } = await share(c, assessment.id);
    expect(url).toMatch(/^http:\/\/localhost:3999\/plan\/[A-Za-z0-9_-]{43}\?lang=en$/);
    const token = tokenOf(url);
    expect(Buffer.from(token, 'base64url')).toHaveLength(32);
    expect(link).toMatchObject({ status: 'active', opens: 0, revokedAt: null, createdAt: START.toISOString() });
    // 30 days unless the clinician picks 7 or 90
    expect(new Date(link.expiresAt).getTime() - START.getTime()).toBe(30 * DAY);
    const row = await t.deps.db
      .selectFrom('patient_links')
      .selectAll()
      .where('id', '=', link.id)
      .executeTakeFirstOrThrow();
    expect(row.token_hash).toBe(createHash('sha256').update(token).digest('hex'));
    expect(JSON.stringify(row)).not.toContain(token);
    const week = await share(c, assessment.id, { expires_in_days: 7 });
    expect(new Date(week.link.expiresAt).getTime() - START.getTime()).toBe(7 * DAY);
    const quarter = await share(c, assessment.id, { expires_in_days: 90 });
    expect(new Date(quarter.link.expiresAt).getTime() - START.getTime()).toBe(90 * DAY);
    expect(tokenOf(week.url)).not.toBe(token);
    const bad = await c.request(`/api/assessments/${assessment.id}/patient-links`, {
      method: 'POST',
      json: { expires_in_days: 365 },
    });
    expect(bad.status).toBe(400);
    expect((await json<ErrorJson>(bad)).error.code).toBe('VALIDATION_ERROR');
    // the list never carries a token or an address
    const list = await json<{ links: PatientLinkJson[] }>(
      await c.request(`/api/assessments/${assessment.id}/patient-links`),
    );
    expect(list.links.map((l) => l.id).sort()).toEqual([link.id, week.link.id, quarter.link.id].sort());
    expect(JSON.stringify(list)).not.toMatch(/plan\/|token/);
  });

  it("opens in the language chosen for the link; left out, the patient's preferred language, else English", async () => {
    const { c, assessment, patient } = await clinicianWithPlan();
    clockAt = START;
    // no preferred language recorded: English
    const plain = await share(c, assessment.id);
    expect(plain.link.locale).toBe('en');
    expect(new URL(plain.url).searchParams.get('lang')).toBe('en');
    const patch = await c.request(`/api/patients/${patient.id}`, {
      method: 'PATCH',
      json: { preferred_language: 'es' },
    });
    expect((await json<{ patient: PatientJson }>(patch)).patient.preferredLanguage).toBe('es');
    const preferred = await share(c, assessment.id);
    expect(preferred.link.locale).toBe('es');
    expect(new URL(preferred.url).searchParams.get('lang')).toBe('es');
    expect((await json<{ plan: PatientPlanJson }>(await open(tokenOf(preferred.url)))).plan.locale).toBe('es');
    // the clinician's choice wins over the preferred language
    const chosen = await share(c, assessment.id, { locale: 'en' });
    expect(chosen.link.locale).toBe('en');
    expect((await json<{ plan: PatientPlanJson }>(await open(tokenOf(chosen.url)))).plan.locale).toBe('en');
    const listed = await json<{ links: PatientLinkJson[] }>(
      await c.request(`/api/assessments/${assessment.id}/patient-links`),
    );
    expect(listed.links.map((l) => l.locale).sort()).toEqual(['en', 'en', 'es']);
    for (const bad of [{ locale: 'fr' }, { locale: '' }]) {
      const res = await c.request(`/api/assessments/${assessment.id}/patient-links`, { method: 'POST', json: bad });
      expect(res.status).toBe(400);
    }
    const badPatient = await c.request(`/api/patients/${patient.id}`, {
      method: 'PATCH',
      json: { preferred_language: 'klingon' },
    });
    expect(badPatient.status).toBe(400);
    // cleared: not recorded again
    const cleared = await c.request(`/api/patients/${patient.id}`, {
      method: 'PATCH',
      json: { preferred_language: null },
    });
    expect((await json<{ patient: PatientJson }>(cleared)).patient.preferredLanguage).toBeNull();
  });

  it('opens signed out: first name, plain body site and home care — no MRN, birth date, photo, notes or ids — with no-store, no-referrer, noindex and no cookie', async () => {
    const { c, assessment, patient, wound } = await clinicianWithPlan('Maria Lopez');
    // the clinic the patient calls: the team's name and the phone its settings give patients
    const set = await c.request('/api/team/settings', { method: 'PUT', json: { clinic_phone: '+1 312 555 0100' } });
    expect(set.status).toBe(200);
    const teamName = (await json<{ team_name: string }>(set)).team_name;
    clockAt = START;
    const { url } = await share(c, assessment.id);
    const res = await open(tokenOf(url));
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(res.headers.get('referrer-policy')).toBe('no-referrer');
    expect(res.headers.get('x-robots-tag')).toMatch(/noindex/);
    expect(res.headers.get('set-cookie')).toBeNull();
    const body = await json<{ plan: PatientPlanJson }>(res);
    const { plan } = body;
    expect(plan.firstName).toBe('Maria');
    expect(plan.locale).toBe('en');
    expect(plan.bodySite).toEqual({ region: 'heel', side: 'left' });
    expect(plan.homeCare[0]).toBe('wash-hands');
    expect(plan.homeCare.length).toBeGreaterThan(2);
    expect(plan.seekHelp).toContainEqual({ sign: 'feeling-unwell', text: 'Fever, chills or feeling unwell' });
    // the next appointment is the wound's next assessment due, as the team's worklist has it
    const worklist = await json<WorklistJson>(await c.request('/api/worklist'));
    const due = worklist.items.find((i) => i.woundId === wound.id)!.dueDate;
    expect(plan.nextAppointment).toBe(due);
    expect(plan.clinic).toEqual({ name: teamName, phone: '+1 312 555 0100' });
    expect(Object.keys(plan).sort()).toEqual(
      [
        'avoid',
        'bodySite',
        'clinic',
        'examDate',
        'expiresAt',
        'firstName',
        'homeCare',
        'locale',
        'materials',
        'nextAppointment',
        'urgency',
        'seekHelp',
      ].sort(),
    );
    const raw = JSON.stringify(body);
    for (const secret of [
      'Lopez',
      'MRN-771204',
      '1948-07-19',
      patient.id,
      wound.id,
      assessment.id,
      'Left heel ulcer',
      '/api/assessments',
      'image',
      'photo',
    ])
      expect(raw, secret).not.toContain(secret);
    // a clinician's own browser (with a session cookie) gets the same page and no new cookie
    const again = await open(tokenOf(url), c);
    expect(again.status).toBe(200);
    expect(again.headers.get('set-cookie')).toBeNull();
  });

  it('counts and audits every open; the plan page lists the count', async () => {
    const { c, assessment } = await clinicianWithPlan();
    clockAt = START;
    const { url, link } = await share(c, assessment.id);
    const before = await t.deps.db
      .selectFrom('audit_log')
      .select((eb) => eb.fn.max('id').as('m'))
      .executeTakeFirst();
    for (let i = 0; i < 3; i++) expect((await open(tokenOf(url), t.client('198.51.100.9'))).status).toBe(200);
    const rows = await t.deps.db
      .selectFrom('audit_log')
      .selectAll()
      .where('id', '>', Number(before?.m ?? 0) as never)
      .where('resource', '=', link.id)
      .execute();
    expect(rows.map((r) => [r.action, r.user_id, r.ip])).toEqual(
      Array(3).fill(['patient_link.open', null, '198.51.100.9']),
    );
    expect(rows.every((r) => r.team_id)).toBe(true);
    const list = await json<{ links: PatientLinkJson[] }>(
      await c.request(`/api/assessments/${assessment.id}/patient-links`),
    );
    expect(list.links.find((l) => l.id === link.id)).toMatchObject({ opens: 3, lastOpenedAt: START.toISOString() });
  });

  it('answers 410 LINK_EXPIRED once the link is past its expiry (clock moved, no waiting), audited and not counted', async () => {
    const { c, assessment } = await clinicianWithPlan();
    clockAt = START;
    const { url, link } = await share(c, assessment.id, { expires_in_days: 7 });
    clockAt = new Date(START.getTime() + 7 * DAY - 1000);
    expect((await open(tokenOf(url))).status).toBe(200);
    clockAt = new Date(START.getTime() + 7 * DAY);
    const res = await open(tokenOf(url));
    expect(res.status).toBe(410);
    expect(res.headers.get('cache-control')).toBe('no-store');
    const err = await json<ErrorJson>(res);
    expect(err.error.code).toBe('LINK_EXPIRED');
    expect(err.error.message).toMatch(/expired.*ask your clinic/i);
    const list = await json<{ links: PatientLinkJson[] }>(
      await c.request(`/api/assessments/${assessment.id}/patient-links`),
    );
    expect(list.links[0]).toMatchObject({ id: link.id, status: 'expired', opens: 1 });
    const refused = await t.deps.db
      .selectFrom('audit_log')
      .select('action')
      .where('resource', '=', link.id)
      .where('action', '=', 'patient_link.refused')
      .execute();
    expect(refused).toHaveLength(1);
    clockAt = START;
  });

  it('revokes at once: the next open is 410 LINK_REVOKED, and revoking again changes nothing', async () => {
    const { c, assessment } = await clinicianWithPlan();
    clockAt = START;
    const { url, link } = await share(c, assessment.id);
    expect((await open(tokenOf(url))).status).toBe(200);
    clockAt = new Date(START.getTime() + DAY);
    const res = await c.request(`/api/patient-links/${link.id}`, { method: 'DELETE' });
    expect(res.status).toBe(200);
    expect((await json<{ link: PatientLinkJson }>(res)).link).toMatchObject({
      status: 'revoked',
      revokedAt: clockAt.toISOString(),
      opens: 1,
    });
    const gone = await open(tokenOf(url));
    expect(gone.status).toBe(410);
    expect((await json<ErrorJson>(gone)).error.code).toBe('LINK_REVOKED');
    const twice = await c.request(`/api/patient-links/${link.id}`, { method: 'DELETE' });
    expect((await json<{ link: PatientLinkJson }>(twice)).link.revokedAt).toBe(clockAt.toISOString());
    clockAt = START;
  });

  it('answers 404 to a token that is not one, and 410 once the assessment is in the trash', async () => {
    for (const bad of ['x', 'A'.repeat(43), 'A'.repeat(44), '%00'.repeat(15)]) {
      const res = await open(bad);
      expect(res.status, bad).toBe(404);
      expect((await json<ErrorJson>(res)).error.code).toBe('NOT_FOUND');
    }
    const { c, assessment } = await clinicianWithPlan();
    const { url } = await share(c, assessment.id);
    expect((await c.request(`/api/assessments/${assessment.id}`, { method: 'DELETE' })).status).toBe(204);
    const res = await open(tokenOf(url));
    expect(res.status).toBe(410);
    expect((await json<ErrorJson>(res)).error.message).toMatch(/no longer available/);
  });

  it("keeps teams apart: another team cannot share, list or revoke a team's links (404, as for none)", async () => {
    const alice = await clinicianWithPlan('Alice Patient');
    const bob = t.client();
    await bob.signUp();
    const { link, url } = await share(alice.c, alice.assessment.id);
    const none = async (res: Response) => {
      expect(res.status).toBe(404);
      return json<ErrorJson>(res);
    };
    // Bob's team has no analysis-1 of Alice's: same answer as an assessment that does not exist
    const a = await none(
      await bob.request(`/api/assessments/${alice.assessment.id}/patient-links`, { method: 'POST', json: {} }),
    );
    const b = await none(
      await bob.request('/api/assessments/analysis-999/patient-links', { method: 'POST', json: {} }),
    );
    expect(a).toEqual(b);
    await none(await bob.request(`/api/assessments/${alice.assessment.id}/patient-links`));
    const r1 = await none(await bob.request(`/api/patient-links/${link.id}`, { method: 'DELETE' }));
    const r2 = await none(
      await bob.request('/api/patient-links/00000000-0000-4000-8000-000000000000', { method: 'DELETE' }),
    );
    expect(r1).toEqual(r2);
    expect((await open(tokenOf(url))).status).toBe(200);
    // a visitor may not manage links
    expect((await t.client().request(`/api/assessments/${alice.assessment.id}/patient-links`)).status).toBe(401);
    expect((await t.client().request(`/api/patient-links/${link.id}`, { method: 'DELETE' })).status).toBe(401);
  });

  it('limits opens per client address (429 RATE_LIMITED with Retry-After)', async () => {
    const limited = await createTestApp(
      { RATE_LIMIT_PATIENT_LINK_MAX: '3' },
      { workspace: { analyzer: fake.analyzer } },
    );
    try {
      const visitor = limited.client('203.0.113.5');
      const codes: number[] = [];
      for (let i = 0; i < 4; i++) codes.push((await visitor.request(`/api/patient-plan/${'B'.repeat(43)}`)).status);
      expect(codes).toEqual([404, 404, 404, 429]);
      const res = await visitor.request(`/api/patient-plan/${'B'.repeat(43)}`);
      expect(res.headers.get('retry-after')).toMatch(/^\d+$/);
      expect((await res.json()) as ErrorJson).toMatchObject({ error: { code: 'RATE_LIMITED' } });
      // another address is not held up
      expect((await limited.client('203.0.113.6').request(`/api/patient-plan/${'B'.repeat(43)}`)).status).toBe(404);
    } finally {
      await limited.close();
    }
  });

  it('serves the /plan/<token> page as the app shell with no-store, no-referrer and noindex', async () => {
    const dist = mkdtempSync(path.join(os.tmpdir(), 'woundly-plan-'));
    try {
      writeFileSync(path.join(dist, 'app-shell.html'), '<!doctype html><html lang="en"><title>app shell</title>');
      writeFileSync(path.join(dist, '404.html'), '<!doctype html><title>not found</title>');
      const site = createApp(t.deps, { staticDir: dist });
      const res = await site.request(`/plan/${'C'.repeat(43)}`);
      expect(res.status).toBe(200);
      expect(await res.text()).toContain('app shell');
      expect(res.headers.get('cache-control')).toBe('no-store');
      expect(res.headers.get('referrer-policy')).toBe('no-referrer');
      expect(res.headers.get('x-robots-tag')).toMatch(/noindex/);
      // in the language its address names, before any script runs; a language it does not speak is ignored
      expect(await (await site.request(`/plan/${'C'.repeat(43)}?lang=es`)).text()).toContain('<html lang="es">');
      expect(await (await site.request(`/plan/${'C'.repeat(43)}?lang=xx`)).text()).toContain('<html lang="en">');
      expect(await (await site.request('/demo?lang=es')).text()).toContain('<html lang="en">');
      // the site's other pages keep their own policy
      const other = await site.request('/demo');
      expect(other.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
      expect((await site.request('/plan/a/b')).status).toBe(404);
    } finally {
      rmSync(dist, { recursive: true, force: true });
    }
  });
});
