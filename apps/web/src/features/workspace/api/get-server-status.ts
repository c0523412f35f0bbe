import { useEffect, useState } from 'react';
import type { AnalysisReadiness, ServerStatusJson } from '@woundcare/api-types/workspace-status';
import { apiRequest } from '../../../lib/api-client.ts';
import { useQuery } from '../../../lib/use-query.ts';

export const STATUS_TIMEOUT_MS = 3000;
export const STATUS_POLL_MS = 30_000;
/** after a check that got no answer, ask again sooner: a busy moment should not read "unavailable" for 30 s */
export const STATUS_RETRY_MS = 5_000;

/** GET /api/status, given up after 3 s (a server that does not answer cannot analyse either). */
export async function fetchServerStatus(
  signal?: AbortSignal,
  timeoutMs = STATUS_TIMEOUT_MS,
): Promise<ServerStatusJson> {
  const ctrl = new AbortController();
  const abort = () => ctrl.abort();
  signal?.addEventListener('abort', abort);
  const timer = setTimeout(abort, timeoutMs);
  try {
    return await apiRequest<ServerStatusJson>('/api/status', { signal: ctrl.signal });
  } finally {
    clearTimeout(timer);
    signal?.removeEventListener('abort', abort);
  }
}

export interface ServerStatusView {
  /** 'checking' until the first answer; a server that does not answer counts as unavailable */
  state: 'checking' | AnalysisReadiness;
  /** the server's report; null while checking or when it did not answer */
  status: ServerStatusJson | null;
  recheck(): void;
}

/** The analysis engine's state for the workspace badge, checked again every 30 s (5 s while unanswered) and on demand. */
export function useServerStatus(): ServerStatusView {
  const [unanswered, setUnanswered] = useState(false);
  const q = useQuery(['server-status'], (signal) => fetchServerStatus(signal), {
    refetchIntervalMs: unanswered ? STATUS_RETRY_MS : STATUS_POLL_MS,
  });
  const failed = q.status === 'error';
  useEffect(() => setUnanswered(failed), [failed]);
  if (q.status === 'success') return { state: q.data.analysis, status: q.data, recheck: q.refetch };
  if (q.status === 'error') return { state: 'unavailable', status: null, recheck: q.refetch };
  return { state: 'checking', status: null, recheck: q.refetch };
}
