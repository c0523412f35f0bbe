import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/support/harness.ts';
import type { Client } from '../../test/security/support/fixtures.ts';

let t: TestApp;
const RUN = Math.random().toString(36).slice(2, 8);
let n = 0;
const mail = (name: string) => `${name}-${RUN}-${++n}@example.com`;

beforeAll(async () => {
  t = await createTestApp();
}, 120_000);
afterAll(() => t?.close());

async function json<T>(res: Response | Promise<Response>): Promise<T> {
  return (await (await res).json()) as T;
}
const teams = (c: Client) => json<{ name: string }[]>(c.request('/api/auth/organization/list'));
const verified = (email: string) =>
  t.deps.db.selectFrom('user').select('emailVerified').where('email', '=', email).executeTakeFirst();

/** An owner of "<name>" who invited `email`; the token of the mailed link. */
async function invite(team: string, email: string) {
  const owner = t.client();
  const ownerEmail = mail('owner');
  expect((await owner.signUp(ownerEmail, 'wound-care-42', { first_name: 'Olga', organization: team })).res.status).toBe(
    200,
  );
  await owner.verifyEmail(ownerEmail);
  const res = await owner.request('/api/auth/organization/invite-member', {
    method: 'POST',
    json: { email, role: 'clinician' },
  });
  expect(res.status, await res.clone().text()).toBe(200);
  return { owner, token: t.invitationToken(email), invitationId: ((await res.json()) as { id: string }).id };
}

describe('signing up through an invitation link', () => {
  it('tells the link holder the invited address; the sign-up with it is confirmed without a second mail', async () => {
    const email = mail('nina');
    const { token } = await invite(`Lakeside ${RUN}`, email);
    const visitor = t.client();
    const preview = await visitor.request(`/api/invitation?token=${encodeURIComponent(token)}`);
    expect(preview.status).toBe(200);
    expect(await preview.json()).toEqual({ email, team_name: `Lakeside ${RUN}` });

    const { res } = await visitor.signUp(email, 'wound-care-42', { first_name: 'Nina', invitation_token: token });
    expect(res.status, await res.clone().text()).toBe(200);
    expect((await verified(email))?.emailVerified).toBe(true);
    expect(t.sent.filter((m) => m.to === email).map((m) => m.subject)).toEqual([
      'Invitation to a care team on Woundly',
    ]);
    expect((await teams(visitor)).map((x) => x.name)).toEqual([`Lakeside ${RUN}`]);
    // the link is used: it previews nothing any more
    expect((await visitor.request(`/api/invitation?token=${encodeURIComponent(token)}`)).status).toBe(404);
  });

  it('refuses another address with a live link: no account, nothing confirmed, the invitation still pending', async () => {
    const invited = mail('invited');
    const { owner, token } = await invite(`Hill ${RUN}`, invited);
    const other = mail('intruder');
    const c = t.client();
    const { res } = await c.signUp(other, 'wound-care-42', { first_name: 'Ivan', invitation_token: token });
    expect(res.status).toBe(400);
    expect((await json<{ error: { code: string } }>(res)).error.code).toBe('INVITATION_EMAIL_MISMATCH');
    expect(await verified(other)).toBeUndefined();
    const full = await json<{ invitations: { email: string; status: string }[] }>(
      owner.request('/api/auth/organization/get-full-organization'),
    );
    expect(full.invitations.find((i) => i.email === invited)?.status).toBe('pending');
  });

  it('a tampered or expired link confirms nothing: the account must confirm its address by mail', async () => {
    const email = mail('late');
    const { token, invitationId } = await invite(`Bay ${RUN}`, email);
    const tampered = `${token.slice(0, -2)}xx`;
    expect((await t.client().request(`/api/invitation?token=${tampered}`)).status).toBe(404);

    await t.deps.db
      .updateTable('invitation')
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where('id', '=', invitationId)
      .execute();
    expect((await t.client().request(`/api/invitation?token=${encodeURIComponent(token)}`)).status).toBe(404);
    for (const [who, link] of [
      [email, token],
      [mail('tamper'), tampered],
    ] as const) {
      const c = t.client();
      const { res } = await c.signUp(who, 'wound-care-42', { first_name: 'Lena', invitation_token: link });
      expect(res.status, await res.clone().text()).toBe(200);
      expect((await verified(who))?.emailVerified, who).toBe(false);
      expect(
        t.sent.some((m) => m.to === who && /verify-email/.test(m.text)),
        who,
      ).toBe(true);
      expect((await teams(c)).map((x) => x.name)).toEqual(["Lena's practice"]);
    }
  });
});
