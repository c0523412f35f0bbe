import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TeamAuditPageJson } from '@woundcare/api-types';
import { createTestApp, type TestApp } from '../../test/support/harness.ts';
import { createAssessment, fakeAnalyzer, solidPng, type Client } from '../../test/security/support/fixtures.ts';
import { csvField } from '../services/audit/team-audit.ts';

let t: TestApp;
let photo: Buffer;
const RUN = Math.random().toString(36).slice(2, 8);
let n = 0;

beforeAll(async () => {
  t = await createTestApp({}, { workspace: { analyzer: fakeAnalyzer() } });
  photo = await solidPng(64, 64);
}, 120_000);
afterAll(() => t?.close());

async function json<T>(res: Response | Promise<Response>): Promise<T> {
  return (await (await res).json()) as T;
}
async function signedUp(first: string, extra: Record<string, unknown> = {}) {
  const c = t.client();
  const email = `${first.toLowerCase()}-${RUN}-${++n}@example.com`;
  const { res } = await c.signUp(email, 'wound-care-42', { first_name: first, last_name: 'Nurse', ...extra });
  expect(res.status, await res.clone().text()).toBe(200);
  await c.verifyEmail(email);
  return { c, email };
}
const org = (c: Client, path: string, body: unknown) =>
  c.request(`/api/auth/organization/${path}`, { method: 'POST', json: body });

/** An owner and a clinician in one team; the owner has two patients, the clinician opened both. */
async function teamWithActivity() {
  const { c: owner } = await signedUp('Olga', { organization: `Harbor ${RUN} ${n}` });
  const { c: member, email } = await signedUp('Carl');
  expect((await org(owner, 'invite-member', { email, role: 'clinician' })).status).toBe(200);
  expect((await org(member, 'accept-invitation', { token: t.invitationToken(email) })).status).toBe(200);
  const jane = await createAssessment(t, owner, '=HYPERLINK("http://x","Jane, "Roe")', photo);
  const bob = await createAssessment(t, owner, 'Bob Smith', photo);
  const janeRow = await json<{ assessment: { patientId: string; examDate: string } }>(
    owner.request(`/api/assessments/${jane}`),
  );
  expect((await member.request(`/api/assessments/${jane}`)).status).toBe(200);
  expect((await member.request(`/api/assessments/${jane}/report.pdf`)).status).toBe(200);
  expect((await member.request(`/api/assessments/${bob}`)).status).toBe(200);
  return { owner, member, jane, bob, janeId: janeRow.assessment.patientId };
}

describe('team audit', () => {
  it('shows an owner who opened which patient, in words, filtered by patient; a member gets 403 ADMIN_REQUIRED', async () => {
    const { owner, member, janeId } = await teamWithActivity();

    const all = await json<TeamAuditPageJson>(owner.request('/api/team/audit'));
    const carl = all.people.find((p) => p.name.startsWith('Carl'))!;
    expect(carl).toBeDefined();
    // the member's reads of the owner's patients, in words (not "assessment.read analysis-2")
    const carls = all.entries.filter((e) => e.person_id === carl.id);
    expect(carls.map((e) => [e.patient, e.what.replace(/ of \d+ \w+ \d{4}$/, ' of <day>')])).toEqual(
      expect.arrayContaining([
        ['Bob Smith', 'Opened the assessment of <day>'],
        ['=HYPERLINK("http://x","Jane, "Roe")', 'Downloaded the PDF of the assessment of <day>'],
        ['=HYPERLINK("http://x","Jane, "Roe")', 'Opened the assessment of <day>'],
      ]),
    );
    expect(carls[0]!.person).toMatch(/^Carl/);
    expect(all.time_zone).toBeTruthy();

    // filtered to one patient: only Jane's rows, and the filter is counted
    const janes = await json<TeamAuditPageJson>(owner.request(`/api/team/audit?patient=${janeId}`));
    expect(janes.entries.length).toBeGreaterThanOrEqual(3);
    expect(new Set(janes.entries.map((e) => e.patient))).toEqual(new Set(['=HYPERLINK("http://x","Jane, "Roe")']));
    expect(janes.total).toBe(janes.entries.length);

    // by person and kind of action
    const downloads = await json<TeamAuditPageJson>(
      owner.request(`/api/team/audit?person=${carl.id}&action=downloaded`),
    );
    expect(downloads.entries.map((e) => e.what)).toEqual([
      expect.stringMatching(/^Downloaded the PDF of the assessment of /),
    ]);

    // a day range in the future holds nothing; a bad date is a readable 400
    const later = await json<TeamAuditPageJson>(owner.request('/api/team/audit?from=2999-01-01'));
    expect(later.entries).toEqual([]);
    const bad = await owner.request('/api/team/audit?from=2026-02-31x');
    expect(bad.status).toBe(400);
    expect((await json<{ error: { code: string } }>(bad)).error.code).toBe('VALIDATION_ERROR');

    // a clinician: 403 with a stable code, for the page and the export; their own activity stays readable
    for (const path of ['/api/team/audit', '/api/team/audit/export']) {
      const res = await member.request(path);
      expect(res.status, path).toBe(403);
      expect((await json<{ error: { code: string } }>(res)).error.code).toBe('ADMIN_REQUIRED');
    }
    const own = await json<{ entries: { action: string }[] }>(member.request('/api/profile/audit'));
    expect(own.entries.map((e) => e.action)).toContain('report.read');
  });

  it('exports the same filter as CSV with RFC 4180 quoting and no spreadsheet formulas', async () => {
    const { owner, janeId } = await teamWithActivity();
    const res = await owner.request(`/api/team/audit/export?patient=${janeId}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/csv/);
    expect(res.headers.get('content-disposition')).toMatch(/^attachment; filename="team-audit-/);
    const text = await res.text();
    const lines = text.split('\r\n');
    expect(lines[0]).toMatch(/^When \(.+\),Person,Patient,What,Action$/);
    expect(lines.at(-1)).toBe('');
    const rows = lines.slice(1, -1);
    expect(rows.length).toBeGreaterThanOrEqual(3);
    // the name starts with "=": an apostrophe first; its quotes doubled and the field quoted (it holds commas)
    for (const row of rows) expect(row).toContain(`"'=HYPERLINK(""http://x"",""Jane, ""Roe"")"`);
    expect(rows.some((r) => r.endsWith(',report.read'))).toBe(true);
    expect(text).not.toContain('Bob Smith');
  });

  it('guards every formula lead character and quotes only what needs it', () => {
    expect(['=1+1', '+1', '-2', '@SUM(A1)', 'plain', 'a,b', 'say "hi"', 'two\nlines'].map(csvField)).toEqual([
      "'=1+1",
      "'+1",
      "'-2",
      "'@SUM(A1)",
      'plain',
      '"a,b"',
      '"say ""hi"""',
      '"two\nlines"',
    ]);
  });

  it('reads entries logged before the rename (thread.*) like the new ones', async () => {
    const { c: owner } = await signedUp('Tess', { organization: `Old ${RUN}` });
    const teamId = (await json<{ id: string }>(owner.request('/api/auth/organization/get-full-organization'))).id;
    const me = (await json<{ user: { id: string } }>(owner.request('/api/auth/get-session'))).user.id;
    await t.deps.db
      .insertInto('audit_log')
      .values({ user_id: me, team_id: teamId, action: 'thread.delete', resource: 'analysis-999' })
      .execute();
    const page = await json<TeamAuditPageJson>(owner.request('/api/team/audit?action=deleted'));
    expect(page.entries.map((e) => e.what)).toEqual(['Moved an assessment to the trash']);
  });
});
