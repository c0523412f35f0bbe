import { afterAll, describe, expect, it } from 'vitest';
import { spawn, type ChildProcess } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { photoJpeg } from './support/fake-analyzer.ts';
import { uploadForm } from './support/assessment-client.ts';
import { startLocalS3, type LocalS3 } from './support/local-s3.ts';
import { cookieClient, FLEET_ORIGIN } from './support/cookie-client.ts';

/**
 * A fleet on one PostgreSQL: two API servers and two analysis workers (separate processes, each
 * with its own DATA_DIR, the photos in one S3 bucket — a local s3rver), a bounded load of uploads
 * through both servers, one server and one worker killed (SIGKILL) in the middle. Every
 * acknowledged upload completes exactly once, every photo reads through either server, nothing is
 * left analysing, and a rate limit counts across both servers.
 * Needs PostgreSQL: `npm run test:pg` (DATABASE_URL) runs it.
 */
const databaseUrl = process.env.DATABASE_URL;
const here = path.dirname(fileURLToPath(import.meta.url));
const entry = path.join(here, 'support/fleet-process.ts');
const ORIGIN = FLEET_ORIGIN;
const UPLOADS = 16;
const AUTH_MAX = 6;

const dir = mkdtempSync(path.join(tmpdir(), 'woundly-fleet-'));
const analysesLog = path.join(dir, 'analyses.log');
const children: ChildProcess[] = [];
let s3: LocalS3 | null = null;
afterAll(async () => {
  for (const p of children) if (p.exitCode === null && p.signalCode === null) p.kill('SIGKILL');
  await s3?.close();
  rmSync(dir, { recursive: true, force: true });
});

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const s = createServer();
    s.once('error', reject);
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address() as { port: number };
      s.close(() => resolve(port));
    });
  });
}

const fleetEnv = {
  NODE_ENV: 'test',
  DATABASE_URL: databaseUrl,
  ANALYSIS_QUEUE: 'pg-boss',
  ANALYSIS_WORKERS: '1',
  PUBLIC_ORIGIN: ORIGIN,
  TRUST_PROXY: 'true',
  LOG_LEVEL: 'silent',
  MIN_FREE_DISK_MB: '0',
  RATE_LIMIT_AUTH_MAX: String(AUTH_MAX),
  // one secret and one storage key for the whole fleet, as an operator sets them
  AUTH_SECRET: randomBytes(32).toString('hex'),
  STORAGE_KEY: randomBytes(32).toString('base64'),
  FLEET_STAGE_MS: '120',
  FLEET_ANALYSES_LOG: analysesLog,
};

