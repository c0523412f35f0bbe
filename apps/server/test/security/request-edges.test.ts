/**
 * Request-level hardening: no mail body or token in the log (the outbox is read with
 * shell access), X-Forwarded-For taken from the trusted hops, log lines that cannot be forged,
 * and no-store on the API's answers.
 */
import { mkdtemp, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Context } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/harness.ts';
import { createMailer, readOutbox } from '../../src/services/mail/mailer.ts';
import { clientIp } from '../../src/lib/client-ip.ts';
import { parseEnv } from '../../src/env.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ LOG_LEVEL: 'info' });
}, 120_000);
afterAll(() => t?.close());

describe('dev outbox', () => {
  it('never writes a mail body or reset link to the log; the outbox holds it for `npm run outbox`', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'woundly-outbox-'));
    try {
      const lines: string[] = [];
      const mailer = createMailer({
        from: 'x@y',
        db: t.deps.db,
        log: (l) => lines.push(l),
        outboxDir: path.join(dir, 'outbox'),
      });
      const link = 'http://localhost:3999/reset-password?token=SECRET-TOKEN-123';
      await mailer.send({
        to: 'nurse@example.com',
        subject: 'Reset your Woundly password',
        text: `Set a new password here:\n${link}`,
      });
      expect(lines).toHaveLength(1);
      expect(lines[0]).not.toContain('SECRET-TOKEN-123');
      expect(lines[0]).not.toContain('Set a new password');
      expect(lines[0]).toContain('npm run outbox');
      const files = await readOutbox({ outboxDir: path.join(dir, 'outbox') });
      expect(files).toHaveLength(1);
      expect(files[0]!.text).toContain(link);
      const [name] = (await import('node:fs')).readdirSync(path.join(dir, 'outbox'));
      expect((await stat(path.join(dir, 'outbox', name!))).mode & 0o777).toBe(0o600);
      expect((await stat(path.join(dir, 'outbox'))).mode & 0o777).toBe(0o700);
      const rows = await readOutbox({ db: t.deps.db, limit: 1 });
      expect(rows[0]!.text).toContain(link);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});

describe('X-Forwarded-For', () => {
  const ctx = (xff: string | undefined) =>
    ({ req: { header: (n: string) => (n === 'x-forwarded-for' ? xff : undefined) }, env: {} }) as unknown as Context;

  it('takes the address added by the trusted proxy hops, not the client-written leftmost entry', () => {
    expect(clientIp(ctx('6.6.6.6, 198.51.100.7'), 1)).toBe('198.51.100.7');
    expect(clientIp(ctx('6.6.6.6, 198.51.100.7, 10.0.0.2'), 2)).toBe('198.51.100.7');
    expect(clientIp(ctx('198.51.100.7'), 1)).toBe('198.51.100.7');
    // not trusted: the header is ignored entirely
    expect(clientIp(ctx('6.6.6.6'), 0)).not.toBe('6.6.6.6');
  });

  it('reads TRUST_PROXY as a hop count (true = 1, false = 0)', () => {
    expect(parseEnv({ TRUST_PROXY: 'true' }).TRUST_PROXY).toBe(1);
    expect(parseEnv({ TRUST_PROXY: 'false' }).TRUST_PROXY).toBe(0);
    expect(parseEnv({ TRUST_PROXY: '2' }).TRUST_PROXY).toBe(2);
    expect(() => parseEnv({ TRUST_PROXY: 'yes please' })).toThrow(/TRUST_PROXY/);
  });

  it('records the proxy-added address in the audit log', async () => {
    const c = t.client('6.6.6.6, 198.51.100.77');
    const { email } = await c.signUp();
    const row = await t.deps.db
      .selectFrom('audit_log')
      .innerJoin('user', 'user.id', 'audit_log.user_id')
      .select('audit_log.ip')
      .where('user.email', '=', email)
      .executeTakeFirstOrThrow();
    expect(row.ip).toBe('198.51.100.77');
  });
});

describe('log lines', () => {
  it('a %0A in the path cannot forge a log line', async () => {
    const before = t.logs.length;
    await t.client().request('/api/nothing%0A[error]%20GET%20/api/admin%20200%0D%1B[31m');
    const lines = t.logs.slice(before);
    expect(lines).toHaveLength(1);
    for (const ch of ['\n', '\r', '\u001b']) expect(lines[0]).not.toContain(ch);
    expect(lines[0]).toContain('\\n[error]');
  });
});

describe('caching', () => {
  it('every API answer carrying user data says no-store', async () => {
    const c = t.client();
    await c.signUp();
    for (const p of [
      '/api/profile',
      '/api/profile/audit',
      '/api/auth/get-session',
      '/api/assessments',
      '/api/patients',
      '/api/profile/sessions',
    ]) {
      const res = await c.request(p);
      expect(res.status, p).toBe(200);
      expect(res.headers.get('cache-control'), p).toMatch(/no-store/);
    }
    const signIn = await t.client().signIn('nobody@example.com', 'wrong-password-1');
    expect(signIn.headers.get('cache-control')).toMatch(/no-store/);
  });
});
