import type {
  PatientDetailJson,
  PatientJson,
  PatientListJson,
  AssessmentJson,
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
import { apiRequest } from '../../../lib/api-client.ts';
import { useQuery, type QueryOptions } from '../../../lib/use-query.ts';

/** The clinical record's endpoints: patients → wounds → assessments. */

/** POST /api/patients (the contract's schema) */
export type NewPatient = CreatePatientBody;
/** POST /api/patients/:id/wounds and PATCH /api/wounds/:id (the contract's schemas) */
/** A wound's facts as the forms send them; `tbi` (toe-brachial index, 0–2, null = not measured) with them. */
export type WoundInput = CreateWoundBody & PatchWoundBody & { tbi?: number | null };

const patient = (id: string) => `/api/patients/${encodeURIComponent(id)}`;
const wound = (id: string) => `/api/wounds/${encodeURIComponent(id)}`;
const assessment = (id: string) => `/api/assessments/${encodeURIComponent(id)}`;

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
  restoreAssessment: (assessmentId: string) =>
    apiRequest<{ assessment: AssessmentJson }>(`${assessment(assessmentId)}/restore`, { method: 'POST' }).then(
      (r) => r.assessment,
    ),
  createWound: (patientId: string, body: WoundInput) =>
    apiRequest<{ wound: WoundJson }>(`${patient(patientId)}/wounds`, { body }).then((r) => r.wound),
  updateWound: (id: string, body: WoundInput) =>
    apiRequest<{ wound: WoundJson }>(wound(id), { method: 'PATCH', body }).then((r) => r.wound),
  /** the wound, its assessments and its next assessment due (overdue on the calendar of `timeZone`) */
  wound: (id: string, signal?: AbortSignal, timeZone = 'UTC') =>
    apiRequest<WoundPageJson>(`${wound(id)}?${new URLSearchParams({ tz: timeZone })}`, { signal }),
  trajectory: (id: string, signal?: AbortSignal) =>
    apiRequest<{ trajectory: WoundTrajectoryJson }>(`${wound(id)}/trajectory`, { signal }).then((r) => r.trajectory),
  confirm: (assessmentId: string) =>
    apiRequest<{ assessment: AssessmentJson }>(`${assessment(assessmentId)}/confirm`, { method: 'POST' }).then(
      (r) => r.assessment,
    ),
  setBaseline: (assessmentId: string, newBaseline: boolean) =>
    apiRequest<{ assessment: AssessmentJson }>(`${assessment(assessmentId)}/baseline`, {
      body: { new_baseline: newBaseline },
    }).then((r) => r.assessment),
};

/** GET /api/trash — the team's deleted patients and assessments (owners and admins). */
export function useTrash() {
  return useQuery(['trash'], (signal) => recordApi.trash(signal));
}

/** GET /api/patients?q= — the team's patients found by name, MRN or birth date (all of them without q). */
export function usePatients(q: string, options?: QueryOptions) {
  return useQuery(['patients', q], (signal) => recordApi.patients(q || undefined, signal), options);
}

/** GET /api/patients — the team's patients. */
export function usePatientList() {
  return useQuery(['patients', ''], (signal) => recordApi.patients(undefined, signal));
}

/** Resolves after ms, or rejects at once when the signal aborts (the query moved on). */
function pause(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(resolve, ms);
    signal.addEventListener('abort', () => (clearTimeout(timer), reject(signal.reason)), { once: true });
  });
}

/**
 * GET /api/patients?q= for a search box: asked once the typing pauses `delayMs`; the last list
 * stays while the next loads. `refresh` changes (e.g. analyses completed) read it again.
 */
export function usePatientSearch(search: string, refresh: unknown, delayMs: number) {
  return useQuery(
    ['patients', search, refresh],
    (signal) => pause(delayMs, signal).then(() => recordApi.patients(search || undefined, signal)),
    { keepPreviousData: true },
  );
}
