import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/harness.ts';
import { totp } from '../support/totp.ts';
import { freshCode, type Client } from './support/fixtures.ts';

/**
 * Two-factor sign-in (TOTP + recovery codes), the team rule "require two-factor", and the
 * profile's sessions list — through the API as the web calls it, on PGlite (and PostgreSQL under
 * `npm run test:pg`).
 */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
}, 120_000);
afterAll(() => t?.close());

const PASSWORD = 'wound-care-42';
type ErrorJson = { error: { code: string; message: string } };
const json = async <T>(res: Response | Promise<Response>) => (await (await res).json()) as T;
const post = (c: Client, path: string, body: unknown) => c.request(path, { method: 'POST', json: body });
const codeOf = async (res: Response) => (await json<ErrorJson>(res)).error.code;
const userIdOf = async (email: string) =>
  (await t.deps.db.selectFrom('user').select('id').where('email', '=', email).executeTakeFirstOrThrow()).id;
const actionsOf = async (userId: string) =>
  (await t.deps.db.selectFrom('audit_log').select('action').where('user_id', '=', userId).orderBy('id').execute()).map(
    (r) => r.action,
  );

async function signedUp(extra: Record<string, unknown> = {}) {
  const c = t.client();
  const { res, email } = await c.signUp(undefined, PASSWORD, extra);
  expect(res.status).toBe(200);
  return { c, email, id: await userIdOf(email) };
}

/** Turns two-factor on (enable → confirm with a code from the secret); the secret, recovery codes and the used code. */
async function turnOn(c: Client) {
  const setup = await json<{ totpURI: string; secret: string; backupCodes: string[] }>(
    post(c, '/api/auth/two-factor/enable', { password: PASSWORD }),
  );
  const code = totp(setup.secret);
  const res = await post(c, '/api/auth/two-factor/verify-totp', { code });
  expect(res.status, await res.clone().text()).toBe(200);
  return { ...setup, setupCode: code, used: new Set([code]) };
}

describe('turning two-factor on', () => {
  it('needs the password, is in force only once a code from the app is confirmed, and ends the other sessions', async () => {
    const { c, email, id } = await signedUp();
    const elsewhere = t.client();
    expect((await elsewhere.signIn(email, PASSWORD)).status).toBe(200);

    const wrong = await post(c, '/api/auth/two-factor/enable', { password: 'not-my-password' });
    expect(wrong.status).toBe(400);
    expect(await codeOf(wrong)).toBe('INVALID_PASSWORD');

    const setup = await json<{ totpURI: string; secret: string; backupCodes: string[] }>(
      post(c, '/api/auth/two-factor/enable', { password: PASSWORD }),
    );
    expect(setup.totpURI).toMatch(/^otpauth:\/\/totp\/Woundly:/);
    expect(new URL(setup.totpURI).searchParams.get('secret')).toBe(setup.secret);
    expect(setup.secret).toMatch(/^[A-Z2-7]{32,}$/);
    expect(setup.backupCodes).toHaveLength(10);
    // not yet on: a sign-in elsewhere still needs only the password
    const before = t.client();
    expect((await json<{ user?: unknown }>(before.signIn(email, PASSWORD))).user).toBeTruthy();

    const badCode = await post(c, '/api/auth/two-factor/verify-totp', {
      code: '000000' === totp(setup.secret) ? '111111' : '000000',
    });
    expect(badCode.status).toBe(401);
    expect(await codeOf(badCode)).toBe('INVALID_CODE');
    const malformed = await post(c, '/api/auth/two-factor/verify-totp', { code: '12ab56' });
    expect(malformed.status).toBe(400);

    expect((await post(c, '/api/auth/two-factor/verify-totp', { code: totp(setup.secret) })).status).toBe(200);
    const session = await json<{ user: { twoFactorEnabled: boolean } }>(c.request('/api/auth/get-session'));
    expect(session.user.twoFactorEnabled).toBe(true);
    // the sessions opened with the password alone are over; this one goes on
    expect((await elsewhere.request('/api/profile')).status).toBe(401);
    expect((await before.request('/api/profile')).status).toBe(401);
    expect((await c.request('/api/profile')).status).toBe(200);
    expect(await actionsOf(id)).toEqual(expect.arrayContaining(['auth.two_factor_enabled']));

    // a second setup on top is refused
    const again = await post(c, '/api/auth/two-factor/enable', { password: PASSWORD });
    expect(await codeOf(again)).toBe('TOTP_ALREADY_ENABLED');
  });
});

