import { useEffect, useState } from 'react';
import { MonitorSmartphone } from 'lucide-react';
import { revokeOtherSessions } from '../../lib/auth/api/revoke-other-sessions.ts';
import { revokeSession } from '../../lib/auth/api/revoke-session.ts';
import { formatDateTime } from '../../lib/analysis/rules.ts';
import { useSessions } from './api/list-sessions.ts';
import { Button } from '../../components/ui/button.tsx';
import { Badge } from '../../components/ui/badge.tsx';
import { Card, Notice } from '../../components/ui/card.tsx';
import { securityCopy } from './security-copy.ts';
import { say } from '../../lib/i18n/workspace-i18n.ts';

const copy = securityCopy.sessions;

/**
 * Where the account is signed in (device, address, last active), with "Sign out" for each other
 * session and for all of them. `version` changes when something else ended sessions (a new
 * password, two-factor turned on): the list is read again.
 */
export function SessionsSection({ version }: { version: number }) {
  const query = useSessions();
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);
  const { refetch } = query;
  useEffect(() => {
    if (version > 0) refetch();
  }, [version, refetch]);

  async function act(run: () => Promise<unknown>, done: string) {
    setBusy(true);
    setMessage(null);
    try {
      await run();
      setMessage({ tone: 'success', text: done });
      refetch();
    } catch (err) {
      setMessage({ tone: 'error', text: err instanceof Error ? err.message : say(copy.failed) });
    } finally {
      setBusy(false);
    }
  }

  const sessions = query.data?.sessions ?? null;
  const others = sessions?.filter((s) => !s.current) ?? [];
  const error =
    query.status === 'error' ? (query.error instanceof Error ? query.error.message : String(query.error)) : null;

  return (
    <Card as="section" className="lg:col-span-3">
      <h2 id="sessions-heading" className="flex items-center gap-2 text-lg font-semibold text-ink">
        <MonitorSmartphone className="h-5 w-5 text-brand-700" aria-hidden="true" /> {say(copy.heading)}
      </h2>
      <p className="mt-1 text-sm text-slate-600">{say(copy.intro)}</p>
      {error && <p className="mt-4 text-sm text-red-700">{error}</p>}
      {!error && sessions === null && <p className="mt-4 text-sm text-slate-500">{say(copy.loading)}</p>}
      {sessions && (
        <div className="relative mt-4 overflow-x-auto" tabIndex={0} role="region" aria-label={say(copy.heading)}>
          <table className="w-full min-w-[36rem] text-left text-sm">
            <thead className="border-b border-slate-200 text-xs uppercase tracking-wide text-slate-500">
              <tr>
                {[say(copy.device), say(copy.ip), say(copy.lastSeen), say(copy.since)].map((heading) => (
                  <th key={heading} scope="col" className="py-2 pr-4 font-semibold">
                    {heading}
                  </th>
                ))}
                <th scope="col" className="py-2 font-semibold">
                  <span className="sr-only">{say(copy.signOut)}</span>
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-100">
              {sessions.map((s) => (
                <tr key={s.id}>
                  <td className="py-2 pr-4 font-medium text-slate-800">
                    {s.device}
                    {s.current && (
                      <Badge className="ml-2" tone="brand">
                        {say(copy.thisDevice)}
                      </Badge>
                    )}
                  </td>
                  <td className="py-2 pr-4 font-mono text-xs text-slate-600">{s.ip ?? '—'}</td>
                  <td className="whitespace-nowrap py-2 pr-4 text-slate-600">{formatDateTime(s.last_seen_at)}</td>
                  <td className="whitespace-nowrap py-2 pr-4 text-slate-600">{formatDateTime(s.created_at)}</td>
                  <td className="py-2 text-right">
                    {!s.current && (
                      <Button
                        variant="ghost"
                        size="sm"
                        disabled={busy}
                        aria-label={
                          s.ip
                            ? say(copy.signOutLabel, { device: s.device, ip: s.ip })
                            : say(copy.signOutLabelUnknown, { device: s.device })
                        }
                        onClick={() => void act(() => revokeSession(s.id), say(copy.signedOut))}
                      >
                        {say(copy.signOut)}
                      </Button>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <div className="mt-4 flex flex-wrap items-center gap-3">
        {sessions && others.length === 0 && <p className="text-sm text-slate-500">{say(copy.onlyThis)}</p>}
        {others.length > 0 && (
          <Button
            variant="secondary"
            disabled={busy}
            onClick={() => void act(() => revokeOtherSessions(), say(copy.othersSignedOut))}
          >
            {say(copy.signOutOthers)}
          </Button>
        )}
        {message && <Notice tone={message.tone}>{message.text}</Notice>}
      </div>
    </Card>
  );
}
