import { IDEMPOTENCY_KEY_HEADER, type AssessmentJson, type BedsideSigns } from '@woundcare/api-types';
import { apiRequest } from '../../../lib/api-client.ts';

/** Where an upload is filed: a chosen wound, or a new patient (name, optional MRN and birth date). */
export type UploadTarget =
  { woundId: string } | { newPatient: { name: string; identifier?: string; birthDate?: string } };

/**
 * POST /api/assessments — a photo uploaded for analysis.
 * `target`: the chosen wound of the record, or a new patient with its own fields (never matched by name).
 * `key`: the upload's idempotency key (a UUID): sent again with the same key, the server answers
 * with the assessment the first send stored instead of making a second one.
 */
export function createAssessment(
  target: UploadTarget,
  file: File | Blob,
  signs?: BedsideSigns,
  fields: Record<string, string> = {},
  key?: string,
) {
  const form = new FormData();
  if ('woundId' in target) form.set('wound_id', target.woundId);
  else {
    form.set('patient_name', target.newPatient.name);
    if (target.newPatient.identifier) form.set('patient_identifier', target.newPatient.identifier);
    if (target.newPatient.birthDate) form.set('patient_birth_date', target.newPatient.birthDate);
  }
  for (const [k, v] of Object.entries(fields)) if (v !== '') form.set(k, v);
  form.set('file', file, file instanceof File ? file.name : 'wound_image.png');
  if (signs && Object.keys(signs).length > 0) form.set('bedside_signs', JSON.stringify(signs));
  const headers = key ? { [IDEMPOTENCY_KEY_HEADER]: key } : undefined;
  return apiRequest<{ assessment: AssessmentJson }>('/api/assessments', { body: form, headers }).then(
    (r) => r.assessment,
  );
}
