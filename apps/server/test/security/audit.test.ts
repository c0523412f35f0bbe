/**
 * The accounting of disclosures the privacy page promises: sign-in, sign-out, failed sign-in
 * and every create/read/delete of an assessment, photo, report or export lands in the append-only
 * audit_log (who, what, when, from where); each user lists only their own entries.
 */
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/harness.ts';
import { linkPatientsToStandInEhr } from '../support/ehr-link.ts';
import {
  createAssessment,
  fakeAnalyzer,
  maskPng,
  referToOwnContact,
  solidPng,
  type Client,
} from './support/fixtures.ts';
import { keyOf, listEndpoints, ROUTE_POLICIES, validRequest, type SampleFiles } from './support/route-policy.ts';

/**
 * What each route that touches a user's records writes to the audit log (null: nothing, and why).
 * Every own-resource and own-list route must appear here, so a new PHI route must decide.
 */
type Ids = { assessment: string; patient: string; wound: string; patientLink: string };
const AUDITED: Record<string, { action: string; resource: (r: Ids) => unknown } | { none: string }> = {
  'POST /api/assessments': { action: 'assessment.create', resource: (r) => r.assessment },
  'GET /api/assessments': { action: 'assessment.list', resource: () => null },
  'GET /api/patients': { action: 'patient.list', resource: () => 'search' },
  'GET /api/dashboard': { action: 'dashboard.read', resource: () => null },
  'GET /api/patients/:id': { action: 'patient.read', resource: (r) => r.patient },
  'PATCH /api/patients/:id': { action: 'patient.update', resource: (r) => r.patient },
  'POST /api/patients/:id/wounds': { action: 'wound.create', resource: () => expect.stringMatching(/^[0-9a-f-]{36}$/) },
  'GET /api/wounds/:id': { action: 'wound.read', resource: (r) => r.wound },
  'PATCH /api/wounds/:id': { action: 'wound.update', resource: (r) => r.wound },
  'GET /api/wounds/:id/trajectory': { action: 'wound.trajectory', resource: (r) => r.wound },
  'GET /api/wounds/:id/fhir': { action: 'export.read', resource: (r) => `wound/${r.wound}` },
  'PATCH /api/wounds/:id/follow-up': { action: 'follow_up.update', resource: (r) => r.wound },
  'GET /api/worklist': { action: 'worklist.read', resource: () => null },
  'GET /api/referral-contacts': { action: 'referral_contact.list', resource: () => null },
  'POST /api/assessments/:id/referrals': {
    action: 'referral.send.download',
    resource: (r) => expect.stringMatching(new RegExp(`^${r.assessment}/[0-9a-f-]{36}$`)),
  },
  'GET /api/wounds/:id/referrals': { action: 'referral.list', resource: (r) => r.wound },
  'POST /api/assessments/:id/confirm': { action: 'outline.confirm', resource: (r) => r.assessment },
  'POST /api/assessments/:id/baseline': { action: 'assessment.baseline', resource: (r) => r.assessment },
  'GET /api/assessments/:id': { action: 'assessment.read', resource: (r) => r.assessment },
  'PATCH /api/assessments/:id': { action: 'assessment.update', resource: (r) => r.assessment },
  'DELETE /api/assessments/:id': { action: 'assessment.delete', resource: (r) => r.assessment },
  'DELETE /api/patients/:id': { action: 'patient.delete', resource: (r) => r.patient },
  'POST /api/patients/:id/restore': { action: 'patient.restore', resource: (r) => r.patient },
  'POST /api/assessments/:id/restore': { action: 'assessment.restore', resource: (r) => r.assessment },
  'POST /api/assessments/:id/retry': { action: 'assessment.retry', resource: (r) => r.assessment },
  'GET /api/trash': { action: 'trash.list', resource: () => null },
  'GET /api/team/audit': { action: 'team_audit.read', resource: () => null },
  'GET /api/assessments/:id/image': { action: 'photo.read', resource: (r) => `${r.assessment}/image` },
  'GET /api/assessments/:id/annotated': { action: 'photo.read', resource: (r) => `${r.assessment}/annotated` },
  'GET /api/assessments/:id/mask': { action: 'photo.read', resource: (r) => `${r.assessment}/mask` },
  'GET /api/assessments/:id/probability': { action: 'photo.read', resource: (r) => `${r.assessment}/probability` },
  'POST /api/assessments/:id/outline': { action: 'outline.update', resource: (r) => r.assessment },
  'PUT /api/assessments/:id/infection-signs': { action: 'infection_signs.update', resource: (r) => r.assessment },
  'PUT /api/assessments/:id/tissue': { action: 'tissue.update', resource: (r) => r.assessment },
  'PUT /api/assessments/:id/bedside-exam': { action: 'bedside_exam.update', resource: (r) => r.assessment },
  'GET /api/assessments/:id/treatment-plan': { action: 'plan.read', resource: (r) => r.assessment },
  'GET /api/assessments/:id/report.pdf': { action: 'report.read', resource: (r) => r.assessment },
  'GET /api/assessments/:id/fhir': { action: 'export.read', resource: (r) => r.assessment },
  // "Send to chart", whatever its outcome; reading where it stands shows no clinical data
  'POST /api/assessments/:id/chart': { action: 'ehr.write', resource: (r) => r.assessment },
  'GET /api/assessments/:id/chart': { none: 'the chart state: sent, queued or failed, no clinical data' },
  'GET /api/assessments/:id/consultants': { action: 'consultants.read', resource: (r) => r.assessment },
  'POST /api/assessments/:id/patient-links': {
    action: 'patient_link.create',
    resource: () => expect.stringMatching(/^[0-9a-f-]{36}$/),
  },
  'GET /api/assessments/:id/patient-links': { action: 'patient_link.list', resource: (r) => r.assessment },
  'DELETE /api/patient-links/:id': { action: 'patient_link.revoke', resource: (r) => r.patientLink },
};

