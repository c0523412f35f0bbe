// The production server on a given build directory (the web benchmark builds into its own
// temp dir, so other builds of apps/web/dist cannot change the files under measurement).
//   tsx scripts/bench/serve-dist.ts <distDir>
import path from 'node:path';
import { serve } from '@hono/node-server';
import { parseEnv } from '@woundcare/server/env';
import { bootstrap } from '@woundcare/server/bootstrap';
import { createApp } from '@woundcare/server/app';

const distDir = path.resolve(process.argv[2] ?? 'apps/web/dist');
const env = parseEnv();
const { deps, handle } = await bootstrap(env);
const app = createApp(deps, { staticDir: distDir });
const server = serve({ fetch: app.fetch, port: env.PORT, hostname: env.HOST });
for (const sig of ['SIGTERM', 'SIGINT'] as const) {
  process.on(sig, () => {
    server.close();
    void handle.close().then(() => process.exit(0));
  });
}
