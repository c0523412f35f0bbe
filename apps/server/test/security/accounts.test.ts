/**
 * Account hardening: reset tokens (one live, all gone after a reset or a change),
 * lock-out by strangers, change-password limits, the password policy, the reset request's
 * timing, revoking another user's session, and the audit entries of each.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/harness.ts';
import { BackoffLimiter } from '../../src/lib/rate-limit.ts';
import { isCommonPassword } from '../../src/lib/password-policy.ts';
import type { WoundAnalysis } from '@woundcare/wound-vision/analyze';
import { multipart, solidPng } from './support/fixtures.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_AUTH_MAX: '1000' });
}, 120_000);
afterAll(() => t?.close());

const tokenOf = (text: string) => decodeURIComponent(text.match(/token=([^\s&]+)/)![1]!);
const lastMailTo = (email: string) => [...t.sent].reverse().find((m) => m.to === email)!;
const userIdOf = async (email: string) =>
  (await t.deps.db.selectFrom('user').select('id').where('email', '=', email).executeTakeFirstOrThrow()).id;
const actionsOf = async (userId: string) =>
  (
    await t.deps.db
      .selectFrom('audit_log')
      .select('action')
      .where('user_id', '=', userId)
      .orderBy('id', 'asc')
      .execute()
  ).map((r) => r.action);
const reset = (token: string, newPassword: string) =>
  t.client().request('/api/auth/reset-password', { method: 'POST', json: { token, newPassword } });
const requestReset = (email: string) =>
  t.client().request('/api/auth/request-password-reset', { method: 'POST', json: { email } });

describe('reset tokens', () => {
  it('keeps one live token per account: a new request voids the older link', async () => {
    const { email } = await t.client().signUp();
    await requestReset(email);
    const first = tokenOf(lastMailTo(email).text);
    await requestReset(email);
    const second = tokenOf(lastMailTo(email).text);
    expect(second).not.toBe(first);
    expect((await reset(first, 'first-link-pw-1')).status).toBe(400);
    expect((await reset(second, 'second-link-pw-1')).status).toBe(200);
    const actions = await actionsOf(await userIdOf(email));
    expect(actions.filter((a) => a === 'auth.password_reset_requested')).toHaveLength(2);
    expect(actions).toContain('auth.password_reset');
  });

  it('a completed reset voids every other token of the account', async () => {
    const { email } = await t.client().signUp();
    await requestReset(email);
    const token = tokenOf(lastMailTo(email).text);
    // a second token made behind the route's back (as an older build or a race would leave it)
    const userId = await userIdOf(email);
    await t.deps.db
      .insertInto('verification')
      .values({
        id: `extra-${Date.now()}`,
        identifier: 'reset-password:leftover-token',
        value: userId,
        expiresAt: new Date(Date.now() + 3_600_000),
        createdAt: new Date(0),
      } as never)
      .execute();
    expect((await reset(token, 'after-reset-pw-1')).status).toBe(200);
    expect((await reset('leftover-token', 'stolen-link-pw-1')).status).toBe(400);
  });

  it('a password change voids the reset links and is audited, failures too', async () => {
    const c = t.client();
    const { email, password } = await c.signUp();
    await requestReset(email);
    const token = tokenOf(lastMailTo(email).text);
    const wrong = await c.request('/api/auth/change-password', {
      method: 'POST',
      json: { currentPassword: 'not-my-password', newPassword: 'changed-pw-77' },
    });
    expect(wrong.status).toBe(400);
    const ok = await c.request('/api/auth/change-password', {
      method: 'POST',
      json: { currentPassword: password, newPassword: 'changed-pw-77' },
    });
    expect(ok.status).toBe(200);
    expect((await reset(token, 'old-link-pw-1')).status).toBe(400);
    const actions = await actionsOf(await userIdOf(email));
    expect(actions).toEqual(expect.arrayContaining(['auth.change_password_failed', 'auth.change_password']));
  });
});

describe('lock-out', () => {
  it('a stranger hammering an account from one address is slowed down; the owner is not', async () => {
    const owner = t.client('192.0.2.10');
    const { email, password } = await owner.signUp();
    const stranger = t.client('203.0.113.66');
    const statuses: number[] = [];
    for (let i = 0; i < 12; i++) statuses.push((await stranger.signIn(email, `guess-${i}-pw`)).status);
    expect(statuses.slice(0, 5)).toEqual([401, 401, 401, 401, 401]);
    expect(statuses.slice(6)).toEqual([429, 429, 429, 429, 429, 429]);
    // the owner from their own address, and from a new one, signs in
    expect((await t.client('192.0.2.10').signIn(email, password)).status).toBe(200);
    expect((await t.client('192.0.2.99').signIn(email, password)).status).toBe(200);
  });

  it('the back-off grows with each further failure and a success clears it', async () => {
    let now = 0;
    const b = new BackoffLimiter(5, 1, 900, () => now);
    const waits: number[] = [];
    for (let i = 0; i < 9; i++) waits.push(await b.fail('a|ip'));
    expect(waits).toEqual([0, 0, 0, 0, 0, 1, 2, 4, 8]);
    expect(await b.wait('a|ip')).toBe(8);
    expect(await b.wait('a|other-ip')).toBe(0);
    now += 8000;
    expect(await b.wait('a|ip')).toBe(0);
    await b.succeed('a|ip');
    expect(await b.fail('a|ip')).toBe(0);
    for (let i = 0; i < 30; i++) await b.fail('a|ip');
    expect(await b.wait('a|ip')).toBe(900);
  });

  it('change-password is rate-limited per account', async () => {
    const small = await createTestApp({ RATE_LIMIT_AUTH_MAX: '3' });
    try {
      const c = small.client();
      await c.signUp();
      const codes: number[] = [];
      for (let i = 0; i < 5; i++)
        codes.push(
          (
            await c.request('/api/auth/change-password', {
              method: 'POST',
              json: { currentPassword: `wrong-${i}-pw`, newPassword: 'changed-pw-77' },
            })
          ).status,
        );
      expect(codes.slice(0, 3)).toEqual([400, 400, 400]);
      expect(codes.slice(3)).toEqual([429, 429]);
    } finally {
      await small.close();
    }
  }, 120_000);
});

describe('password policy', () => {
  it('needs 8 characters and refuses the most common passwords (zxcvbn-ts list)', async () => {
    expect(isCommonPassword('password1')).toBe(true);
    expect(isCommonPassword('Qwertyuiop')).toBe(true);
    expect(isCommonPassword('wound-care-42')).toBe(false);
    const short = await t.client().signUp(undefined, 'Ab3$xyz');
    expect(short.res.status).toBe(400);
    expect(((await short.res.json()) as { error: { message: string } }).error.message).toBe(
      'password: Password must be at least 8 characters long',
    );
    for (const common of ['password1', 'iloveyou1', '12345678', 'qwertyuiop']) {
      const r = await t.client().signUp(undefined, common);
      expect(r.res.status, common).toBe(400);
      expect(((await r.res.json()) as { error: { message: string } }).error.message).toMatch(/most commonly used/);
    }
    // a reset to a common password is refused too
    const { email } = await t.client().signUp();
    await requestReset(email);
    expect((await reset(tokenOf(lastMailTo(email).text), 'baseball1')).status).toBe(400);
  });
});

describe('reset request timing and session revocation', () => {
  it('with SMTP the reset request is answered before the mail is sent', async () => {
    const smtp = await createTestApp({ SMTP_URL: 'smtp://127.0.0.1:9' });
    try {
      const { email } = await smtp.client().signUp();
      // the harness mailer is swapped for one that never finishes sending
      let started = 0;
      smtp.deps.mailer.send = () => {
        started += 1;
        return new Promise<void>(() => {});
      };
      const res = await smtp.client().request('/api/auth/request-password-reset', { method: 'POST', json: { email } });
      expect(res.status).toBe(200);
      expect(started).toBe(1);
    } finally {
      await smtp.close();
    }
  }, 120_000);

  it("revoking another user's session answers 404 and leaves it alive; revoking one's own is audited", async () => {
    const a = t.client();
    const b = t.client();
    const { email: emailA } = await a.signUp();
    await b.signUp();
    // a session's token is in its cookie only (no answer carries one)
    const tokenOf = (c: typeof a) =>
      decodeURIComponent(/woundly\.session_token=([^;]+)/.exec(c.cookie)![1]!).split('.')[0]!;
    const tokenB = tokenOf(b);
    const res = await a.request('/api/auth/revoke-session', { method: 'POST', json: { token: tokenB } });
    expect(res.status).toBe(404);
    expect(((await res.json()) as { error: { code: string } }).error.code).toBe('NOT_FOUND');
    expect((await b.request('/api/profile')).status).toBe(200);
    const own = tokenOf(a);
    expect((await a.request('/api/auth/revoke-session', { method: 'POST', json: { token: own } })).status).toBe(200);
    expect(await actionsOf(await userIdOf(emailA))).toContain('auth.revoke_session');
  });
});

describe('audit completeness', () => {
  it('records a profile update, and sign-out only when a session ended', async () => {
    const c = t.client();
    const { email } = await c.signUp();
    const id = await userIdOf(email);
    expect((await c.request('/api/profile', { method: 'PATCH', json: { title: 'RN' } })).status).toBe(200);
    expect((await c.request('/api/auth/sign-out', { method: 'POST', json: {} })).status).toBe(200);
    // a second sign-out with the spent cookie: nothing happened, nothing recorded
    const stale = t.client();
    await stale.request('/api/auth/sign-out', { method: 'POST', json: {} });
    const actions = await actionsOf(id);
    expect(actions).toContain('profile.update');
    expect(actions.filter((a) => a === 'auth.sign_out')).toHaveLength(1);
  });

  it('records photos analysed through /api/analyze, /api/personalize-vbc and the legacy analysis paths', async () => {
    const real = t.deps.engine;
    const analysis = {
      calibrated: true,
      area_cm2: 3.1,
      length_cm: 2.5,
      width_cm: 1.6,
      area_px: 52_000,
      region_count: 1,
      tissue: { granulation: 70, slough: 20, necrotic: 0, epithelial: 10 },
      diagnosis: 'not_infected',
      warnings: [],
      // the fields every engine result carries, which Personalize VBC reads
      wound_found: true,
      area_uncertainty_cm2: 0.3,
      perimeter_cm: 6.8,
      regions: [{ area_cm2: 3.1, length_cm: 2.5, width_cm: 1.6 }],
      periwound_erythema: null,
      infection_signs: [],
      tissue_flags: [],
      outline_source: 'model',
      outline_quality: { score: 0.9, review: false, reasons: [] },
      model_version: 'fake',
      json_body: Buffer.from('{"ok":true}'),
    } as unknown as WoundAnalysis;
    t.deps.engine = {
      analyze: async () => analysis,
      close: async () => {},
      size: 1,
      queued: 0,
      running: 0,
      crashNext: () => {},
    } as NonNullable<typeof real>;
    try {
      const c = t.client();
      const { email } = await c.signUp();
      const photo = await solidPng(64, 64);
      const paths = [
        '/api/analyze',
        '/segment_wound',
        '/diagnose_infection',
        '/describe_wound',
        '/api/personalize-vbc',
      ];
      for (const p of paths) {
        const res = await c.request(p, {
          method: 'POST',
          body: multipart(
            { wound_type: 'diabetic_ulcer', patient_risk_score: '1.5', insurance_type: 'medicare' },
            { file: { bytes: photo } },
          ),
        });
        expect(res.status, p).toBe(200);
      }
      const rows = await t.deps.db
        .selectFrom('audit_log')
        .select(['action', 'resource'])
        .where('user_id', '=', await userIdOf(email))
        .where('action', '=', 'photo.analyze')
        .orderBy('id', 'asc')
        .execute();
      expect(rows.map((r) => r.resource)).toEqual(paths);
    } finally {
      t.deps.engine = real;
    }
  });
});
