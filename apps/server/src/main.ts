import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { serve } from '@hono/node-server';
import { bootstrap } from './bootstrap.ts';
import { createApp } from './app.ts';
import { runEntry } from './run-entry.ts';
import { startControlSocket } from './services/backup/control-socket.ts';
import { scheduleBackups } from './services/backup/scheduled-backups.ts';

const started = performance.now();
const here = path.dirname(fileURLToPath(import.meta.url));
const distDir = path.resolve(here, '../../web/dist');

await runEntry({
  async start(env) {
    const { deps, handle } = await bootstrap(env);
    // the embedded database answers `npm run backup` through a socket in DATA_DIR (owner-only)
    const control =
      handle.dump && env.DATA_DIR !== 'memory://'
        ? await startControlSocket({ dataDir: env.DATA_DIR, dump: handle.dump, log: deps.log })
        : null;
    const backups = scheduleBackups(env, deps.log);
    const app = createApp(deps, { staticDir: distDir });
    const server = serve({ fetch: app.fetch, port: env.PORT, hostname: env.HOST }, (info) => {
      console.log(
        `Woundly is serving ${deps.origin} (port ${info.port}, database: ${handle.kind}${handle.kind === 'pglite' ? ` in ${path.resolve(env.DATA_DIR)}` : ''}) — ready in ${Math.round(performance.now() - started)} ms`,
      );
    });
    return {
      handle,
      server,
      stop: async () => {
        backups.stop();
        await control?.close();
        await deps.onShutdown?.();
      },
      stopping: 'finishing open requests and stopping.',
    };
  },
});
