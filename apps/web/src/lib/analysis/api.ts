import type { ThreadPatchBody } from '@woundcare/api-types/requests';
import { apiRequest } from '../api-client.ts';
import type {
  AuditEntryJson,
  BedsideSigns,
  BedsideSignStates,
  ConsultantListJson,
  Priority,
  ThreadConsultantsJson,
  ThreadJson,
} from '@woundcare/api-types';

const base = '/api/threads';
const one = (id: string) => `${base}/${encodeURIComponent(id)}`;

/** Files served by the API (photo, annotated photo, mask, report, FHIR bundle). */
export const threadFiles = {
  image: (id: string) => `${one(id)}/image`,
  annotated: (id: string) => `${one(id)}/annotated`,
  mask: (id: string) => `${one(id)}/mask`,
  reportPdf: (id: string) => `${one(id)}/report.pdf`,
  fhir: (id: string) => `${one(id)}/fhir`,
};

export const HEALTH_PATH = '/health';

export const analysisApi = {
  listThreads: (signal?: AbortSignal) => apiRequest<{ threads: ThreadJson[] }>(base, { signal }).then((r) => r.threads),
  getThread: (id: string, signal?: AbortSignal) =>
    apiRequest<{ thread: ThreadJson }>(one(id), { signal }).then((r) => r.thread),
  /** `target`: a wound of the record, or a patient name (the spec's upload: new patient, or their single open wound) */
  createThread(
    target: { woundId: string } | { patientName: string },
    file: File | Blob,
    signs?: BedsideSigns,
    fields: Record<string, string> = {},
  ) {
    const form = new FormData();
    if ('woundId' in target) form.set('wound_id', target.woundId);
    else form.set('patient_name', target.patientName);
    for (const [k, v] of Object.entries(fields)) if (v !== '') form.set(k, v);
    form.set('file', file, file instanceof File ? file.name : 'wound_image.png');
    if (signs && Object.keys(signs).length > 0) form.set('bedside_signs', JSON.stringify(signs));
    return apiRequest<{ thread: ThreadJson }>(base, { body: form }).then((r) => r.thread);
  },
  deleteThread: (id: string) => apiRequest<null>(one(id), { method: 'DELETE' }),
  /** a failed analysis again on its stored photo (any other state: answered as it is) */
  retry: (id: string) =>
    apiRequest<{ thread: ThreadJson }>(`${one(id)}/retry`, { method: 'POST' }).then((r) => r.thread),
  setPriority: (id: string, priority: Priority) =>
    apiRequest<{ thread: ThreadJson }>(one(id), { method: 'PATCH', body: { priority } satisfies ThreadPatchBody }).then(
      (r) => r.thread,
    ),
  submitOutline(id: string, mask: Blob) {
    const form = new FormData();
    form.set('mask', mask, 'mask.png');
    return apiRequest<{ thread: ThreadJson }>(`${one(id)}/outline`, { body: form }).then((r) => r.thread);
  },
  /** The bedside checklist (NERDS / STONEES and the IWGDF/IDSA items); the server re-derives the assessment. */
  setInfectionSigns: (id: string, signs: BedsideSignStates) =>
    apiRequest<{ thread: ThreadJson }>(`${one(id)}/infection-signs`, { method: 'PUT', body: signs }).then(
      (r) => r.thread,
    ),
  threadConsultants: (id: string, state: string, signal?: AbortSignal) =>
    apiRequest<ThreadConsultantsJson>(`${one(id)}/consultants?${new URLSearchParams({ state })}`, { signal }),
  consultants: (q: { state: string; q?: string; availability?: string }) => {
    const params = new URLSearchParams({ state: q.state });
    if (q.q) params.set('q', q.q);
    if (q.availability && q.availability !== 'all') params.set('availability', q.availability);
    return apiRequest<ConsultantListJson>(`/api/consultants?${params}`).then((r) => r.consultants);
  },
  states: (signal?: AbortSignal) => apiRequest<{ states: string[] }>('/api/states', { signal }).then((r) => r.states),
  audit: (signal?: AbortSignal) =>
    apiRequest<{ entries: AuditEntryJson[] }>('/api/profile/audit', { signal }).then((r) => r.entries),
};