describe('signing in with two-factor', () => {
  it('a right password alone opens no session; the code from the app does', async () => {
    const { c, email, id } = await signedUp();
    const { secret, used } = await turnOn(c);

    const b = t.client();
    const first = await b.signIn(email, PASSWORD);
    expect(first.status).toBe(200);
    expect(await json(first)).toEqual({ twoFactorRedirect: true, twoFactorMethods: ['totp'] });
    expect((await b.request('/api/profile')).status).toBe(401);
    expect((await b.request('/api/patients')).status).toBe(401);

    const wrong = await post(b, '/api/auth/two-factor/verify-totp', { code: totp(secret, Date.now() - 10 * 60_000) });
    expect(wrong.status).toBe(401);
    expect((await b.request('/api/profile')).status).toBe(401);

    // not the code that confirmed the setup: it is used
    const code = await freshCode(secret, used);
    const ok = await post(b, '/api/auth/two-factor/verify-totp', { code });
    expect(ok.status).toBe(200);
    expect((await json<{ user: { email: string } }>(ok)).user.email).toBe(email);
    expect((await b.request('/api/profile')).status).toBe(200);
    const actions = await actionsOf(id);
    expect(actions.slice(-3)).toEqual(['auth.two_factor_challenge', 'auth.two_factor_failed', 'auth.sign_in']);

    // the same code (still within its 30 s step) does not sign in a second time
    const replay = t.client();
    await replay.signIn(email, PASSWORD);
    const again = await post(replay, '/api/auth/two-factor/verify-totp', { code });
    expect(again.status).toBe(401);
    expect(await codeOf(again)).toBe('INVALID_CODE');
    expect((await replay.request('/api/profile')).status).toBe(401);
  });

  it('a code without a right password first is refused', async () => {
    const stranger = t.client();
    const res = await post(stranger, '/api/auth/two-factor/verify-totp', { code: '123456' });
    expect(res.status).toBe(401);
    expect(await codeOf(res)).toBe('INVALID_TWO_FACTOR_COOKIE');
  });

  it('after five wrong codes the challenge is spent: the password must be given again', async () => {
    const { c, email } = await signedUp();
    const { secret } = await turnOn(c);
    const b = t.client();
    await b.signIn(email, PASSWORD);
    const wrongCode = totp(secret, Date.now() - 60 * 60_000);
    for (let i = 0; i < 5; i++)
      expect((await post(b, '/api/auth/two-factor/verify-totp', { code: wrongCode })).status).toBe(401);
    const sixth = await post(b, '/api/auth/two-factor/verify-totp', { code: totp(secret) });
    expect(sixth.status).toBe(400);
    expect(await codeOf(sixth)).toBe('TOO_MANY_ATTEMPTS_REQUEST_NEW_CODE');
    expect((await b.request('/api/profile')).status).toBe(401);
  });

  it('a recovery code signs in once; the same code again does not', async () => {
    const { c, email } = await signedUp();
    const { backupCodes } = await turnOn(c);
    const b = t.client();
    await b.signIn(email, PASSWORD);
    expect((await post(b, '/api/auth/two-factor/verify-backup-code', { code: backupCodes[3] })).status).toBe(200);
    expect((await b.request('/api/profile')).status).toBe(200);

    const d = t.client();
    await d.signIn(email, PASSWORD);
    const reused = await post(d, '/api/auth/two-factor/verify-backup-code', { code: backupCodes[3] });
    expect(reused.status).toBe(401);
    expect(await codeOf(reused)).toBe('INVALID_BACKUP_CODE');
    expect((await d.request('/api/profile')).status).toBe(401);
  });

  it('turning it off needs the password and a fresh code from the app; then the password alone signs in again', async () => {
    const { c, email, id } = await signedUp();
    const { secret, used, setupCode } = await turnOn(c);
    // the password alone (a stolen session and password) does not do it
    const noCode = await post(c, '/api/auth/two-factor/disable', { password: PASSWORD });
    expect(noCode.status).toBe(403);
    expect(await codeOf(noCode)).toBe('FRESH_CODE_REQUIRED');
    // nor the code that confirmed the setup (used), nor a wrong one
    for (const code of [setupCode, totp(secret, Date.now() - 10 * 60_000)]) {
      const res = await post(c, '/api/auth/two-factor/disable', { password: PASSWORD, code });
      expect(await codeOf(res), code).toBe('FRESH_CODE_REQUIRED');
    }
    expect(
      (await json<{ user: { twoFactorEnabled: boolean } }>(c.request('/api/auth/get-session'))).user.twoFactorEnabled,
    ).toBe(true);
    expect(
      await codeOf(
        await post(c, '/api/auth/two-factor/disable', { password: 'nope-nope', code: await freshCode(secret, used) }),
      ),
    ).toBe('INVALID_PASSWORD');
    const off = await post(c, '/api/auth/two-factor/disable', {
      password: PASSWORD,
      code: await freshCode(secret, used),
    });
    expect(off.status, await off.clone().text()).toBe(200);
    const b = t.client();
    expect((await json<{ user?: unknown }>(b.signIn(email, PASSWORD))).user).toBeTruthy();
    expect(await actionsOf(id)).toEqual(
      expect.arrayContaining(['auth.two_factor_disable_failed', 'auth.two_factor_disabled']),
    );
  });
});

