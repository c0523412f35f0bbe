import { apiRequest } from '../../../lib/api-client.ts';

/** POST /api/auth/organization/remove-member */
export const removeMember = (memberId: string) =>
  apiRequest<unknown>('/api/auth/organization/remove-member', { body: { memberIdOrEmail: memberId } });
