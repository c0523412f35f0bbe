import type { ServerStatusJson } from '@woundcare/api-types/workspace-status';
import type { Db } from '../../db/database.ts';
import type { Workspace } from '../jobs/start-workspace.ts';

const HOUR_MS = 3_600_000;

export interface StatusDeps {
  db: Db;
  dbKind: 'pglite' | 'postgres';
  workspace: Pick<Workspace, 'checkEngine'>;
}

/**
 * The queue of one team, read from the assessment rows (the durable state, shared by
 * every server and worker): waiting = uploaded or queued but not claimed, running = claimed by a
 * worker, failed in the last hour. Throws when the database does not answer.
 */
async function readQueue(db: Db, teamId: string, now: Date) {
  const since = new Date(now.getTime() - HOUR_MS);
  const row = await db
    .selectFrom('assessments')
    .select((eb) => [
      eb.fn
        .countAll<string>()
        .filterWhere((w) =>
          w.or([w('status', '=', 'uploaded'), w.and([w('status', '=', 'analyzing'), w('locked_by', 'is', null)])]),
        )
        .as('waiting'),
      eb.fn
        .countAll<string>()
        .filterWhere((w) => w.and([w('status', '=', 'analyzing'), w('locked_by', 'is not', null)]))
        .as('running'),
      eb.fn
        .countAll<string>()
        .filterWhere((w) => w.and([w('status', '=', 'failed'), w('completed_at', '>=', since)]))
        .as('failed'),
    ])
    .where('team_id', '=', teamId)
    .where('status', 'in', ['uploaded', 'analyzing', 'failed'])
    .executeTakeFirstOrThrow();
  return { waiting: Number(row.waiting), running: Number(row.running), failedLastHour: Number(row.failed) };
}

/**
 * GET /api/status: the engine (checked now), the caller's team's analysis queue (another team's
 * workload is not theirs to see) and the database. The badge's
 * word is the engine's readiness, except that nothing can be analysed with the database down.
 */
export async function readServerStatus(deps: StatusDeps, teamId: string, now = new Date()): Promise<ServerStatusJson> {
  const [check, queue] = await Promise.all([
    deps.workspace.checkEngine(),
    readQueue(deps.db, teamId, now).catch(() => null),
  ]);
  return {
    analysis: queue === null ? 'unavailable' : check.readiness,
    engine: check.engine,
    queue: queue ?? { waiting: 0, running: 0, failedLastHour: 0 },
    database: { status: queue === null ? 'down' : 'up', kind: deps.dbKind },
    checkedAt: now.toISOString(),
  };
}
