import { useState, type FormEvent } from 'react';
import type { WoundJson, WoundStatus } from '@woundcare/api-types';
import { firstIssue, patchWoundSchema } from '@woundcare/api-types/requests';
import { updateWound } from './api/update-wound.ts';
import { Badge } from '../../components/ui/badge.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Card, Notice } from '../../components/ui/card.tsx';
import { TextField } from '../../components/ui/field.tsx';
import { say } from '../../lib/i18n/workspace-i18n.ts';
import { woundStatusCopy as copy, STATUS_TEXT, STATUS_SINCE, NEXT } from './wound-status-copy.ts';

const today = () => new Date().toISOString().slice(0, 10);

/** The wound's status on its page: mark it healed (on a date), close it, or reopen it. */
export function WoundStatusControl({ wound, onChanged }: { wound: WoundJson; onChanged: (w: WoundJson) => void }) {
  const [pending, setPending] = useState<WoundStatus | null>(null);
  const [date, setDate] = useState(today);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function save(to: WoundStatus, statusDate: string | null) {
    const body = { status: to, ...(to === 'open' ? {} : { status_date: statusDate }) };
    const invalid = firstIssue(patchWoundSchema, body);
    if (invalid) return setError(invalid);
    setBusy(true);
    setError(null);
    try {
      onChanged(await updateWound(wound.id, body));
      setPending(null);
    } catch (err) {
      setError(err instanceof Error ? err.message : String(err));
    } finally {
      setBusy(false);
    }
  }

  function submit(e: FormEvent) {
    e.preventDefault();
    if (pending) void save(pending, date);
  }

  return (
    <Card as="section" className="mb-4">
      <div className="flex flex-wrap items-center gap-3">
        <h2 className="text-sm font-semibold text-slate-800">{say(copy.title)}</h2>
        <Badge tone={wound.status === 'open' ? 'amber' : 'green'}>
          {wound.status !== 'open' && wound.statusDate
            ? say(STATUS_SINCE[wound.status], { date: wound.statusDate })
            : say(STATUS_TEXT[wound.status])}
        </Badge>
        {!pending && (
          <div className="ml-auto flex flex-wrap gap-2">
            {NEXT[wound.status].map((n) => (
              <Button
                key={n.to}
                size="sm"
                variant={n.to === 'open' ? 'secondary' : 'primary'}
                disabled={busy}
                onClick={() => {
                  setError(null);
                  if (n.to === 'open') void save('open', null);
                  else {
                    setDate(today());
                    setPending(n.to);
                  }
                }}
              >
                {say(n.label)}
              </Button>
            ))}
          </div>
        )}
      </div>
      {pending && (
        <form onSubmit={submit} className="mt-3 flex flex-wrap items-end gap-3">
          <TextField
            label={pending === 'healed' ? say(copy.healedOn) : say(copy.closedOn)}
            type="date"
            required
            max={today()}
            value={date}
            onChange={(e) => setDate(e.target.value)}
          />
          <Button type="submit" size="sm" disabled={busy || date === ''}>
            {busy ? say(copy.saving) : pending === 'healed' ? say(copy.saveHealed) : say(copy.saveClosed)}
          </Button>
          <Button size="sm" variant="secondary" onClick={() => setPending(null)}>
            {say(copy.cancel)}
          </Button>
        </form>
      )}
      {error && (
        <div className="mt-3">
          <Notice tone="error">{error}</Notice>
        </div>
      )}
    </Card>
  );
}
