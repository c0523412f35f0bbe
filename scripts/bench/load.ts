/**
 * npm run bench:load [-- --db postgres] [--duration 30] [--analyses 50]
 *
 * The real server (`node --import tsx apps/server/src/main.ts`, production build of the site)
 * on 127.0.0.1 with a fresh DATA_DIR — embedded PGlite, or with `--db postgres` a fresh
 * database created next to postgres://postgres@127.0.0.1:5432/test (TEST_DATABASE_URL) and dropped afterwards:
 *
 *  1. 200 connections reading GET /api/profile with a session cookie for 30 s (autocannon):
 *     requests, errors, non-2xx, p50/p99 latency, req/s;
 *  2. sign-in under load: 50 connections on POST /api/auth/sign-in/email for 10 s — the rate
 *     limit answers 429, nothing answers 5xx, the process stays up;
 *  3. 50 analyses submitted at once (POST /api/assessments, a synthetic photo with the calibration
 *     sticker, the real wound engine): all 50 acknowledged, 50 distinct assessments, all completed,
 *     while GET /health is sent every 50 ms — its p50/p99/max latency.
 *
 * Analyses run in-process (ANALYSIS_QUEUE=in-process) on both databases, as `npm start` does.
 * Bounded in time: every phase has a deadline. A benchmark, not a test: it prints figures and
 * exits non-zero only when the server fails (5xx, crash, lost or duplicated analyses).
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import pg from 'pg';
import { createScene, sceneJpeg } from '@woundcare/wound-vision/test/synthetic-scene';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const args = process.argv.slice(2);
const opt = (name: string) => {
  const i = args.indexOf(name);
  return i >= 0 ? args[i + 1] : undefined;
};
const usePg = opt('--db') === 'postgres';
const duration = Number(opt('--duration') ?? 30);
const analyses = Number(opt('--analyses') ?? 50);
/** --only analyses: skip phases 1 and 2; --server-env K=V[,K=V], --server-node-args "…" and --timeline: diagnosis */
const only = opt('--only');
const timeline = process.argv.includes('--timeline');
const serverEnv = Object.fromEntries(
  (opt('--server-env') ?? '')
    .split(',')
    .filter(Boolean)
    .map((kv) => [kv.slice(0, kv.indexOf('=')), kv.slice(kv.indexOf('=') + 1)]),
);
const failures: string[] = [];

/** The /health and no-DB probe, every 50 ms, in a child process; prints "ready", then JSON when stdin closes. */
const PROBER = `
const base = process.argv[1];
const t0 = performance.now();
const out = { health: [], noDb: [], failures: 0 };
const probe = (url, into) => {
  const t = performance.now();
  fetch(url).then(async (r) => { await r.arrayBuffer(); into.push({ at: t - t0, ms: performance.now() - t }); if (r.status !== 200) out.failures++; }, () => { out.failures++; });
};
const iv = setInterval(() => { probe(base + '/health', out.health); probe(base + '/calibration-sticker.svg', out.noDb); }, 50);
process.stdout.write('ready\\n');
process.stdin.on('data', () => {});
process.stdin.on('end', () => { clearInterval(iv); setTimeout(() => { process.stdout.write(JSON.stringify(out)); process.exit(0); }, 500); });
`;

const pct = (xs: number[], p: number) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length ? s[Math.min(s.length - 1, Math.max(0, Math.ceil((p / 100) * s.length) - 1))]! : NaN;
};
const load = () =>
  os
    .loadavg()
    .map((v) => v.toFixed(1))
    .join(' / ');
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const s = createServer();
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address() as { port: number };
      s.close(() => resolve(port));
    });
  });
}

// ── set-up: build, database, server ──
if (!existsSync(path.join(root, 'apps/web/dist/index.html'))) {
  console.log('apps/web/dist is missing: building the web app…');
  const r = spawnSync('npm', ['run', 'build', '-w', 'apps/web'], { cwd: root, stdio: 'inherit' });
  if (r.status !== 0) process.exit(r.status ?? 1);
}

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'woundly-load-'));
const pgBase = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
// a fresh database next to the test one (created here, dropped at the end): migrations from zero
const dbName = `woundly_bench_load_${process.pid}_${Date.now()}`;
let databaseUrl = '';
if (usePg) {
  const c = new pg.Client({ connectionString: pgBase });
  await c.connect();
  await c.query(`CREATE DATABASE ${dbName}`);
  await c.end();
  const u = new URL(pgBase);
  u.pathname = `/${dbName}`;
  databaseUrl = u.toString();
}

