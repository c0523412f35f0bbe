import { afterEach, describe, expect, it } from 'vitest';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createTestApp, type TestApp } from '../../../test/support/harness.ts';
import { createFakeAnalyzer, photoJpeg } from '../../../test/support/fake-analyzer.ts';
import { upload, userIdOf } from '../../../test/support/assessment-client.ts';
import type { Analyzer } from '../assessments/analyzer-types.ts';
import { claimNextAssessment, type ClaimContext } from '../assessments/claims.ts';

/**
 * The order analyses start in when several teams have queued some: round-robin by team, so a small
 * team's upload waits for its own queue, not for another team's batch. Driven step by step: the
 * engine holds every analysis until the test releases it, and the test records which team's
 * assessment each start belongs to (the one assessment running, read from the database).
 */

/** An engine that holds each analysis until released; `started()` waits for the next one to begin. */
function gatedEngine() {
  const fake = createFakeAnalyzer(0);
  const held: (() => void)[] = [];
  let wake: (() => void) | null = null;
  const analyzer: Analyzer = async (input) => {
    await new Promise<void>((release) => {
      held.push(release);
      wake?.();
    });
    return fake.analyzer(input);
  };
  return {
    analyzer,
    /** how many analyses are running (begun, not released) */
    get holding() {
      return held.length;
    },
    /** resolves once at least `n` analyses are held */
    async started(n = 1) {
      while (held.length < n) await new Promise<void>((r) => (wake = r));
    },
    releaseOldest() {
      held.shift()!();
    },
  };
}

type Client = ReturnType<TestApp['client']>;
const apps: TestApp[] = [];
const dirs: string[] = [];
afterEach(async () => {
  for (const a of apps.splice(0).reverse()) await a.close().catch(() => undefined);
  for (const d of dirs.splice(0)) rmSync(d, { recursive: true, force: true });
});

/**
 * One team per signed-up user (each sign-up has its own team); the db and the clients, and a
 * worker app when `queue` is pg-boss.
 */
async function setUp(queue: 'in-process' | 'pg-boss', workers: number) {
  const engine = gatedEngine();
  // the web server and the worker share the photos
  const dataDir = mkdtempSync(path.join(tmpdir(), 'woundly-fair-'));
  dirs.push(dataDir);
  const env = { ANALYSIS_QUEUE: queue, ANALYSIS_WORKERS: String(workers), DATA_DIR: dataDir };
  const web = await createTestApp(env, { workspace: { analyzer: engine.analyzer } });
  apps.push(web);
  if (queue === 'pg-boss')
    apps.push(await createTestApp(env, { workspace: { analyzer: engine.analyzer, role: 'worker' } }));
  const teams: Record<string, { client: Client; userId: string }> = {};
  for (const name of ['A', 'B']) {
    const client = web.client();
    await client.signUp();
    teams[name] = { client, userId: await userIdOf(client) };
  }
  const photo = await photoJpeg();
  const uploadAs = async (team: string, n: number) => {
    for (let i = 1; i <= n; i++) {
      const { res } = await upload(teams[team]!.client, `${team}${i}`, photo);
      expect(res.status).toBe(202);
    }
  };
  /** the patient names of this test's assessments being analysed now */
  const runningNow = async () =>
    (
      await web.deps.db
        .selectFrom('assessments')
        .select('patient_name')
        .where(
          'user_id',
          'in',
          Object.values(teams).map((t) => t.userId),
        )
        .where('status', '=', 'analyzing')
        .where('locked_by', 'is not', null)
        .orderBy('patient_name')
        .execute()
    ).map((r) => r.patient_name);
  /** with one slot: release analyses one at a time, and the order (patient names) they started in */
  const startOrder = async (count: number) => {
    const order: string[] = [];
    for (let i = 0; i < count; i++) {
      await engine.started();
      const now = await runningNow();
      expect(now).toHaveLength(1);
      order.push(now[0]!);
      engine.releaseOldest();
    }
    return order;
  };
  return { web, engine, uploadAs, runningNow, startOrder };
}

const queues = [
  { queue: 'in-process' as const, label: 'in-process queue', skip: false },
  // pg-boss needs PostgreSQL: `DATABASE_URL=… npx vitest run --project server` runs it
  { queue: 'pg-boss' as const, label: 'pg-boss queue (PostgreSQL)', skip: !process.env.DATABASE_URL },
];

for (const { queue, label, skip } of queues) {
  describe.skipIf(skip)(`fair order across teams: ${label}`, () => {
    it(
      "team A queues 6, then team B 2: with one slot, B's analyses alternate with A's instead of waiting for all of A's",
      { timeout: 120_000 },
      async () => {
        const { uploadAs, startOrder } = await setUp(queue, 1);
        await uploadAs('A', 6);
        await uploadAs('B', 2);
        const order = await startOrder(8);
        expect(order.indexOf('B1')).toBeLessThan(order.indexOf('A2'));
        expect(order).toEqual(['A1', 'B1', 'A2', 'B2', 'A3', 'A4', 'A5', 'A6']);
      },
    );

    it(
      'a team alone in the queue has its analyses run back to back, in upload order, on every slot',
      { timeout: 120_000 },
      async () => {
        const { engine, uploadAs, runningNow } = await setUp(queue, 2);
        await uploadAs('A', 6);
        // both slots take team A's work: nothing idles for fairness' sake
        await engine.started(2);
        expect(await runningNow()).toEqual(['A1', 'A2']);
        engine.releaseOldest();
        await engine.started(2);
        expect(await runningNow()).toEqual(['A2', 'A3']);
        engine.releaseOldest();
        engine.releaseOldest();
        // then one at a time: each next start is the next upload
        await engine.started(2);
        expect(await runningNow()).toEqual(['A4', 'A5']);
        engine.releaseOldest();
        await engine.started(2);
        expect(await runningNow()).toEqual(['A5', 'A6']);
        engine.releaseOldest();
        engine.releaseOldest();
        expect(engine.holding).toBe(0);
      },
    );
  });
}

describe('claiming the next analysis', () => {
  it(
    'two slots of one worker claiming at once take two different assessments, never the one the first has just taken',
    { timeout: 60_000 },
    async () => {
      const { web, engine, uploadAs } = await setUp('in-process', 1);
      await uploadAs('A', 4);
      // the server's one slot holds A1; A2–A4 wait, unclaimed
      await engine.started(1);
      const probe: ClaimContext = { db: web.deps.db, workerId: 'probe-worker', staleMs: 60_000 };
      // both read their (empty) list of running assessments before either claim is done
      const [a, b] = await Promise.all([claimNextAssessment(probe), claimNextAssessment(probe)]);
      // the next two uploads, one each: which slot's claim commits first is the database's choice
      // (on PostgreSQL the two run on two connections), so the pair is compared, not the order
      expect([a?.patient_name, b?.patient_name].sort()).toEqual(['A2', 'A3']);
      engine.releaseOldest();
    },
  );
});
