import { auditQuery, type TeamAuditFilter } from './shared.ts';

/** GET /api/team/audit/export — the same filter, every page, as a CSV download. */
export const teamAuditExportUrl = (filter: TeamAuditFilter) => `/api/team/audit/export${auditQuery(filter, false)}`;
