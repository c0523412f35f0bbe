/**
 * `npm run worker`: an analysis worker process for PostgreSQL deployments. It consumes the
 * pg-boss queue the web servers fill (ANALYSIS_QUEUE=pg-boss, or auto with DATABASE_URL), runs
 * ANALYSIS_WORKERS analyses at a time on the wound engine's worker threads, and writes results to
 * the assessment rows and photos to the file store the web servers use (the same STORAGE_URL bucket,
 * or a shared DATA_DIR). Run as many as the load needs, on any machine that reaches the database
 * and the files.
 *
 * SIGTERM/SIGINT: stop taking jobs, let running ones finish for up to 10 s, give the rest back.
 */
import { bootstrap } from './bootstrap.ts';
import { queueModeFor } from './services/jobs/job-system.ts';
import { runEntry } from './run-entry.ts';

await runEntry({
  async start(env) {
    if (!env.DATABASE_URL || queueModeFor(env, 'postgres') !== 'pg-boss') {
      console.error(
        'npm run worker needs PostgreSQL: set DATABASE_URL (and ANALYSIS_QUEUE=pg-boss or auto). With the embedded database, analyses run inside `npm start`.',
      );
      process.exit(1);
    }
    const { deps, handle } = await bootstrap(env, { workspace: { role: 'worker' } });
    console.log(
      `Woundly analysis worker ${process.pid} consuming the pg-boss queue (${Math.max(1, env.ANALYSIS_WORKERS)} at a time).`,
    );
    return { handle, stop: async () => deps.onShutdown?.(), stopping: 'finishing running analyses and stopping.' };
  },
});
