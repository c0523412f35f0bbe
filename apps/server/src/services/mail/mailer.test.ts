import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SMTPServer } from 'smtp-server';
import type { AddressInfo } from 'node:net';
import { parseEnv } from '../../env.ts';
import { bootstrap } from '../../bootstrap.ts';
import { createApp } from '../../app.ts';
import { createMailer } from './mailer.ts';

/** A real SMTP peer in-process: the reset email travels through nodemailer and SMTP. */
describe('password reset over real SMTP', () => {
  const received: { to: string[]; raw: string }[] = [];
  let smtp: SMTPServer;
  let port = 0;
  beforeAll(async () => {
    smtp = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      onData(stream, session, cb) {
        let raw = '';
        stream.on('data', (d: Buffer) => (raw += d.toString()));
        stream.on('end', () => {
          received.push({ to: session.envelope.rcptTo.map((r) => r.address), raw });
          cb();
        });
      },
    });
    await new Promise<void>((r) => smtp.listen(0, '127.0.0.1', () => r()));
    port = (smtp.server.address() as AddressInfo).port;
  });
  afterAll(() => new Promise<void>((r) => smtp.close(() => r())));

  it('delivers a link that sets a new password', async () => {
    const origin = 'http://localhost:3998';
    const env = parseEnv({
      NODE_ENV: 'test',
      DATA_DIR: 'memory://',
      DATABASE_URL: process.env.DATABASE_URL,
      PUBLIC_ORIGIN: origin,
      SMTP_URL: `smtp://127.0.0.1:${port}`,
      LOG_LEVEL: 'silent',
    });
    const { deps, handle } = await bootstrap(env, { log: () => {} });
    const app = createApp(deps);
    const post = (path: string, body: unknown) =>
      app.request(path, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin },
        body: JSON.stringify(body),
      });
    const email = `smtp-${Date.now()}@example.com`;
    expect(
      (
        await post('/api/auth/sign-up/email', {
          email,
          password: 'wound-care-42',
          first_name: 'Mary',
          last_name: 'Seacole',
        })
      ).status,
    ).toBe(200);
    expect((await post('/api/auth/request-password-reset', { email })).status).toBe(200);
    // sign-up mails the address confirmation first; the reset mail is the one with the reset link
    const decoded = () =>
      received.filter((m) => m.to.includes(email)).map((m) => m.raw.replace(/=\r?\n/g, '').replace(/=3D/g, '='));
    await expect
      .poll(() => decoded().filter((r) => r.includes('reset-password?token=')).length, { timeout: 10_000 })
      .toBe(1);
    const raw = decoded().find((r) => r.includes('reset-password?token='))!;
    const link = new URL(raw.match(/https?:\/\/\S+reset-password\?token=\S+/)![0]);
    expect(link.origin).toBe(origin);
    expect(link.pathname).toBe('/reset-password');
    const token = link.searchParams.get('token');
    expect((await post('/api/auth/reset-password', { token, newPassword: 'via-smtp-1' })).status).toBe(200);
    expect((await post('/api/auth/sign-in/email', { email, password: 'via-smtp-1' })).status).toBe(200);
    await handle.close();
    // (the database opens and migrates inside this test: on a loaded machine that alone can take half a minute)
  }, 120_000);

  it('carries an attachment to the SMTP peer as a base64 MIME part with its name and type', async () => {
    const pdf = Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(3000, 0xab)]);
    const mailer = createMailer({
      smtpUrl: `smtp://127.0.0.1:${port}`,
      from: 'woundly@example.org',
      db: null as never,
      log: () => {},
    });
    await mailer.send({
      to: 'vera@vascular.example.org',
      subject: 'Referral (urgent)',
      text: 'The letter is attached.',
      attachments: [{ filename: 'referral-analysis-1.pdf', contentType: 'application/pdf', content: pdf }],
    });
    await expect.poll(() => received.filter((m) => m.to.includes('vera@vascular.example.org')).length).toBe(1);
    const raw = received.find((m) => m.to.includes('vera@vascular.example.org'))!.raw;
    const part =
      /Content-Type: application\/pdf; name=(?:"?)referral-analysis-1\.pdf[\s\S]*?\r\n\r\n([A-Za-z0-9+/=\r\n]+)/.exec(
        raw,
      );
    expect(part, raw.slice(0, 2000)).not.toBeNull();
    expect(raw).toContain('Content-Transfer-Encoding: base64');
    expect(raw).toMatch(/Content-Disposition: attachment; filename=(?:"?)referral-analysis-1\.pdf/);
    expect(Buffer.from(part![1]!.replace(/\r\n/g, ''), 'base64').equals(pdf)).toBe(true);
  });
});