const port = await freePort();
const base = `http://127.0.0.1:${port}`;
console.log(
  `bench:load — ${usePg ? `PostgreSQL (fresh database ${dbName} on ${new URL(pgBase).host})` : 'PGlite (embedded)'}; ${os.cpus().length} CPUs; load average at start ${load()}`,
);
const startedAt = performance.now();
const nodeArgs = (opt('--server-node-args') ?? '').split(' ').filter(Boolean);
const child: ChildProcess = spawn(process.execPath, [...nodeArgs, '--import', 'tsx', 'apps/server/src/main.ts'], {
  cwd: root,
  env: {
    ...process.env,
    NODE_ENV: 'production',
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    PUBLIC_ORIGIN: base,
    LOG_LEVEL: 'error',
    DATABASE_URL: databaseUrl,
    ANALYSIS_QUEUE: 'in-process',
    ...serverEnv,
  },
  stdio: ['ignore', 'pipe', 'pipe'],
});
let serverOut = '';
child.stdout!.on('data', (d: Buffer) => (serverOut += d.toString()));
child.stderr!.on('data', (d: Buffer) => (serverOut += d.toString()));
let exitedWith: number | string | null = null;
child.once('exit', (code, signal) => (exitedWith = code ?? signal));

async function cleanup() {
  if (exitedWith === null) {
    child.kill('SIGTERM');
    for (let i = 0; i < 200 && exitedWith === null; i++) await sleep(100);
    if (exitedWith === null) child.kill('SIGKILL');
  }
  rmSync(dataDir, { recursive: true, force: true });
  if (usePg) {
    const c = new pg.Client({ connectionString: pgBase });
    await c.connect();
    await c.query(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`);
    await c.end();
  }
}

try {
  for (let ok = false; !ok;) {
    if (exitedWith !== null) throw new Error(`the server exited during start:\n${serverOut}`);
    if (performance.now() - startedAt > 300_000) throw new Error('the server did not become healthy in 300 s');
    ok = await fetch(`${base}/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (!ok) await sleep(200);
  }
  console.log(`server healthy after ${((performance.now() - startedAt) / 1000).toFixed(1)} s`);

  async function signUp(email: string): Promise<string> {
    const res = await fetch(`${base}/api/auth/sign-up/email`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: base },
      body: JSON.stringify({ email, password: 'wound-care-42', first_name: 'Load', last_name: 'Test' }),
    });
    if (res.status !== 200) throw new Error(`sign-up ${email} → ${res.status} ${await res.text()}`);
    const cookie = res.headers.getSetCookie().find((c) => c.includes('session_token'));
    return cookie!.split(';')[0]!;
  }
  /** let the server work off what the previous phase left queued (up to 30 s) */
  async function drain() {
    const end = performance.now() + 30_000;
    while (performance.now() < end) {
      const t = performance.now();
      const ok = await fetch(`${base}/health`).then(
        (r) => r.ok,
        () => false,
      );
      if (ok && performance.now() - t < 200) return;
      await sleep(250);
    }
  }

  const readerCookie = await signUp('reader@example.com');
  const uploaderCookies: string[] = [];
  for (let i = 0; i < Math.ceil(analyses / 50); i++) uploaderCookies.push(await signUp(`uploader${i}@example.com`));
  await signUp('target@example.com');

  // ── 1. profile reads ──
  if (only !== 'analyses') {
    console.log(`\n1. GET /api/profile — 200 connections, ${duration} s (load average ${load()})`);
    const reads = await autocannon({
      url: `${base}/api/profile`,
      connections: 200,
      duration,
      headers: { cookie: readerCookie },
    });
    const readLine = {
      requests: reads.requests.total ?? Math.round(reads.requests.average * reads.duration),
      'req/s (mean)': Math.round(reads.requests.average),
      'latency p50 ms': reads.latency.p50,
      'latency p99 ms': reads.latency.p99,
      'latency max ms': reads.latency.max,
      errors: reads.errors,
      timeouts: reads.timeouts,
      'non-2xx': reads.non2xx,
      statuses: Object.fromEntries(Object.entries(reads.statusCodeStats ?? {}).map(([k, v]) => [k, v.count])),
    };
    console.table(readLine);
    if (reads.errors || reads.non2xx) failures.push(`profile reads: ${reads.errors} errors, ${reads.non2xx} non-2xx`);

    await drain();

    // ── 2. sign-in under load ──
    console.log(`\n2. POST /api/auth/sign-in/email — 50 connections, 10 s, one client IP (load average ${load()})`);
    const signIns = await autocannon({
      url: `${base}/api/auth/sign-in/email`,
      method: 'POST',
      connections: 50,
      duration: 10,
      // the 10 sign-ins the limit lets through hash passwords (scrypt); a client timeout is not the point here
      timeout: 30,
      headers: { 'content-type': 'application/json', origin: base },
      body: JSON.stringify({ email: 'target@example.com', password: 'wound-care-42' }),
    });
    const statuses = Object.fromEntries(Object.entries(signIns.statusCodeStats ?? {}).map(([k, v]) => [k, v.count]));
    const fiveXx = Object.entries(statuses)
      .filter(([k]) => k.startsWith('5'))
      .reduce((a, [, v]) => a + v, 0);
    console.table({
      requests: Object.values(statuses).reduce((a, b) => a + b, 0),
      'req/s (mean)': Math.round(signIns.requests.average),
      statuses,
      '5xx': fiveXx,
      errors: signIns.errors,
      timeouts: signIns.timeouts,
      'latency p50 ms': signIns.latency.p50,
      'latency p99 ms': signIns.latency.p99,
    });
    const alive = await fetch(`${base}/health`).then(
      (r) => r.status,
      () => 0,
    );
    console.log(
      `  → ${statuses['200'] ?? 0} signed in, ${statuses['429'] ?? 0} refused by the rate limit (429), ${fiveXx} 5xx; /health afterwards: ${alive}; process ${exitedWith === null ? 'running' : `exited (${exitedWith})`}`,
    );
    if (fiveXx || signIns.errors || alive !== 200 || exitedWith !== null)
      failures.push(`sign-in under load: ${fiveXx} 5xx, ${signIns.errors} errors, health ${alive}`);
    if (!statuses['429']) failures.push('sign-in under load: the rate limit never answered 429');

    await drain();
  }

  // ── 3. analyses at once ──
  const scene = await createScene({ seed: 11, width: 800, height: 600, markerIds: [5], supersample: 1 });
  const photo = await sceneJpeg(scene, 90);
  console.log(
    `\n3. ${analyses} analyses at once — ${(photo.length / 1024).toFixed(0)} KB JPEG (800×600, sticker id 5, true area ${scene.woundAreaMm2 !== undefined ? (scene.woundAreaMm2 / 100).toFixed(2) + ' cm²' : 'n/a'}), GET /health every 50 ms (load average ${load()})`,
  );
  // warm-up: one upload by another user, analysed to the end (first-use costs: image codecs, engine workers)
  {
    const warmCookie = await signUp('warmup@example.com');
    const fd = new FormData();
    fd.set('patient_name', 'Warm Up');
    fd.set('file', new File([photo as Uint8Array<ArrayBuffer>], 'warm.jpg', { type: 'image/jpeg' }));
    const res = await fetch(`${base}/api/assessments`, {
      method: 'POST',
      body: fd,
      headers: { cookie: warmCookie, origin: base },
    });
    const id = ((await res.json()) as { assessment: { id: string } }).assessment.id;
    for (let i = 0; i < 600; i++) {
      const t = (
        (await (await fetch(`${base}/api/assessments/${id}`, { headers: { cookie: warmCookie } })).json()) as {
          assessment: { status: string };
        }
      ).assessment;
      if (t.status === 'completed' || t.status === 'failed') break;
      await sleep(500);
    }
  }
  type Probe = { at: number; ms: number };
  // The probes run in their own process, so a busy benchmark process (building 50 uploads) can
  // not delay them: what they measure is the server. Times are relative to the probe's start.
  const prober = spawn(process.execPath, ['--input-type=module', '-e', PROBER, base], {
    stdio: ['pipe', 'pipe', 'inherit'],
  });
  let proberOut = '';
  prober.stdout!.on('data', (d: Buffer) => (proberOut += d.toString()));
  const proberDone = new Promise<void>((r) => prober.once('exit', () => r()));
  await new Promise<void>((r) => prober.stdout!.once('data', () => r()));
  const proberStart = performance.now();
  const t0 = performance.now();
  const submitted = await Promise.all(
    Array.from({ length: analyses }, async (_, i) => {
      const fd = new FormData();
      fd.set('patient_name', `Load Patient ${i}`);
      fd.set('file', new File([photo as Uint8Array<ArrayBuffer>], `wound-${i}.jpg`, { type: 'image/jpeg' }));
      const res = await fetch(`${base}/api/assessments`, {
        method: 'POST',
        body: fd,
        headers: { cookie: uploaderCookies[Math.floor(i / 50)]!, origin: base },
      });
      const body = (await res.json()) as { assessment?: { id: string } };
      return { status: res.status, id: body.assessment?.id ?? null };
    }),
  );
  const acceptedMs = performance.now() - t0;
  const accepted = submitted.filter((s) => s.status === 202);
  console.log(`  ${accepted.length}/${analyses} acknowledged with 202 in ${(acceptedMs / 1000).toFixed(1)} s`);
  if (accepted.length !== analyses)
    failures.push(
      `analyses: only ${accepted.length} of ${analyses} acknowledged (${submitted.map((s) => s.status).join(',')})`,
    );

  type T = {
    id: string;
    status: string;
    error: string | null;
    processingTime: number | null;
    analysisResult: { calibrated?: boolean; area_cm2?: number | null } | null;
  };
  let all: T[] = [];
  const deadline = performance.now() + 20 * 60_000;
  for (;;) {
    all = [];
    for (const cookie of uploaderCookies) {
      const res = await fetch(`${base}/api/assessments`, { headers: { cookie } });
      all.push(...((await res.json()) as { assessments: T[] }).assessments);
    }
    if (all.every((x) => x.status === 'completed' || x.status === 'failed')) break;
    if (performance.now() > deadline || exitedWith !== null) break;
    await sleep(1000);
  }
  const doneMs = performance.now() - t0;
  prober.stdin!.end();
  await proberDone;
  const probes = JSON.parse(proberOut.slice(proberOut.indexOf('\n') + 1)) as {
    health: Probe[];
    noDb: Probe[];
    failures: number;
  };
  const health = probes.health.map((p) => ({ at: p.at + proberStart, ms: p.ms }));
  const noDb = probes.noDb.map((p) => ({ at: p.at + proberStart, ms: p.ms }));
  const healthFailures = probes.failures;
  const ids = new Set(all.map((x) => x.id));
  const completed = all.filter((x) => x.status === 'completed');
  const failed = all.filter((x) => x.status === 'failed');
  const calibrated = completed.filter((x) => x.analysisResult?.calibrated).length;
  const areas = [...new Set(completed.map((x) => x.analysisResult?.area_cm2))];
  console.table({
    acknowledged: accepted.length,
    'assessments listed': all.length,
    'distinct ids': ids.size,
    completed: completed.length,
    failed: failed.length,
    'still analyzing': all.length - completed.length - failed.length,
    'all done after s': +(doneMs / 1000).toFixed(1),
    'analyses/min': +((completed.length / doneMs) * 60_000).toFixed(1),
    'calibrated results': calibrated,
    'area_cm2 values': areas.join(', '),
  });
  const row = (ps: Probe[]) => {
    const xs = ps.map((p) => p.ms);
    return {
      probes: xs.length,
      'p50 ms': +pct(xs, 50).toFixed(1),
      'p99 ms': +pct(xs, 99).toFixed(1),
      'max ms': +Math.max(...xs).toFixed(1),
    };
  };
  const burstEnd = t0 + acceptedMs;
  if (timeline)
    console.log(
      '  /health during the uploads (ms after the first upload was sent: latency ms):',
      health
        .filter((p) => p.at < burstEnd + 500)
        .map((p) => `${(p.at - t0).toFixed(0)}:${p.ms.toFixed(0)}`)
        .join(' '),
    );
  console.table({
    '/health, whole run': row(health),
    '/health, during the 50 uploads': row(health.filter((p) => p.at < burstEnd)),
    '/health, while analysing': row(health.filter((p) => p.at >= burstEnd)),
    'sticker (no DB), whole run': row(noDb),
    'sticker (no DB), during the uploads': row(noDb.filter((p) => p.at < burstEnd)),
  });
  if (healthFailures) console.log(`  failed probes: ${healthFailures}`);
  if (failed.length) console.log(`  failure reasons: ${[...new Set(failed.map((x) => x.error))].join(' | ')}`);
  if (all.length !== analyses || ids.size !== analyses)
    failures.push(`analyses: ${all.length} listed, ${ids.size} distinct (expected ${analyses})`);
  if (completed.length !== analyses) failures.push(`analyses: ${completed.length} completed of ${analyses}`);
  if (healthFailures) failures.push(`/health failed ${healthFailures} times during the analyses`);
  const healthP99 = pct(
    health.map((p) => p.ms),
    99,
  );
  if (healthP99 >= 100)
    console.log(
      `  note: /health p99 ${healthP99.toFixed(0)} ms is above the 100 ms target (load average ${load()} on ${os.cpus().length} CPUs)`,
    );
  if (exitedWith !== null) failures.push(`the server process exited (${exitedWith})`);
  console.log(`\nload average at the end ${load()}`);
} catch (err) {
  failures.push(String(err instanceof Error ? err.stack : err));
} finally {
  await cleanup();
}
if (failures.length) {
  console.error(`\nbench:load found problems:\n- ${failures.join('\n- ')}`);
  process.exit(1);
}
console.log('\nbench:load: no errors, no 5xx, no crash, no lost or duplicated analysis.');
