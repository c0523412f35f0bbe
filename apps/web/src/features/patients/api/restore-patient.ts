import type { PatientJson } from '@woundcare/api-types';
import { apiRequest } from '../../../lib/api-client.ts';

/** POST /api/patients/:id/restore — a patient back from the trash. */
export const restorePatient = (id: string) =>
  apiRequest<{ patient: PatientJson }>(`/api/patients/${encodeURIComponent(id)}/restore`, { method: 'POST' }).then(
    (r) => r.patient,
  );
