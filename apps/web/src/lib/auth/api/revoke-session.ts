import { apiRequest } from '../../api-client.ts';

/** DELETE /api/profile/sessions/:id — one of my sessions signed out. */
export const revokeSession = (id: string) =>
  apiRequest<{ status: boolean }>(`/api/profile/sessions/${encodeURIComponent(id)}`, { method: 'DELETE' });
