import type { AssessmentPatchBody, BedsideExamBody } from '@woundcare/api-types/requests';
import { apiRequest } from '../../../lib/api-client.ts';
import { useQuery } from '../../../lib/use-query.ts';
import {
  IDEMPOTENCY_KEY_HEADER,
  type BedsideSigns,
  type BedsideSignStates,
  type Priority,
  type AssessmentJson,
} from '@woundcare/api-types';

const base = '/api/assessments';

/** Where an upload is filed: a chosen wound, or a new patient (name, optional MRN and birth date). */
export type UploadTarget =
  { woundId: string } | { newPatient: { name: string; identifier?: string; birthDate?: string } };
const one = (id: string) => `${base}/${encodeURIComponent(id)}`;

/** Files served by the API (photo, annotated photo, mask, report, FHIR bundle). */
export const assessmentFiles = {
  image: (id: string) => `${one(id)}/image`,
  annotated: (id: string) => `${one(id)}/annotated`,
  mask: (id: string) => `${one(id)}/mask`,
  reportPdf: (id: string) => `${one(id)}/report.pdf`,
  fhir: (id: string) => `${one(id)}/fhir`,
};

export const analysisApi = {
  listAssessments: (signal?: AbortSignal) =>
    apiRequest<{ assessments: AssessmentJson[] }>(base, { signal }).then((r) => r.assessments),
  getAssessment: (id: string, signal?: AbortSignal) =>
    apiRequest<{ assessment: AssessmentJson }>(one(id), { signal }).then((r) => r.assessment),
  /**
   * `target`: the chosen wound of the record, or a new patient with its own fields (never matched by name).
   * `key`: the upload's idempotency key (a UUID): sent again with the same key, the server answers
   * with the assessment the first send stored instead of making a second one.
   */
  createAssessment(
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
    return apiRequest<{ assessment: AssessmentJson }>(base, { body: form, headers }).then((r) => r.assessment);
  },
  deleteAssessment: (id: string) => apiRequest<null>(one(id), { method: 'DELETE' }),
  /** a failed analysis again on its stored photo (any other state: answered as it is) */
  retry: (id: string) =>
    apiRequest<{ assessment: AssessmentJson }>(`${one(id)}/retry`, { method: 'POST' }).then((r) => r.assessment),
  setPriority: (id: string, priority: Priority) =>
    apiRequest<{ assessment: AssessmentJson }>(one(id), {
      method: 'PATCH',
      body: { priority } satisfies AssessmentPatchBody,
    }).then((r) => r.assessment),
  submitOutline(id: string, mask: Blob) {
    const form = new FormData();
    form.set('mask', mask, 'mask.png');
    return apiRequest<{ assessment: AssessmentJson }>(`${one(id)}/outline`, { body: form }).then((r) => r.assessment);
  },
  /** The bedside checklist (NERDS / STONEES and the IWGDF/IDSA items); the server re-derives the assessment. */
  setInfectionSigns: (id: string, signs: BedsideSignStates) =>
    apiRequest<{ assessment: AssessmentJson }>(`${one(id)}/infection-signs`, { method: 'PUT', body: signs }).then(
      (r) => r.assessment,
    ),
  /** The bedside exam of the visit (undermining, tunnelling, periwound, pain, dressing): stored as given. */
  setBedsideExam: (id: string, exam: BedsideExamBody) =>
    apiRequest<{ assessment: AssessmentJson }>(`${one(id)}/bedside-exam`, { method: 'PUT', body: exam }).then(
      (r) => r.assessment,
    ),
};

/** GET /api/assessments/:id — one assessment (idle while there is no id). */
export function useAssessment(id: string | undefined) {
  return useQuery(['assessment', id], (signal) => analysisApi.getAssessment(id!, signal), { enabled: Boolean(id) });
}
