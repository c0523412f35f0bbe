/**
 * npm run bench:fleet — a fleet on one PostgreSQL on this machine (figures, not a test):
 *
 *  1. uploads/minute and read latency with 1 or 2 API servers × 1 or 2 analysis workers: the real
 *     `npm start` / `npm run worker` processes (pg-boss queue, shared DATA_DIR, the real wound
 *     engine, one analysis at a time per worker), N real wound photos uploaded by four clinicians
 *     round-robin over the servers while a reader polls the patient list; with the CPU seconds
 *     the workers and servers spent per analysis (from /proc), so an operator can size a fleet;
 *  2. GET /api/profile and GET /api/patients p50/p99 on PGlite and on PostgreSQL (one server);
 *  3. the cost of one rate-limit hit: in memory, in the limit table on PGlite, on PostgreSQL.
 *
 * Usage: npm run bench:fleet [-- --uploads N] [-- --only fleet|reads|limits]
 * PostgreSQL: BENCH_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/woundly_bench_fleet,
 * created if missing; its schema is dropped and made again at each configuration).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { resetBenchDatabase } from './reset-database.ts';
import { cookieClient, FLEET_ORIGIN } from '../../apps/server/test/support/cookie-client.ts';

const root = path.resolve(import.meta.dirname, '../..');
const args = process.argv.slice(2);
const opt = (name: string) => (args.includes(name) ? args[args.indexOf(name) + 1] : undefined);
const UPLOADS = Number(opt('--uploads') ?? 12);
const only = opt('--only');
const pgUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/woundly_bench_fleet';
const ORIGIN = FLEET_ORIGIN;
/** USER_HZ: the clock ticks a second of /proc/<pid>/stat's times on Linux */
const TICK = 100;

const quantile = (xs: number[], q: number) =>
  xs.length ? [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor(q * xs.length))]! : NaN;
const ms = (v: number) => `${v.toFixed(1)} ms`;

const resetDatabase = () => resetBenchDatabase(pgUrl);

/** CPU seconds (user + system) a process has used so far, children assessments included. */
function cpuSeconds(pid: number): number {
  try {
    const f = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const parts = f.slice(f.lastIndexOf(')') + 2).split(' ');
    return (Number(parts[11]) + Number(parts[12])) / TICK;
  } catch {
    return 0;
  }
}

const running: ChildProcess[] = [];
process.on('exit', () => {
  for (const p of running) if (p.exitCode === null) p.kill('SIGKILL');
});

