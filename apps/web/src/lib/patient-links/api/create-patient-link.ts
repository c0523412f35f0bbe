import type { CreatedPatientLinkJson, PatientLinkDays, PatientLocale } from '@woundcare/api-types';
import { apiRequest } from '../../api-client.ts';

/**
 * POST /api/assessments/:id/patient-links — a new link; its address is answered this once. Without
 * `locale` the link opens in the patient's preferred language, else English.
 */
export function createPatientLink(assessmentId: string, days: PatientLinkDays, locale?: PatientLocale) {
  return apiRequest<CreatedPatientLinkJson>(`/api/assessments/${encodeURIComponent(assessmentId)}/patient-links`, {
    method: 'POST',
    body: { expires_in_days: days, ...(locale ? { locale } : {}) },
  });
}
