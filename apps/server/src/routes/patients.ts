import { Hono } from 'hono';
import type { AppDeps, AppEnv } from '../context.ts';
import { requireTeam, signedIn } from '../lib/session.ts';
import { auditRequest } from '../lib/audit-request.ts';
import { listThreads } from '../services/threads/thread-store.ts';
import { groupPatients } from '../services/threads/group-patients.ts';
import { workspaceOf } from '../services/threads/workspace-registry.ts';

/** GET /api/patients — the active team's threads grouped by patient, with the healing trajectory. */
export function patientRoutes(deps: AppDeps) {
  return new Hono<AppEnv>().get('/', signedIn, async (c) => {
    const rows = await listThreads(deps.db, requireTeam(c).id);
    await auditRequest(deps.db, c, 'thread.list', 'patients');
    return c.json({ patients: groupPatients(rows) });
  });
}

/** GET /api/status — whether analysis is available, and where it runs. */
export function analysisStatusRoutes(deps: AppDeps) {
  return new Hono<AppEnv>().get('/', signedIn, async (c) => c.json(await workspaceOf(deps).status()));
}
