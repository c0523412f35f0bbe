import type { PatientJson } from '@woundcare/api-types';
import type { PatchPatientBody } from '@woundcare/api-types/requests';
import { apiRequest } from '../../../lib/api-client.ts';

/** PATCH /api/patients/:id — the patient as stored. */
export const updatePatient = (id: string, body: PatchPatientBody) =>
  apiRequest<{ patient: PatientJson }>(`/api/patients/${encodeURIComponent(id)}`, { method: 'PATCH', body }).then(
    (r) => r.patient,
  );