describe('a team that requires two-factor', () => {
  it("shuts members without it out of the team's records and members until they turn it on", async () => {
    const owner = await signedUp({ organization: 'Harbor Wound Center' });
    const carl = await signedUp({ first_name: 'Carl' });
    const team = await json<{ id: string }>(owner.c.request('/api/auth/organization/get-full-organization'));
    await t.deps.db
      .insertInto('member')
      .values({ id: randomUUID(), organizationId: team.id, userId: carl.id, role: 'clinician', createdAt: new Date() })
      .execute();
    expect((await post(carl.c, '/api/auth/organization/set-active', { organizationId: team.id })).status).toBe(200);
    const patient = await json<{ patient: { id: string } }>(
      post(owner.c, '/api/patients', { display_name: 'Jane Roe' }),
    );
    expect((await carl.c.request(`/api/patients/${patient.patient.id}`)).status).toBe(200);

    // only an owner, and only with two-factor on their own account
    const byClinician = await carl.c.request('/api/team/settings', {
      method: 'PUT',
      json: { require_two_factor: true },
    });
    expect(await codeOf(byClinician)).toBe('FORBIDDEN');
    const withoutOwn = await owner.c.request('/api/team/settings', {
      method: 'PUT',
      json: { require_two_factor: true },
    });
    expect(withoutOwn.status).toBe(403);
    expect(await codeOf(withoutOwn)).toBe('TWO_FACTOR_REQUIRED');
    const { secret: ownerSecret, used: ownerUsed } = await turnOn(owner.c);
    const on = await owner.c.request('/api/team/settings', {
      method: 'PUT',
      json: { require_two_factor: true, code: await freshCode(ownerSecret, ownerUsed) },
    });
    expect(await json(on)).toMatchObject({
      team_id: team.id,
      team_name: 'Harbor Wound Center',
      my_role: 'owner',
      require_two_factor: true,
      sample_directory: true,
    });
    expect(await actionsOf(owner.id)).toContain('team.require_two_factor');

    // Carl: every record and the member list answer 403 TWO_FACTOR_REQUIRED, with what to do
    for (const path of [
      '/api/patients',
      `/api/patients/${patient.patient.id}`,
      '/api/assessments',
      '/api/auth/organization/get-full-organization',
    ]) {
      const res = await carl.c.request(path);
      expect(res.status, path).toBe(403);
      const body = await json<ErrorJson>(res);
      expect(body.error.code, path).toBe('TWO_FACTOR_REQUIRED');
      expect(body.error.message).toBe(
        '"Harbor Wound Center" requires two-factor sign-in. Turn it on in My Profile to open this team\'s records.',
      );
    }
    expect((await post(carl.c, '/api/patients', { display_name: 'Someone' })).status).toBe(403);
    // … but he may read why, and the owner works on
    expect((await json<{ require_two_factor: boolean }>(carl.c.request('/api/team/settings'))).require_two_factor).toBe(
      true,
    );
    expect((await owner.c.request(`/api/patients/${patient.patient.id}`)).status).toBe(200);
    // his own practice has no such rule
    const own = (await json<{ id: string }[]>(carl.c.request('/api/auth/organization/list'))).find(
      (x) => x.id !== team.id,
    )!;
    expect((await post(carl.c, '/api/auth/organization/set-active', { organizationId: own.id })).status).toBe(200);
    expect((await carl.c.request('/api/patients')).status).toBe(200);

    // with two-factor on, he is back in
    expect((await post(carl.c, '/api/auth/organization/set-active', { organizationId: team.id })).status).toBe(200);
    await turnOn(carl.c);
    expect((await carl.c.request(`/api/patients/${patient.patient.id}`)).status).toBe(200);

    // the owner turns the rule off again, with another fresh code
    const off = await owner.c.request('/api/team/settings', {
      method: 'PUT',
      json: { require_two_factor: false, code: await freshCode(ownerSecret, ownerUsed) },
    });
    expect((await json<{ require_two_factor: boolean }>(off)).require_two_factor).toBe(false);
  });
});

