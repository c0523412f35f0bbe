import type { TeamSettingsJson } from '@woundcare/api-types';
import { apiRequest } from '../../../lib/api-client.ts';
import { useQuery } from '../../../lib/use-query.ts';

/** GET /api/team/settings — the active team's settings (every member reads them). */
export const getTeamSettings = (signal?: AbortSignal) => apiRequest<TeamSettingsJson>('/api/team/settings', { signal });

/** GET /api/team/settings — the active team's sign-in rule. */
export function useTeamSettings() {
  return useQuery(['team', 'settings'], (signal) => getTeamSettings(signal));
}
