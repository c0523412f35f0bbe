import { apiRequest } from '../../../lib/api-client.ts';

/** DELETE /api/ehr/connections/:id */
export function removeEhrConnection(id: string) {
  return apiRequest<null>(`/api/ehr/connections/${encodeURIComponent(id)}`, { method: 'DELETE' });
}
