import type { EhrConnectionsJson } from '@woundcare/api-types';
import { apiRequest } from '../../../lib/api-client.ts';
import { useQuery } from '../../../lib/use-query.ts';

/** GET /api/ehr/connections — the active team's EHR connections (never a secret). */
export function useEhrConnections() {
  return useQuery(['ehr-connections'], (signal) => apiRequest<EhrConnectionsJson>('/api/ehr/connections', { signal }));
}
