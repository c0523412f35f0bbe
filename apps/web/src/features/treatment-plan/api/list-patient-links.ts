import type { PatientLinkJson } from '@woundcare/api-types';
import { apiRequest } from '../../../lib/api-client.ts';
import { useQuery } from '../../../lib/use-query.ts';

/** GET /api/assessments/:id/patient-links — the assessment's patient links with their opens, newest first. */
export function usePatientLinks(assessmentId: string) {
  return useQuery(['patient-links', assessmentId], (signal) =>
    apiRequest<{ links: PatientLinkJson[] }>(`/api/assessments/${encodeURIComponent(assessmentId)}/patient-links`, {
      signal,
    }).then((r) => r.links),
  );
}
