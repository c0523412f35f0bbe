import { apiRequest } from '../../../lib/api-client.ts';
import type { TeamMember } from './shared.ts';

/** POST /api/auth/organization/accept-invitation — by the mailed link's token. */
export const acceptInvitation = (token: string) =>
  apiRequest<{ member: TeamMember }>('/api/auth/organization/accept-invitation', { body: { token } });
