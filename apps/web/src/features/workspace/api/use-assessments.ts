import { useCallback } from 'react';
import { msg } from '@lingui/core/macro';
import { createAssessment, type UploadTarget } from '../../assessments/api/create-assessment.ts';
import { deleteAssessment } from '../../assessments/api/delete-assessment.ts';
import { getAssessment } from '../../assessments/api/get-assessment.ts';
import { listAssessments } from '../../assessments/api/list-assessments.ts';
import { setAssessmentPriority } from '../../assessments/api/set-assessment-priority.ts';
import { isBusy } from '../../../lib/analysis/rules.ts';
import type { BedsideSigns, Priority, AssessmentJson } from '@woundcare/api-types';
import { ApiRequestError } from '../../../lib/api-client.ts';
import { useQuery } from '../../../lib/use-query.ts';
import { say } from '../../../lib/i18n/workspace-i18n.ts';

/** How often an assessment that is still uploaded/analyzing is re-read, to show its stages live. */
export const POLL_INTERVAL_MS = 700;

export interface AssessmentsState {
  assessments: AssessmentJson[];
  loading: boolean;
  error: string | null;
  /** read the list again (what is shown stays meanwhile) */
  refresh(): void;
  upload(
    target: UploadTarget,
    file: File,
    signs?: BedsideSigns,
    fields?: Record<string, string>,
    /** the upload's idempotency key (a retry with it never makes a second assessment) */
    key?: string,
  ): Promise<AssessmentJson>;
  remove(id: string): Promise<void>;
  setPriority(id: string, priority: Priority): Promise<void>;
  replace(assessment: AssessmentJson): void;
}

/** Upsert keeping the server's newest-first order; a new assessment goes to the front. */
export function mergeAssessment(list: AssessmentJson[], t: AssessmentJson): AssessmentJson[] {
  const i = list.findIndex((x) => x.id === t.id);
  if (i === -1) return [t, ...list];
  const next = list.slice();
  next[i] = t;
  return next;
}

const NO_ASSESSMENTS: AssessmentJson[] = [];

/** The signed-in user's assessments from the server, with live polling of running ones. */
export function useAssessments(): AssessmentsState {
  const list = useQuery(['assessments'], (signal) => listAssessments(signal));
  const { setData, refetch } = list;
  const assessments = list.data ?? NO_ASSESSMENTS;

  const busyKey = assessments
    .filter(isBusy)
    .map((t) => t.id)
    .join(',');

  // Re-read each running assessment until it is done; each answer is written into the list (only
  // over an assessment the list still holds: one removed meanwhile stays removed).
  useQuery(
    ['assessments', 'running', busyKey],
    async (signal) => {
      await Promise.all(
        busyKey.split(',').map(async (id) => {
          try {
            const t = await getAssessment(id, signal);
            if (!signal.aborted) setData((l = []) => (l.some((x) => x.id === id) ? mergeAssessment(l, t) : l));
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
    async (target: UploadTarget, file: File, signs?: BedsideSigns, fields?: Record<string, string>, key?: string) => {
      const t = await createAssessment(target, file, signs, fields, key);
      setData((l = []) => mergeAssessment(l, t));
      return t;
    },
    [setData],
  );

  const remove = useCallback(
    async (id: string) => {
      await deleteAssessment(id);
      setData((l = []) => l.filter((t) => t.id !== id));
    },
    [setData],
  );

  const setPriority = useCallback(
    async (id: string, priority: Priority) => {
      const t = await setAssessmentPriority(id, priority);
      setData((l = []) => mergeAssessment(l, t));
    },
    [setData],
  );

  const replace = useCallback((t: AssessmentJson) => setData((l = []) => mergeAssessment(l, t)), [setData]);

  const loading = list.status === 'loading';
  const error =
    list.status === 'error'
      ? list.error instanceof Error
        ? list.error.message
        : say(msg`Could not load analyses`)
      : null;
  return { assessments, loading, error, refresh: refetch, upload, remove, setPriority, replace };
}
