import type { TeamAuditAction } from '@woundcare/api-types';

/** The team audit's filter as the screen holds it ('' = any). */
export interface TeamAuditFilter {
  person: string;
  patient: string;
  action: TeamAuditAction | '';
  from: string;
  to: string;
  page: number;
}

/** The filter as a query string ('' when empty): the page of the trail, or none for the export. */
export const auditQuery = (f: TeamAuditFilter, withPage: boolean) => {
  const q = new URLSearchParams();
  for (const k of ['person', 'patient', 'action', 'from', 'to'] as const) if (f[k]) q.set(k, f[k]);
  if (withPage && f.page > 1) q.set('page', String(f.page));
  const s = q.toString();
  return s ? `?${s}` : '';
};
