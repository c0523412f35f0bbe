import { apiRequest } from '../../../lib/api-client.ts';

/** DELETE /api/patients/:id — into the team's trash (owners and admins). */
export const deletePatient = (id: string) =>
  apiRequest<null>(`/api/patients/${encodeURIComponent(id)}`, { method: 'DELETE' });