/** Start one fleet process; resolves once it says it is ready. */
function start(role: 'server' | 'worker', port?: number): Promise<ChildProcess> {
  const p = spawn(process.execPath, ['--import', 'tsx', entry, role], {
    env: {
      ...process.env,
      ...fleetEnv,
      ...s3!.env('woundly-fleet', 'photos'),
      // nothing shared on disk: each process its own DATA_DIR, the photos only in the bucket
      DATA_DIR: path.join(dir, `data-${children.length}`),
      ...(role === 'server' ? { PORT: String(port) } : {}),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.push(p);
  let errors = '';
  p.stderr!.on('data', (d: Buffer) => (errors = (errors + d.toString()).slice(-4000)));
  return new Promise((resolve, reject) => {
    let seen = '';
    p.stdout!.on('data', (d: Buffer) => {
      seen += d.toString();
      if (/ready/.test(seen)) resolve(p);
    });
    p.once('exit', (code) => reject(new Error(`${role} exited ${code} before it was ready: ${errors}${seen}`)));
  });
}

/** A client of the fleet: one cookie jar, one address, any server. */
const client = cookieClient;

const tag = randomBytes(4).toString('hex');
const sha = (b: Uint8Array) => createHash('sha256').update(b).digest('hex');

/** Poll until `check` holds (no sleeps as assertions: a deadline, then the last state is the failure). */
async function until<T>(what: string, probe: () => Promise<T>, check: (v: T) => boolean, ms = 90_000): Promise<T> {
  const end = Date.now() + ms;
  for (;;) {
    const v = await probe();
    if (check(v)) return v;
    if (Date.now() > end) throw new Error(`${what}: still ${JSON.stringify(v)}`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

describe.skipIf(!databaseUrl)('a fleet: 2 API servers and 2 workers on one PostgreSQL', () => {
  it(
    'uploads through both servers survive a killed server and a killed worker, exactly once; limits count across servers',
    { timeout: 300_000 },
    async () => {
      s3 = await startLocalS3(['woundly-fleet']);
      const [portA, portB] = [await freePort(), await freePort()];
      // the first server migrates the database; the rest start on it together
      const serverA = await start('server', portA);
      const [firstB, worker1] = await Promise.all([start('server', portB), start('worker'), start('worker')]);
      let serverB = firstB;
      const A = `http://127.0.0.1:${portA}`;
      let B = `http://127.0.0.1:${portB}`;

      // four clinicians, each uploading on their own lane, alternating between the two servers
      const users = await Promise.all(
        [1, 2, 3, 4].map(async (i) => {
          const call = client(`198.51.100.${i}`);
          const res = await call(i % 2 ? A : B, '/api/auth/sign-up/email', {
            method: 'POST',
            json: {
              email: `fleet-${tag}-${i}@example.com`,
              password: 'wound-care-42',
              first_name: 'Fleet',
              last_name: `Nurse${i}`,
            },
          });
          expect(res.status).toBe(200);
          return call;
        }),
      );
      const acknowledged: { user: number; id: string }[] = [];
      let bKilled = false;
      let sent = 0;
      const kill = async () => {
        // a worker in the middle of an analysis (started, not done), and server B, die without a word
        const mine = (event: string) => (log: string) =>
          log.split('\n').filter((l) => l.startsWith(`${worker1!.pid} ${event} `)).length;
        await until(
          'worker 1 analysing',
          async () => (existsSync(analysesLog) ? readFileSync(analysesLog, 'utf8') : ''),
          (log) => mine('start')(log) > mine('done')(log),
          30_000,
        );
        worker1!.kill('SIGKILL');
        serverB.kill('SIGKILL');
        bKilled = true;
      };
      await Promise.all(
        users.map(async (call, u) => {
          for (let k = 0; k < UPLOADS / users.length; k++) {
            const n = sent++;
            if (n === UPLOADS / 2) await kill();
            const base = bKilled || (n + u) % 2 === 0 ? A : B;
            const photo = await photoJpeg(64 + n, 48); // each photo its own bytes
            try {
              const res = await call(base, '/api/assessments', {
                method: 'POST',
                body: uploadForm({ patient_name: `Fleet Patient ${n}` }, { data: photo }),
              });
              if (res.status === 202)
                acknowledged.push({
                  user: u,
                  id: ((await res.json()) as { assessment: { id: string } }).assessment.id,
                });
            } catch {
              // a request to the killed server: not acknowledged, so nothing is promised
            }
          }
        }),
      );
      expect(bKilled).toBe(true);
      expect(acknowledged.length).toBeGreaterThanOrEqual(UPLOADS / 2);

      // server B comes back (its supervisor restarts it); the surviving worker takes over the killed one's job
      serverB = await start('server', portB);
      B = `http://127.0.0.1:${portB}`;
      const assessmentOf = async (u: number, id: string, base: string) =>
        (await (await users[u]!(base, `/api/assessments/${id}`)).json()) as { assessment: { status: string } };
      for (const a of acknowledged)
        await until(
          `${a.id} of user ${a.user}`,
          async () => (await assessmentOf(a.user, a.id, A)).assessment.status,
          (s) => s === 'completed' || s === 'failed',
        );

      // every acknowledged upload completed; its photo reads the same through either server
      const hashes = new Map<string, string>();
      for (const a of acknowledged) {
        expect((await assessmentOf(a.user, a.id, B)).assessment.status).toBe('completed');
        const viaA = await users[a.user]!(A, `/api/assessments/${a.id}/image`);
        const viaB = await users[a.user]!(B, `/api/assessments/${a.id}/image`);
        expect([viaA.status, viaB.status]).toEqual([200, 200]);
        const [ha, hb] = [sha(new Uint8Array(await viaA.arrayBuffer())), sha(new Uint8Array(await viaB.arrayBuffer()))];
        expect(ha).toBe(hb);
        hashes.set(a.id + a.user, ha);
      }

      // exactly once: one assessment row per upload, each analysed to completion once by a live worker
      // (the killed worker may have finished an analysis it never stored: that one ran again)
      const lines = readFileSync(analysesLog, 'utf8')
        .trim()
        .split('\n')
        .map((l) => l.split(' ') as [string, string, string]);
      const done = lines.filter(([, event]) => event === 'done');
      for (const h of hashes.values()) {
        const all = done.filter(([, , x]) => x === h);
        const byKilled = all.filter(([pid]) => pid === String(worker1!.pid));
        expect(all.length).toBeGreaterThanOrEqual(1);
        expect(all.length - byKilled.length).toBeLessThanOrEqual(1);
        expect(byKilled.length).toBeLessThanOrEqual(1);
      }
      // and the killed worker's interrupted analysis was finished by the survivor
      const started = (pid: string) =>
        new Set(lines.filter(([p, e]) => p === pid && e === 'start').map(([, , x]) => x));
      const finished = (pid: string) => new Set(done.filter(([p]) => p === pid).map(([, , x]) => x));
      const interrupted = [...started(String(worker1!.pid))].filter((x) => !finished(String(worker1!.pid)).has(x));
      expect(interrupted.length).toBeGreaterThanOrEqual(1);
      for (const x of interrupted) expect(done.filter(([, , y]) => y === x)).toHaveLength(1);
      const db = new pg.Client({ connectionString: databaseUrl });
      await db.connect();
      try {
        const { rows } = await db.query<{ status: string; n: string }>(
          `select t.status, count(*) as n from assessments t join "user" u on u.id = t.user_id
           where u.email like $1 group by t.status`,
          [`fleet-${tag}-%`],
        );
        const byStatus = Object.fromEntries(rows.map((r) => [r.status, Number(r.n)]));
        // nothing left analysing or queued; rows beyond the acknowledged are uploads the killed
        // server stored without answering, and they complete too
        expect(byStatus).toEqual({ completed: expect.any(Number) });
        expect(byStatus.completed).toBeGreaterThanOrEqual(acknowledged.length);
        expect(byStatus.completed).toBeLessThanOrEqual(UPLOADS);
      } finally {
        await db.end();
      }

      // the sign-in limit per address counts across both servers: AUTH_MAX in all, whichever answers
      const stranger = client('203.0.113.77');
      const statuses: number[] = [];
      for (let i = 0; i < AUTH_MAX + 2; i++) {
        const res = await stranger(i % 2 ? B : A, '/api/auth/sign-in/email', {
          method: 'POST',
          json: { email: `nobody${i}@example.com`, password: 'not-the-password' },
        });
        statuses.push(res.status);
      }
      expect(statuses.slice(0, AUTH_MAX).every((s) => s === 401)).toBe(true);
      expect(statuses.slice(AUTH_MAX)).toEqual([429, 429]);
      void serverA;
    },
  );
});
