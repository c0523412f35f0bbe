/**
 * `npm run worker`: an analysis worker process for PostgreSQL deployments. It consumes the
 * pg-boss queue the web servers fill (ANALYSIS_QUEUE=pg-boss, or auto with DATABASE_URL), runs
 * ANALYSIS_WORKERS analyses at a time on the wound engine's worker threads, and writes results to
 * the thread rows and photos to DATA_DIR (shared storage with the web servers). Run as many as
 * the load needs, on any machine that reaches the database and the files.
 *
 * SIGTERM/SIGINT: stop taking jobs, let running ones finish for up to 10 s, give the rest back.
 */
import { ConfigError, parseEnv } from './env.ts';
import { bootstrap } from './bootstrap.ts';
import { queueModeFor } from './services/jobs/job-system.ts';

let env;
try {
  env = parseEnv();
} catch (err) {
  if (err instanceof ConfigError) {
    console.error(err.message);
    process.exit(1);
  }
  throw err;
}
if (!env.DATABASE_URL || queueModeFor(env, 'postgres') !== 'pg-boss') {
  console.error('npm run worker needs PostgreSQL: set DATABASE_URL (and ANALYSIS_QUEUE=pg-boss or auto). With the embedded database, analyses run inside `npm start`.');
  process.exit(1);
}

const { deps, handle } = await bootstrap(env, { workspace: { role: 'worker' } });
console.log(`Woundly analysis worker ${process.pid} consuming the pg-boss queue (${Math.max(1, env.ANALYSIS_WORKERS)} at a time).`);

let stopping = false;
async function shutdown(signal: string) {
  if (stopping) return;
  stopping = true;
  console.log(`${signal} received: finishing running analyses and stopping.`);
  const force = setTimeout(() => process.exit(1), 15_000);
  force.unref();
  await deps.onShutdown?.();
  await handle.close();
  process.exit(0);
}
process.on('SIGTERM', () => void shutdown('SIGTERM'));
process.on('SIGINT', () => void shutdown('SIGINT'));
