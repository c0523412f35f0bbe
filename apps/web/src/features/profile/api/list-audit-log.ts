import type { AuditEntryJson } from '@woundcare/api-types';
import { apiRequest } from '../../../lib/api-client.ts';
import { useQuery } from '../../../lib/use-query.ts';

/** GET /api/profile/audit — my own recent activity. */
export function useAuditLog() {
  return useQuery(['profile', 'audit'], (signal) =>
    apiRequest<{ entries: AuditEntryJson[] }>('/api/profile/audit', { signal }).then((r) => r.entries),
  );
}
