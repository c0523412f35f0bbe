import { Hono } from 'hono';
import { sql } from 'kysely';
import type { AppDeps, AppEnv } from '../context.ts';

/** GET /health — the spec's analysis-server health path, plus database reachability. */
export function healthRoutes(deps: AppDeps) {
  return new Hono<AppEnv>().get('/health', async (c) => {
    let database: 'up' | 'down' = 'up';
    try {
      await sql`select 1`.execute(deps.db);
    } catch {
      database = 'down';
    }
    const healthy = database === 'up';
    return c.json({ status: healthy ? 'healthy' : 'unhealthy', database, db: deps.dbKind }, healthy ? 200 : 503);
  });
}
