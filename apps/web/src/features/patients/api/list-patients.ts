import type { PatientListJson } from '@woundcare/api-types';
import { apiRequest } from '../../../lib/api-client.ts';
import { useQuery, type QueryOptions } from '../../../lib/use-query.ts';

/** GET /api/patients?q= — the team's patients found by name, MRN or birth date (all of them without q). */
export const listPatients = (q?: string, signal?: AbortSignal) =>
  apiRequest<PatientListJson>(`/api/patients${q ? `?${new URLSearchParams({ q })}` : ''}`, { signal }).then(
    (r) => r.patients,
  );

/** GET /api/patients?q= — the team's patients found by name, MRN or birth date (all of them without q). */
export function usePatients(q: string, options?: QueryOptions) {
  return useQuery(['patients', q], (signal) => listPatients(q || undefined, signal), options);
}

/** GET /api/patients — the team's patients. */
export function usePatientList() {
  return useQuery(['patients', ''], (signal) => listPatients(undefined, signal));
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
    (signal) => pause(delayMs, signal).then(() => listPatients(search || undefined, signal)),
    { keepPreviousData: true },
  );
}
