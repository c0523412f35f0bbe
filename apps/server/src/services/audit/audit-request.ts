import type { Context } from 'hono';
import type { Db } from '../../db/database.ts';
import type { AppEnv } from '../../context.ts';
import { recordAudit } from './record-audit.ts';

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

/**
 * The same for an action whose user is not (or not yet) the request's signed-in one: a sign-up,
 * a sign-in, a wrong password or code on an account. The team: the request's active team unless given.
 */
export function auditAs(
  db: Db,
  c: Context<AppEnv>,
  userId: string | null,
  action: string,
  resource?: string | null,
  teamId: string | null = c.get('team')?.id ?? null,
) {
  return recordAudit(db, {
    userId,
    action,
    resource: resource ?? null,
    teamId,
    ip: c.get('ip'),
    userAgent: c.req.header('user-agent') ?? null,
  });
}
