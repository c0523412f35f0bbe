/**
 * npm run bench:fairness — how long a small team's upload waits while a large team's batch is
 * queued (figures, not a test). Team A uploads a batch of N photos, then team B uploads 2; the
 * analyses run on a stand-in engine that takes a fixed time each (the engine's own speed is
 * bench:analysis's; this measures the order of the queue), ANALYSIS_WORKERS at a time. Printed:
 * each team's wait from upload to the start of its analysis (started_at − uploaded_at, from the
 * assessment rows) and when its last analysis finished.
 *
 * Usage: npm run bench:fairness [-- --batch N] [-- --engine-ms MS] [-- --workers W] [-- --pg]
 * --pg: PostgreSQL with the pg-boss queue (a web app and a worker app in this process) on
 * BENCH_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/woundly_bench_fairness, created if
 * missing; its schema is dropped and made again); otherwise the embedded PGlite, in-process queue.
 */
import os from 'node:os';
import { resetBenchDatabase } from './reset-database.ts';
import { createTestApp, type TestApp } from '../../apps/server/test/support/harness.ts';
import { createFakeAnalyzer, photoJpeg } from '../../apps/server/test/support/fake-analyzer.ts';
import { upload, userIdOf } from '../../apps/server/test/support/assessment-client.ts';
import type { Analyzer } from '../../apps/server/src/services/assessments/analyzer-types.ts';

const args = process.argv.slice(2);
const opt = (name: string) => (args.includes(name) ? args[args.indexOf(name) + 1] : undefined);
const BATCH = Number(opt('--batch') ?? 40);
const ENGINE_MS = Number(opt('--engine-ms') ?? 100);
const WORKERS = opt('--workers') ?? '1';
const onPg = args.includes('--pg');
const pgUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/woundly_bench_fairness';

const resetDatabase = () => resetBenchDatabase(pgUrl);

/** The stand-in engine: a fixed time per analysis, then the fake's figures. */
function fixedTimeAnalyzer(): Analyzer {
  const fake = createFakeAnalyzer(0);
  return async (input) => {
    await new Promise((r) => setTimeout(r, ENGINE_MS));
    return fake.analyzer(input);
  };
}

if (onPg) {
  await resetDatabase();
  process.env.DATABASE_URL = pgUrl;
} else delete process.env.DATABASE_URL;

const overrides = { ANALYSIS_WORKERS: WORKERS, ...(onPg ? { ANALYSIS_QUEUE: 'pg-boss' } : {}) };
const apps: TestApp[] = [];
const web = await createTestApp(overrides, { workspace: { analyzer: fixedTimeAnalyzer() } });
apps.push(web);
if (onPg) apps.push(await createTestApp(overrides, { workspace: { analyzer: fixedTimeAnalyzer(), role: 'worker' } }));

const photo = await photoJpeg();
const large = web.client();
const small = web.client();
await large.signUp();
await small.signUp();
/** Uploads n photos; the uploader's user id (its assessment rows are looked up by it). */
const uploadAll = async (c: typeof large, n: number, name: string) => {
  for (let i = 0; i < n; i++) {
    const { res, body } = await upload(c, `${name} ${i + 1}`, photo);
    if (res.status !== 202) throw new Error(`upload ${res.status}: ${JSON.stringify(body)}`);
  }
  return userIdOf(c);
};

const load = os.loadavg()[0]!.toFixed(1);
const began = Date.now();
const a = await uploadAll(large, BATCH, 'Large');
const b = await uploadAll(small, 2, 'Small');
const rowsOf = (users: string[]) =>
  web.deps.db
    .selectFrom('assessments')
    .select(['status', 'uploaded_at', 'started_at', 'completed_at'])
    .where('user_id', 'in', users)
    .execute();
const until = Date.now() + 30 * 60_000;
while (Date.now() < until) {
  const rows = await rowsOf([a, b]);
  if (rows.every((r) => r.status === 'completed' || r.status === 'failed')) break;
  await new Promise((r) => setTimeout(r, 50));
}
const ms = (d: Date | string | null) => (d ? new Date(d).getTime() : NaN);
const report = async (label: string, user: string) => {
  const rows = await rowsOf([user]);
  const waits = rows.map((r) => ms(r.started_at) - ms(r.uploaded_at)).sort((x, y) => x - y);
  const lastDone = Math.max(...rows.map((r) => ms(r.completed_at)));
  console.log(
    `  ${label.padEnd(22)} wait to start: first ${(waits[0]! / 1000).toFixed(2)} s, longest ${(waits.at(-1)! / 1000).toFixed(2)} s; ` +
      `all done ${((lastDone - began) / 1000).toFixed(2)} s after the batch began`,
  );
};
console.log(
  `${onPg ? 'PostgreSQL, pg-boss worker' : 'PGlite, in-process queue'}: ${WORKERS} analysis slot(s), ${ENGINE_MS} ms an analysis; ` +
    `team A uploads ${BATCH}, then team B uploads 2 (load average ${load}, ${os.availableParallelism()} cores, Node ${process.versions.node}):`,
);
await report(`team A (${BATCH} photos)`, a);
await report('team B (2 photos)', b);
for (const app of apps.reverse()) await app.close();
