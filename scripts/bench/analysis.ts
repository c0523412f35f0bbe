/**
 * npm run bench:analysis — wall time and memory of the wound engine (a script, not a test).
 *
 *  1. a 12 MP (4000×3000) JPEG with a calibration sticker, the same scene without one (the
 *     multi-scale path: three sizes, flips) and a 512 px photo, each through analyzeWound in a
 *     fresh child process: p50 / p95 wall time and the child's peak RSS;
 *  2. the same 12 MP photo through the worker pool (size 2), 8 jobs 4 at a time;
 *  3. the HTTP server started in-process (bootstrap + createApp + @hono/node-server on a free
 *     port): GET /health latency while 4 analyses of the 12 MP photo run.
 *
 * Options: --runs N (default 10), --only 12mp|12mp-plain|512|pool|health, --via-pool (health: submit the 4
 * analyses to the server's engine pool instead of POST /api/analyze), --pool-size N (default: the server's default for this machine)
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { performance } from 'node:perf_hooks';
import { serve } from '@hono/node-server';
import { DEFAULT_ANALYSIS_WORKERS } from '@woundcare/server/env';
import { analyzeWound } from '@woundcare/wound-vision/analyze';
import { createAnalysisPool } from '@woundcare/wound-vision/pool';
import { createScene, sceneJpeg } from '@woundcare/wound-vision/test/synthetic-scene';

const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(here, '../..');
const args = process.argv.slice(2);
const opt = (name: string) => {
  const i = args.indexOf(name);
  return i >= 0 ? args[i + 1] : undefined;
};
const runs = Number(opt('--runs') ?? 10);
const only = opt('--only');
/** --pool-size N: workers in the pool runs (default: the server's default ANALYSIS_WORKERS for this machine) */
const poolSize = Number(opt('--pool-size') ?? DEFAULT_ANALYSIS_WORKERS);

const pct = (xs: number[], p: number) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.max(0, Math.ceil((p / 100) * s.length) - 1))]!;
};
const ms = (v: number) => `${v.toFixed(0)} ms`;
/** One in-process child's figures on a line. */
const childFigures = (r: { times: number[]; cpu: number[]; stages: Record<string, number>; peakRssMb: number }) =>
  `  p50 ${ms(pct(r.times, 50))}  p95 ${ms(pct(r.times, 95))}  min ${ms(Math.min(...r.times))}  CPU p50 ${ms(pct(r.cpu, 50))} (all threads)  peak RSS ${r.peakRssMb.toFixed(0)} MB  (stages of the last run: ${JSON.stringify(r.stages)})`;

/** Child mode: analyse one file `runs` times after a warm-up, print JSON with times and peak RSS. */
async function child(file: string) {
  const input = readFileSync(file);
  const baseline = process.memoryUsage().rss;
  await analyzeWound(input); // warm-up: OpenCV, the network, JIT
  const times: number[] = [];
  const cpu: number[] = [];
  let stages: Record<string, number> = {};
  for (let i = 0; i < runs; i++) {
    const c0 = process.cpuUsage();
    const t = performance.now();
    const r = await analyzeWound(input);
    times.push(performance.now() - t);
    const c = process.cpuUsage(c0);
    cpu.push((c.user + c.system) / 1000);
    stages = r.timings_ms;
    if (i === 0) process.stderr.write(`  calibrated=${r.calibrated} area_cm2=${r.area_cm2} px/cm=${r.pixels_per_cm}\n`);
  }
  const peakRssMb = process.resourceUsage().maxRSS / 1024;
  process.stdout.write(JSON.stringify({ times, cpu, stages, peakRssMb, baselineRssMb: baseline / 1048576 }) + '\n');
}

function runChild(file: string): Promise<{
  times: number[];
  cpu: number[];
  stages: Record<string, number>;
  peakRssMb: number;
  baselineRssMb: number;
}> {
  return new Promise((resolve, reject) => {
    const p = spawn(
      process.execPath,
      ['--import', 'tsx', fileURLToPath(import.meta.url), '--child', file, '--runs', String(runs)],
      { cwd: root, stdio: ['ignore', 'pipe', 'inherit'] },
    );
    let out = '';
    p.stdout.on('data', (d) => (out += d));
    p.on('exit', (code) =>
      code === 0 ? resolve(JSON.parse(out.trim().split('\n').pop()!)) : reject(new Error(`child exited ${code}`)),
    );
  });
}

