import type { DashboardJson } from '@woundcare/api-types/workspace-status';
import { apiRequest } from '../../../lib/api-client.ts';
import { useQuery } from '../../../lib/use-query.ts';
import { browserTimeZone } from '../../../lib/time-zone.ts';

/** GET /api/dashboard?tz= — the active team's overview, counted on the server. */
export function useDashboard(timeZone = browserTimeZone()) {
  return useQuery(['dashboard', timeZone], (signal) =>
    apiRequest<DashboardJson>(`/api/dashboard?${new URLSearchParams({ tz: timeZone })}`, { signal }),
  );
}
