import type { TeamAuditPageJson } from '@woundcare/api-types';
import { apiRequest } from '../../../lib/api-client.ts';
import { useQuery } from '../../../lib/use-query.ts';
import { auditQuery, type TeamAuditFilter } from './shared.ts';

/** GET /api/team/audit — one page of the active team's audit trail (owners and admins). */
export function useTeamAudit(filter: TeamAuditFilter) {
  return useQuery(
    ['team-audit', filter],
    (signal) => apiRequest<TeamAuditPageJson>(`/api/team/audit${auditQuery(filter, true)}`, { signal }),
    { keepPreviousData: true },
  );
}