/** A team whose owner (with two-factor) requires it, and a member of `role` without it, active in it. */
async function ruledTeam(role: 'owner' | 'admin' | 'clinician') {
  const owner = await signedUp({ organization: 'Quay Wound Clinic' });
  const { secret, used, setupCode } = await turnOn(owner.c);
  const team = await json<{ id: string }>(owner.c.request('/api/auth/organization/get-full-organization'));
  // the rule as the owner set it (the settings route's own checks are under test here)
  await t.deps.db
    .insertInto('team_settings')
    .values({ team_id: team.id, require_two_factor: true, updated_at: new Date(), updated_by: owner.id })
    .execute();
  const other = await signedUp({ first_name: 'Omar' });
  await t.deps.db
    .insertInto('member')
    .values({ id: randomUUID(), organizationId: team.id, userId: other.id, role, createdAt: new Date() })
    .execute();
  expect((await post(other.c, '/api/auth/organization/set-active', { organizationId: team.id })).status).toBe(200);
  return { owner, secret, used, setupCode, team, other };
}
const ruleOf = async (c: Client) =>
  (await json<{ require_two_factor: boolean }>(c.request('/api/team/settings'))).require_two_factor;

describe("the team's two-factor rule cannot be switched off or walked around", () => {
  it('a second owner without a second factor cannot switch the rule off (403 TWO_FACTOR_REQUIRED); the rule holds', async () => {
    const { owner, other } = await ruledTeam('owner');
    const res = await other.c.request('/api/team/settings', { method: 'PUT', json: { require_two_factor: false } });
    expect(res.status).toBe(403);
    expect(await codeOf(res)).toBe('TWO_FACTOR_REQUIRED');
    expect(await ruleOf(owner.c)).toBe(true);
  });

  it('an owner with a second factor changes the rule in either direction only with a fresh code: none, a wrong one and a used one are refused', async () => {
    const { owner, secret, used, setupCode } = await ruledTeam('clinician');
    const put = (body: Record<string, unknown>) => owner.c.request('/api/team/settings', { method: 'PUT', json: body });
    const noCode = await put({ require_two_factor: false });
    expect(noCode.status).toBe(403);
    expect(await codeOf(noCode)).toBe('FRESH_CODE_REQUIRED');
    expect(await codeOf(await put({ require_two_factor: false, code: totp(secret, Date.now() - 3_600_000) }))).toBe(
      'FRESH_CODE_REQUIRED',
    );
    // the code that confirmed the owner's own setup is used
    expect(await codeOf(await put({ require_two_factor: false, code: setupCode }))).toBe('FRESH_CODE_REQUIRED');
    expect(await ruleOf(owner.c)).toBe(true);
    const offCode = await freshCode(secret, used);
    const off = await put({ require_two_factor: false, code: offCode });
    expect(off.status).toBe(200);
    expect(await ruleOf(owner.c)).toBe(false);
    // on again, not with the code that switched it off
    expect(await codeOf(await put({ require_two_factor: true, code: offCode }))).toBe('FRESH_CODE_REQUIRED');
    expect(await ruleOf(owner.c)).toBe(false);
    // asking for what is set changes nothing and needs no code
    expect((await put({ require_two_factor: false })).status).toBe(200);
  });

  it('an admin shut out by the rule changes no team state: not the other settings, not invitations', async () => {
    const { owner, other, team } = await ruledTeam('admin');
    const sample = await other.c.request('/api/team/settings', { method: 'PUT', json: { sample_directory: false } });
    expect(sample.status).toBe(403);
    expect(await codeOf(sample)).toBe('TWO_FACTOR_REQUIRED');
    await t.deps.db.updateTable('user').set({ emailVerified: true }).where('id', '=', owner.id).execute();
    const invited = await post(owner.c, '/api/auth/organization/invite-member', {
      email: `guest-${randomUUID().slice(0, 8)}@example.com`,
      role: 'clinician',
    });
    expect(invited.status, await invited.clone().text()).toBe(200);
    const invitationId = (await json<{ id: string }>(invited)).id;
    // from the ruled team, and from his own practice (where the plugin would check his admin role only)
    const cancel = await post(other.c, '/api/auth/organization/cancel-invitation', { invitationId });
    expect(cancel.status).toBe(403);
    expect(await codeOf(cancel)).toBe('TWO_FACTOR_REQUIRED');
    const own = (await json<{ id: string }[]>(other.c.request('/api/auth/organization/list'))).find(
      (x) => x.id !== team.id,
    )!;
    expect((await post(other.c, '/api/auth/organization/set-active', { organizationId: own.id })).status).toBe(200);
    const fromOwn = await post(other.c, '/api/auth/organization/cancel-invitation', { invitationId });
    expect(await codeOf(fromOwn)).toBe('INVITATION_NOT_FOUND');
    const full = await json<{ invitations: { id: string; status: string }[] }>(
      owner.c.request('/api/auth/organization/get-full-organization'),
    );
    expect(full.invitations.find((i) => i.id === invitationId)?.status).toBe('pending');
    expect((await json<{ sample_directory: boolean }>(owner.c.request('/api/team/settings'))).sample_directory).toBe(
      true,
    );
  });

  it('new recovery codes need a fresh code from the app, not the password alone', async () => {
    const { c } = await signedUp();
    const { secret, backupCodes, used } = await turnOn(c);
    const noCode = await post(c, '/api/auth/two-factor/generate-backup-codes', { password: PASSWORD });
    expect(noCode.status).toBe(403);
    expect(await codeOf(noCode)).toBe('FRESH_CODE_REQUIRED');
    const made = await post(c, '/api/auth/two-factor/generate-backup-codes', {
      password: PASSWORD,
      code: await freshCode(secret, used),
    });
    expect(made.status).toBe(200);
    const { backupCodes: fresh } = await json<{ backupCodes: string[] }>(made);
    expect(fresh).toHaveLength(10);
    expect(fresh).not.toEqual(backupCodes);
  });
});

