import { useQuery } from './use-query.ts';

export const HEALTH_TIMEOUT_MS = 3000;
export const HEALTH_POLL_MS = 30_000;

/**
 * Spec 001 §7 call 7: healthy only if the response is ok and `status` equals 'healthy'; aborted
 * after 3 s. Any failure (network, time-out, bad JSON) means not connected — logged, never thrown.
 */
export async function checkServerHealth(
  fetchImpl: typeof fetch = fetch,
  timeoutMs = HEALTH_TIMEOUT_MS,
): Promise<boolean> {
  const ctrl = new AbortController();
  const timer = setTimeout(() => ctrl.abort(), timeoutMs);
  try {
    const res = await fetchImpl('/health', { signal: ctrl.signal, headers: { accept: 'application/json' } });
    if (!res.ok) return false;
    const body = (await res.json()) as { status?: unknown } | null;
    return body?.status === 'healthy';
  } catch (err) {
    console.warn('Health check failed', err);
    return false;
  } finally {
    clearTimeout(timer);
  }
}

/** `null` while the first check runs, then true/false; re-checked every 30 s. */
export function useServerStatus(): boolean | null {
  const health = useQuery(['health'], () => checkServerHealth(), { refetchIntervalMs: HEALTH_POLL_MS });
  return health.status === 'success' ? health.data : null;
}
