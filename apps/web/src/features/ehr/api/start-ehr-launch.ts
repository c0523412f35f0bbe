import type { EhrAuthorizeJson } from '@woundcare/api-types';
import { apiRequest } from '../../../lib/api-client.ts';

/** POST /api/ehr/launch — an EHR launch: where to authorize (a refused `iss` answers EHR_ISSUER_NOT_ALLOWED). */
export function startEhrLaunch(iss: string, launch: string) {
  return apiRequest<EhrAuthorizeJson>('/api/ehr/launch', { method: 'POST', body: { iss, launch } });
}
