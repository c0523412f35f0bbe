import type { TrashListJson } from '@woundcare/api-types';
import { apiRequest } from '../../../lib/api-client.ts';
import { useQuery } from '../../../lib/use-query.ts';

/** GET /api/trash — the team's deleted patients and assessments (owners and admins). */
export const listTrash = (signal?: AbortSignal) => apiRequest<TrashListJson>('/api/trash', { signal });

/** GET /api/trash — the team's deleted patients and assessments (owners and admins). */
export function useTrash() {
  return useQuery(['trash'], (signal) => listTrash(signal));
}
