import { useCallback, useEffect, useRef, useState } from 'react';
import { onClientStateCleared } from './client-state.ts';

export type QueryResult<T> =
  | { status: 'idle'; data: undefined; error: null }
  | { status: 'loading'; data: undefined; error: null }
  | { status: 'success'; data: T; error: null }
  | { status: 'error'; data: undefined; error: unknown };

type Settled<T> = Extract<QueryResult<T>, { status: 'success' | 'error' }>;

export interface QueryOptions {
  /** false: nothing is fetched and the result is 'idle' (e.g. an optional id is absent). */
  enabled?: boolean;
  /**
   * Fetch again n ms after each answer while mounted and enabled (the last data stays shown
   * meanwhile). Counted from the answer, so a slow server never has two requests of one query
   * in flight.
   */
  refetchIntervalMs?: number;
  /**
   * While a new key loads, keep showing the last key's data (status 'success') instead of
   * 'loading' — for a search box, where the old list should stay until the new one is there.
   */
  keepPreviousData?: boolean;
}

export interface QueryControls<T> {
  /** Ask again now (the last data stays shown meanwhile). */
  refetch(): void;
  /**
   * Write the data locally (after a mutation the server answered). An answer to a request sent
   * before the write is dropped, so it cannot put older data back.
   */
  setData(update: (previous: T | undefined) => T): void;
}

const IDLE = { status: 'idle', data: undefined, error: null } as const;
const LOADING = { status: 'loading', data: undefined, error: null } as const;

/**
 * The web app's one way to read from the server. `key` names what is fetched (compared by its
 * JSON): when it changes the result is 'loading' again and an answer for an older key is never
 * shown; an answer that arrives after unmount is dropped; `fetcher` gets an AbortSignal that is
 * aborted then.
 */
export function useQuery<T>(
  key: readonly unknown[],
  fetcher: (signal: AbortSignal) => Promise<T>,
  options: QueryOptions = {},
): QueryResult<T> & QueryControls<T> {
  const { enabled = true, refetchIntervalMs, keepPreviousData = false } = options;
  const hash = JSON.stringify(key);
  const [settled, setSettled] = useState<{ hash: string; result: Settled<T> } | null>(null);
  const [generation, setGeneration] = useState(0);
  const latest = useRef(fetcher);
  const currentHash = useRef(hash);
  /** bumped by every local write: answers to requests sent before it are stale */
  const writes = useRef(0);
  useEffect(() => {
    latest.current = fetcher;
    currentHash.current = hash;
  });

  useEffect(() => {
    if (!enabled) return;
    const ctrl = new AbortController();
    let timer: number | undefined;
    const run = () => {
      const sentAfter = writes.current;
      const fresh = () => !ctrl.signal.aborted && writes.current === sentAfter;
      latest
        .current(ctrl.signal)
        .then(
          (data) => fresh() && setSettled({ hash, result: { status: 'success', data, error: null } }),
          (error: unknown) => fresh() && setSettled({ hash, result: { status: 'error', data: undefined, error } }),
        )
        .finally(() => {
          if (refetchIntervalMs && !ctrl.signal.aborted) timer = window.setTimeout(run, refetchIntervalMs);
        });
    };
    run();
    return () => {
      ctrl.abort();
      window.clearTimeout(timer);
    };
  }, [hash, enabled, refetchIntervalMs, generation]);

  // sign-out: what was read for the last user is dropped (and asked again if still mounted)
  useEffect(
    () =>
      onClientStateCleared(() => {
        writes.current += 1;
        setSettled(null);
        setGeneration((g) => g + 1);
      }),
    [],
  );

  const refetch = useCallback(() => setGeneration((g) => g + 1), []);
  const setData = useCallback((update: (previous: T | undefined) => T) => {
    writes.current += 1;
    const h = currentHash.current;
    setSettled((s) => {
      const previous = s && s.hash === h && s.result.status === 'success' ? s.result.data : undefined;
      return { hash: h, result: { status: 'success', data: update(previous), error: null } };
    });
  }, []);
  if (!enabled) return { ...IDLE, refetch, setData };
  if (settled && settled.hash !== hash && keepPreviousData && settled.result.status === 'success')
    return { ...settled.result, refetch, setData };
  if (!settled || settled.hash !== hash) return { ...LOADING, refetch, setData };
  return { ...settled.result, refetch, setData };
}
