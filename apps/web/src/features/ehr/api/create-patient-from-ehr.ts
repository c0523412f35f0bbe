import { apiRequest } from '../../../lib/api-client.ts';

/** POST /api/ehr/patients — our patient from the launched EHR patient, once the clinician confirmed. */
export function createPatientFromEhr(connectionId: string, ehrPatientId: string) {
  return apiRequest<{ patientId: string; created: boolean }>('/api/ehr/patients', {
    method: 'POST',
    body: { connection_id: connectionId, ehr_patient_id: ehrPatientId },
  });
}
