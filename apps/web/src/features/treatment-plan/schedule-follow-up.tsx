import { useState, type FormEvent } from 'react';
import { CalendarPlus } from 'lucide-react';
import { msg } from '@lingui/core/macro';
import { firstIssue, patchFollowUpSchema } from '@woundcare/api-types/requests';
import { Button } from '../../components/ui/button.tsx';
import { FormError, TextField } from '../../components/ui/field.tsx';
import { changeFollowUp } from '../patients/api/change-follow-up.ts';
import { say } from '../../lib/i18n/workspace-i18n.ts';

export const scheduleCopy = {
  button: msg`Schedule follow-up`,
  formLabel: msg`Schedule the next assessment`,
  date: msg`Next assessment due`,
  save: msg`Save`,
  saving: msg`Saving…`,
  cancel: msg`Cancel`,
  /** {date} */
  saved: msg({ message: "Next assessment due {date}: it is on the team's worklist.", comment: 'date: YYYY-MM-DD' }),
  noWound: msg`This analysis is not filed under a wound: set its follow-up on the wound’s page.`,
} as const;

const timeZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';

/**
 * "Schedule follow-up" on the plan page: sets the wound's next assessment date in place (the same
 * request as the worklist and the wound page), so the visit shows on the team's worklist.
 */
export function ScheduleFollowUp({ woundId }: { woundId: string | null }) {
  const [open, setOpen] = useState(false);
  const [due, setDue] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [saved, setSaved] = useState<string | null>(null);

  async function submit(e: FormEvent) {
    e.preventDefault();
    const body = { due_date: due };
    const invalid = firstIssue(patchFollowUpSchema, body);
    if (invalid) return setError(invalid);
    setBusy(true);
    setError(null);
    try {
      await changeFollowUp(woundId!, body, timeZone());
      setSaved(due);
      setOpen(false);
    } catch (err) {
      setError(err instanceof Error ? err.message : String(err));
    } finally {
      setBusy(false);
    }
  }

  if (woundId === null) return <p className="text-sm text-slate-600">{say(scheduleCopy.noWound)}</p>;
  return (
    <div className="w-full space-y-3">
      <Button
        variant="secondary"
        aria-expanded={open}
        onClick={() => {
          setSaved(null);
          setOpen((o) => !o);
        }}
      >
        <CalendarPlus className="h-4 w-4" aria-hidden="true" /> {say(scheduleCopy.button)}
      </Button>
      {open && (
        <form aria-label={say(scheduleCopy.formLabel)} onSubmit={submit} className="flex flex-wrap items-end gap-3">
          <TextField
            label={say(scheduleCopy.date)}
            type="date"
            required
            autoFocus
            value={due}
            onChange={(e) => setDue(e.target.value)}
          />
          <Button type="submit" size="sm" disabled={busy}>
            {busy ? say(scheduleCopy.saving) : say(scheduleCopy.save)}
          </Button>
          <Button type="button" size="sm" variant="ghost" onClick={() => setOpen(false)}>
            {say(scheduleCopy.cancel)}
          </Button>
          <div className="w-full empty:hidden">
            <FormError message={error} />
          </div>
        </form>
      )}
      {saved && (
        <p role="status" className="text-sm text-green-800">
          {say(scheduleCopy.saved, { date: saved })}
        </p>
      )}
    </div>
  );
}
