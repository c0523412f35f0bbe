import { useState } from 'react';
import { BellRing } from 'lucide-react';
import { Card, Notice } from '../../components/ui/card.tsx';
import { Checkbox } from '../../components/ui/field.tsx';
import { browserTimeZone } from '../../lib/time-zone.ts';
import { saveReminders, useReminders } from './api/reminders.ts';

const hourText = (h: number) => `${String(h).padStart(2, '0')}:00`;

/** The morning e-mail of the follow-ups assigned to me: on or off (saved at once, with my time zone). */
export function RemindersSection({ timeZone = browserTimeZone() }: { timeZone?: string }) {
  const q = useReminders();
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);

  async function toggle(enabled: boolean) {
    setBusy(true);
    setMessage(null);
    try {
      const reminders = await saveReminders({ enabled, time_zone: timeZone });
      q.setData(() => ({ reminders }));
      setMessage({ tone: 'success', text: enabled ? 'Morning reminders are on.' : 'Morning reminders are off.' });
    } catch (err) {
      setMessage({ tone: 'error', text: err instanceof Error ? err.message : 'That did not work.' });
    } finally {
      setBusy(false);
    }
  }

  const r = q.status === 'success' ? q.data.reminders : null;
  return (
    <Card as="section" className="lg:col-span-3" aria-labelledby="reminders-heading">
      <h2 id="reminders-heading" className="flex items-center gap-2 text-lg font-semibold text-ink">
        <BellRing className="h-5 w-5 text-brand-700" aria-hidden="true" /> Morning reminders
      </h2>
      <p className="mt-1 text-sm text-slate-600">
        One e-mail a day with the wounds assigned to you that are due or overdue for their next assessment
        {r ? `, from ${hourText(r.hour)} in ${r.timeZone}` : ''}. Nothing is sent on a day with nothing due.
      </p>
      {q.status === 'error' && <p className="mt-4 text-sm text-red-700">{(q.error as Error).message}</p>}
      {r && (
        <div className="mt-4 space-y-3">
          <Checkbox
            label="E-mail me my due follow-ups each morning"
            checked={r.enabled}
            disabled={busy}
            onChange={(e) => void toggle(e.target.checked)}
          />
          {message && <Notice tone={message.tone}>{message.text}</Notice>}
        </div>
      )}
    </Card>
  );
}
