import { apiRequest } from '../../../lib/api-client.ts';
import type { TeamRole } from './shared.ts';

/** POST /api/auth/organization/update-member-role */
export const updateMemberRole = (memberId: string, role: TeamRole) =>
  apiRequest<unknown>('/api/auth/organization/update-member-role', { body: { memberId, role } });
