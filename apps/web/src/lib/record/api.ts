import type {
  PatientDetailJson,
  PatientJson,
  PatientListJson,
  ThreadJson,
  TrashListJson,
  WoundJson,
  WoundTrajectoryJson,
} from '@woundcare/api-types';
import type {
  CreatePatientBody,
  CreateWoundBody,
  PatchPatientBody,
  PatchWoundBody,
} from '@woundcare/api-types/requests';
import type { WoundPageJson } from '@woundcare/api-types/workspace-status';
import { apiRequest } from '../api-client.ts';

/** The clinical record's endpoints: patients → wounds → assessments. */

/** POST /api/patients (the contract's schema) */
export type NewPatient = CreatePatientBody;
/** POST /api/patients/:id/wounds and PATCH /api/wounds/:id (the contract's schemas) */
/** A wound's facts as the forms send them; `tbi` (toe-brachial index, 0–2, null = not measured) with them. */
export type WoundInput = CreateWoundBody & PatchWoundBody & { tbi?: number | null };
export interface AssessmentFields {
  exam_date?: string;
  depth_cm?: string;
  exudate?: string;
}

const patient = (id: string) => `/api/patients/${encodeURIComponent(id)}`;
const wound = (id: string) => `/api/wounds/${encodeURIComponent(id)}`;
const thread = (id: string) => `/api/threads/${encodeURIComponent(id)}`;

export const recordFiles = {
  woundFhir: (id: string) => `${wound(id)}/fhir`,
};

export const recordApi = {
  patients: (q?: string, signal?: AbortSignal) =>
    apiRequest<PatientListJson>(`/api/patients${q ? `?${new URLSearchParams({ q })}` : ''}`, { signal }).then(
      (r) => r.patients,
    ),
  createPatient: (body: NewPatient) =>
    apiRequest<{ patient: PatientJson }>('/api/patients', { body }).then((r) => r.patient),
  patient: (id: string, signal?: AbortSignal) => apiRequest<PatientDetailJson>(patient(id), { signal }),
  updatePatient: (id: string, body: PatchPatientBody) =>
    apiRequest<{ patient: PatientJson }>(patient(id), { method: 'PATCH', body }).then((r) => r.patient),
  /** into the team's trash (owners and admins) */
  deletePatient: (id: string) => apiRequest<null>(patient(id), { method: 'DELETE' }),
  restorePatient: (id: string) =>
    apiRequest<{ patient: PatientJson }>(`${patient(id)}/restore`, { method: 'POST' }).then((r) => r.patient),
  /** the team's deleted patients and assessments (owners and admins) */
  trash: (signal?: AbortSignal) => apiRequest<TrashListJson>('/api/trash', { signal }),
  restoreAssessment: (threadId: string) =>
    apiRequest<{ thread: ThreadJson }>(`${thread(threadId)}/restore`, { method: 'POST' }).then((r) => r.thread),
  createWound: (patientId: string, body: WoundInput) =>
    apiRequest<{ wound: WoundJson }>(`${patient(patientId)}/wounds`, { body }).then((r) => r.wound),
  updateWound: (id: string, body: WoundInput) =>
    apiRequest<{ wound: WoundJson }>(wound(id), { method: 'PATCH', body }).then((r) => r.wound),
  /** the wound, its assessments and its next assessment due (overdue on the calendar of `timeZone`) */
  wound: (id: string, signal?: AbortSignal, timeZone = 'UTC') =>
    apiRequest<WoundPageJson>(`${wound(id)}?${new URLSearchParams({ tz: timeZone })}`, { signal }),
  trajectory: (id: string, signal?: AbortSignal) =>
    apiRequest<{ trajectory: WoundTrajectoryJson }>(`${wound(id)}/trajectory`, { signal }).then((r) => r.trajectory),
  confirm: (threadId: string) =>
    apiRequest<{ thread: ThreadJson }>(`${thread(threadId)}/confirm`, { method: 'POST' }).then((r) => r.thread),
  setBaseline: (threadId: string, newBaseline: boolean) =>
    apiRequest<{ thread: ThreadJson }>(`${thread(threadId)}/baseline`, { body: { new_baseline: newBaseline } }).then(
      (r) => r.thread,
    ),
};
