import { useCallback, useEffect, useRef, useState } from 'react';
import { analysisApi } from '../../lib/analysis/api.ts';
import { isBusy } from '../../lib/analysis/rules.ts';
import type { BedsideSigns, Priority, ThreadJson } from '@woundcare/api-types';
import { ApiRequestError } from '../../lib/api-client.ts';

/** How often a thread that is still uploaded/analyzing is re-read, to show its stages live. */
export const POLL_INTERVAL_MS = 700;

export interface ThreadsState {
  threads: ThreadJson[];
  loading: boolean;
  error: string | null;
  refresh(): Promise<void>;
  upload(target: { woundId: string } | { patientName: string }, file: File, signs?: BedsideSigns, fields?: Record<string, string>): Promise<ThreadJson>;
  remove(id: string): Promise<void>;
  setPriority(id: string, priority: Priority): Promise<void>;
  replace(thread: ThreadJson): void;
}

/** Upsert keeping the server's newest-first order; a new thread goes to the front. */
export function mergeThread(list: ThreadJson[], t: ThreadJson): ThreadJson[] {
  const i = list.findIndex((x) => x.id === t.id);
  if (i === -1) return [t, ...list];
  const next = list.slice();
  next[i] = t;
  return next;
}

/** The signed-in user's analysis threads from the server, with live polling of running ones. */
export function useThreads(): ThreadsState {
  const [threads, setThreads] = useState<ThreadJson[]>([]);
  const [loading, setLoading] = useState(true);
  const [error, setError] = useState<string | null>(null);
  const threadsRef = useRef(threads);
  useEffect(() => {
    threadsRef.current = threads;
  }, [threads]);

  const refresh = useCallback(async () => {
    try {
      setThreads(await analysisApi.listThreads());
      setError(null);
    } catch (err) {
      setError(err instanceof Error ? err.message : 'Could not load analyses');
    } finally {
      setLoading(false);
    }
  }, []);

  useEffect(() => {
    void refresh();
  }, [refresh]);

  const busyKey = threads
    .filter(isBusy)
    .map((t) => t.id)
    .join(',');

  useEffect(() => {
    if (!busyKey) return;
    let alive = true;
    let timer: number | undefined;
    const ctrl = new AbortController();
    const tick = async () => {
      const ids = threadsRef.current.filter(isBusy).map((t) => t.id);
      await Promise.all(
        ids.map(async (id) => {
          try {
            const t = await analysisApi.getThread(id, ctrl.signal);
            if (alive) setThreads((list) => mergeThread(list, t));
          } catch (err) {
            if (!alive) return;
            if (err instanceof ApiRequestError && err.status === 404) setThreads((list) => list.filter((x) => x.id !== id));
          }
        }),
      );
      if (alive) timer = window.setTimeout(tick, POLL_INTERVAL_MS);
    };
    timer = window.setTimeout(tick, POLL_INTERVAL_MS);
    return () => {
      alive = false;
      ctrl.abort();
      window.clearTimeout(timer);
    };
  }, [busyKey]);

  const upload = useCallback(async (target: { woundId: string } | { patientName: string }, file: File, signs?: BedsideSigns, fields?: Record<string, string>) => {
    const t = await analysisApi.createThread(target, file, signs, fields);
    setThreads((list) => mergeThread(list, t));
    return t;
  }, []);

  const remove = useCallback(async (id: string) => {
    await analysisApi.deleteThread(id);
    setThreads((list) => list.filter((t) => t.id !== id));
  }, []);

  const setPriority = useCallback(async (id: string, priority: Priority) => {
    const t = await analysisApi.setPriority(id, priority);
    setThreads((list) => mergeThread(list, t));
  }, []);

  const replace = useCallback((t: ThreadJson) => setThreads((list) => mergeThread(list, t)), []);

  return { threads, loading, error, refresh, upload, remove, setPriority, replace };
}
