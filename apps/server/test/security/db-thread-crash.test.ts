/**
 * The embedded database runs on its own thread. If that thread dies, the server cannot do
 * anything useful: it must stop with exit code 1 (for a supervisor to restart it) rather than
 * answer 503 for ever, and a restart on the same DATA_DIR must find the data intact.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { freePort, startRealServer, type RealServer } from './support/real-server.ts';

const KILLER = fileURLToPath(new URL('../support/db-thread-killer.mjs', import.meta.url));
const dataDir = mkdtempSync(path.join(tmpdir(), 'woundly-dbthread-'));
let server: RealServer | null = null;

afterAll(async () => {
  if (server && server.child.exitCode === null) {
    server.child.kill('SIGKILL');
    await server.exited;
  }
  rmSync(dataDir, { recursive: true, force: true });
});

const account = { email: 'thread@example.com', password: 'wound-care-42', first_name: 'Mary', last_name: 'Seacole' };

describe.skipIf(!!process.env.DATABASE_URL)('a crash of the embedded database thread', () => {
  it('stops the server with exit code 1; a restart on the same data serves the stored account', async () => {
    const port = await freePort();
    server = await startRealServer({ dataDir, port, nodeArgs: ['--import', KILLER] });
    const base = server.base;
    const signUp = await fetch(`${base}/api/auth/sign-up/email`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: base },
      body: JSON.stringify(account),
    });
    expect(signUp.status).toBe(200);

    server.child.kill('SIGUSR2');
    expect(await server.exited).toBe(1);
    expect(server.output()).toMatch(/\[db\] The embedded database stopped.*stopping so the server can be restarted/);

    server = await startRealServer({ dataDir, port });
    const signIn = await fetch(`${base}/api/auth/sign-in/email`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: base },
      body: JSON.stringify({ email: account.email, password: account.password }),
    });
    expect(signIn.status).toBe(200);
    const cookie = signIn.headers
      .getSetCookie()
      .map((c) => c.split(';')[0])
      .join('; ');
    const profile = (await (await fetch(`${base}/api/profile`, { headers: { cookie } })).json()) as {
      profile: { first_name: string };
    };
    expect(profile.profile.first_name).toBe('Mary');
  }, 240_000);
});
