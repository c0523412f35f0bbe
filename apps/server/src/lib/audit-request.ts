import type { Context } from 'hono';
import type { Db } from '../db/database.ts';
import type { AppEnv } from '../context.ts';
import { recordAudit } from '../services/audit/record-audit.ts';

/** Record who did what to which resource, from where (ip, user agent). */
export function auditRequest(db: Db, c: Context<AppEnv>, action: string, resource: string | null) {
  return recordAudit(db, {
    userId: c.get('user')?.id ?? null,
    action,
    resource,
    ip: c.get('ip'),
    userAgent: c.req.header('user-agent') ?? null,
  });
}
