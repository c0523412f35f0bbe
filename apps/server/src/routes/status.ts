import { Hono } from 'hono';
import type { AppDeps, AppEnv } from '../context.ts';
import { requireTeam, signedIn } from '../lib/session.ts';
import { readServerStatus } from '../services/status/read-server-status.ts';

/**
 * GET /api/status — the analysis engine, the active team's queue and the database, checked now.
 * A member of the team who meets its two-factor rule: it tells how busy the team's analyses are;
 * GET /health stays public for load balancers.
 */
export function statusRoutes(deps: AppDeps) {
  return new Hono<AppEnv>().get('/', signedIn, async (c) => c.json(await readServerStatus(deps, requireTeam(c).id)));
}
