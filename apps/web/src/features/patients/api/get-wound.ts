import type { WoundPageJson } from '@woundcare/api-types/workspace-status';
import { apiRequest } from '../../../lib/api-client.ts';
import { useQuery, type QueryOptions } from '../../../lib/use-query.ts';
import { browserTimeZone } from '../../../lib/time-zone.ts';

/** GET /api/wounds/:id?tz= — the wound, its assessments and its next assessment due (overdue on the calendar of `timeZone`). */
export const getWound = (id: string, signal?: AbortSignal, timeZone = 'UTC') =>
  apiRequest<WoundPageJson>(`/api/wounds/${encodeURIComponent(id)}?${new URLSearchParams({ tz: timeZone })}`, {
    signal,
  });

/** GET /api/wounds/:id?tz= — the wound, its patient's name, its assessments and its next assessment due. */
export function useWound(id: string, options?: QueryOptions, timeZone = browserTimeZone()) {
  return useQuery(['wound', id, timeZone], (signal) => getWound(id, signal, timeZone), options);
}