describe('the used-code guard', () => {
  /** `n` sign-ins of the account, each at its second step (a right password: a challenge cookie). */
  async function challenged(email: string, n: number) {
    const clients = Array.from({ length: n }, () => t.client());
    for (const b of clients) expect(await json(b.signIn(email, PASSWORD))).toMatchObject({ twoFactorRedirect: true });
    return clients;
  }
  const sessionsOf = async (userId: string) =>
    (await t.deps.db.selectFrom('session').select('id').where('userId', '=', userId).execute()).length;

  it('three sign-ins sending the same fresh code at once: exactly one opens a session', async () => {
    const { c, email, id } = await signedUp();
    const { secret, used } = await turnOn(c);
    const clients = await challenged(email, 3);
    const before = await sessionsOf(id);
    const code = await freshCode(secret, used);
    const answers = await Promise.all(clients.map((b) => post(b, '/api/auth/two-factor/verify-totp', { code })));
    expect(answers.map((r) => r.status).sort()).toEqual([200, 401, 401]);
    for (const r of answers.filter((x) => x.status === 401)) expect(await codeOf(r)).toBe('INVALID_CODE');
    expect(await sessionsOf(id)).toBe(before + 1);
    const opened = await Promise.all(clients.map(async (b) => (await b.request('/api/profile')).status));
    expect(opened.sort()).toEqual([200, 401, 401]);
  });

  it('a used code does not sign in again whatever the spelling of the challenge cookie; an ambiguous cookie header is refused', async () => {
    const { c, email } = await signedUp();
    const { secret, used } = await turnOn(c);
    const code = await freshCode(secret, used);
    const [first] = await challenged(email, 1);
    expect((await post(first!, '/api/auth/two-factor/verify-totp', { code })).status).toBe(200);

    const [b] = await challenged(email, 1);
    const real = b!.cookie.split('; ').find((p) => p.startsWith('woundly.two_factor='))!;
    const value = real.slice('woundly.two_factor='.length);
    const spellings = [
      `__Secure-woundly.two_factor=2fa-decoy.sig; ${real}`,
      `woundly.two_factor =${value}`,
      `${real}; woundly.two_factor=2fa-decoy.sig`,
      `WOUNDLY.two_factor=2fa-decoy.sig; ${real}`,
    ];
    for (const cookie of spellings) {
      // (a client with an empty jar sends the header as given)
      const res = await t.client().request('/api/auth/two-factor/verify-totp', {
        method: 'POST',
        json: { code },
        headers: { cookie },
      });
      expect(res.status, cookie).toBe(400);
      expect(await codeOf(res), cookie).toBe('AMBIGUOUS_TWO_FACTOR_COOKIE');
      expect(res.headers.getSetCookie().some((sc) => sc.includes('session_token=') && !/max-age=0/i.test(sc))).toBe(
        false,
      );
    }
    // the plain cookie: better-auth verifies the code, the guard refuses it as used
    const replay = await post(b!, '/api/auth/two-factor/verify-totp', { code });
    expect(replay.status).toBe(401);
    expect(await codeOf(replay)).toBe('INVALID_CODE');
    expect((await b!.request('/api/profile')).status).toBe(401);
  });
});

