import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { serve } from '@hono/node-server';
import { ConfigError, parseEnv } from './env.ts';
import { bootstrap } from './bootstrap.ts';
import { createApp } from './app.ts';

const started = performance.now();
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

const here = path.dirname(fileURLToPath(import.meta.url));
const distDir = path.resolve(here, '../../web/dist');

const { deps, handle } = await bootstrap(env);
const app = createApp(deps, { staticDir: distDir });
const server = serve({ fetch: app.fetch, port: env.PORT, hostname: env.HOST }, (info) => {
  console.log(
    `Woundly is serving ${deps.origin} (port ${info.port}, database: ${handle.kind}${handle.kind === 'pglite' ? ` in ${path.resolve(env.DATA_DIR)}` : ''}) — ready in ${Math.round(performance.now() - started)} ms`,
  );
});

let stopping = false;
async function shutdown(reason: string, exitCode = 0) {
  if (stopping) return;
  stopping = true;
  console.log(`${reason}: finishing open requests and stopping.`);
  const force = setTimeout(() => process.exit(1), 15_000);
  force.unref();
  server.close();
  try {
    await deps.onShutdown?.();
    await handle.close();
  } catch (err) {
    console.error(`stopping: ${err instanceof Error ? err.message : String(err)}`);
    exitCode = 1;
  }
  process.exit(exitCode);
}
// Without its database the server can only answer 503s: stop (exit 1), so that the supervisor
// (systemd, Docker, a process manager) starts it again — on restart the jobs the crash
// interrupted are re-queued, as after any crash.
handle.onFatal((why) => {
  console.error(`[db] ${why}; stopping so the server can be restarted.`);
  void shutdown('database thread stopped', 1);
});
process.on('SIGTERM', () => void shutdown('SIGTERM received'));
process.on('SIGINT', () => void shutdown('SIGINT received'));
