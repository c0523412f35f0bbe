import { useState } from 'react';
import { RotateCcw } from 'lucide-react';
import type { AssessmentJson } from '@woundcare/api-types';
import { retryAssessment } from './api/retry-assessment.ts';
import { Button } from '../../components/ui/button.tsx';
import { useWorkspace } from '../workspace/workspace-context.tsx';
import { say } from '../../lib/i18n/workspace-i18n.ts';
import { ANALYSIS_COPY as copy } from './copy.ts';

/** "Attempt 2": how many times this assessment's photo has been analysed, once there was more than one run. */
export function AttemptNote({ assessment }: { assessment: AssessmentJson }) {
  if (assessment.attempts < 2) return null;
  return (
    <span className="text-xs font-medium text-slate-600">{say(copy.attempt, { attempt: assessment.attempts })}</span>
  );
}

/**
 * Retry a failed analysis on the photo already stored (no new upload): the server queues it
 * through the same analysis job and the assessment shows its stages again.
 */
export function RetryButton({ assessment, size = 'sm' }: { assessment: AssessmentJson; size?: 'sm' | 'md' }) {
  const ws = useWorkspace();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  if (assessment.status !== 'failed') return null;
  async function retry() {
    setBusy(true);
    setError(null);
    try {
      ws.replace(await retryAssessment(assessment.id));
    } catch (err) {
      setError(err instanceof Error ? err.message : String(err));
    } finally {
      setBusy(false);
    }
  }
  return (
    <span className="inline-flex flex-wrap items-center gap-2">
      <Button
        size={size}
        variant="secondary"
        disabled={busy}
        onClick={() => void retry()}
        aria-label={say(copy.retryLabel, { patient: assessment.patientName, id: assessment.id })}
      >
        <RotateCcw className="h-4 w-4" aria-hidden="true" /> {say(busy ? copy.retrying : copy.retry)}
      </Button>
      {error && (
        <span role="alert" className="text-xs text-red-700">
          {error}
        </span>
      )}
    </span>
  );
}
