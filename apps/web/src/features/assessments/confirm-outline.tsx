import { useState } from 'react';
import { CheckCircle2 } from 'lucide-react';
import type { AssessmentJson } from '@woundcare/api-types';
import { confirmAssessment } from '../patients/api/confirm-assessment.ts';
import { OUTLINE_STATUS_TEXT } from '../../lib/record/labels.ts';
import { formatDateTime } from '../../lib/analysis/rules.ts';
import { Button } from '../../components/ui/button.tsx';
import { say } from '../../lib/i18n/workspace-i18n.ts';
import { ANALYSIS_COPY as copy } from './copy.ts';

/**
 * The outline's status (model → adjusted → confirmed) and the one-click confirmation — not
 * while the outline is being edited: what would be confirmed is not the outline on screen.
 */
export function ConfirmOutline({
  assessment,
  onConfirmed,
  editing = false,
}: {
  assessment: AssessmentJson;
  onConfirmed: (t: AssessmentJson) => void;
  editing?: boolean;
}) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  if (assessment.status !== 'completed' || assessment.simulated) return null;
  if (assessment.outlineStatus === 'confirmed') {
    const by = assessment.confirmedBy;
    const date = assessment.confirmedAt && formatDateTime(assessment.confirmedAt);
    const words = by ? (date ? copy.confirmedByAt : copy.confirmedBy) : date ? copy.confirmedAt : copy.confirmed;
    return (
      <p className="flex items-center gap-1.5 text-sm text-emerald-800">
        <CheckCircle2 className="h-4 w-4" aria-hidden="true" /> {say(words, { by, date })}
      </p>
    );
  }
  return (
    <div className="flex flex-wrap items-center gap-2">
      <span className="text-sm text-slate-600">{OUTLINE_STATUS_TEXT[assessment.outlineStatus]}</span>
      <Button
        size="sm"
        disabled={busy || editing}
        aria-describedby={editing ? 'confirm-wait' : undefined}
        onClick={() => {
          setBusy(true);
          setError(null);
          confirmAssessment(assessment.id)
            .then(onConfirmed)
            .catch((err: Error) => setError(err.message))
            .finally(() => setBusy(false));
        }}
      >
        <CheckCircle2 className="h-4 w-4" aria-hidden="true" /> {say(copy.confirm)}
      </Button>
      {editing && (
        <span id="confirm-wait" className="text-sm text-slate-600">
          {say(copy.confirmWait)}
        </span>
      )}
      {error && <span className="text-sm text-red-700">{error}</span>}
    </div>
  );
}
