import { randomUUID } from 'node:crypto';
import type { Db } from '../../db/database.ts';
import type { Env } from '../../env.ts';
import type { FileStore } from '../storage/file-store.ts';
import type { Analyzer } from '../assessments/analyzer-types.ts';
import { createIntervals } from './intervals.ts';
import { takeInterruptedAssessments } from './recover-assessments.ts';
import {
  claimNextAssessment,
  markAnalyzing,
  releaseAssessments,
  stillQueued,
  touchHeartbeats,
} from '../assessments/claims.ts';
import { runClaimedJob, type JobContext, type JobOutcome } from './run-analysis-job.ts';
import { trashPurger } from './trash-purge.ts';
import type { PurgeReport } from '../trash/purge-trash.ts';
import type { Mailer } from '../mail/mailer.ts';
import type { ReminderReport } from '../follow-ups/reminders.ts';
import { followUpReminder } from './follow-up-reminders.ts';
import { chartWriter } from './chart-write-job.ts';
import type { KeyRing } from '../../security/storage/photo-crypto.ts';

export const ANALYSIS_QUEUE_NAME = 'woundly-analysis';

export interface JobTimings {
  heartbeatMs: number;
  staleMs: number;
  /** periodic take-over of stale assessments (PostgreSQL only; 0 = off) */
  sweepMs: number;
  shutdownTimeoutMs: number;
  /** how often the trash purge runs (besides once at start; 0 = only at start) */
  purgeMs: number;
  /** how often the morning reminder looks for users whose morning has come (besides once at start; 0 = only at start) */
  remindMs: number;
  /** how often queued chart writes that are due are tried (0 = never on its own) */
  chartMs: number;
}

export const DEFAULT_TIMINGS: JobTimings = {
  heartbeatMs: 5_000,
  staleMs: 30_000,
  sweepMs: 15_000,
  shutdownTimeoutMs: 10_000,
  purgeMs: 3_600_000,
  remindMs: 900_000,
  chartMs: 15_000,
};

export interface JobSystem {
  readonly mode: 'in-process' | 'pg-boss';
  /** queue an uploaded assessment (status → analyzing) */
  enqueue(assessmentId: string): Promise<void>;
  /** recover interrupted assessments and start processing */
  start(): Promise<void>;
  /** stop taking jobs, wait up to shutdownTimeoutMs for running ones, give the rest back */
  stop(): Promise<void>;
  /** resolves when nothing is queued or running here (tests) */
  idle(): Promise<void>;
  /** purge the trash now: what has been there longer than TRASH_RETENTION_DAYS (null: the purge failed, logged) */
  purgeTrash(): Promise<PurgeReport | null>;
  /** send the morning reminders that are due now and not sent yet (null: no mailer here, or the run failed, logged) */
  remindFollowUps(): Promise<ReminderReport | null>;
  /** try the queued chart writes that are due now (null: the run failed, logged); the count tried */
  sendChartWrites(): Promise<number | null>;
  lastModelVersion: string | null;
}

export interface JobSystemDeps {
  env: Env;
  db: Db;
  dbKind: 'pglite' | 'postgres';
  files: FileStore;
  analyzer: Analyzer;
  log: (line: string) => void;
  timings?: Partial<JobTimings>;
  /** 'server' enqueues (and, in-process, also runs); 'worker' consumes pg-boss jobs */
  role?: 'server' | 'worker';
  /** the time the trash purge compares deletion dates with (tests move it forward) */
  clock?: () => Date;
  /** the morning reminder's mailer and the origin its links point to (no mailer: no reminders) */
  mailer?: Mailer;
  origin?: string;
  /** the storage keys: the chart writes unseal the member's EHR tokens with them */
  keys?: KeyRing;
}

export function queueModeFor(env: Env, dbKind: 'pglite' | 'postgres'): 'in-process' | 'pg-boss' {
  if (env.ANALYSIS_QUEUE === 'pg-boss') {
    if (dbKind !== 'postgres') throw new Error('ANALYSIS_QUEUE=pg-boss needs DATABASE_URL (PostgreSQL).');
    return 'pg-boss';
  }
  if (env.ANALYSIS_QUEUE === 'auto' && dbKind === 'postgres') return 'pg-boss';
  return 'in-process';
}

export function jobContext(
  d: JobSystemDeps,
  workerId: string,
  t: JobTimings,
  isStopping: () => boolean,
  sys: { lastModelVersion: string | null },
): JobContext {
  return {
    db: d.db,
    files: d.files,
    analyzer: d.analyzer,
    workerId,
    maxBytes: d.env.MAX_UPLOAD_MB * 1024 * 1024,
    staleMs: t.staleMs,
    isStopping,
    log: d.log,
    onModelVersion: (v) => {
      sys.lastModelVersion = v;
    },
  };
}

/**
 * In-process queue: assessment ids in memory, `ANALYSIS_WORKERS` at a time, feeding the engine's
 * worker-thread pool. The durable state is the assessment row; the memory queue is rebuilt from it
 * at start-up (and, on PostgreSQL, by a periodic sweep of stale heartbeats). A free slot takes
 * the next of the queued assessments in fair order across teams (claimNextAssessment), one claim at a time.
 */
