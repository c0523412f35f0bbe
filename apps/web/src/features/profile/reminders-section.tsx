import { useState } from 'react';
import { BellRing } from 'lucide-react';
import { msg } from '@lingui/core/macro';
import { Card, Notice } from '../../components/ui/card.tsx';
import { Checkbox } from '../../components/ui/field.tsx';
import { browserTimeZone } from '../../lib/time-zone.ts';
import { useReminders } from './api/get-reminders.ts';
import { saveReminders } from './api/save-reminders.ts';
import { say } from '../../lib/i18n/workspace-i18n.ts';

const hourText = (h: number) => `${String(h).padStart(2, '0')}:00`;

/** The reminders card's words (workspace catalog messages). */
const copy = {
  on: msg`Morning reminders are on.`,
  off: msg`Morning reminders are off.`,
  failed: msg`That did not work.`,
  title: msg`Morning reminders`,
  intro: msg`One e-mail a day with the wounds assigned to you that are due or overdue for their next assessment. Nothing is sent on a day with nothing due.`,
  /** {hour} {timeZone} */
  introAt: msg({
    message:
      'One e-mail a day with the wounds assigned to you that are due or overdue for their next assessment, from {hour} in {timeZone}. Nothing is sent on a day with nothing due.',
    comment: 'hour: e.g. 07:00; timeZone: an IANA zone, e.g. Europe/London',
  }),
  label: msg`E-mail me my due follow-ups each morning`,
};

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
      setMessage({ tone: 'success', text: enabled ? say(copy.on) : say(copy.off) });
    } catch (err) {
      setMessage({ tone: 'error', text: err instanceof Error ? err.message : say(copy.failed) });
    } finally {
      setBusy(false);
    }
  }

  const r = q.status === 'success' ? q.data.reminders : null;
  return (
    <Card as="section" className="lg:col-span-3" aria-labelledby="reminders-heading">
      <h2 id="reminders-heading" className="flex items-center gap-2 text-lg font-semibold text-ink">
        <BellRing className="h-5 w-5 text-brand-700" aria-hidden="true" /> {say(copy.title)}
      </h2>
      <p className="mt-1 text-sm text-slate-600">
        {r ? say(copy.introAt, { hour: hourText(r.hour), timeZone: r.timeZone }) : say(copy.intro)}
      </p>
      {q.status === 'error' && <p className="mt-4 text-sm text-red-700">{(q.error as Error).message}</p>}
      {r && (
        <div className="mt-4 space-y-3">
          <Checkbox
            label={say(copy.label)}
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
