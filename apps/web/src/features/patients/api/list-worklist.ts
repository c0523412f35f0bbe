import type { WorklistJson } from '@woundcare/api-types/workspace-status';
import { apiRequest } from '../../../lib/api-client.ts';
import { useQuery } from '../../../lib/use-query.ts';

/** GET /api/worklist?tz=&assignee= — the team's follow-ups, bucketed on the server in the browser's zone. */
export function useWorklist(timeZone: string, assignee: string) {
  const params = new URLSearchParams({ tz: timeZone });
  if (assignee) params.set('assignee', assignee);
  return useQuery(['worklist', timeZone, assignee], (signal) =>
    apiRequest<WorklistJson>(`/api/worklist?${params}`, { signal }),
  );
}
