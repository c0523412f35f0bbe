import { apiRequest } from '../../../lib/api-client.ts';
import type { Team } from './shared.ts';

/** GET /api/auth/organization/list — the signed-in user's teams. */
export const listTeams = () => apiRequest<Team[]>('/api/auth/organization/list');
