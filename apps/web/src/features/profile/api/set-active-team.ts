import { apiRequest } from '../../../lib/api-client.ts';
import type { Team } from './shared.ts';

/** POST /api/auth/organization/set-active — the session's active team. */
export const setActiveTeam = (organizationId: string) =>
  apiRequest<Team>('/api/auth/organization/set-active', { body: { organizationId } });