function startProcess(kind: 'server' | 'worker', env: Record<string, string>, port?: number): Promise<ChildProcess> {
  const script = kind === 'server' ? 'apps/server/src/main.ts' : 'apps/server/src/worker-main.ts';
  const p = spawn(process.execPath, ['--import', 'tsx', script], {
    cwd: root,
    env: { ...process.env, ...env, ...(port ? { PORT: String(port), HOST: '127.0.0.1' } : {}) },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  running.push(p);
  return new Promise((resolve, reject) => {
    let seen = '';
    p.stdout!.on('data', (d: Buffer) => {
      seen += d.toString();
      if (/is serving|consuming the pg-boss queue/.test(seen)) resolve(p);
    });
    p.once('exit', (code) => reject(new Error(`${kind} exited ${code}: ${seen}`)));
  });
}

async function stopAll(ps: ChildProcess[]) {
  await Promise.all(
    ps.map(
      (p) =>
        new Promise<void>((r) => {
          if (p.exitCode !== null) return r();
          p.once('exit', () => r());
          p.kill('SIGTERM');
        }),
    ),
  );
}

const client = cookieClient;
type Client = ReturnType<typeof client>;

async function signUp(call: Client, base: string, n: number) {
  const res = await call(base, '/api/auth/sign-up/email', {
    method: 'POST',
    json: {
      email: `fleet-bench-${n}-${Date.now()}@example.com`,
      password: 'wound-care-42',
      first_name: 'Bench',
      last_name: `Nurse${n}`,
    },
  });
  if (res.status !== 200) throw new Error(`sign-up ${res.status}`);
}

/** Real wound photos (FUSeg), one per upload; synthetic scenes if the data set is not on this machine. */
async function photos(n: number): Promise<Buffer[]> {
  const dir = path.resolve(root, '../shared/data/fuseg/train/images');
  if (existsSync(dir))
    return readdirSync(dir)
      .filter((f) => f.endsWith('.jpg'))
      .slice(0, n)
      .map((f) => readFileSync(path.join(dir, f)));
  const { createScene, sceneJpeg } = await import('@woundcare/wound-vision/test/synthetic-scene');
  return Promise.all(
    Array.from({ length: n }, async (_, i) =>
      sceneJpeg(await createScene({ seed: i + 1, width: 640, height: 480, markerIds: [1] }), 90),
    ),
  );
}

const env = (dataDir: string, secrets: Record<string, string>, db: string | null) => ({
  NODE_ENV: 'production',
  DATA_DIR: dataDir,
  DATABASE_URL: db ?? '',
  ANALYSIS_QUEUE: db ? 'pg-boss' : 'auto',
  ANALYSIS_WORKERS: '1',
  PUBLIC_ORIGIN: ORIGIN,
  TRUST_PROXY: 'true',
  LOG_LEVEL: 'error',
  MIN_FREE_DISK_MB: '0',
  ...secrets,
});

async function benchFleet(servers: number, workers: number, images: Buffer[]) {
  await resetDatabase();
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'woundly-bench-fleet-'));
  const secrets = { AUTH_SECRET: randomBytes(32).toString('hex'), STORAGE_KEY: randomBytes(32).toString('base64') };
  const e = env(dataDir, secrets, pgUrl);
  const ports = Array.from({ length: servers }, (_, i) => 3800 + Math.floor(Math.random() * 100) * 2 + i);
  // the first server migrates; the others, and the workers, start on the migrated database
  const procs = [await startProcess('server', e, ports[0])];
  procs.push(
    ...(await Promise.all([
      ...ports.slice(1).map((p) => startProcess('server', e, p)),
      ...Array.from({ length: workers }, () => startProcess('worker', e)),
    ])),
  );
  const serverPids = procs.slice(0, servers).map((p) => p.pid!);
  const workerPids = procs.slice(servers).map((p) => p.pid!);
  const bases = ports.map((p) => `http://127.0.0.1:${p}`);
  const users = [1, 2, 3, 4].map((i) => client(`198.51.100.${i}`));
  for (const [i, u] of users.entries()) await signUp(u, bases[i % servers]!, i);
  // warm the engine of every worker: one analysis each, not counted
  const warm = await Promise.all(
    workerPids.map(async (_, i) => {
      const res = await users[i]!(bases[0]!, '/api/assessments', {
        method: 'POST',
        body: form(`Warm ${i}`, images[images.length - 1 - i]!),
      });
      return ((await res.json()) as { assessment: { id: string } }).assessment.id;
    }),
  );
  for (const [i, id] of warm.entries()) await waitDone(users[i]!, bases[0]!, id);

  const cpu0 = { w: workerPids.map(cpuSeconds), s: serverPids.map(cpuSeconds) };
  const reads: number[] = [];
  let reading = true;
  const reader = (async () => {
    for (let i = 0; reading; i++) {
      const t = performance.now();
      const res = await users[0]!(bases[i % servers]!, '/api/patients');
      await res.arrayBuffer();
      if (res.status === 200) reads.push(performance.now() - t);
      await new Promise((r) => setTimeout(r, 100));
    }
  })();
  const t0 = performance.now();
  const ids: { u: number; id: string }[] = [];
  let next = 0;
  await Promise.all(
    users.map(async (call, u) => {
      for (;;) {
        const n = next++;
        if (n >= UPLOADS) return;
        const res = await call(bases[n % servers]!, '/api/assessments', {
          method: 'POST',
          body: form(`Patient ${n}`, images[n]!),
        });
        if (res.status !== 202) throw new Error(`upload ${res.status}: ${await res.text()}`);
        const id = ((await res.json()) as { assessment: { id: string } }).assessment.id;
        ids.push({ u, id });
        // 2 in flight per clinician at most: wait for this one before sending the next
        await waitDone(call, bases[n % servers]!, id);
      }
    }),
  );
  const wall = (performance.now() - t0) / 1000;
  reading = false;
  await reader;
  const workerCpu = workerPids.reduce((s, p, i) => s + cpuSeconds(p) - cpu0.w[i]!, 0);
  const serverCpu = serverPids.reduce((s, p, i) => s + cpuSeconds(p) - cpu0.s[i]!, 0);
  await stopAll(procs);
  rmSync(dataDir, { recursive: true, force: true });
  return {
    servers,
    workers,
    wall,
    perMin: (UPLOADS / wall) * 60,
    workerCpu: workerCpu / UPLOADS,
    serverCpu: serverCpu / UPLOADS,
    reads,
  };
}

function form(patient: string, photo: Buffer) {
  const f = new FormData();
  f.set('patient_name', patient);
  f.set('file', new Blob([new Uint8Array(photo)], { type: 'image/jpeg' }), 'photo.jpg');
  return f;
}

