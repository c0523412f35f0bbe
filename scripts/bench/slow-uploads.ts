/**
 * npm run bench:slow-uploads [-- --slow 8] [--rounds 5]
 *
 * The real server (`node --import tsx apps/server/src/main.ts`) on 127.0.0.1 with a fresh
 * DATA_DIR. User A opens `--slow` uploads of a 2 MB body that trickle in at 1 KB a second (a
 * phone on a bad network, or an account stalling the receive slots on purpose); meanwhile user B
 * uploads a normal photo, `--rounds` times. Prints how A's uploads were answered and the time
 * from B's request to its 202. Bounded: A's connections are closed at the end, the server stopped.
 */
import http from 'node:http';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { freePort, startRealServer } from '@woundcare/server/test/real-server';

const args = process.argv.slice(2);
const opt = (name: string, d: number) => {
  const i = args.indexOf(name);
  return i >= 0 ? Number(args[i + 1]) : d;
};
const SLOW = opt('--slow', 8);
const ROUNDS = opt('--rounds', 5);

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'woundly-bench-slow-'));
const port = await freePort();
const server = await startRealServer({
  dataDir,
  port,
  env: { ANALYSIS_WORKERS: '1', RATE_LIMIT_AUTH_MAX: '1000', ANALYSIS_QUEUE: 'in-process' },
});
const base = server.base;

async function signUp(email: string): Promise<string> {
  const res = await fetch(`${base}/api/auth/sign-up/email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: base },
    body: JSON.stringify({ email, password: 'wound-care-42', first_name: 'Bench', last_name: 'User' }),
  });
  if (!res.ok) throw new Error(`sign-up ${res.status}`);
  return res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
}

const photo = await sharp({ create: { width: 640, height: 480, channels: 3, background: { r: 190, g: 120, b: 110 } } })
  .jpeg()
  .toBuffer();
async function body(fields: Record<string, string>, bytes: Buffer) {
  const fd = new FormData();
  for (const [k, v] of Object.entries(fields)) fd.set(k, v);
  fd.set('file', new File([new Uint8Array(bytes)], 'wound.jpg', { type: 'image/jpeg' }));
  const req = new Request('http://x/', { method: 'POST', body: fd });
  return { type: req.headers.get('content-type')!, bytes: Buffer.from(await req.arrayBuffer()) };
}

const run = Date.now();
const cookieA = await signUp(`slow-a-${run}@example.com`);
const cookieB = await signUp(`slow-b-${run}@example.com`);

// A: SLOW uploads trickling 1 KB/s (a 2 MB body would take 35 minutes)
const big = await body({ patient_name: 'Slow' }, Buffer.concat([photo, Buffer.alloc(2 * 1024 * 1024 - photo.length)]));
const statuses: (number | string)[] = [];
const open: http.ClientRequest[] = [];
const timers: NodeJS.Timeout[] = [];
for (let i = 0; i < SLOW; i++) {
  const req = http.request(`${base}/api/assessments`, {
    method: 'POST',
    headers: { cookie: cookieA, origin: base, 'content-type': big.type, 'content-length': big.bytes.length },
  });
  req.on('response', (res) => {
    statuses[i] = res.statusCode ?? 0;
    res.resume();
  });
  req.on('error', () => (statuses[i] ??= 'closed'));
  let sent = 0;
  timers.push(
    setInterval(() => {
      if (sent < big.bytes.length && !req.destroyed) req.write(big.bytes.subarray(sent, (sent += 1024)));
    }, 1000),
  );
  open.push(req);
}
await new Promise((r) => setTimeout(r, 2000));

// B: normal uploads while A's are open
const small = await body({ patient_name: 'Other patient' }, photo);
const times: number[] = [];
for (let r = 0; r < ROUNDS; r++) {
  const t0 = performance.now();
  const res = await fetch(`${base}/api/assessments`, {
    method: 'POST',
    headers: {
      cookie: cookieB,
      origin: base,
      'content-type': small.type,
      'content-length': String(small.bytes.length),
    },
    body: small.bytes,
  });
  await res.arrayBuffer();
  times.push(performance.now() - t0);
  if (res.status !== 202) console.log(`round ${r}: B's upload answered ${res.status}`);
}
const answered = statuses.filter((s) => s !== undefined);
console.log(
  `A: ${SLOW} slow uploads (2 MB at 1 KB/s) — answered so far: ${answered.length} (${answered.join(', ')}); still receiving: ${SLOW - answered.length}`,
);
console.log(
  `B: ${ROUNDS} uploads acknowledged (202) in ms: ${times.map((t) => t.toFixed(0)).join(', ')}; max ${Math.max(...times).toFixed(0)} ms`,
);

for (const t of timers) clearInterval(t);
for (const r of open) r.destroy();
server.child.kill('SIGTERM');
await server.exited;
rmSync(dataDir, { recursive: true, force: true });
process.exit(Math.max(...times) < 1000 ? 0 : 1);
