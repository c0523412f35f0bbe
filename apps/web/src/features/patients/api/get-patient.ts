import type { PatientDetailJson } from '@woundcare/api-types';
import { apiRequest } from '../../../lib/api-client.ts';
import { useQuery, type QueryOptions } from '../../../lib/use-query.ts';

/** GET /api/patients/:id — the patient and their wounds. */
export const getPatient = (id: string, signal?: AbortSignal) =>
  apiRequest<PatientDetailJson>(`/api/patients/${encodeURIComponent(id)}`, { signal });

/** GET /api/patients/:id — the patient and their wounds (idle while disabled). */
export function usePatient(id: string, options?: QueryOptions) {
  return useQuery(['patient', id], (signal) => getPatient(id, signal), options);
}
