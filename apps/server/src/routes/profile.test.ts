import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/support/harness.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_AUTH_MAX: '3' });
});
afterAll(() => t?.close());

describe('profile', () => {
  it('updates only the fields sent and returns the merged record', async () => {
    const c = t.client();
    await c.signUp(undefined, 'wound-care-42', { title: 'RN', organization: 'Mercy' });
    const res = await c.request('/api/profile', { method: 'PATCH', json: { first_name: 'Florence' } });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({
      profile: { first_name: 'Florence', last_name: 'Nurse', title: 'RN', organization: 'Mercy' },
    });
    const again = (await (await c.request('/api/profile')).json()) as { profile: { first_name: string } };
    expect(again.profile.first_name).toBe('Florence');
  });

  it('rejects bad input with a stable code and changes nothing', async () => {
    const c = t.client();
    await c.signUp();
    for (const [body, code] of [
      [{ first_name: '' }, 'VALIDATION_ERROR'],
      [{ first_name: 'x'.repeat(101) }, 'VALIDATION_ERROR'],
      [{ email: 'new@example.com' }, 'VALIDATION_ERROR'],
      [{}, 'VALIDATION_ERROR'],
    ] as const) {
      const res = await c.request('/api/profile', { method: 'PATCH', json: body });
      expect(res.status).toBe(400);
      expect(((await res.json()) as { error: { code: string } }).error.code).toBe(code);
    }
    const raw = await c.request('/api/profile', {
      method: 'PATCH',
      body: '{nope',
      headers: { 'content-type': 'application/json' },
    });
    expect(raw.status).toBe(400);
    expect(((await raw.json()) as { error: { code: string } }).error.code).toBe('INVALID_JSON');
    const profile = (await (await c.request('/api/profile')).json()) as { profile: { first_name: string } };
    expect(profile.profile.first_name).toBe('Ada');
  });

  it("is the signed-in user's only: a visitor gets 401 and user B cannot see or change A", async () => {
    const a = t.client();
    await a.signUp(undefined, 'wound-care-42', { first_name: 'Alice' });
    const b = t.client();
    await b.signUp(undefined, 'wound-care-42', { first_name: 'Bob' });
    expect((await t.client().request('/api/profile')).status).toBe(401);
    await b.request('/api/profile', { method: 'PATCH', json: { first_name: 'Mallory' } });
    const mine = (await (await a.request('/api/profile')).json()) as { profile: { first_name: string } };
    expect(mine.profile.first_name).toBe('Alice');
    const theirs = (await (await b.request('/api/profile')).json()) as { profile: { first_name: string } };
    expect(theirs.profile.first_name).toBe('Mallory');
  });

  it('refuses a state-changing request from another origin', async () => {
    const c = t.client();
    await c.signUp();
    const res = await c.request('/api/profile', {
      method: 'PATCH',
      json: { first_name: 'Eve' },
      headers: { origin: 'https://evil.example' },
    });
    expect(res.status).toBe(403);
    expect(res.headers.get('access-control-allow-origin')).toBeNull();
  });
});

describe('rate limits', () => {
  it('limits sign-in per client IP with a 429 and a readable message, other IPs unaffected', async () => {
    const ip = '203.0.113.7';
    let last: Response | null = null;
    for (let i = 0; i < 4; i++) last = await t.client(ip).signIn(`nobody${i}@example.com`, 'whatever1');
    expect(last!.status).toBe(429);
    const body = (await last!.json()) as { error: { code: string; message: string } };
    expect(body.error.code).toBe('RATE_LIMITED');
    expect(body.error.message).toMatch(/Too many attempts/);
    expect((await t.client('203.0.113.8').signIn('nobody@example.com', 'whatever1')).status).toBe(401);
  });

  it('counts wrong passwords per account and address: strangers elsewhere do not lock the owner out', async () => {
    const { email, password } = await t.client('198.51.100.1').signUp();
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++)
      statuses.push((await t.client(`198.51.100.${10 + i}`).signIn(email, 'wrong-pass')).status);
    expect(statuses).toEqual([401, 401, 401, 401]);
    expect((await t.client('198.51.100.1').signIn(email, password)).status).toBe(200);
  });

  it('limits sign-up and reset requests per IP', async () => {
    const ip = '192.0.2.44';
    const codes: number[] = [];
    for (let i = 0; i < 4; i++) codes.push((await t.client(ip).signUp()).res.status);
    expect(codes.at(-1)).toBe(429);
    const resets: number[] = [];
    for (let i = 0; i < 4; i++)
      resets.push(
        (
          await t
            .client('192.0.2.45')
            .request('/api/auth/request-password-reset', { method: 'POST', json: { email: `r${i}@example.com` } })
        ).status,
      );
    expect(resets.at(-1)).toBe(429);
  });
});

describe('health and headers', () => {
  it('reports healthy with the database reachable', async () => {
    const res = await t.client().request('/health');
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ status: 'healthy', database: 'up' });
  });

  it('sends the security headers on every answer, errors included', async () => {
    const res = await t.client().request('/api/nope');
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ error: { code: 'NOT_FOUND', message: 'No such endpoint' } });
    const csp = res.headers.get('content-security-policy')!;
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toMatch(/script-src 'self'(;|$)/);
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    expect(res.headers.get('strict-transport-security')).toBeNull();
  });

  it('sends HSTS and Secure cookies when served over https', async () => {
    const s = await createTestApp({ PUBLIC_ORIGIN: 'https://woundly.example' });
    const res = await s.app.request('/api/auth/sign-up/email', {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: 'https://woundly.example' },
      body: JSON.stringify({ email: 'tls@example.com', password: 'wound-care-42', first_name: 'T', last_name: 'L' }),
    });
    expect(res.headers.get('strict-transport-security')).toContain('max-age=');
    expect(res.headers.getSetCookie().find((c) => c.includes('session_token'))).toMatch(/Secure/);
    await s.close();
  });
});
