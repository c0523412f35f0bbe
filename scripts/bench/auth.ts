// Sign-up and sign-in latency (median and p95 over 20 each) against the real server on
// loopback, and the cold start of the server process (spawn → /health healthy).
// Usage: npm run bench:auth [-- --db postgres]
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '../..');
const usePg = process.argv.includes('--db') && process.argv[process.argv.indexOf('--db') + 1] === 'postgres';
const port = 3700 + Math.floor(Math.random() * 200);
const base = `http://127.0.0.1:${port}`;
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'woundly-bench-'));

function quantile(xs: number[], q: number) {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor(q * s.length))]!;
}

async function startServer() {
  const t0 = performance.now();
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      PUBLIC_ORIGIN: base,
      LOG_LEVEL: 'error',
      RATE_LIMIT_AUTH_MAX: '100000',
      DATABASE_URL: usePg ? (process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test') : '',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  for (;;) {
    const ok = await fetch(`${base}/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) break;
    await new Promise((r) => setTimeout(r, 25));
  }
  return { child, ms: performance.now() - t0 };
}

async function post(pathname: string, body: unknown) {
  const t0 = performance.now();
  const res = await fetch(base + pathname, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: base },
    body: JSON.stringify(body),
  });
  await res.arrayBuffer();
  if (!res.ok) throw new Error(`${pathname} → ${res.status}`);
  return performance.now() - t0;
}

const cold = await startServer();
cold.child.kill('SIGTERM');
await new Promise((r) => cold.child.once('exit', r));
const warm = await startServer();

const run = Date.now();
const signUp: number[] = [];
const signIn: number[] = [];
for (let i = 0; i < 3; i++)
  await post('/api/auth/sign-up/email', {
    email: `warm${i}-${run}@example.com`,
    password: 'wound-care-42',
    first_name: 'W',
    last_name: 'U',
  });
for (let i = 0; i < 20; i++)
  signUp.push(
    await post('/api/auth/sign-up/email', {
      email: `b${i}-${run}@example.com`,
      password: 'wound-care-42',
      first_name: 'Bench',
      last_name: 'User',
    }),
  );
for (let i = 0; i < 20; i++)
  signIn.push(await post('/api/auth/sign-in/email', { email: `b${i}-${run}@example.com`, password: 'wound-care-42' }));
warm.child.kill('SIGTERM');
await new Promise((r) => warm.child.once('exit', r));
rmSync(dataDir, { recursive: true, force: true });

const fmt = (n: number) => `${n.toFixed(1)} ms`;
console.log(`database: ${usePg ? 'PostgreSQL' : 'PGlite (embedded)'}`);
console.log(
  `server cold start (new data dir, migrations included): ${fmt(cold.ms)}; restart on existing data: ${fmt(warm.ms)}`,
);
console.log(`sign-up  median ${fmt(quantile(signUp, 0.5))}  p95 ${fmt(quantile(signUp, 0.95))}  (n=20)`);
console.log(`sign-in  median ${fmt(quantile(signIn, 0.5))}  p95 ${fmt(quantile(signIn, 0.95))}  (n=20)`);