async function makeInputs(dir: string) {
  const big = path.join(dir, 'photo-12mp.jpg');
  const plain = path.join(dir, 'photo-12mp-plain.jpg');
  const small = path.join(dir, 'photo-512.jpg');
  for (const [file, markerIds] of [
    [big, [5]],
    [plain, []],
  ] as const) {
    if (existsSync(file)) continue;
    process.stderr.write(
      `generating a 4000×3000 synthetic photo ${markerIds.length ? 'with' : 'without'} a sticker…\n`,
    );
    const scene = await createScene({
      seed: 2024,
      width: 4000,
      height: 3000,
      markerIds: [...markerIds],
      tiltDeg: 20,
      supersample: 1,
      noise: 10,
      blur: 0.5,
    });
    writeFileSync(file, await sceneJpeg(scene, 90));
  }
  const fuseg = path.resolve(root, '../shared/data/fuseg/train/images/0011.jpg');
  if (existsSync(fuseg)) writeFileSync(small, readFileSync(fuseg));
  else {
    const s = await createScene({ seed: 7, width: 512, height: 384, markerIds: [1] });
    writeFileSync(small, await sceneJpeg(s, 90));
  }
  return { big, plain, small, bigBytes: readFileSync(big).length };
}

async function benchPool(file: string) {
  const input = readFileSync(file);
  const pool = createAnalysisPool({ size: poolSize });
  await Promise.all(Array.from({ length: poolSize }, () => pool.analyze(input))); // warm every worker
  const times: number[] = [];
  const t0 = performance.now();
  let peak = 0;
  const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 25);
  await Promise.all(
    Array.from({ length: 2 }, async () => {
      for (let i = 0; i < 4; i++) {
        const t = performance.now();
        await pool.analyze(input);
        times.push(performance.now() - t);
      }
    }),
  );
  clearInterval(sampler);
  const total = performance.now() - t0;
  await pool.close();
  return { times, total, peakRssMb: peak / 1048576 };
}

async function benchHealth(file: string) {
  const { parseEnv } = await import('@woundcare/server/env');
  const { bootstrap } = await import('@woundcare/server/bootstrap');
  const { createApp } = await import('@woundcare/server/app');
  const env = parseEnv({
    NODE_ENV: 'production',
    DATA_DIR: 'memory://',
    LOG_LEVEL: 'silent',
    PORT: '3999',
    PUBLIC_ORIGIN: 'http://127.0.0.1:3999',
    ANALYSIS_WORKERS: String(poolSize),
    MAX_UPLOAD_MB: '20',
  });
  const { deps, handle } = await bootstrap(env, { log: () => undefined });
  const app = createApp(deps);
  const server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' });
  await new Promise((r) => server.once('listening', r));
  const port = (server.address() as { port: number }).port;
  const base = `http://127.0.0.1:${port}`;
  const origin = 'http://127.0.0.1:3999';
  // two bench clinicians: an account may have UPLOADS_IN_FLIGHT_PER_USER (2) uploads in flight,
  // so the 4 analyses at once go 2 per account, as two clinicians would send them
  const signUp = async (n: number) => {
    const res = await fetch(`${base}/api/auth/sign-up/email`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin },
      body: JSON.stringify({
        email: `bench${Date.now()}-${n}@example.com`,
        password: 'wound-care-42',
        first_name: 'Bench',
        last_name: `User${n}`,
      }),
    });
    if (res.status !== 200) throw new Error(`sign-up ${res.status}`);
    return res.headers
      .getSetCookie()
      .map((c) => c.split(';')[0])
      .join('; ');
  };
  const cookie = `${await signUp(1)}\n${await signUp(2)}`;
  const input = readFileSync(file);
  const direct = process.argv.includes('--via-pool');
  // warm both workers (OpenCV, the network)
  await Promise.all([
    deps.engine!.analyze(input, { confThresh: 0.3 }),
    deps.engine!.analyze(input, { confThresh: 0.31 }),
  ]);
  const lat: number[] = [];
  let failures = 0;
  let running = true;
  const poll = (async () => {
    while (running) {
      const t = performance.now();
      try {
        // a new connection per probe: what a health checker does, and no keep-alive races
        const res = await fetch(`${base}/health`, { headers: { connection: 'close' } });
        await res.arrayBuffer();
        if (res.status === 200) lat.push(performance.now() - t);
        else failures++;
      } catch {
        failures++;
      }
      await new Promise((r) => setTimeout(r, 50));
    }
  })();
  const { monitorEventLoopDelay } = await import('node:perf_hooks');
  const loop = monitorEventLoopDelay({ resolution: 10 });
  loop.enable();
  const elu0 = performance.eventLoopUtilization();
  const cpu0 = process.cpuUsage();
  const t0 = performance.now();
  // the analyses go to the server's own engine pool (as the workspace's job runner submits
  // them), or through POST /api/analyze with its ~15 MB JSON answers, uploaded by a separate
  // client process so that its work is not counted against the server (default)
  if (direct) await Promise.all([0, 1, 2, 3].map((i) => deps.engine!.analyze(input, { confThresh: 0.4 + i * 0.02 })));
  else await runUploader(base, cookie, origin, file, 4);
  const wall = performance.now() - t0;
  running = false;
  await poll;
  loop.disable();
  const elu = performance.eventLoopUtilization(elu0);
  const cpu = process.cpuUsage(cpu0);
  process.stderr.write(
    `  server main thread busy ${(elu.active / 1000).toFixed(1)} s of ${(wall / 1000).toFixed(1)} s (utilisation ${(elu.utilization * 100).toFixed(0)} %); process CPU (all threads) ${((cpu.user + cpu.system) / 1e6).toFixed(1)} s\n`,
  );
  process.stderr.write(
    `  server event-loop delay while analysing: p50 ${(loop.percentile(50) / 1e6).toFixed(0)} ms, p99 ${(loop.percentile(99) / 1e6).toFixed(0)} ms, max ${(loop.max / 1e6).toFixed(0)} ms\n`,
  );
  server.close();
  await deps.onShutdown?.();
  await deps.engine?.close();
  await handle.close();
  return { lat, wall, failures };
}

