import { useState, type ReactNode } from 'react';
import { RefreshCw } from 'lucide-react';
import type { EngineStatusJson, ServerStatusJson } from '@woundcare/api-types/workspace-status';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { formatDateTime } from '../../../lib/analysis/rules.ts';
import type { ServerStatusView } from '../api/status.ts';

export const BADGE_TEXT: Record<ServerStatusView['state'], string> = {
  checking: 'Checking analysis…',
  ready: 'Analysis ready',
  degraded: 'Analysis degraded — results simulated',
  unavailable: 'Analysis unavailable',
};

const BADGE_STYLE: Record<ServerStatusView['state'], { dot: string; tone: string }> = {
  checking: { dot: 'bg-slate-400', tone: 'bg-slate-100 text-slate-700 ring-slate-400/30' },
  ready: { dot: 'bg-green-600', tone: 'bg-green-50 text-green-800 ring-green-600/20' },
  degraded: { dot: 'bg-amber-500', tone: 'bg-amber-50 text-amber-900 ring-amber-600/30' },
  unavailable: { dot: 'bg-red-600', tone: 'bg-red-50 text-red-800 ring-red-600/30' },
};

const MODEL_TEXT: Record<EngineStatusJson['model'], string> = {
  loaded: 'Loaded',
  on_disk: 'Installed (loads with the first analysis)',
  missing: 'Missing',
  unknown: 'Unknown (the remote server does not answer)',
};

/**
 * The workspace's analysis badge (docs/spec-notes.md#workspace-header, from GET /api/status): ready, degraded (remote
 * engine down, results simulated) or unavailable. It opens the status panel with the details.
 */
export function ConnectionBadge({ server }: { server: ServerStatusView }) {
  const [open, setOpen] = useState(false);
  const { dot, tone } = BADGE_STYLE[server.state];
  return (
    <>
      <span role="status">
        <button
          type="button"
          onClick={() => setOpen(true)}
          aria-haspopup="dialog"
          title="Analysis status"
          className={`inline-flex items-center gap-2 rounded-full px-3 py-1 text-left text-xs font-semibold ring-1 ring-inset hover:underline ${tone}`}
        >
          <span
            className={`h-2 w-2 shrink-0 rounded-full ${dot} ${server.state === 'ready' ? 'animate-pulse' : ''}`}
            aria-hidden="true"
          />
          {BADGE_TEXT[server.state]}
        </button>
      </span>
      <Dialog open={open} onClose={() => setOpen(false)} title="Analysis status">
        <StatusDetails server={server} />
      </Dialog>
    </>
  );
}

function Row({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="grid grid-cols-1 gap-1 py-2 sm:grid-cols-3 sm:gap-3">
      <dt className="text-sm font-medium text-slate-500">{term}</dt>
      <dd className="text-sm text-slate-800 sm:col-span-2">{children}</dd>
    </div>
  );
}

function Report({ status }: { status: ServerStatusJson }) {
  const { engine, queue, database } = status;
  return (
    <dl className="divide-y divide-slate-100">
      <Row term="Engine">{engine.kind === 'remote' ? 'Remote analysis server' : 'On this server'}</Row>
      <Row term="Model">
        {MODEL_TEXT[engine.model]}
        {engine.modelVersion && <span className="block break-all text-xs text-slate-500">{engine.modelVersion}</span>}
      </Row>
      <Row term="Queue">
        {queue.waiting} waiting · {queue.running} running · {queue.failedLastHour} failed in the last hour
      </Row>
      <Row term="Database">
        {database.status === 'up' ? 'Up' : 'Down'} ({database.kind === 'postgres' ? 'PostgreSQL' : 'embedded PGlite'})
      </Row>
      <Row term="Checked">{formatDateTime(status.checkedAt)}</Row>
    </dl>
  );
}

/** The status panel: what the badge means for an upload, and what it was judged from. */
export function StatusDetails({ server }: { server: ServerStatusView }) {
  const { status } = server;
  return (
    <div>
      <p className="text-base font-semibold text-ink">{BADGE_TEXT[server.state]}</p>
      <p className="mt-1 text-sm text-slate-600">
        {status
          ? status.database.status === 'down'
            ? 'The database does not answer: uploads cannot be stored or analysed.'
            : status.engine.detail
          : server.state === 'checking'
            ? 'Asking the server…'
            : 'The server did not answer the status check: uploads cannot be analysed until it does.'}
      </p>
      {status && (
        <div className="mt-4">
          <Report status={status} />
        </div>
      )}
      <div className="mt-4">
        <Button variant="secondary" size="sm" onClick={server.recheck}>
          <RefreshCw className="h-4 w-4" aria-hidden="true" /> Check again
        </Button>
      </div>
    </div>
  );
}
