import { randomUUID } from 'node:crypto';
import { PgBoss } from 'pg-boss';
import { createIntervals } from './intervals.ts';
import { DEFAULT_TIMINGS, ANALYSIS_QUEUE_NAME, jobContext, type JobSystem, type JobSystemDeps } from './job-system.ts';
import { takeInterruptedAssessments } from './recover-assessments.ts';
import { claimNextAssessment, markAnalyzing, releaseAssessments, touchHeartbeats } from '../assessments/claims.ts';
import { runClaimedJob } from './run-analysis-job.ts';
import { PURGE_CRON, PURGE_QUEUE_NAME, trashPurger } from './trash-purge.ts';
import { followUpReminder, REMINDER_CRON, REMINDER_QUEUE_NAME } from './follow-up-reminders.ts';
import { CHART_CRON, CHART_QUEUE_NAME, chartWriter } from './chart-write-job.ts';

/**
 * pg-boss on PostgreSQL: the web server only enqueues; `npm run worker` processes consume the
 * queue (ANALYSIS_WORKERS jobs each). The assessment row stays the source of truth: a job claims the
 * next claimable assessment in fair order across teams (claimNextAssessment: not necessarily the assessment
 * that sent it, since pg-boss hands jobs out first-in first-out); with none left it is a no-op, so
 * pg-boss retries and the sweep's re-sends can never run one analysis twice at the same time.
 */
export function createPgBossJobs(d: JobSystemDeps): JobSystem {
  const t = { ...DEFAULT_TIMINGS, ...d.timings };
  const role = d.role ?? 'server';
  const workerId = `${role}-${randomUUID()}`;
  const boss = new PgBoss({
    connectionString: d.env.DATABASE_URL!,
    schema: 'pgboss',
    application_name: `woundly-${role}`,
  });
  boss.on('error', (err: Error) => d.log(`[pg-boss] ${err.message}`));
  const running = new Set<string>();
  let stopping = false;
  let started = false;
  const intervals = createIntervals();
  let idleWaiters: (() => void)[] = [];

  const purgeTrash = trashPurger(d);
  const remindFollowUps = followUpReminder(d);
  const sendChartWrites = chartWriter(d);
  const send = (assessmentId: string) =>
    boss.send(ANALYSIS_QUEUE_NAME, { assessmentId }, { retryLimit: 2, expireInSeconds: 600 });

  const sys: JobSystem = {
    mode: 'pg-boss',
    lastModelVersion: null,
    purgeTrash,
    remindFollowUps,
    sendChartWrites,
    async enqueue(assessmentId) {
      // the row says 'analyzing' first, then its job is sent: a job a worker takes always finds
      // its assessment claimable. A crash in between leaves an 'analyzing' row without an owner,
      // which the workers' sweep sends again once its heartbeat is stale.
      await markAnalyzing(d.db, assessmentId, { clearOwner: false });
      await send(assessmentId);
    },
    async start() {
      if (started) return;
      started = true;
      await boss.start();
      for (const queue of [ANALYSIS_QUEUE_NAME, PURGE_QUEUE_NAME, REMINDER_QUEUE_NAME, CHART_QUEUE_NAME]) {
        try {
          await boss.createQueue(queue);
        } catch (err) {
          if (!/exist/i.test((err as Error).message)) throw err;
        }
      }
      // the trash purge: a pg-boss schedule (one row, whoever writes it) that the workers consume
      await boss.schedule(PURGE_QUEUE_NAME, PURGE_CRON, {}, { tz: 'UTC' });
      await boss.schedule(REMINDER_QUEUE_NAME, REMINDER_CRON, {}, { tz: 'UTC' });
      await boss.schedule(CHART_QUEUE_NAME, CHART_CRON, {}, { tz: 'UTC' });
      if (role !== 'worker') return;
      // queued chart writes: each write is held in its row while it is tried, so workers never send one twice at once
      await boss.work(CHART_QUEUE_NAME, { batchSize: 1, pollingIntervalSeconds: 2 }, async () => {
        if (!stopping) await sendChartWrites();
      });
      // the morning reminder: the same; each (user, date) is claimed in the database, so workers never send twice
      await boss.work(REMINDER_QUEUE_NAME, { batchSize: 1, pollingIntervalSeconds: 2 }, async () => {
        if (!stopping) await remindFollowUps();
      });
      await boss.send(REMINDER_QUEUE_NAME, {});
      await boss.work(PURGE_QUEUE_NAME, { batchSize: 1, pollingIntervalSeconds: 2 }, async () => {
        if (!stopping) await purgeTrash();
      });
      // and once at a worker's start, so a purge that came due while no worker ran is not an hour late
      await boss.send(PURGE_QUEUE_NAME, {});
      await boss.work<{ assessmentId: string }>(
        ANALYSIS_QUEUE_NAME,
        { localConcurrency: Math.max(1, d.env.ANALYSIS_WORKERS), batchSize: 1, pollingIntervalSeconds: 0.5 },
        async (jobs) => {
          // a job is a turn, not an order for its own assessment: each takes the next assessment in fair
          // order across teams (its own, or one that an earlier turn left). Every queued assessment
          // has sent one job, so there are never fewer turns than assessments waiting.
          for (const _job of jobs) {
            if (stopping) continue;
            const row = await claimNextAssessment(ctx, { exclude: running });
            if (!row) continue;
            running.add(row.id);
            try {
              await runClaimedJob(ctx, row);
            } finally {
              running.delete(row.id);
              notifyIdle();
            }
          }
        },
      );
      await sweep();
      intervals.every(t.heartbeatMs, () => void touchHeartbeats(d.db, [...running]).catch(() => undefined));
      if (t.sweepMs > 0) intervals.every(t.sweepMs, () => void sweep());
    },
    async stop() {
      if (stopping) return;
      stopping = true;
      intervals.clear();
      try {
        await boss.stop({ graceful: true, timeout: t.shutdownTimeoutMs, close: true });
      } catch (err) {
        d.log(`[pg-boss] stop: ${(err as Error).message}`);
      }
      await releaseAssessments(d.db, [...running], workerId).catch(() => undefined);
      notifyIdle();
    },
    idle() {
      if (!running.size) return Promise.resolve();
      return new Promise((r) => idleWaiters.push(r));
    },
  };

  const ctx = jobContext(d, workerId, t, () => stopping, sys);

  function notifyIdle() {
    if (running.size) return;
    const w = idleWaiters;
    idleWaiters = [];
    for (const r of w) r();
  }

  /** Stale assessments (worker died mid-job, or server died before sending): send them again. */
  async function sweep() {
    if (stopping) return;
    try {
      const ids = await takeInterruptedAssessments(d.db, { all: false, staleMs: t.staleMs, exclude: running });
      for (const id of ids) await send(id);
      if (ids.length) d.log(`[analysis] re-sent ${ids.length} interrupted analysis job(s)`);
    } catch (err) {
      d.log(`[analysis] sweep failed: ${(err as Error).message}`);
    }
  }

  return sys;
}
