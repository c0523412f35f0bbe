import type { CreatedPatientLinkJson, PatientLinkDays } from '@woundcare/api-types';
import { apiRequest } from '../../../lib/api-client.ts';
import { paths } from '../../../lib/paths.ts';

/** POST /api/threads/:id/patient-links — a new link; its address is answered this once. */
export function createPatientLink(threadId: string, days: PatientLinkDays) {
  return apiRequest<CreatedPatientLinkJson>(paths.api.threadPatientLinks(threadId), {
    method: 'POST',
    body: { expires_in_days: days },
  });
}
