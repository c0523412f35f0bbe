import type { ChartStateJson } from '@woundcare/api-types';
import { apiRequest } from '../../../lib/api-client.ts';
import { useQuery } from '../../../lib/use-query.ts';

/** GET /api/assessments/:id/chart — where the assessment stands in its patient's chart (polled while queued). */
export function useChartState(assessmentId: string, opts: { poll: boolean }) {
  return useQuery(
    ['chart-state', assessmentId],
    (signal) => apiRequest<ChartStateJson>(`/api/assessments/${encodeURIComponent(assessmentId)}/chart`, { signal }),
    opts.poll ? { refetchIntervalMs: 10_000 } : {},
  );
}