export function createInProcessJobs(d: JobSystemDeps): JobSystem {
  const t = { ...DEFAULT_TIMINGS, remindMs: d.env.FOLLOW_UP_REMINDER_CHECK_S * 1000, ...d.timings };
  const workerId = `web-${randomUUID()}`;
  const concurrency = Math.max(1, d.env.ANALYSIS_WORKERS);
  const pending: string[] = [];
  const running = new Map<string, Promise<JobOutcome>>();
  /** the claim under way (one at a time: the claim may take any queued assessment, so two would race) */
  let claiming: Promise<void> | null = null;
  let stopping = false;
  let started = false;
  const intervals = createIntervals();
  let idleWaiters: (() => void)[] = [];
  const purgeTrash = trashPurger(d);
  const remindFollowUps = followUpReminder(d);
  const sendChartWrites = chartWriter(d);
  const sys: JobSystem = {
    mode: 'in-process',
    purgeTrash,
    remindFollowUps,
    sendChartWrites,
    lastModelVersion: null,
    async enqueue(assessmentId) {
      await markAnalyzing(d.db, assessmentId, { clearOwner: true });
      push(assessmentId);
    },
    async start() {
      if (started) return;
      started = true;
      await recover(d.dbKind === 'pglite');
      intervals.every(t.heartbeatMs, () => {
        void heartbeat();
        pump(); // after a failed claim
      });
      if (d.dbKind === 'postgres' && t.sweepMs > 0) intervals.every(t.sweepMs, () => void recover(false));
      // the trash purge: once at start, then on an interval (several servers may run it: each row goes once)
      await purgeTrash();
      if (t.purgeMs > 0) intervals.every(t.purgeMs, () => void purgeTrash());
      // the morning reminder: once at start (a restart after the morning sends what is not sent yet), then on an interval
      await remindFollowUps();
      if (t.remindMs > 0) intervals.every(t.remindMs, () => void remindFollowUps());
      // chart writes queued after a failure (or a re-derivation), tried once their back-off has passed
      if (t.chartMs > 0) intervals.every(t.chartMs, () => void sendChartWrites());
    },
    async stop() {
      if (stopping) return;
      stopping = true;
      intervals.clear();
      await claiming;
      const waiting = [...running.values()];
      if (waiting.length) {
        await Promise.race([
          Promise.allSettled(waiting),
          new Promise((r) => setTimeout(r, t.shutdownTimeoutMs).unref()),
        ]);
      }
      const leftovers = [...pending.splice(0), ...running.keys()];
      try {
        await releaseAssessments(d.db, leftovers, workerId);
      } catch (err) {
        d.log(`[analysis] could not release ${leftovers.length} job(s) at shutdown: ${(err as Error).message}`);
      }
      notifyIdle();
    },
    idle() {
      if (!pending.length && !running.size && !claiming) return Promise.resolve();
      return new Promise((r) => idleWaiters.push(r));
    },
  };
  const ctx = jobContext(d, workerId, t, () => stopping, sys);

  function push(id: string) {
    if (stopping || pending.includes(id) || running.has(id)) return;
    pending.push(id);
    pump();
  }

  function notifyIdle() {
    if (pending.length || running.size || claiming) return;
    const w = idleWaiters;
    idleWaiters = [];
    for (const r of w) r();
  }

  function pump() {
    if (claiming || stopping || running.size >= concurrency || !pending.length) return;
    claiming = claimNext().then((again) => {
      claiming = null;
      if (again) pump();
      notifyIdle();
    });
  }

  /** Claim and start one queued assessment; false when the database failed (the heartbeat pumps again later). */
  async function claimNext(): Promise<boolean> {
    const among = [...pending];
    let row;
    try {
      row = await claimNextAssessment(ctx, { among, exclude: running.keys() });
    } catch (err) {
      // the database failed: the queue stays as it is; the next upload, finished job or sweep pumps again
      d.log(`[analysis] claiming the next job failed: ${(err as Error).message}`);
      return false;
    }
    if (!row) {
      // none of them could be claimed now: drop those that are done, deleted or owned by another
      // worker; the ones with no owner were locked for a moment by another transaction and wait for
      // the next heartbeat's try
      const waiting = new Set(await stillQueued(d.db, among).catch(() => among));
      for (const id of among) if (!waiting.has(id)) remove(id);
      return false;
    }
    remove(row.id);
    if (stopping) {
      await releaseAssessments(d.db, [row.id], workerId).catch(() => undefined);
      return false;
    }
    const id = row.id;
    const p = runClaimedJob(ctx, row)
      .catch((err: unknown) => {
        d.log(`[analysis] job ${id} crashed: ${err instanceof Error ? err.stack : String(err)}`);
        return 'skipped' as const;
      })
      .finally(() => {
        running.delete(id);
        pump();
        notifyIdle();
      });
    running.set(id, p);
    return true;
  }

  function remove(id: string) {
    const i = pending.indexOf(id);
    if (i >= 0) pending.splice(i, 1);
  }

  async function heartbeat() {
    try {
      await touchHeartbeats(d.db, [...pending, ...running.keys()]);
    } catch (err) {
      d.log(`[analysis] heartbeat failed: ${(err as Error).message}`);
    }
  }

  async function recover(all: boolean) {
    if (stopping) return;
    try {
      const ids = await takeInterruptedAssessments(d.db, {
        all,
        staleMs: t.staleMs,
        exclude: new Set([...pending, ...running.keys()]),
      });
      if (ids.length) d.log(`[analysis] re-queued ${ids.length} interrupted analysis job(s)`);
      for (const id of ids) push(id);
    } catch (err) {
      d.log(`[analysis] recovery failed: ${(err as Error).message}`);
    }
  }

  return sys;
}
