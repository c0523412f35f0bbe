import { useState, type ReactNode } from 'react';
import { RefreshCw } from 'lucide-react';
import type { ServerStatusJson } from '@woundcare/api-types/workspace-status';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { formatDateTime } from '../../../lib/analysis/rules.ts';
import type { ServerStatusView } from '../api/get-server-status.ts';
import { say } from '../../../lib/i18n/workspace-i18n.ts';
import { statusCopy as copy } from './status-copy.ts';

const BADGE_STYLE: Record<ServerStatusView['state'], { dot: string; tone: string }> = {
  checking: { dot: 'bg-slate-400', tone: 'bg-slate-100 text-slate-700 ring-slate-400/30' },
  ready: { dot: 'bg-green-600', tone: 'bg-green-50 text-green-800 ring-green-600/20' },
  degraded: { dot: 'bg-amber-500', tone: 'bg-amber-50 text-amber-900 ring-amber-600/30' },
  unavailable: { dot: 'bg-red-600', tone: 'bg-red-50 text-red-800 ring-red-600/30' },
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
          title={say(copy.title)}
          className={`inline-flex items-center gap-2 rounded-full px-3 py-1 text-left text-xs font-semibold ring-1 ring-inset hover:underline ${tone}`}
        >
          <span
            className={`h-2 w-2 shrink-0 rounded-full ${dot} ${server.state === 'ready' ? 'animate-pulse' : ''}`}
            aria-hidden="true"
          />
          {say(copy.badge[server.state])}
        </button>
      </span>
      <Dialog open={open} onClose={() => setOpen(false)} title={say(copy.title)}>
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
      <Row term={say(copy.engine)}>{say(engine.kind === 'remote' ? copy.remote : copy.local)}</Row>
      <Row term={say(copy.model)}>
        {say(copy.modelState[engine.model])}
        {engine.modelVersion && <span className="block break-all text-xs text-slate-500">{engine.modelVersion}</span>}
      </Row>
      <Row term={say(copy.queue)}>
        {say(copy.queueCounts, { waiting: queue.waiting, running: queue.running, failed: queue.failedLastHour })}
      </Row>
      <Row term={say(copy.database)}>
        {say(database.status === 'up' ? copy.databaseUp : copy.databaseDown, {
          database: database.kind === 'postgres' ? 'PostgreSQL' : say(copy.pglite),
        })}
      </Row>
      <Row term={say(copy.checked)}>{formatDateTime(status.checkedAt)}</Row>
    </dl>
  );
}

/** The status panel: what the badge means for an upload, and what it was judged from. */
export function StatusDetails({ server }: { server: ServerStatusView }) {
  const { status } = server;
  return (
    <div>
      <p className="text-base font-semibold text-ink">{say(copy.badge[server.state])}</p>
      <p className="mt-1 text-sm text-slate-600">
        {status
          ? status.database.status === 'down'
            ? say(copy.databaseDownDetail)
            : status.engine.detail
          : server.state === 'checking'
            ? say(copy.asking)
            : say(copy.noAnswer)}
      </p>
      {status && (
        <div className="mt-4">
          <Report status={status} />
        </div>
      )}
      <div className="mt-4">
        <Button variant="secondary" size="sm" onClick={server.recheck}>
          <RefreshCw className="h-4 w-4" aria-hidden="true" /> {say(copy.checkAgain)}
        </Button>
      </div>
    </div>
  );
}
