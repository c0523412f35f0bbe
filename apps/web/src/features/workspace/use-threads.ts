import { useCallback } from 'react';
import { analysisApi } from '../../lib/analysis/api.ts';
import { isBusy } from '../../lib/analysis/rules.ts';
import type { BedsideSigns, Priority, ThreadJson } from '@woundcare/api-types';
import { ApiRequestError } from '../../lib/api-client.ts';
import { useQuery } from '../../lib/use-query.ts';

/** How often a thread that is still uploaded/analyzing is re-read, to show its stages live. */
export const POLL_INTERVAL_MS = 700;

export interface ThreadsState {
  threads: ThreadJson[];
  loading: boolean;
  error: string | null;
  /** read the list again (what is shown stays meanwhile) */
  refresh(): void;
  upload(
    target: { woundId: string } | { patientName: string },
    file: File,
    signs?: BedsideSigns,
    fields?: Record<string, string>,
  ): Promise<ThreadJson>;
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

const NO_THREADS: ThreadJson[] = [];

/** The signed-in user's analysis threads from the server, with live polling of running ones. */
export function useThreads(): ThreadsState {
  const list = useQuery(['threads'], (signal) => analysisApi.listThreads(signal));
  const { setData, refetch } = list;
  const threads = list.data ?? NO_THREADS;

  const busyKey = threads
    .filter(isBusy)
    .map((t) => t.id)
    .join(',');

  // Re-read each running thread until it is done; each answer is written into the list (only
  // over a thread the list still holds: one removed meanwhile stays removed).
  useQuery(
    ['threads', 'running', busyKey],
    async (signal) => {
      await Promise.all(
        busyKey.split(',').map(async (id) => {
          try {
            const t = await analysisApi.getThread(id, signal);
            if (!signal.aborted) setData((l = []) => (l.some((x) => x.id === id) ? mergeThread(l, t) : l));
          } catch (err) {
            if (!signal.aborted && err instanceof ApiRequestError && err.status === 404)
              setData((l = []) => l.filter((x) => x.id !== id));
          }
        }),
      );
      return busyKey;
    },
    { enabled: busyKey !== '', refetchIntervalMs: POLL_INTERVAL_MS },
  );

  const upload = useCallback(
    async (
      target: { woundId: string } | { patientName: string },
      file: File,
      signs?: BedsideSigns,
      fields?: Record<string, string>,
    ) => {
      const t = await analysisApi.createThread(target, file, signs, fields);
      setData((l = []) => mergeThread(l, t));
      return t;
    },
    [setData],
  );

  const remove = useCallback(
    async (id: string) => {
      await analysisApi.deleteThread(id);
      setData((l = []) => l.filter((t) => t.id !== id));
    },
    [setData],
  );

  const setPriority = useCallback(
    async (id: string, priority: Priority) => {
      const t = await analysisApi.setPriority(id, priority);
      setData((l = []) => mergeThread(l, t));
    },
    [setData],
  );

  const replace = useCallback((t: ThreadJson) => setData((l = []) => mergeThread(l, t)), [setData]);

  const loading = list.status === 'loading';
  const error =
    list.status === 'error' ? (list.error instanceof Error ? list.error.message : 'Could not load analyses') : null;
  return { threads, loading, error, refresh: refetch, upload, remove, setPriority, replace };
}
