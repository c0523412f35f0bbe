import { useCallback, useEffect, useRef, useState } from 'react';

export type QueryResult<T> =
  | { status: 'idle'; data: undefined; error: null }
  | { status: 'loading'; data: undefined; error: null }
  | { status: 'success'; data: T; error: null }
  | { status: 'error'; data: undefined; error: unknown };

type Settled<T> = Extract<QueryResult<T>, { status: 'success' | 'error' }>;

export interface QueryOptions {
  /** false: nothing is fetched and the result is 'idle' (e.g. an optional id is absent). */
  enabled?: boolean;
  /** Fetch again every n ms while mounted (the last data stays shown meanwhile). */
  refetchIntervalMs?: number;
}

const IDLE = { status: 'idle', data: undefined, error: null } as const;
const LOADING = { status: 'loading', data: undefined, error: null } as const;

/**
 * The web app's one way to read from the server. `key` names what is fetched (compared by its
 * JSON): when it changes the result is 'loading' again and an answer for an older key is never
 * shown; an answer that arrives after unmount is dropped; `fetcher` gets an AbortSignal that is
 * aborted then.
 */
export function useQuery<T>(key: readonly unknown[], fetcher: (signal: AbortSignal) => Promise<T>, options: QueryOptions = {}): QueryResult<T> & { refetch(): void } {
  const { enabled = true, refetchIntervalMs } = options;
  const hash = JSON.stringify(key);
  const [settled, setSettled] = useState<{ hash: string; result: Settled<T> } | null>(null);
  const [generation, setGeneration] = useState(0);
  const latest = useRef(fetcher);
  useEffect(() => {
    latest.current = fetcher;
  });

  useEffect(() => {
    if (!enabled) return;
    const ctrl = new AbortController();
    const run = () =>
      latest.current(ctrl.signal).then(
        (data) => !ctrl.signal.aborted && setSettled({ hash, result: { status: 'success', data, error: null } }),
        (error: unknown) => !ctrl.signal.aborted && setSettled({ hash, result: { status: 'error', data: undefined, error } }),
      );
    void run();
    const timer = refetchIntervalMs ? window.setInterval(() => void run(), refetchIntervalMs) : undefined;
    return () => {
      ctrl.abort();
      window.clearInterval(timer);
    };
  }, [hash, enabled, refetchIntervalMs, generation]);

  const refetch = useCallback(() => setGeneration((g) => g + 1), []);
  if (!enabled) return { ...IDLE, refetch };
  if (!settled || settled.hash !== hash) return { ...LOADING, refetch };
  return { ...settled.result, refetch };
}
