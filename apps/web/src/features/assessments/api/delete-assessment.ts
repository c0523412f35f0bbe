import { apiRequest } from '../../../lib/api-client.ts';

/** DELETE /api/assessments/:id */
export const deleteAssessment = (id: string) =>
  apiRequest<null>(`/api/assessments/${encodeURIComponent(id)}`, { method: 'DELETE' });