/**
 * Uploader mode: POST the photo to /api/analyze `count` times at once from this separate process,
 * spread over the accounts (`cookies`: one per line), at most 2 in flight per account.
 */
async function uploader(base: string, cookies: string, origin: string, file: string, count: number) {
  const input = readFileSync(file);
  const accounts = cookies.split('\n');
  await Promise.all(
    Array.from({ length: count }, async (_, i) => {
      const fd = new FormData();
      fd.append('file', new File([new Uint8Array(input)], 'photo.jpg', { type: 'image/jpeg' }));
      fd.append('conf_thresh', (0.4 + i * 0.02).toFixed(2)); // distinct options: no result cache
      const cookie = accounts[i % accounts.length]!;
      const res = await fetch(`${base}/api/analyze`, { method: 'POST', headers: { cookie, origin }, body: fd });
      await res.arrayBuffer();
      if (res.status !== 200) throw new Error(`analyze ${res.status}`);
    }),
  );
}

function runUploader(base: string, cookie: string, origin: string, file: string, count: number): Promise<void> {
  return new Promise((resolve, reject) => {
    const p = spawn(
      process.execPath,
      ['--import', 'tsx', fileURLToPath(import.meta.url), '--upload', base, cookie, origin, file, String(count)],
      { cwd: root, stdio: ['ignore', 'inherit', 'inherit'] },
    );
    p.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`uploader exited ${code}`))));
  });
}

async function main() {
  if (args[0] === '--child') return child(args[1]!);
  if (args[0] === '--upload') return uploader(args[1]!, args[2]!, args[3]!, args[4]!, Number(args[5]));
  // the generated photos are kept between runs (same seed, same bytes)
  const dir = path.join(tmpdir(), 'woundcare-bench-analysis');
  mkdirSync(dir, { recursive: true });
  const { big, plain, small, bigBytes } = await makeInputs(dir);
  console.log(
    `bench:analysis — ${runs} runs each after a warm-up; machine: ${(await import('node:os')).availableParallelism()} cores, load ${(
      await import('node:os')
    )
      .loadavg()
      .map((v) => v.toFixed(1))
      .join(' ')}`,
  );
  if (!only || only === '12mp') {
    const r = await runChild(big);
    console.log(`12 MP JPEG (4000×3000, ${(bigBytes / 1e6).toFixed(1)} MB, sticker), analyzeWound in-process:`);
    console.log(childFigures(r));
  }
  if (!only || only === '12mp-plain') {
    const r = await runChild(plain);
    console.log(`12 MP JPEG (4000×3000, no sticker: multi-scale path), analyzeWound in-process:`);
    console.log(childFigures(r));
  }
  if (!only || only === '512') {
    const r = await runChild(small);
    console.log(`512 px photo, analyzeWound in-process:`);
    console.log(childFigures(r));
  }
  if (!only || only === 'pool') {
    const r = await benchPool(big);
    console.log(`12 MP through the worker pool (size ${poolSize}), 8 jobs 2 at a time:`);
    console.log(
      `  p50 ${ms(pct(r.times, 50))}  p95 ${ms(pct(r.times, 95))}  throughput ${((8 / r.total) * 1000 * 60).toFixed(1)} photos/min  peak RSS (process incl. workers) ${r.peakRssMb.toFixed(0)} MB`,
    );
  }
  if (!only || only === 'health') {
    const r = await benchHealth(big);
    console.log(
      `GET /health while 4 analyses of the 12 MP photo run ${process.argv.includes('--via-pool') ? "on the server's engine pool" : 'through POST /api/analyze'} (pool size ${poolSize}, ${ms(r.wall)} for the 4):`,
    );
    console.log(
      `  ${r.lat.length} probes: p50 ${ms(pct(r.lat, 50))}  p95 ${ms(pct(r.lat, 95))}  max ${ms(Math.max(...r.lat))}  failed ${r.failures}`,
    );
  }
}

await main();
