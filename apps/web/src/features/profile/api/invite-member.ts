import { apiRequest } from '../../../lib/api-client.ts';
import type { TeamInvitation, TeamRole } from './shared.ts';

/** POST /api/auth/organization/invite-member — an invitation mailed to the address. */
export const inviteMember = (email: string, role: TeamRole) =>
  apiRequest<TeamInvitation>('/api/auth/organization/invite-member', { body: { email, role } });
