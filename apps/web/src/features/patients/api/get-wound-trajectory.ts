import type { WoundTrajectoryJson } from '@woundcare/api-types';
import { apiRequest } from '../../../lib/api-client.ts';
import { useQuery } from '../../../lib/use-query.ts';

/** GET /api/wounds/:id/trajectory — the wound's areas by exam date and its 4-week check. */
export const getWoundTrajectory = (id: string, signal?: AbortSignal) =>
  apiRequest<{ trajectory: WoundTrajectoryJson }>(`/api/wounds/${encodeURIComponent(id)}/trajectory`, {
    signal,
  }).then((r) => r.trajectory);

/** GET /api/wounds/:id/trajectory — the wound's areas by exam date and its 4-week check. */
export function useWoundTrajectory(id: string) {
  return useQuery(['wound', id, 'trajectory'], (signal) => getWoundTrajectory(id, signal));
}
