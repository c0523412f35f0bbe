import { recordApi } from './record.ts';
import { ApiRequestError } from '../../../lib/api-client.ts';
import { useQuery, type QueryOptions } from '../../../lib/use-query.ts';
import { browserTimeZone } from '../../../lib/time-zone.ts';

/** GET /api/patients/:id — the patient and their wounds (idle while disabled). */
export function usePatient(id: string, options?: QueryOptions) {
  return useQuery(['patient', id], (signal) => recordApi.patient(id, signal), options);
}

/** GET /api/wounds/:id?tz= — the wound, its patient's name, its assessments and its next assessment due. */
export function useWound(id: string, options?: QueryOptions, timeZone = browserTimeZone()) {
  return useQuery(['wound', id, timeZone], (signal) => recordApi.wound(id, signal, timeZone), options);
}

/** GET /api/wounds/:id/trajectory — the wound's areas by exam date and its 4-week check. */
export function useWoundTrajectory(id: string) {
  return useQuery(['wound', id, 'trajectory'], (signal) => recordApi.trajectory(id, signal));
}

/** A record the server does not know (or that belongs to another team: the same answer). */
export const isNotFound = (error: unknown) => error instanceof ApiRequestError && error.status === 404;

/** What to show for a failed read. */
export const errorText = (error: unknown) => (error instanceof Error ? error.message : String(error));
