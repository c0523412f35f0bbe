import type { Context } from 'hono';
import type { Db } from '../db/database.ts';
import type { AppEnv } from '../context.ts';
import { recordAudit } from '../services/audit/record-audit.ts';

/**
 * Record who did what to which resource, in which team, from where (ip, user agent). The team is
 * the request's active team unless the record's own team is given.
 */
export function auditRequest(
  db: Db,
  c: Context<AppEnv>,
  action: string,
  resource: string | null,
  teamId: string | null = c.get('team')?.id ?? null,
) {
  return recordAudit(db, {
    userId: c.get('user')?.id ?? null,
    action,
    resource,
    teamId,
    ip: c.get('ip'),
    userAgent: c.req.header('user-agent') ?? null,
  });
}
