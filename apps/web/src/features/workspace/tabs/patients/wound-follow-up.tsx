import { useId, useState, type FormEvent, type KeyboardEvent } from 'react';
import { CalendarClock } from 'lucide-react';
import type { WoundJson } from '@woundcare/api-types';
import type { WoundFollowUpJson } from '@woundcare/api-types/workspace-status';
import { firstIssue, patchFollowUpSchema, type PatchFollowUpBody } from '@woundcare/api-types/requests';
import { Badge } from '../../../../components/ui/badge.tsx';
import { Button } from '../../../../components/ui/button.tsx';
import { Card } from '../../../../components/ui/card.tsx';
import { FormError, TextField } from '../../../../components/ui/field.tsx';
import { SelectField } from '../../../../components/ui/select-field.tsx';
import { changeFollowUp } from '../worklist/change-follow-up.ts';
import { formatDay } from '../worklist/copy.ts';
import { fromPlanText, NO_FOLLOW_UP, overdueText, setByText, woundFollowUpCopy as t } from './wound-follow-up-copy.ts';

/** The date and assignee form; the route's own schema checks it first, the server's message shows as it is. */
function ChangeForm({
  id,
  woundId,
  followUp,
  onCancel,
  onSaved,
}: {
  id: string;
  woundId: string;
  followUp: WoundFollowUpJson;
  onCancel: () => void;
  onSaved: () => void;
}) {
  const next = followUp.next;
  const initialDue = next?.dueDate ?? '';
  const [due, setDue] = useState(initialDue);
  const [assignee, setAssignee] = useState(followUp.assignee?.id ?? '');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function save(body: PatchFollowUpBody) {
    const invalid = firstIssue(patchFollowUpSchema, body);
    if (invalid) return setError(invalid);
    setBusy(true);
    setError(null);
    try {
      await changeFollowUp(woundId, body, followUp.timeZone);
      onSaved();
    } catch (err) {
      setError(err instanceof Error ? err.message : String(err));
      setBusy(false);
    }
  }

  function submit(e: FormEvent) {
    e.preventDefault();
    // an unchanged date stays as it is (a date from the plan keeps following the plan)
    void save({ ...(due !== initialDue ? { due_date: due || null } : {}), assignee_id: assignee || null });
  }

  function onKeyDown(e: KeyboardEvent) {
    if (e.key === 'Escape') {
      e.stopPropagation();
      onCancel();
    }
  }

  // the assignee list keeps a former member who is still assigned, so saving does not drop them silently
  const options = [
    { value: '', label: t.unassigned },
    ...followUp.members.map((m) => ({ value: m.id, label: m.name })),
  ];
  if (followUp.assignee && !followUp.members.some((m) => m.id === followUp.assignee!.id))
    options.push({ value: followUp.assignee.id, label: followUp.assignee.name });

  return (
    <form
      id={id}
      aria-label={t.changeLabel}
      onSubmit={submit}
      onKeyDown={onKeyDown}
      className="mt-3 grid gap-3 border-t border-slate-100 pt-3 sm:grid-cols-2 sm:items-end"
    >
      <TextField
        label={t.dueDateLabel}
        // the form opens on demand: its first field takes the focus
        autoFocus
        type="date"
        value={due}
        required={initialDue !== ''}
        onChange={(e) => setDue(e.target.value)}
      />
      <SelectField
        label={t.assigneeLabel}
        value={assignee}
        onChange={(e) => setAssignee(e.target.value)}
        options={options}
      />
      <div className="flex flex-wrap gap-2 sm:col-span-2">
        <Button type="submit" size="sm" disabled={busy}>
          {busy ? t.saving : t.save}
        </Button>
        {next?.overridden && (
          <Button
            type="button"
            size="sm"
            variant="secondary"
            disabled={busy}
            onClick={() => void save({ due_date: null })}
          >
            {t.resetDate}
          </Button>
        )}
        <Button type="button" size="sm" variant="ghost" disabled={busy} onClick={onCancel}>
          {t.cancel}
        </Button>
      </div>
      <div className="sm:col-span-2 empty:hidden">
        <FormError message={error} />
      </div>
    </form>
  );
}

/**
 * The wound's next assessment on its page: the date in force (overdue or today on the viewer's
 * calendar), who it is assigned to, and whether the plan's review interval or a clinician set it;
 * "Change" edits the date and the assignee. A healed or closed wound has no next assessment.
 */
export function WoundFollowUp({
  wound,
  followUp,
  onChanged,
}: {
  wound: WoundJson;
  followUp: WoundFollowUpJson;
  onChanged: () => void;
}) {
  const [editing, setEditing] = useState(false);
  const [saved, setSaved] = useState(false);
  const headingId = useId();
  const changeId = useId();
  const formId = useId();
  const next = followUp.next;

  const close = () => {
    setEditing(false);
    // back to the button that opened the form, for keyboard users
    requestAnimationFrame(() => document.getElementById(changeId)?.focus());
  };

  return (
    <Card as="section" className="mb-4" aria-labelledby={headingId}>
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0 flex-1 space-y-1">
          <h2 id={headingId} className="flex items-center gap-2 text-sm font-semibold text-slate-800">
            <CalendarClock className="h-4 w-4 text-slate-500" aria-hidden="true" /> {t.title}
          </h2>
          {wound.status !== 'open' ? (
            <p className="text-sm text-slate-700">{NO_FOLLOW_UP[wound.status]}</p>
          ) : (
            <>
              {next ? (
                <p className="flex flex-wrap items-center gap-x-2 gap-y-1 text-sm text-slate-800">
                  <span className="font-medium">
                    {t.due} {formatDay(next.dueDate)}
                  </span>
                  {next.bucket === 'overdue' && <Badge tone="red">{overdueText(next.daysOverdue)}</Badge>}
                  {next.bucket === 'today' && <Badge tone="amber">{t.dueToday}</Badge>}
                </p>
              ) : (
                <p className="text-sm text-slate-700">{t.notScheduled}</p>
              )}
              <p className="text-sm text-slate-700">
                {followUp.assignee ? `${t.assignedTo} ${followUp.assignee.name}` : t.unassigned}
              </p>
              {next &&
                (next.overridden ? (
                  <p className="text-xs text-slate-600">
                    {setByText(next.overriddenBy?.name ?? 'a clinician', next.overriddenAt, followUp.timeZone)}
                  </p>
                ) : (
                  <>
                    <p className="text-xs text-slate-600">{fromPlanText(next.intervalDays)}</p>
                    <p className="text-xs break-words text-slate-500">
                      <cite className="not-italic">{next.intervalSource}</cite>
                    </p>
                  </>
                ))}
            </>
          )}
        </div>
        {wound.status === 'open' && (
          <Button
            id={changeId}
            className="shrink-0"
            size="sm"
            variant="secondary"
            aria-expanded={editing}
            aria-controls={editing ? formId : undefined}
            aria-label={t.changeLabel}
            onClick={() => {
              setSaved(false);
              setEditing((open) => !open);
            }}
          >
            {t.change}
          </Button>
        )}
      </div>
      {wound.status === 'open' && editing && (
        <ChangeForm
          id={formId}
          woundId={wound.id}
          followUp={followUp}
          onCancel={close}
          onSaved={() => {
            setSaved(true);
            close();
            onChanged();
          }}
        />
      )}
      {saved && !editing && (
        <p role="status" className="mt-2 text-xs text-green-800">
          {t.saved}
        </p>
      )}
    </Card>
  );
}
