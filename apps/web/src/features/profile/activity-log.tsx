import { History } from 'lucide-react';
import { msg } from '@lingui/core/macro';
import { useAuditLog } from './api/list-audit-log.ts';
import { formatDateTime } from '../../lib/analysis/rules.ts';
import { Card } from '../../components/ui/card.tsx';
import { activityLabel, collapseActivity } from './activity.ts';
import { say } from '../../lib/i18n/workspace-i18n.ts';

/** The activity log's words (workspace catalog messages); each entry's detail is the server's. */
const copy = {
  title: msg`Activity log`,
  intro: msg`Sign-ins and every read or change of your analyses, newest first; repeated events are grouped.`,
  /** {message} */
  loadFailed: msg({ message: 'Could not load the activity log: {message}' }),
  loading: msg`Loading activity…`,
  empty: msg`No activity recorded yet.`,
  entries: msg`Activity log entries`,
  event: msg`Event`,
  when: msg`When`,
  ip: msg`IP address`,
  detail: msg`Detail`,
};

const SHOWN = 20;

/** The signed-in user's own audit trail (sign-ins, changes), newest first. */
export function ActivityLog() {
  const audit = useAuditLog();
  const entries = audit.data ?? null;
  const error =
    audit.status === 'error' ? (audit.error instanceof Error ? audit.error.message : String(audit.error)) : null;

  return (
    <Card as="section" className="lg:col-span-3">
      <h2 className="flex items-center gap-2 text-lg font-semibold text-ink">
        <History className="h-5 w-5 text-brand-700" aria-hidden="true" /> {say(copy.title)}
      </h2>
      <p className="mt-1 text-sm text-slate-600">{say(copy.intro)}</p>
      {error && <p className="mt-4 text-sm text-red-700">{say(copy.loadFailed, { message: error })}</p>}
      {!error && entries === null && <p className="mt-4 text-sm text-slate-500">{say(copy.loading)}</p>}
      {entries && entries.length === 0 && <p className="mt-4 text-sm text-slate-500">{say(copy.empty)}</p>}
      {entries && entries.length > 0 && (
        // a keyboard user can scroll the table sideways on a narrow screen
        <div className="relative mt-4 overflow-x-auto" tabIndex={0} role="region" aria-label={say(copy.entries)}>
          <table className="w-full min-w-[30rem] text-left text-sm">
            <thead className="border-b border-slate-200 text-xs uppercase tracking-wide text-slate-500">
              <tr>
                <th scope="col" className="py-2 pr-4 font-semibold">
                  {say(copy.event)}
                </th>
                <th scope="col" className="py-2 pr-4 font-semibold">
                  {say(copy.when)}
                </th>
                <th scope="col" className="py-2 pr-4 font-semibold">
                  {say(copy.ip)}
                </th>
                <th scope="col" className="py-2 font-semibold">
                  {say(copy.detail)}
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-100">
              {collapseActivity(entries)
                .slice(0, SHOWN)
                .map(({ entry: e, count }) => (
                  <tr key={e.id}>
                    <td className="py-2 pr-4 font-medium text-slate-800">
                      {activityLabel(e.action)}
                      {count > 1 && <span className="ml-1 text-xs font-normal text-slate-500">×{count}</span>}
                    </td>
                    <td className="whitespace-nowrap py-2 pr-4 text-slate-600">{formatDateTime(e.created_at)}</td>
                    <td className="py-2 pr-4 font-mono text-xs text-slate-600">{e.ip ?? '—'}</td>
                    <td className="py-2 text-slate-600">{e.resource ?? '—'}</td>
                  </tr>
                ))}
            </tbody>
          </table>
        </div>
      )}
    </Card>
  );
}
