import { useState } from 'react';
import { RotateCcw } from 'lucide-react';
import type { ThreadJson } from '@woundcare/api-types';
import { analysisApi } from '../../../../lib/analysis/api.ts';
import { Button } from '../../../../components/ui/button.tsx';
import { useWorkspace } from '../../workspace-context.tsx';

/** "Attempt 2": how many times this assessment's photo has been analysed, once there was more than one run. */
export function AttemptNote({ thread }: { thread: ThreadJson }) {
  if (thread.attempts < 2) return null;
  return <span className="text-xs font-medium text-slate-600">Attempt {thread.attempts}</span>;
}

/**
 * Retry a failed analysis on the photo already stored (no new upload): the server queues it
 * through the same analysis job and the thread shows its stages again.
 */
export function RetryButton({ thread, size = 'sm' }: { thread: ThreadJson; size?: 'sm' | 'md' }) {
  const ws = useWorkspace();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  if (thread.status !== 'failed') return null;
  async function retry() {
    setBusy(true);
    setError(null);
    try {
      ws.replace(await analysisApi.retry(thread.id));
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
        aria-label={`Retry the analysis of ${thread.patientName} (${thread.id})`}
      >
        <RotateCcw className="h-4 w-4" aria-hidden="true" /> {busy ? 'Retrying…' : 'Retry'}
      </Button>
      {error && (
        <span role="alert" className="text-xs text-red-700">
          {error}
        </span>
      )}
    </span>
  );
}
