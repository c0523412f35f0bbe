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
async function shutdown(signal: string) {
  if (stopping) return;
  stopping = true;
  console.log(`${signal} received: finishing open requests and stopping.`);
  const force = setTimeout(() => process.exit(1), 15_000);
  force.unref();
  server.close();
  await deps.onShutdown?.();
  await handle.close();
  process.exit(0);
}
process.on('SIGTERM', () => void shutdown('SIGTERM'));
process.on('SIGINT', () => void shutdown('SIGINT'));
