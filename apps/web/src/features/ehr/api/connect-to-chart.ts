import type { EhrAuthorizeJson } from '@woundcare/api-types';
import { apiRequest } from '../../../lib/api-client.ts';

/** POST /api/ehr/connect — a standalone launch ("Connect to the chart"). */
export function connectToChart(connectionId: string) {
  return apiRequest<EhrAuthorizeJson>('/api/ehr/connect', { method: 'POST', body: { connection_id: connectionId } });
}
