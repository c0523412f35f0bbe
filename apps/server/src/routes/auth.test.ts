import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/support/harness.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

describe('accounts', () => {
  it('signs up, keeps the profile fields, and reads the session back', async () => {
    const c = t.client();
    const { res, email } = await c.signUp(undefined, 'wound-care-42', { title: 'RN', organization: 'Mercy' });
    expect(res.status).toBe(200);
    expect(c.cookie).toContain('session_token');
    const session = await c.request('/api/auth/get-session');
    const body = (await session.json()) as { user: { email: string } };
    expect(body.user.email).toBe(email);
    const profile = await c.request('/api/profile');
    expect(await profile.json()).toMatchObject({
      profile: { first_name: 'Ada', last_name: 'Nurse', title: 'RN', organization: 'Mercy', email },
    });
  });

  it('sets the session cookie httpOnly and SameSite=Lax', async () => {
    const c = t.client();
    const { res } = await c.signUp();
    const cookie = res.headers.getSetCookie().find((s) => s.includes('session_token'))!;
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
  });

  it('refuses a duplicate email with a stable code', async () => {
    const c = t.client();
    const { email } = await c.signUp();
    const again = await t.client().signUp(email);
    expect(again.res.status).toBe(422);
    const body = (await again.res.json()) as { error: { code: string; message: string } };
    expect(body.error.code).toBe('USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL');
    expect(body.error.message).toBeTruthy();
  });

  it('rejects a short password and a missing first name with readable messages', async () => {
    const short = await t.client().signUp(undefined, '1234567');
    expect(short.res.status).toBe(400);
    expect(((await short.res.json()) as { error: { message: string } }).error.message).toContain(
      'at least 8 characters',
    );
    const noName = await t.client().signUp(undefined, 'wound-care-42', { first_name: '  ' });
    expect(noName.res.status).toBe(400);
    expect(((await noName.res.json()) as { error: { code: string } }).error.code).toBe('VALIDATION_ERROR');
  });

  it('gives the same generic message for a wrong password and an unknown email', async () => {
    const c = t.client();
    const { email } = await c.signUp();
    const wrong = await t.client().signIn(email, 'not-the-password');
    const unknown = await t.client().signIn(`nobody-${Date.now()}@example.com`, 'whatever1');
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    const a = (await wrong.json()) as { error: { message: string } };
    const b = (await unknown.json()) as { error: { message: string } };
    expect(a.error.message).toBe(b.error.message);
  });

  it('sign-out revokes the session on the server, not just the cookie', async () => {
    const c = t.client();
    await c.signUp();
    const stolen = c.cookie;
    expect((await c.request('/api/profile')).status).toBe(200);
    const out = await c.request('/api/auth/sign-out', { method: 'POST', json: {} });
    expect(out.status).toBe(200);
    const replay = t.client();
    replay.cookie = stolen;
    expect((await replay.request('/api/profile')).status).toBe(401);
  });

  it('never returns a password hash', async () => {
    const c = t.client();
    const { res } = await c.signUp();
    const text = await res.text();
    expect(text).not.toMatch(/password|hash/i);
    const session = await (await c.request('/api/auth/get-session')).text();
    expect(session).not.toMatch(/password|hash/i);
  });
});

describe('password reset', () => {
  async function requestReset(email: string) {
    const before = t.sent.length;
    const res = await t.client().request('/api/auth/request-password-reset', { method: 'POST', json: { email } });
    expect(res.status).toBe(200);
    expect(((await res.json()) as { message: string }).message).toBe(
      'Password reset email sent! Check your inbox for instructions.',
    );
    const mail = t.sent.slice(before).find((m) => m.to === email);
    return mail ? new URL(mail.text.match(/https?:\/\/\S+/)![0]).searchParams.get('token')! : null;
  }

  it('sends a one-time link; the token works once and the old password stops working', async () => {
    const c = t.client();
    const { email } = await c.signUp();
    const token = await requestReset(email);
    expect(token).toBeTruthy();
    const first = await t
      .client()
      .request('/api/auth/reset-password', { method: 'POST', json: { token, newPassword: 'brand-new-1' } });
    expect(first.status).toBe(200);
    const second = await t
      .client()
      .request('/api/auth/reset-password', { method: 'POST', json: { token, newPassword: 'another-22' } });
    expect(second.status).toBe(400);
    expect((await t.client().signIn(email, 'wound-care-42')).status).toBe(401);
    expect((await t.client().signIn(email, 'brand-new-1')).status).toBe(200);
    // the reset revoked the session that existed before it
    expect((await c.request('/api/profile')).status).toBe(401);
  });

  it('answers the same for an unknown email and sends nothing', async () => {
    expect(await requestReset(`ghost-${Date.now()}@example.com`)).toBeNull();
  });

  it('refuses an expired token', async () => {
    const { email } = await t.client().signUp();
    const token = await requestReset(email);
    await t.deps.db
      .updateTable('verification' as never)
      .set({ expiresAt: new Date(Date.now() - 1000) } as never)
      .execute();
    const res = await t
      .client()
      .request('/api/auth/reset-password', { method: 'POST', json: { token, newPassword: 'brand-new-1' } });
    expect(res.status).toBe(400);
  });
});

describe('change password', () => {
  it('revokes the other sessions of the account', async () => {
    const a = t.client();
    const { email, password } = await a.signUp();
    const b = t.client();
    expect((await b.signIn(email, password)).status).toBe(200);
    const res = await a.request('/api/auth/change-password', {
      method: 'POST',
      json: { currentPassword: password, newPassword: 'changed-99' },
    });
    expect(res.status).toBe(200);
    expect((await b.request('/api/profile')).status).toBe(401);
  });
});