async function waitDone(call: Client, base: string, id: string) {
  const until = Date.now() + 600_000;
  for (;;) {
    const res = await call(base, `/api/assessments/${id}`);
    const { assessment } = (await res.json()) as { assessment: { status: string } };
    if (assessment.status === 'completed' || assessment.status === 'failed') return assessment.status;
    if (Date.now() > until) throw new Error(`${id} still ${assessment.status}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

async function benchReads(db: string | null) {
  if (db) await resetDatabase();
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'woundly-bench-reads-'));
  const port = 3600 + Math.floor(Math.random() * 100);
  const base = `http://127.0.0.1:${port}`;
  const p = await startProcess(
    'server',
    { ...env(dataDir, {}, db), ANALYSIS_QUEUE: db ? 'pg-boss' : 'in-process' },
    port,
  );
  const call = client('198.51.100.9');
  await signUp(call, base, 9);
  // a team with 30 patients
  for (let i = 0; i < 30; i++) {
    const res = await call(base, '/api/patients', { method: 'POST', json: { display_name: `Patient ${i}` } });
    if (res.status !== 201 && res.status !== 200) throw new Error(`patient ${res.status}: ${await res.text()}`);
  }
  const out: Record<string, number[]> = {};
  for (const route of ['/api/profile', '/api/patients']) {
    const lat: number[] = [];
    for (let i = 0; i < 220; i++) {
      const t = performance.now();
      const res = await call(base, route);
      await res.arrayBuffer();
      if (res.status !== 200) throw new Error(`${route} ${res.status}`);
      if (i >= 20) lat.push(performance.now() - t); // 20 warm-ups
    }
    out[route] = lat;
  }
  await stopAll([p]);
  rmSync(dataDir, { recursive: true, force: true });
  return out;
}

async function benchLimits() {
  const { MemoryLimitStore, SqlLimitStore } = await import('@woundcare/server/limit-store');
  const { createTestApp } = await import('@woundcare/server/test/harness');
  const { sql } = await import('kysely');
  const time = async (hit: (i: number) => Promise<unknown>) => {
    for (let i = 0; i < 50; i++) await hit(i);
    const lat: number[] = [];
    for (let i = 0; i < 1000; i++) {
      const t = performance.now();
      await hit(i);
      lat.push(performance.now() - t);
    }
    return lat;
  };
  const rows: [string, number[]][] = [];
  const memory = new MemoryLimitStore();
  rows.push(['memory', await time((i) => memory.windowHit('bench', `ip-${i % 50}`, 60_000, Date.now()))]);
  for (const kind of ['PGlite', 'PostgreSQL'] as const) {
    const saved = process.env.DATABASE_URL;
    if (kind === 'PostgreSQL') {
      await resetDatabase();
      process.env.DATABASE_URL = pgUrl;
    } else delete process.env.DATABASE_URL;
    const t = await createTestApp();
    const store = new SqlLimitStore(t.deps.db);
    rows.push([`table on ${kind}`, await time((i) => store.windowHit('bench', `ip-${i % 50}`, 60_000, Date.now()))]);
    // the floor: one round trip to the same database
    rows.push([`select 1 on ${kind}`, await time(() => sql`select 1`.execute(t.deps.db))]);
    await t.close();
    if (saved === undefined) delete process.env.DATABASE_URL;
    else process.env.DATABASE_URL = saved;
  }
  return rows;
}

console.log(
  `bench:fleet — ${new Date().toISOString().slice(0, 10)}, ${os.availableParallelism()} cores (nproc), node ${process.version}, load ${os
    .loadavg()
    .map((v) => v.toFixed(1))
    .join(' ')}`,
);
if (!only || only === 'fleet') {
  const images = await photos(UPLOADS + 2);
  console.log(
    `\n${UPLOADS} photo uploads (FUSeg, real engine), 4 clinicians, each waiting for its analysis before the next:`,
  );
  console.log(
    'servers workers  uploads/min  wall     worker CPU/analysis  server CPU/upload  patient list p50 / p99 (n)',
  );
  for (const [s, w] of [
    [1, 1],
    [1, 2],
    [2, 1],
    [2, 2],
  ] as const) {
    const r = await benchFleet(s, w, images);
    console.log(
      `${String(s).padStart(7)} ${String(w).padStart(7)}  ${r.perMin.toFixed(1).padStart(11)}  ${r.wall.toFixed(1).padStart(5)} s  ${r.workerCpu.toFixed(2).padStart(17)} s  ${r.serverCpu.toFixed(2).padStart(15)} s  ${ms(quantile(r.reads, 0.5))} / ${ms(quantile(r.reads, 0.99))} (${r.reads.length})`,
    );
  }
}
if (!only || only === 'reads') {
  console.log('\nreads on one server, a team with 30 patients, 200 sequential requests after 20 warm-ups:');
  for (const db of [null, pgUrl]) {
    const r = await benchReads(db);
    for (const [route, lat] of Object.entries(r))
      console.log(
        `  ${db ? 'PostgreSQL' : 'PGlite    '}  GET ${route.padEnd(14)} p50 ${ms(quantile(lat, 0.5))}  p99 ${ms(quantile(lat, 0.99))}`,
      );
  }
}
if (!only || only === 'limits') {
  console.log('\none rate-limit hit (fixed window, 1000 hits after 50 warm-ups, 50 keys):');
  for (const [kind, lat] of await benchLimits())
    console.log(
      `  ${kind.padEnd(20)} p50 ${(quantile(lat, 0.5) * 1000).toFixed(0)} µs  p99 ${(quantile(lat, 0.99) * 1000).toFixed(0)} µs`,
    );
}
process.exit(0);
