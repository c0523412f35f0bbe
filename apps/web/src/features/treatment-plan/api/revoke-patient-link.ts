import type { PatientLinkJson } from '@woundcare/api-types';
import { apiRequest } from '../../../lib/api-client.ts';

/** DELETE /api/patient-links/:id — the link stops working at once. */
export function revokePatientLink(linkId: string) {
  return apiRequest<{ link: PatientLinkJson }>(`/api/patient-links/${encodeURIComponent(linkId)}`, {
    method: 'DELETE',
  }).then((r) => r.link);
}
