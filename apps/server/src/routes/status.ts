import { Hono } from 'hono';
import type { AppDeps, AppEnv } from '../context.ts';
import { signedIn } from '../lib/session.ts';
import { readServerStatus } from '../services/status/read-server-status.ts';

/**
 * GET /api/status — the analysis engine, the queue and the database, checked now. Signed-in only:
 * it tells how busy the server is; GET /health stays public for load balancers.
 */
export function statusRoutes(deps: AppDeps) {
  return new Hono<AppEnv>().get('/', signedIn, async (c) => c.json(await readServerStatus(deps)));
}
