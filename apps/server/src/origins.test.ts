import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../test/support/harness.ts';
import { allowedOrigins } from './origins.ts';

type TestApp = Awaited<ReturnType<typeof createTestApp>>;

async function signUpFrom(t: TestApp, origin: string) {
  const res = await t.client().request('/api/auth/sign-up/email', {
    method: 'POST',
    headers: { origin },
    json: {
      email: `o${Math.random().toString(36).slice(2, 10)}@example.com`,
      password: 'wound-care-42',
      first_name: 'Ada',
      last_name: 'Nurse',
    },
  });
  return { status: res.status, body: (await res.json()) as { error?: { code: string } } };
}

describe('allowed origins of state-changing requests', () => {
  it('without PUBLIC_ORIGIN: the three loopback spellings of the serving port; with it: only it', () => {
    expect(allowedOrigins({ PORT: 3000, PUBLIC_ORIGIN: undefined })).toEqual([
      'http://localhost:3000',
      'http://127.0.0.1:3000',
      'http://[::1]:3000',
    ]);
    expect(allowedOrigins({ PORT: 3000, PUBLIC_ORIGIN: 'https://woundly.example/' })).toEqual([
      'https://woundly.example',
    ]);
  });

  describe('PUBLIC_ORIGIN unset, port 3999', () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await createTestApp({ PUBLIC_ORIGIN: '', PORT: '3999' });
    });
    afterAll(() => t.close());

    it.each(['http://127.0.0.1:3999', 'http://[::1]:3999', 'http://localhost:3999'])(
      'sign-up from %s is accepted',
      async (origin) => {
        const { status, body } = await signUpFrom(t, origin);
        expect(body.error).toBeUndefined();
        expect(status).toBe(200);
      },
    );

    it.each(['http://127.0.0.1:4000', 'http://192.168.1.10:3999', 'https://evil.example'])(
      'sign-up from %s is refused',
      async (origin) => {
        const { status, body } = await signUpFrom(t, origin);
        expect(status).toBe(403);
        expect(body.error?.code).toBe('ORIGIN_NOT_ALLOWED');
      },
    );
  });

  describe('PUBLIC_ORIGIN=https://woundly.example', () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await createTestApp({ PUBLIC_ORIGIN: 'https://woundly.example', PORT: '3999' });
    });
    afterAll(() => t.close());

    it('accepts it and refuses the loopback spellings', async () => {
      expect((await signUpFrom(t, 'https://woundly.example')).status).toBe(200);
      for (const origin of ['http://127.0.0.1:3999', 'http://localhost:3999', 'http://[::1]:3999']) {
        const refused = await signUpFrom(t, origin);
        expect(refused.status, origin).toBe(403);
        expect(refused.body.error?.code).toBe('ORIGIN_NOT_ALLOWED');
      }
    });
  });
});
