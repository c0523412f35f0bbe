import { Hono } from 'hono';
import type { TrashListJson } from '@woundcare/api-types';
import type { AppDeps, AppEnv } from '../context.ts';
import { requireTeamAdmin, signedIn } from '../lib/session.ts';
import { auditRequest } from '../services/audit/audit-request.ts';
import { listTrash } from '../services/trash/trash-store.ts';

/** GET /api/trash — the active team's deleted patients and assessments (owners and admins). */
export function trashRoutes(deps: AppDeps) {
  return new Hono<AppEnv>().get('/', signedIn, async (c) => {
    const team = requireTeamAdmin(c, 'open the trash');
    const retentionDays = deps.env.TRASH_RETENTION_DAYS;
    const entries = await listTrash(deps.db, team.id, retentionDays);
    await auditRequest(deps.db, c, 'trash.list', null);
    return c.json({ entries, retentionDays } satisfies TrashListJson);
  });
}
