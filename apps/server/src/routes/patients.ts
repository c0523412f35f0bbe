import { Hono } from 'hono';
import type { AppDeps, AppEnv } from '../context.ts';
import { requireUser, signedIn } from '../lib/session.ts';
import { auditRequest } from '../lib/audit-request.ts';
import { listThreads } from '../services/threads/thread-store.ts';
import { groupPatients } from '../services/threads/group-patients.ts';

/** GET /api/patients — the user's threads grouped by patient, with the healing trajectory. */
export function patientRoutes(deps: AppDeps) {
  return new Hono<AppEnv>().get('/', signedIn, async (c) => {
    const user = requireUser(c);
    const rows = await listThreads(deps.db, user.id);
    await auditRequest(deps.db, c, 'thread.list', 'patients');
    return c.json({ patients: groupPatients(rows) });
  });
}

/** GET /api/status — whether analysis is available, and where it runs. */
export function analysisStatusRoutes(deps: AppDeps) {
  return new Hono<AppEnv>().get('/', signedIn, async (c) => c.json(await deps.workspace.status()));
}
