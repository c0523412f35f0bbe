/**
 * `npm run analysis-server`: the wound engine alone, on the spec's analysis-server port (8001):
 * GET /health, POST /segment_wound, /diagnose_infection, /describe_wound, /api/analyze,
 * GET /treatment_plan/{kind}, /doctor_contact/{state},
 * /calibration-sticker.svg|.pdf, and /api/auth/* so a client can sign in (the engine paths
 * need a session). Everything else answers 404.
 *
 * Sessions live in the database: point DATABASE_URL at the main server's PostgreSQL to share
 * sign-ins with it. Without DATABASE_URL it keeps its own embedded database in
 * DATA_DIR (default ./data/analysis-server — an embedded PGlite directory cannot be shared by two
 * processes).
 */
import path from 'node:path';
import { serve } from '@hono/node-server';
import { Hono } from 'hono';
import { bootstrap } from './bootstrap.ts';
import { createApp } from './app.ts';
import { ApiError, errorHandler } from './lib/errors.ts';
import { runEntry } from './run-entry.ts';

const ENGINE_PATHS =
  /^\/(health|segment_wound|diagnose_infection|describe_wound|api\/analyze|treatment_plan\/[^/]+|doctor_contact\/[^/]+|calibration-sticker\.(svg|pdf)|api\/auth\/.+)\/?$/;

/** The engine-only front: the full app's middleware and handlers, restricted to ENGINE_PATHS. */
export function createAnalysisServerApp(
  full: { fetch: (req: Request, ...rest: never[]) => Response | Promise<Response> },
  log: (line: string) => void,
) {
  const app = new Hono();
  app.all('*', (c) => {
    if (!ENGINE_PATHS.test(c.req.path)) throw new ApiError('NOT_FOUND', 'No such endpoint on the analysis server');
    return full.fetch(c.req.raw);
  });
  app.onError(errorHandler(log));
  return app;
}

const started = performance.now();
const source: Record<string, string | undefined> = { ...process.env, PORT: process.env.PORT ?? '8001' };
if (!source.DATABASE_URL && !source.DATA_DIR) source.DATA_DIR = './data/analysis-server';

await runEntry({
  source,
  async start(env) {
    const { deps, handle } = await bootstrap(env);
    const app = createAnalysisServerApp(createApp(deps), deps.log);
    const server = serve({ fetch: app.fetch, port: env.PORT, hostname: env.HOST }, (info) => {
      console.log(
        `Analysis server on port ${info.port} (${Math.max(1, env.ANALYSIS_WORKERS)} engine workers, database: ${handle.kind}${handle.kind === 'pglite' ? ` in ${path.resolve(env.DATA_DIR)}` : ''}) — ready in ${Math.round(performance.now() - started)} ms`,
      );
    });
    return { handle, server, stop: async () => deps.engine?.close(), stopping: 'stopping.' };
  },
});
