// Runs the e2e suite the way a user meets the product: a production build served by the real
// server on a fresh embedded database, a real SMTP peer for mail, and Debian's Chromium.
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { SMTPServer } from 'smtp-server';

const root = path.resolve(import.meta.dirname, '..');
const startedAt = Date.now();
const elapsed = () => `${Math.round((Date.now() - startedAt) / 1000)} s`;
const freePort = () =>
  new Promise((resolve) => {
    const s = createServer();
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address();
      s.close(() => resolve(port));
    });
  });

if (!process.env.E2E_SKIP_BUILD) {
  const r = spawnSync('npm', ['run', 'build', '-w', 'apps/web'], { cwd: root, stdio: 'inherit' });
  if (r.status !== 0) process.exit(r.status ?? 1);
  console.log(`e2e: production build done after ${elapsed()}`);
}

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'woundly-e2e-'));
const mailFile = path.join(dataDir, 'mail.json');
const mails = [];
writeFileSync(mailFile, '[]');
const smtp = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS'],
  onData(stream, session, cb) {
    let raw = '';
    stream.on('data', (d) => (raw += d));
    stream.on('end', () => {
      mails.push({ to: session.envelope.rcptTo.map((r) => r.address), raw });
      writeFileSync(mailFile, JSON.stringify(mails));
      cb();
    });
  },
});
const smtpPort = await freePort();
await new Promise((r) => smtp.listen(smtpPort, '127.0.0.1', r));

const port = await freePort();
// The suite opens the product at 127.0.0.1 with PUBLIC_ORIGIN unset: every loopback spelling of
// the port must work (sign-up included), and pages carry http://localhost:PORT as their canonical origin.
const baseUrl = `http://127.0.0.1:${port}`;
const server = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
  cwd: root,
  env: {
    ...process.env,
    NODE_ENV: 'production',
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    PUBLIC_ORIGIN: '',
    SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
    LOG_LEVEL: 'error',
    RATE_LIMIT_AUTH_MAX: '1000',
    RATE_LIMIT_FORM_MAX: '1000',
    // the EHR peer of e2e/ehr-launch.e2e.ts listens on 127.0.0.1 over plain http
    EHR_ALLOW_PRIVATE_ADDRESSES: '1',
    DATABASE_URL: '',
  },
  stdio: ['ignore', 'inherit', 'inherit'],
});

let ok = false;
for (let i = 0; i < 600 && !ok; i++) {
  await new Promise((r) => setTimeout(r, 500));
  ok = await fetch(`${baseUrl}/health`).then(
    (r) => r.ok,
    () => false,
  );
}
let code = 1;
if (!ok) console.error('e2e: the server did not become healthy');
else {
  const args = ['vitest', 'run', '--config', 'e2e/vitest.config.ts', ...process.argv.slice(2)];
  // Async spawn: this process also hosts the SMTP peer, so its event loop must keep running.
  const child = spawn('npx', args, {
    cwd: root,
    stdio: 'inherit',
    env: {
      ...process.env,
      E2E_BASE_URL: baseUrl,
      E2E_MAIL_FILE: mailFile,
      E2E_DATA_DIR: dataDir,
      // a spec that starts a server of its own sends its mail to the same peer
      E2E_SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
    },
  });
  code = await new Promise((resolve) => child.on('exit', (c) => resolve(c ?? 1)));
}
server.kill('SIGTERM');
smtp.close();
await new Promise((r) => setTimeout(r, 500));
rmSync(dataDir, { recursive: true, force: true });
console.log(`e2e: build, server and suite took ${elapsed()}`);
process.exit(code);
