import { Hono, type Context } from 'hono';
import { teamAuditQuery } from '@woundcare/api-types/requests';
import type { TeamAuditPageJson } from '@woundcare/api-types';
import type { AppDeps, AppEnv } from '../context.ts';
import { requireTeamAdmin, signedIn } from '../lib/session.ts';
import { parseWith } from '../lib/validate.ts';
import { ApiError } from '../lib/errors.ts';
import { auditRequest } from '../services/audit/audit-request.ts';
import { exportTeamAuditCsv, readTeamAudit } from '../services/audit/team-audit.ts';

/**
 * GET /api/team/audit — the active team's audit trail in words, filtered and paginated; and
 * GET /api/team/audit/export — the same filter as a CSV file. Owners and admins only (a member
 * gets 403 ADMIN_REQUIRED; their own activity stays at /api/profile/audit).
 */
/** The filter of the address; a query whose percent-encoding does not decode is refused, never read literally. */
function filterOf(c: Context<AppEnv>) {
  try {
    decodeURIComponent(new URL(c.req.url).search);
  } catch {
    throw new ApiError('INVALID_QUERY', 'The query string is not valid percent-encoding.');
  }
  return parseWith(teamAuditQuery, c.req.query());
}

export function teamAuditRoutes(deps: AppDeps) {
  return new Hono<AppEnv>()
    .get('/', signedIn, async (c) => {
      const team = requireTeamAdmin(c, "read the team's audit trail");
      const query = filterOf(c);
      const page = await readTeamAudit(deps.db, team.id, query);
      await auditRequest(deps.db, c, 'team_audit.read', null);
      return c.json(page satisfies TeamAuditPageJson);
    })
    .get('/export', signedIn, async (c) => {
      const team = requireTeamAdmin(c, "export the team's audit trail");
      const query = filterOf(c);
      const csv = await exportTeamAuditCsv(deps.db, team.id, query);
      await auditRequest(deps.db, c, 'team_audit.export', null);
      c.header('Content-Type', 'text/csv; charset=utf-8');
      c.header('Content-Disposition', `attachment; filename="team-audit-${new Date().toISOString().slice(0, 10)}.csv"`);
      c.header('Cache-Control', 'no-store');
      return c.body(csv);
    });
}
