/**
 * Exported photo links name one photo: a FHIR export links each photo by the assessment's global
 * id, which opens the same photo whichever team is active, only for members of the record's team;
 * and every audit row carries the team the action was done in.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/harness.ts';
import { createAssessment, fakeAnalyzer, solidPng, waitForAssessment, type Client } from './support/fixtures.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_AUTH_MAX: '1000' }, { workspace: { analyzer: fakeAnalyzer() } });
}, 120_000);
afterAll(() => t?.close());

const RUN = Math.random().toString(36).slice(2, 8);
const post = (c: Client, p: string, body: unknown) =>
  c.request(`/api/auth/organization/${p}`, { method: 'POST', json: body });
const teamId = async (c: Client) =>
  ((await (await c.request('/api/auth/organization/get-full-organization')).json()) as { id: string }).id;

async function account(name: string) {
  const c = t.client();
  const email = `${name.toLowerCase()}-${RUN}@example.com`;
  expect((await c.signUp(email, 'wound-care-42', { first_name: name })).res.status).toBe(200);
  await c.verifyEmail(email);
  return { c, email };
}

describe('exported photo links', () => {
  it('open the photo of the record they name, whichever team is active, and only for its members', async () => {
    const alice = await account('Alice');
    const bob = await account('Bob');
    const eve = await account('Eve');
    const aliceTeam = await teamId(alice.c);
    const bobTeam = await teamId(bob.c);
    // one photo in each team, both numbered analysis-1 in their team
    const alicePhoto = await solidPng(64, 64, [200, 40, 40]);
    const bobPhoto = await solidPng(64, 64, [40, 40, 200]);
    const aliceAssessment = await createAssessment(t, alice.c, 'Alice Patient', alicePhoto);
    const bobAssessment = await createAssessment(t, bob.c, 'Bob Patient', bobPhoto);
    expect(aliceAssessment).toBe(bobAssessment);
    await waitForAssessment(alice.c, aliceAssessment);
    await waitForAssessment(bob.c, bobAssessment);
    const { woundId } = (
      (await (await alice.c.request(`/api/assessments/${aliceAssessment}`)).json()) as {
        assessment: { woundId: string };
      }
    ).assessment;

    // Bob joins Alice's team and exports the wound while it is active
    expect((await post(alice.c, 'invite-member', { email: bob.email, role: 'clinician' })).status).toBe(200);
    expect((await post(bob.c, 'accept-invitation', { token: t.invitationToken(bob.email) })).status).toBe(200);
    const bundle = await (await bob.c.request(`/api/wounds/${woundId}/fhir`)).text();
    const links = [
      ...bundle.matchAll(/"url":"http:\/\/localhost:3999(\/api\/assessments\/[^"]+\/image\?original=1)"/g),
    ];
    expect(links).toHaveLength(1);
    const link = links[0]![1]!;
    expect(link).not.toContain(aliceAssessment);

    // with his own team active, the link still opens Alice's team's photo, audited in that team
    expect((await post(bob.c, 'set-active', { organizationId: bobTeam })).status).toBe(200);
    const opened = await bob.c.request(link);
    expect(opened.status).toBe(200);
    expect(Buffer.from(await opened.arrayBuffer()).equals(alicePhoto)).toBe(true);
    // (the team's own link by public id follows the active team: Bob's photo)
    const own = await bob.c.request(`/api/assessments/${bobAssessment}/image?original=1`);
    expect(Buffer.from(await own.arrayBuffer()).equals(bobPhoto)).toBe(true);
    const bobId = ((await (await bob.c.request('/api/auth/get-session')).json()) as { user: { id: string } }).user.id;
    const reads = await t.deps.db
      .selectFrom('audit_log')
      .select(['resource', 'team_id'])
      .where('user_id', '=', bobId)
      .where('action', '=', 'photo.read')
      .orderBy('id', 'asc')
      .execute();
    expect(reads).toEqual([
      { resource: 'analysis-1/image', team_id: aliceTeam },
      { resource: 'analysis-1/image', team_id: bobTeam },
    ]);

    // not a member of Alice's team: the link is a 404 like any unknown one
    expect((await eve.c.request(link)).status).toBe(404);
    // removed from the team, Bob loses the link at once
    const members = (
      (await (await alice.c.request('/api/auth/organization/get-full-organization')).json()) as {
        members: { id: string; user: { email: string } }[];
      }
    ).members;
    const bobMember = members.find((m) => m.user.email === bob.email)!;
    expect((await post(alice.c, 'remove-member', { memberIdOrEmail: bobMember.id })).status).toBe(200);
    expect((await bob.c.request(link)).status).toBe(404);
  }, 120_000);

  it('every audit row of a team action carries the team', async () => {
    const carol = await account('Carol');
    const team = await teamId(carol.c);
    const photo = await solidPng(64, 64);
    const assessment = await createAssessment(t, carol.c, 'Carol Patient', photo);
    await carol.c.request(`/api/assessments/${assessment}`);
    await carol.c.request('/api/consultants?state=California&q=wound');
    const carolId = ((await (await carol.c.request('/api/auth/get-session')).json()) as { user: { id: string } }).user
      .id;
    const rows = await t.deps.db
      .selectFrom('audit_log')
      .select(['action', 'team_id'])
      .where('user_id', '=', carolId)
      .execute();
    const teamActions = rows.filter((r) => !r.action.startsWith('auth.'));
    expect(teamActions.map((r) => r.action)).toEqual(
      expect.arrayContaining(['assessment.create', 'assessment.read', 'consultant.search']),
    );
    for (const r of teamActions) expect(r, r.action).toEqual({ action: r.action, team_id: team });
  }, 60_000);
});
