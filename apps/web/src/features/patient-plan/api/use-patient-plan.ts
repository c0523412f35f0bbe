import type { PatientPlanJson } from '@woundcare/api-types';
import { apiRequest } from '../../../lib/api-client.ts';
import { paths } from '../../../lib/paths.ts';
import { useQuery } from '../../../lib/use-query.ts';

/** GET /api/patient-plan/:token — the plan a patient opens by the link's token (no sign-in). */
export function usePatientPlan(token: string) {
  return useQuery(['patient-plan', token], (signal) =>
    apiRequest<{ plan: PatientPlanJson }>(paths.api.patientPlan(token), { signal }).then((r) => r.plan),
  );
}