interface Entry {
  id: number | string;
  action: string;
  resource: string | null;
  ip: string | null;
  created_at: string;
}

let t: TestApp;
let files: SampleFiles;
const UA = 'AuditTest/1.0 (security suite)';

beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_AUTH_MAX: '1000' }, { workspace: { analyzer: fakeAnalyzer() } });
  files = { photo: await solidPng(64, 64), mask: await maskPng(64, 64) };
}, 120_000);
afterAll(() => t?.close());

async function entriesOf(c: Client): Promise<Entry[]> {
  const res = await c.request('/api/profile/audit');
  expect(res.status).toBe(200);
  return ((await res.json()) as { entries: Entry[] }).entries;
}

async function rowsFor(userId: string | null, since: number) {
  return t.deps.db
    .selectFrom('audit_log')
    .selectAll()
    .$if(userId === null, (q) => q.where('user_id', 'is', null))
    .$if(userId !== null, (q) => q.where('user_id', '=', userId!))
    .where('id', '>', since as never)
    .orderBy('id', 'asc')
    .execute();
}

async function lastId(): Promise<number> {
  const r = await t.deps.db
    .selectFrom('audit_log')
    .select((eb) => eb.fn.max('id').as('m'))
    .executeTakeFirst();
  return Number(r?.m ?? 0);
}

const userIdOf = async (email: string) =>
  (await t.deps.db.selectFrom('user').select('id').where('email', '=', email).executeTakeFirstOrThrow()).id;

