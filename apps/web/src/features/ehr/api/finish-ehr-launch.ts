import type { EhrLaunchJson } from '@woundcare/api-types';
import { apiRequest } from '../../../lib/api-client.ts';

/** POST /api/ehr/callback — the authorization answer that came back to /launch/callback. */
export function finishEhrLaunch(params: Record<string, string>) {
  return apiRequest<EhrLaunchJson>('/api/ehr/callback', { method: 'POST', body: params });
}
