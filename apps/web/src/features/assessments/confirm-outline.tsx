import { useState } from 'react';
import { CheckCircle2 } from 'lucide-react';
import type { AssessmentJson } from '@woundcare/api-types';
import { recordApi } from '../patients/api/record.ts';
import { OUTLINE_STATUS_TEXT } from '../../lib/record/labels.ts';
import { formatDateTime } from '../../lib/analysis/rules.ts';
import { Button } from '../../components/ui/button.tsx';

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
    return (
      <p className="flex items-center gap-1.5 text-sm text-emerald-800">
        <CheckCircle2 className="h-4 w-4" aria-hidden="true" /> Outline confirmed
        {assessment.confirmedBy && ` by ${assessment.confirmedBy}`}
        {assessment.confirmedAt && `, ${formatDateTime(assessment.confirmedAt)}`}
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
          recordApi
            .confirm(assessment.id)
            .then(onConfirmed)
            .catch((err: Error) => setError(err.message))
            .finally(() => setBusy(false));
        }}
      >
        <CheckCircle2 className="h-4 w-4" aria-hidden="true" /> Confirm outline
      </Button>
      {editing && (
        <span id="confirm-wait" className="text-sm text-slate-600">
          Save or cancel your outline first.
        </span>
      )}
      {error && <span className="text-sm text-red-700">{error}</span>}
    </div>
  );
}
