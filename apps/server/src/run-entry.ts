import { ConfigError, parseEnv, type Env } from './env.ts';
import type { DbHandle } from './db/database.ts';

/** What an entry point has running once it started. */
export interface Running {
  handle: DbHandle;
  /** the HTTP server, closed first on shutdown (stops accepting, lets open requests finish) */
  server?: { close(): unknown };
  /** the entry point's own stop work after the server closed (jobs, engine), before the database closes */
  stop?: () => Promise<void>;
  /** said after "<reason>: " when stopping, e.g. "finishing open requests and stopping." */
  stopping: string;
}

/**
 * The one boot/shutdown path of `npm start`, `npm run worker` and `npm run analysis-server`:
 * umask 077; configuration errors (and an unfixable DATA_DIR) print one line and exit 1; SIGTERM/SIGINT stop gracefully (forced after
 * 15 s); if the embedded database's thread dies the process stops with exit 1 so the supervisor
 * restarts it; an error while stopping exits 1.
 */
export async function runEntry(opts: {
  source?: Record<string, string | undefined>;
  start: (env: Env) => Promise<Running>;
}): Promise<void> {
  // everything the process creates (database files, WAL, photos, secret, outbox) is owner-only
  process.umask(0o077);
  let running: Running;
  try {
    running = await opts.start(parseEnv(opts.source));
  } catch (err) {
    // a bad setting, or a DATA_DIR others can read that cannot be fixed: one line, exit 1
    if (err instanceof ConfigError) {
      console.error(err.message);
      process.exit(1);
    }
    throw err;
  }

  let stopping = false;
  async function shutdown(reason: string, exitCode = 0) {
    if (stopping) return;
    stopping = true;
    console.log(`${reason}: ${running.stopping}`);
    const force = setTimeout(() => process.exit(1), 15_000);
    force.unref();
    running.server?.close();
    try {
      await running.stop?.();
      await running.handle.close();
    } catch (err) {
      console.error(`stopping: ${err instanceof Error ? err.message : String(err)}`);
      exitCode = 1;
    }
    process.exit(exitCode);
  }
  // Without its database the process can only fail: stop (exit 1), so that the supervisor
  // (systemd, Docker, a process manager) starts it again — on restart the jobs the crash
  // interrupted are re-queued, as after any crash.
  running.handle.onFatal((why) => {
    console.error(`[db] ${why}; stopping so the server can be restarted.`);
    void shutdown('database thread stopped', 1);
  });
  process.on('SIGTERM', () => void shutdown('SIGTERM received'));
  process.on('SIGINT', () => void shutdown('SIGINT received'));
}
