import { useEffect, useRef, useState } from 'react';
import { FileUp, RotateCcw } from 'lucide-react';
import type { ChartStateJson } from '@woundcare/api-types';
import { Badge } from '../../components/ui/badge.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Notice } from '../../components/ui/card.tsx';
import { ApiRequestError } from '../../lib/api-client.ts';
import { useChartState } from './api/get-chart-state.ts';
import { sendToChart } from './api/send-to-chart.ts';
import { say } from '../../lib/i18n/workspace-i18n.ts';
import { EHR_COPY, LAUNCH_ERROR_HINTS } from './ehr-copy.ts';

const time = (iso: string) => new Date(iso).toLocaleTimeString([], { hour: '2-digit', minute: '2-digit' });

/** Where the assessment stands in its patient's chart, in words. */
function ChartBadge({ state }: { state: ChartStateJson }) {
  if (state.status === 'sent')
    return <Badge tone="green">{state.amended ? say(EHR_COPY.inChartAmended) : say(EHR_COPY.inChart)}</Badge>;
  if (state.status === 'queued')
    return (
      <Badge tone="amber" wrap>
        {state.nextAttemptAt ? say(EHR_COPY.queuedNext, { time: time(state.nextAttemptAt) }) : say(EHR_COPY.queued)}
      </Badge>
    );
  if (state.status === 'failed')
    return (
      <Badge tone="red" wrap>
        {state.reason ? say(EHR_COPY.failed, { reason: state.reason }) : say(EHR_COPY.failedUnknown)}
      </Badge>
    );
  return null;
}

/**
 * "Send to chart" beside an assessment whose patient is linked to an EHR, with where it stands:
 * "In the chart", "Queued" (retried on its own) or "Failed: <reason>" with a retry. Nothing for a
 * patient no EHR launch has linked. `revision` is the assessment as last read: an edit answers a
 * new one, and since an edit re-queues the chart write (and a confirmation may queue one), the
 * state is asked again then.
 */
export function ChartStatus({ assessmentId, revision }: { assessmentId: string; revision: unknown }) {
  const [polling, setPolling] = useState(false);
  const q = useChartState(assessmentId, { poll: polling });
  const { refetch } = q;
  const shown = useRef(revision);
  useEffect(() => {
    if (shown.current === revision) return;
    shown.current = revision;
    refetch();
  }, [revision, refetch]);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  if (q.status !== 'success' || !q.data.connectionName) return null;
  const state = q.data;
  if (polling !== (state.status === 'queued')) setPolling(state.status === 'queued');

  async function send() {
    setBusy(true);
    setError(null);
    try {
      const next = await sendToChart(assessmentId);
      q.setData(() => next);
    } catch (err) {
      const hint = err instanceof ApiRequestError ? LAUNCH_ERROR_HINTS[err.code] : undefined;
      // the server's message, then what to do about it (two sentences)
      setError(`${err instanceof Error ? err.message : String(err)}${hint ? ` ${say(hint)}` : ''}`);
      q.refetch();
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="flex w-full flex-wrap items-center gap-2" aria-live="polite">
      <Button variant="secondary" onClick={() => void send()} disabled={busy}>
        {state.status === 'failed' ? (
          <RotateCcw className="h-4 w-4" aria-hidden="true" />
        ) : (
          <FileUp className="h-4 w-4" aria-hidden="true" />
        )}
        {busy ? say(EHR_COPY.sending) : state.status === 'failed' ? say(EHR_COPY.retry) : say(EHR_COPY.sendToChart)}
      </Button>
      <span className="sr-only">{say(EHR_COPY.chartName, { name: state.connectionName })}</span>
      <ChartBadge state={state} />
      {error && (
        <div className="w-full">
          <Notice tone="error" onDismiss={() => setError(null)}>
            {error}
          </Notice>
        </div>
      )}
    </div>
  );
}
