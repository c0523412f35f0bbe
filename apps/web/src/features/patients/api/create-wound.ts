import type { WoundJson } from '@woundcare/api-types';
import { apiRequest } from '../../../lib/api-client.ts';
import type { WoundInput } from './shared.ts';

/** POST /api/patients/:id/wounds — a new wound of the patient. */
export const createWound = (patientId: string, body: WoundInput) =>
  apiRequest<{ wound: WoundJson }>(`/api/patients/${encodeURIComponent(patientId)}/wounds`, { body }).then(
    (r) => r.wound,
  );
