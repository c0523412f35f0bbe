import type { AuditEntryJson } from '@woundcare/api-types';
import type { Db } from '../../db/database.ts';

export interface AuditEntry {
  userId: string | null;
  action: string;
  resource?: string | null;
  /** the team the action was done in */
  teamId?: string | null;
  ip?: string | null;
  userAgent?: string | null;
}

/** Append one row to the audit trail. Never throws into the request: a failure is logged. */
export async function recordAudit(db: Db, e: AuditEntry) {
  try {
    await db
      .insertInto('audit_log')
      .values({
        user_id: e.userId,
        action: e.action,
        resource: e.resource ?? null,
        team_id: e.teamId ?? null,
        ip: e.ip ?? null,
        user_agent: e.userAgent?.slice(0, 300) ?? null,
      })
      .execute();
  } catch (err) {
    console.warn(`[audit] could not record ${e.action}: ${(err as Error).message}`);
  }
}

/**
 * A stored action under the record's current name: actions logged before migration 0022 carry the
 * record's former prefix; the log is append-only, so they are read, never rewritten.
 */
const currentActionName = (action: string) => action.replace(/^thread\./, 'assessment.');

/** The user's own audit trail, newest first, as `GET /api/profile/audit` sends it. */
export async function listAudit(db: Db, userId: string, limit = 100): Promise<AuditEntryJson[]> {
  const rows = await db
    .selectFrom('audit_log')
    .select(['id', 'action', 'resource', 'ip', 'created_at'])
    .where('user_id', '=', userId)
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
  return rows.map((r) => ({
    id: r.id,
    action: currentActionName(r.action),
    resource: r.resource,
    ip: r.ip,
    created_at: new Date(r.created_at).toISOString(),
  }));
}
