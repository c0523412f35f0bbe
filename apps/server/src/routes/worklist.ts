import { Hono } from 'hono';
import { worklistQuery } from '@woundcare/api-types/requests';
import type { WorklistJson } from '@woundcare/api-types/workspace-status';
import type { AppDeps, AppEnv } from '../context.ts';
import { requireTeam, requireUser, signedIn } from '../lib/session.ts';
import { auditRequest } from '../services/audit/audit-request.ts';
import { parseWith } from '../lib/validate.ts';
import { readWorklist } from '../services/follow-ups/follow-up-store.ts';

/**
 * GET /api/worklist?tz=&assignee= — the active team's open wounds by next assessment due, in
 * buckets by calendar date in the viewer's time zone; `assignee=me|unassigned|<member id>`.
 */
export function worklistRoutes(deps: AppDeps) {
  return new Hono<AppEnv>().get('/', signedIn, async (c) => {
    const team = requireTeam(c);
    const { tz, assignee } = parseWith(worklistQuery, c.req.query());
    const worklist = await readWorklist(deps.db, team.id, {
      timeZone: tz ?? 'UTC',
      assignee: assignee === 'me' ? requireUser(c).id : (assignee ?? null),
    });
    await auditRequest(deps.db, c, 'worklist.read', assignee ?? null);
    return c.json(worklist satisfies WorklistJson);
  });
}
