import type { TeamAuditAction, TeamAuditPageJson } from '@woundcare/api-types';
import { apiRequest } from '../../../lib/api-client.ts';
import { useQuery } from '../../../lib/use-query.ts';

/** The team audit's filter as the screen holds it ('' = any). */
export interface TeamAuditFilter {
  person: string;
  patient: string;
  action: TeamAuditAction | '';
  from: string;
  to: string;
  page: number;
}

const query = (f: TeamAuditFilter, withPage: boolean) => {
  const q = new URLSearchParams();
  for (const k of ['person', 'patient', 'action', 'from', 'to'] as const) if (f[k]) q.set(k, f[k]);
  if (withPage && f.page > 1) q.set('page', String(f.page));
  const s = q.toString();
  return s ? `?${s}` : '';
};

/** GET /api/team/audit — one page of the active team's audit trail (owners and admins). */
export function useTeamAudit(filter: TeamAuditFilter) {
  return useQuery(
    ['team-audit', filter],
    (signal) => apiRequest<TeamAuditPageJson>(`/api/team/audit${query(filter, true)}`, { signal }),
    { keepPreviousData: true },
  );
}

/** GET /api/team/audit/export — the same filter, every page, as a CSV download. */
export const teamAuditExportUrl = (filter: TeamAuditFilter) => `/api/team/audit/export${query(filter, false)}`;
