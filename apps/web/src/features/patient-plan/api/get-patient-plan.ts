import type { PatientPlanJson } from '@woundcare/api-types';
import { apiRequest } from '../../../lib/api-client.ts';
import { patientPlanApiPath } from '@woundcare/api-types/site';
import { useQuery } from '../../../lib/use-query.ts';

/** GET /api/patient-plan/:token — the plan a patient opens by the link's token (no sign-in). */
export function usePatientPlan(token: string) {
  return useQuery(['patient-plan', token], (signal) =>
    apiRequest<{ plan: PatientPlanJson }>(patientPlanApiPath(token), { signal }).then((r) => r.plan),
  );
}
