import { useId, type ReactNode } from 'react';
import { FileSearch, SearchX } from 'lucide-react';
import type { AnalysisResultJson, AssessmentJson } from '@woundcare/api-types';
import { formatDateTime, isOpenable } from '../../../lib/analysis/rules.ts';
import { Button } from '../../../components/ui/button.tsx';
import { EmptyState } from '../../../components/ui/card.tsx';
import { useWorkspace } from '../workspace-context.tsx';
import { msg } from '@lingui/core/macro';
import { say } from '../../../lib/i18n/workspace-i18n.ts';

/** The words of the completed-analysis picker (workspace catalog messages). */
const words = {
  loading: msg`Loading analyses…`,
  notFound: msg`Analysis not found`,
  notFoundText: msg({
    message: 'Your active team has no completed analysis {id}. It may have been deleted, or it is still running.',
    comment: 'id: the analysis id from the address',
  }),
  newest: msg`Show the newest analysis`,
  toAssessments: msg`Go to assessments`,
  toUpload: msg`Upload an image`,
  label: msg`Completed analysis`,
  option: msg({
    message: '{patient} — exam {date} · {id}',
    comment: 'a completed analysis: patient name, exam date and time, analysis id',
  }),
  simulatedOption: msg({
    message: '{patient} — exam {date} · {id} (simulated)',
    comment: 'a completed analysis of demo values: patient name, exam date and time, analysis id',
  }),
} as const;

export type CompletedAssessment = AssessmentJson & { analysisResult: AnalysisResultJson };

/**
 * The completed assessment a tab works on: the one its address names, else the newest completed.
 * `missing` is true when the address names one that is not a completed analysis of this team.
 */
export function useCompletedAssessment(): {
  completed: CompletedAssessment[];
  current: CompletedAssessment | null;
  missing: boolean;
} {
  const ws = useWorkspace();
  const completed = ws.assessments.filter(isOpenable);
  if (ws.selectedId) {
    const named = completed.find((t) => t.id === ws.selectedId) ?? null;
    return { completed, current: named, missing: named === null && !ws.loading && !ws.error };
  }
  return { completed, current: completed[0] ?? null, missing: false };
}

/** A labelled select of completed analyses; or, when there are none, an empty state that leads to them. */
export function AssessmentPicker({
  emptyTitle,
  emptyText,
  children,
}: {
  emptyTitle: string;
  emptyText: string;
  children: (t: CompletedAssessment) => ReactNode;
}) {
  const ws = useWorkspace();
  const id = useId();
  const { completed, current, missing } = useCompletedAssessment();
  if (ws.loading) return <p className="text-sm text-slate-500">{say(words.loading)}</p>;
  if (missing)
    return (
      <EmptyState icon={<SearchX className="h-6 w-6" aria-hidden="true" />} title={say(words.notFound)}>
        <p>{say(words.notFoundText, { id: ws.selectedId })}</p>
        <Button className="mt-4" variant="secondary" onClick={() => ws.select(null)}>
          {say(words.newest)}
        </Button>
      </EmptyState>
    );
  if (!current) {
    return (
      <EmptyState icon={<FileSearch className="h-6 w-6" aria-hidden="true" />} title={emptyTitle}>
        <p>{emptyText}</p>
        <Button
          className="mt-4"
          variant="secondary"
          onClick={() => ws.goTo(ws.assessments.length > 0 ? 'analysis' : 'upload')}
        >
          {say(ws.assessments.length > 0 ? words.toAssessments : words.toUpload)}
        </Button>
      </EmptyState>
    );
  }
  return (
    <div className="space-y-6">
      <div className="max-w-md">
        <label htmlFor={id} className="mb-1 block text-sm font-medium text-slate-700">
          {say(words.label)}
        </label>
        <select
          id={id}
          value={current.id}
          onChange={(e) => ws.select(e.target.value)}
          className="block w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm text-slate-900 focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-600/30"
        >
          {completed.map((t) => (
            <option key={t.id} value={t.id}>
              {say(t.simulated ? words.simulatedOption : words.option, {
                patient: t.patientName,
                date: formatDateTime(t.examDate),
                id: t.id,
              })}
            </option>
          ))}
        </select>
      </div>
      {children(current)}
    </div>
  );
}
