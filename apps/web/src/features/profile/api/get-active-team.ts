import { apiRequest } from '../../../lib/api-client.ts';
import type { FullTeam } from './shared.ts';

/** GET /api/auth/organization/get-full-organization — the active team with its members and invitations. */
export const getActiveTeam = (signal?: AbortSignal) =>
  apiRequest<FullTeam>('/api/auth/organization/get-full-organization', { signal });
