import type { PatientJson } from '@woundcare/api-types';
import type { CreatePatientBody } from '@woundcare/api-types/requests';
import { apiRequest } from '../../../lib/api-client.ts';

/** POST /api/patients (the contract's schema) */
export type NewPatient = CreatePatientBody;

/** POST /api/patients — a new patient of the active team. */
export const createPatient = (body: NewPatient) =>
  apiRequest<{ patient: PatientJson }>('/api/patients', { body }).then((r) => r.patient);