describe('audit trail', () => {
  it('records sign-up, failed sign-in, sign-in and sign-out with who, when and from where', async () => {
    const ip = '198.51.100.23';
    const c = t.client(ip);
    const since = await lastId();
    const started = Date.now();
    const { email, password } = await c.signUp();
    const id = await userIdOf(email);
    expect((await c.request('/api/auth/sign-out', { method: 'POST', headers: { 'user-agent': UA } })).status).toBe(200);
    expect((await c.signIn(email, 'wrong-password')).status).toBe(401);
    expect(
      (
        await c.request('/api/auth/sign-in/email', {
          method: 'POST',
          json: { email, password },
          headers: { 'user-agent': UA },
        })
      ).status,
    ).toBe(200);
    const rows = await rowsFor(id, since);
    expect(rows.map((r) => r.action)).toEqual(['auth.sign_up', 'auth.sign_out', 'auth.sign_in_failed', 'auth.sign_in']);
    for (const r of rows) {
      expect(r.ip).toBe(ip);
      const at = new Date(r.created_at as unknown as string).getTime();
      expect(at).toBeGreaterThanOrEqual(started - 5_000);
      expect(at).toBeLessThanOrEqual(Date.now() + 5_000);
    }
    expect(rows.find((r) => r.action === 'auth.sign_in')!.user_agent).toBe(UA);
    // the failed attempt names the account it was against; the user sees it in their own list
    expect(rows.find((r) => r.action === 'auth.sign_in_failed')!.resource).toBe(email);
    expect((await entriesOf(c)).map((e) => e.action)).toEqual(
      expect.arrayContaining(['auth.sign_in_failed', 'auth.sign_out', 'auth.sign_in']),
    );
  });

  it('records a failed sign-in for an unknown email without inventing a user', async () => {
    const since = await lastId();
    const ghost = `ghost-${process.pid}-${Date.now()}@example.com`;
    expect((await t.client('192.0.2.77').signIn(ghost, 'whatever1')).status).toBe(401);
    // (other test files may write to the same PostgreSQL database meanwhile: filter by the address)
    const rows = (await rowsFor(null, since)).filter((r) => r.resource === ghost);
    expect(rows).toEqual([
      expect.objectContaining({ action: 'auth.sign_in_failed', resource: ghost, ip: '192.0.2.77', user_id: null }),
    ]);
  });

  it('declares, for every route on a user’s records, what it writes to the log', () => {
    const personal = listEndpoints(t.app)
      .map(keyOf)
      .filter(
        (k) =>
          ['own-resource', 'own-list'].includes(ROUTE_POLICIES[k]?.access.kind ?? '') || k === 'POST /api/assessments',
      );
    expect(personal.filter((k) => !(k in AUDITED))).toEqual([]);
    expect(Object.keys(AUDITED).filter((k) => !personal.includes(k))).toEqual([]);
  });

  it('records every create, read, update and delete of an assessment, its photos, plan, report and export', async () => {
    const c = t.client('203.0.113.50');
    const { email } = await c.signUp();
    const userId = await userIdOf(email);
    const since = await lastId();
    const record = async (assessment: string): Promise<Ids> => {
      const j = (
        (await (await c.request(`/api/assessments/${assessment}`)).json()) as {
          assessment: { patientId: string; woundId: string };
        }
      ).assessment;
      const shared = await c.request(`/api/assessments/${assessment}/patient-links`, { method: 'POST', json: {} });
      const { link } = (await shared.json()) as { link: { id: string } };
      return { assessment, patient: j.patientId, wound: j.woundId, patientLink: link.id };
    };
    const id = await record(await createAssessment(t, c, 'Audit Patient', files.photo));
    const doomed = await record(await createAssessment(t, c, 'Audit Second', files.photo));
    await linkPatientsToStandInEhr(t.deps.db, userId);
    const created = await rowsFor(userId, since);
    expect(created.filter((r) => r.action === 'assessment.create').map((r) => r.resource)).toEqual([
      id.assessment,
      doomed.assessment,
    ]);

    // a referral names one of the team's contacts
    await referToOwnContact(c);

    const routes = Object.keys(AUDITED).filter((k) => k !== 'POST /api/assessments');
    // DELETE last, on the second assessment
    routes.sort((a, b) => Number(a.startsWith('DELETE')) - Number(b.startsWith('DELETE')));
    for (const key of routes) {
      const [method, path] = key.split(' ') as [string, string];
      const target = method === 'DELETE' ? doomed : id;
      const before = await lastId();
      const { url, init } = validRequest({ method, path }, files, target);
      const res = await c.request(url, init);
      expect(res.status, key).toBeLessThan(300);
      const rows = await rowsFor(userId, before);
      const rule = AUDITED[key]!;
      if ('none' in rule) {
        expect(rows, key).toEqual([]);
        continue;
      }
      expect(
        rows.map((r) => [r.action, r.resource]),
        key,
      ).toEqual([[rule.action, rule.resource(target)]]);
      expect(rows[0]!.ip, key).toBe('203.0.113.50');
    }
  });

  it('does not record a refused attempt on someone else’s assessment as a disclosure', async () => {
    const owner = t.client();
    await owner.signUp();
    const id = await createAssessment(t, owner, 'Private Patient', files.photo);
    const other = t.client();
    const { email } = await other.signUp();
    const otherId = await userIdOf(email);
    const before = await lastId();
    expect((await other.request(`/api/assessments/${id}/report.pdf`)).status).toBe(404);
    expect((await other.request(`/api/assessments/${id}/image`)).status).toBe(404);
    expect((await rowsFor(otherId, before)).filter((r) => /read|export/.test(r.action))).toEqual([]);
  });

  it("lists only the caller's own entries at GET /api/profile/audit", async () => {
    const a = t.client('198.51.100.101');
    const b = t.client('198.51.100.102');
    const { email: ea } = await a.signUp();
    const { email: eb } = await b.signUp();
    await createAssessment(t, b, 'Bob Only', files.photo);
    await a.request('/api/assessments');
    const mine = await entriesOf(a);
    expect(mine.length).toBeGreaterThan(0);
    expect(mine.every((e) => e.ip === '198.51.100.101')).toBe(true);
    expect(mine.some((e) => e.action === 'assessment.create')).toBe(false);
    const aId = await userIdOf(ea);
    const bId = await userIdOf(eb);
    const ids = new Set(mine.map((e) => String(e.id)));
    const bobRows = await rowsFor(bId, 0);
    expect(bobRows.length).toBeGreaterThan(0);
    expect(bobRows.some((r) => ids.has(String(r.id)))).toBe(false);
    const aRows = await rowsFor(aId, 0);
    expect(new Set(aRows.map((r) => String(r.id)))).toEqual(ids);
    // when and from where, for the profile tab
    for (const e of mine) {
      expect(Number.isNaN(new Date(e.created_at).getTime())).toBe(false);
      expect(e.action).toMatch(/^[a-z_]+\.[a-z_]+$/);
    }
    expect((await t.client().request('/api/profile/audit')).status).toBe(401);
  });

  it('is append-only: the database refuses UPDATE, DELETE and TRUNCATE of audit rows', async () => {
    const snapshot = async (upTo: number) =>
      JSON.stringify(
        await t.deps.db
          .selectFrom('audit_log')
          .selectAll()
          .where('id', '<=', upTo as never)
          .orderBy('id')
          .execute(),
      );
    const upTo = await lastId();
    expect(upTo).toBeGreaterThan(0);
    const before = await snapshot(upTo);
    await expect(sql`UPDATE audit_log SET action = 'tampered'`.execute(t.deps.db)).rejects.toThrow(/append-only/);
    await expect(sql`DELETE FROM audit_log`.execute(t.deps.db)).rejects.toThrow(/append-only/);
    await expect(sql`TRUNCATE audit_log`.execute(t.deps.db)).rejects.toThrow(/append-only/);
    await expect(
      t.deps.db
        .updateTable('audit_log')
        .set({ ip: '0.0.0.0' })
        .where('id', '=', upTo as never)
        .execute(),
    ).rejects.toThrow(/append-only/);
    await expect(
      t.deps.db
        .deleteFrom('audit_log')
        .where('id', '=', upTo as never)
        .execute(),
    ).rejects.toThrow(/append-only/);
    expect(await snapshot(upTo)).toBe(before);
  });
});