describe('sessions and status keep their tokens and other teams to themselves', () => {
  it("better-auth's list-sessions is not served, and no answer carries a session token", async () => {
    const a = await signedUp();
    const listed = await a.c.request('/api/auth/list-sessions');
    expect(listed.status).toBe(404);
    expect(await codeOf(listed)).toBe('NOT_FOUND');
    const token = decodeURIComponent(/woundly\.session_token=([^;]+)/.exec(a.c.cookie)![1]!).split('.')[0]!;
    const session = await a.c.request('/api/auth/get-session');
    expect(session.status).toBe(200);
    expect(await session.text()).not.toContain(token);
    const b = t.client();
    const signIn = await b.signIn(a.email, PASSWORD);
    const other = decodeURIComponent(/woundly\.session_token=([^;]+)/.exec(b.cookie)![1]!).split('.')[0]!;
    expect(await signIn.text()).not.toContain(other);
    expect(await (await a.c.request('/api/profile/sessions')).text()).not.toContain(other);
  });
});

describe('active sessions', () => {
  it('lists device, address and last use without tokens; revokes one (own only) and all others', async () => {
    const a = await signedUp();
    const phone = t.client('203.0.113.9');
    await phone.request('/api/auth/sign-in/email', {
      method: 'POST',
      json: { email: a.email, password: PASSWORD },
      headers: {
        'user-agent':
          'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1',
      },
    });
    expect((await phone.request('/api/profile')).status).toBe(200);
    const laptop = t.client();
    await laptop.signIn(a.email, PASSWORD);

    type S = { id: string; current: boolean; device: string; ip: string | null; last_seen_at: string };
    const listed = await json<{ sessions: S[] }>(a.c.request('/api/profile/sessions'));
    expect(listed.sessions).toHaveLength(3);
    expect(JSON.stringify(listed)).not.toMatch(/token/i);
    expect(listed.sessions.filter((s) => s.current)).toHaveLength(1);
    const onPhone = listed.sessions.find((s) => s.device === 'Safari on iOS')!;
    expect(onPhone.ip).toBe('203.0.113.9');

    // another user cannot end it
    const b = await signedUp();
    expect((await b.c.request(`/api/profile/sessions/${onPhone.id}`, { method: 'DELETE' })).status).toBe(404);
    expect((await phone.request('/api/profile')).status).toBe(200);
    expect((await a.c.request(`/api/profile/sessions/${onPhone.id}`, { method: 'DELETE' })).status).toBe(200);
    expect((await phone.request('/api/profile')).status).toBe(401);
    expect(await actionsOf(a.id)).toContain('auth.revoke_session');

    expect((await post(a.c, '/api/auth/revoke-other-sessions', {})).status).toBe(200);
    expect((await laptop.request('/api/profile')).status).toBe(401);
    const left = await json<{ sessions: S[] }>(a.c.request('/api/profile/sessions'));
    expect(left.sessions.map((s) => s.current)).toEqual([true]);
  });

  it('a password change signs out every other session', async () => {
    const a = await signedUp();
    const other = t.client();
    await other.signIn(a.email, PASSWORD);
    const res = await post(a.c, '/api/auth/change-password', {
      currentPassword: PASSWORD,
      newPassword: 'wound-care-43',
    });
    expect(res.status).toBe(200);
    expect((await other.request('/api/profile')).status).toBe(401);
    expect((await a.c.request('/api/profile')).status).toBe(200);
  });
});
