import type { ChartStateJson } from '@woundcare/api-types';
import { apiRequest } from '../../../lib/api-client.ts';

/** POST /api/assessments/:id/chart — "Send to chart" (and its retry). */
export function sendToChart(assessmentId: string) {
  return apiRequest<ChartStateJson>(`/api/assessments/${encodeURIComponent(assessmentId)}/chart`, { method: 'POST' });
}
