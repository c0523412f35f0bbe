import type { PatientLinkJson } from '@woundcare/api-types';
import { apiRequest } from '../../../lib/api-client.ts';
import { paths } from '../../../lib/paths.ts';
import { useQuery } from '../../../lib/use-query.ts';

/** GET /api/threads/:id/patient-links — the assessment's patient links with their opens, newest first. */
export function usePatientLinks(threadId: string) {
  return useQuery(['patient-links', threadId], (signal) =>
    apiRequest<{ links: PatientLinkJson[] }>(paths.api.threadPatientLinks(threadId), { signal }).then((r) => r.links),
  );
}
