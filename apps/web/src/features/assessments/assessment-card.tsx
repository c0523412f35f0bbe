import { useId, useState } from 'react';
import { Link } from 'react-router';
import { Trash2 } from 'lucide-react';
import type { Priority, AssessmentJson } from '@woundcare/api-types';
import { formatDateTime, formatSeconds, priorityLabels, assessmentStatusText } from '../../lib/analysis/rules.ts';
import { Badge, SimulatedBadge } from '../../components/ui/badge.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Dialog } from '../../components/ui/dialog.tsx';
import { AssessmentStatusIcon } from '../workspace/components/assessment-status-icon.tsx';
import { assessmentTitle } from '../../lib/record/labels.ts';
import { AttemptNote, RetryButton } from './retry-button.tsx';
import { say } from '../../lib/i18n/workspace-i18n.ts';
import { ANALYSIS_COPY } from './copy.ts';

const copy = ANALYSIS_COPY.card;

const priorityTone = { low: 'green', medium: 'yellow', high: 'red' } as const;

/** One assessment: open it (its own address), change its priority, or delete it (after a confirmation). */
export function AssessmentCard({
  assessment,
  selected,
  to,
  onPriority,
  onDelete,
}: {
  assessment: AssessmentJson;
  selected: boolean;
  /** the assessment's result view */
  to: string;
  onPriority: (p: Priority) => Promise<void>;
  onDelete: () => Promise<void>;
}) {
  const selectId = useId();
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function run(action: () => Promise<void>) {
    setBusy(true);
    setError(null);
    try {
      await action();
    } catch (err) {
      setError(err instanceof Error ? err.message : say(copy.failed));
    } finally {
      setBusy(false);
    }
  }

  return (
    // relative: the card contains its visually hidden label; without it the label is placed on the
    // page, outside the scrolling strip, and widens the whole page by the strip's length
    <li
      className={`relative rounded-xl border bg-white shadow-sm transition-colors ${selected ? 'border-brand-600 ring-2 ring-brand-600/30' : 'border-slate-200 hover:border-slate-300'}`}
    >
      <Link
        to={to}
        aria-current={selected ? 'page' : undefined}
        className="block w-full rounded-t-xl px-4 pb-2 pt-3 text-left"
      >
        <span className="flex items-start gap-2">
          <AssessmentStatusIcon status={assessment.status} className="mt-1 h-4 w-4 shrink-0" />
          <span className="line-clamp-2 min-w-0 flex-1 break-words font-semibold text-slate-800">
            {assessmentTitle(assessment)}
          </span>
          {assessment.simulated && <SimulatedBadge />}
        </span>
        <span className="mt-1 block text-xs text-slate-500">
          {say(copy.exam, {
            date: formatDateTime(assessment.examDate),
            status: assessmentStatusText(assessment.status),
          })}
          {assessment.processingTime !== null && ` · ${formatSeconds(assessment.processingTime)}`}
        </span>
      </Link>
      <div className="flex items-center gap-2 border-t border-slate-100 px-4 py-2">
        <Badge tone={priorityTone[assessment.priority]}>{priorityLabels[assessment.priority]}</Badge>
        <RetryButton assessment={assessment} />
        <AttemptNote assessment={assessment} />
        <label htmlFor={selectId} className="sr-only">
          {say(copy.priorityOf, { patient: assessment.patientName })}
        </label>
        <select
          id={selectId}
          value={assessment.priority}
          disabled={busy}
          onChange={(e) => void run(() => onPriority(e.target.value as Priority))}
          className="ml-auto rounded-md border border-slate-300 bg-white py-1 pl-2 pr-7 text-xs text-slate-700"
        >
          <option value="low">{say(copy.priorities.low)}</option>
          <option value="medium">{say(copy.priorities.medium)}</option>
          <option value="high">{say(copy.priorities.high)}</option>
        </select>
        <button
          type="button"
          onClick={() => setConfirming(true)}
          aria-label={say(copy.deleteLabel, { patient: assessment.patientName })}
          className="rounded-md p-1.5 text-slate-500 hover:bg-red-50 hover:text-red-700"
        >
          <Trash2 className="h-4 w-4" aria-hidden="true" />
        </button>
      </div>
      {error && (
        <p role="alert" className="px-4 pb-2 text-xs text-red-700">
          {error}
        </p>
      )}
      <Dialog open={confirming} onClose={() => setConfirming(false)} title={say(copy.deleteTitle)}>
        <p className="text-sm text-slate-600">
          {say(copy.deleteText, { patient: assessment.patientName, date: formatDateTime(assessment.uploadedAt) })}
        </p>
        <div className="mt-6 flex justify-end gap-2">
          <Button variant="secondary" onClick={() => setConfirming(false)}>
            {say(copy.cancel)}
          </Button>
          <Button
            variant="danger"
            disabled={busy}
            onClick={() =>
              void run(async () => {
                await onDelete();
                setConfirming(false);
              })
            }
          >
            {say(busy ? copy.deleting : copy.delete)}
          </Button>
        </div>
      </Dialog>
    </li>
  );
}
