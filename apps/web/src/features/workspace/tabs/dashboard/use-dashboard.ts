import type { DashboardJson } from '@woundcare/api-types/workspace-status';
import { apiRequest } from '../../../../lib/api-client.ts';
import { useQuery } from '../../../../lib/use-query.ts';

/** The browser's IANA time zone (UTC when it has none): the dashboard's week is this zone's calendar week. */
export function browserTimeZone(): string {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
  } catch {
    return 'UTC';
  }
}

/** GET /api/dashboard?tz= — the active team's overview, counted on the server. */
export function useDashboard(timeZone = browserTimeZone()) {
  return useQuery(['dashboard', timeZone], (signal) =>
    apiRequest<DashboardJson>(`/api/dashboard?${new URLSearchParams({ tz: timeZone })}`, { signal }),
  );
}
