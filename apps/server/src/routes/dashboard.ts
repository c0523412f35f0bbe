import { Hono } from 'hono';
import { dashboardQuery } from '@woundcare/api-types/requests';
import type { AppDeps, AppEnv } from '../context.ts';
import { requireTeam, signedIn } from '../lib/session.ts';
import { auditRequest } from '../services/audit/audit-request.ts';
import { parseWith } from '../lib/validate.ts';
import { readTeamDashboard } from '../services/dashboard/team-dashboard.ts';

/** GET /api/dashboard?tz= — the active team's open wounds, week, 4-week checks, outlines to confirm and recent assessments. */
export function dashboardRoutes(deps: AppDeps) {
  return new Hono<AppEnv>().get('/', signedIn, async (c) => {
    const team = requireTeam(c);
    const { tz } = parseWith(dashboardQuery, c.req.query());
    const dashboard = await readTeamDashboard(deps.db, team.id, { timeZone: tz ?? 'UTC' });
    await auditRequest(deps.db, c, 'dashboard.read', null);
    return c.json(dashboard);
  });
}
