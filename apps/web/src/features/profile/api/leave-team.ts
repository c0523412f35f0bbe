import { apiRequest } from '../../../lib/api-client.ts';

/** POST /api/auth/organization/leave */
export const leaveTeam = (organizationId: string) =>
  apiRequest<unknown>('/api/auth/organization/leave', { body: { organizationId } });
