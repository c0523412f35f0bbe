import { useId, useState, type FormEvent, type KeyboardEvent } from 'react';
import { firstIssue, patchFollowUpSchema, type PatchFollowUpBody } from '@woundcare/api-types/requests';
import { Button } from '../../../components/ui/button.tsx';
import { FormError, TextField } from '../../../components/ui/field.tsx';
import { SelectField } from '../../../components/ui/select-field.tsx';
import { changeFollowUp } from '../api/change-follow-up.ts';
import { say } from '../../../lib/i18n/workspace-i18n.ts';
import { followUpCopy as t } from './follow-up-copy.ts';

type Person = { id: string; name: string };

/**
 * The open/closed state of one wound's follow-up form and where the focus goes: the form's date
 * takes it on open, and it returns to the opener when the form closes (Cancel, Escape or Save).
 */
export function useFollowUpEditor() {
  const openerId = useId();
  const formId = useId();
  const [editing, setEditing] = useState(false);
  const [saved, setSaved] = useState(false);
  const close = () => {
    setEditing(false);
    requestAnimationFrame(() => document.getElementById(openerId)?.focus());
  };
  return {
    openerId,
    formId,
    editing,
    saved,
    toggle: () => {
      setSaved(false);
      setEditing((open) => !open);
    },
    close,
    markSaved: () => {
      setSaved(true);
      close();
    },
  };
}

export type FollowUpEditor = ReturnType<typeof useFollowUpEditor>;

/** The button that opens and closes the form; `context` names the wound when many are listed. */
export function FollowUpOpener({
  editor,
  context,
  className = '',
}: {
  editor: FollowUpEditor;
  context?: string;
  className?: string;
}) {
  return (
    <Button
      id={editor.openerId}
      className={className}
      size="sm"
      variant="secondary"
      aria-expanded={editor.editing}
      aria-controls={editor.editing ? editor.formId : undefined}
      onClick={editor.toggle}
    >
      {say(t.change)}
      {/* the space stays outside the hidden words: a name is read from its parts' trimmed text */}
      {context && ' '}
      {context && <span className="sr-only">{say(t.changeFor, { context })}</span>}
    </Button>
  );
}

/** "Saved." after the form closed on a save, for screen readers too. */
export function FollowUpSaved({ editor }: { editor: FollowUpEditor }) {
  if (!editor.saved || editor.editing) return null;
  return (
    <p role="status" className="mt-2 text-xs text-green-800">
      {say(t.saved)}
    </p>
  );
}

/**
 * A wound's next assessment date and assignee (PATCH /api/wounds/:id/follow-up). The request's own
 * schema checks it first; the server's message shows as it is and the form stays open.
 */
export function FollowUpForm({
  editor,
  woundId,
  timeZone,
  dueDate,
  overridden,
  assignee,
  members,
  context,
  onSaved,
}: {
  editor: FollowUpEditor;
  woundId: string;
  /** the viewer's zone: the server answers with its buckets in it */
  timeZone: string;
  /** the date in force; null before the wound's first assessment */
  dueDate: string | null;
  /** a clinician set the date: the plan's date can be restored */
  overridden: boolean;
  assignee: Person | null;
  members: readonly Person[];
  context?: string;
  onSaved: () => void;
}) {
  const initialDue = dueDate ?? '';
  const [due, setDue] = useState(initialDue);
  const [assigneeId, setAssigneeId] = useState(assignee?.id ?? '');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function save(body: PatchFollowUpBody) {
    const invalid = firstIssue(patchFollowUpSchema, body);
    if (invalid) return setError(invalid);
    setBusy(true);
    setError(null);
    try {
      await changeFollowUp(woundId, body, timeZone);
      editor.markSaved();
      onSaved();
    } catch (err) {
      setError(err instanceof Error ? err.message : String(err));
      setBusy(false);
    }
  }

  function submit(e: FormEvent) {
    e.preventDefault();
    // an unchanged date stays as it is (a date from the plan keeps following the plan)
    void save({ ...(due !== initialDue ? { due_date: due || null } : {}), assignee_id: assigneeId || null });
  }

  function onKeyDown(e: KeyboardEvent) {
    if (e.key === 'Escape') {
      e.stopPropagation();
      editor.close();
    }
  }

  // the list keeps a former member who is still assigned, so saving does not drop them silently
  const options = [{ value: '', label: say(t.unassigned) }, ...members.map((m) => ({ value: m.id, label: m.name }))];
  if (assignee && !members.some((m) => m.id === assignee.id))
    options.push({ value: assignee.id, label: assignee.name });

  return (
    <form
      id={editor.formId}
      aria-label={context ? say(t.formLabelFor, { context }) : say(t.formLabel)}
      onSubmit={submit}
      onKeyDown={onKeyDown}
      className="mt-3 grid gap-3 border-t border-slate-100 pt-3 sm:grid-cols-2 sm:items-end"
    >
      <TextField
        label={say(t.dueDateLabel)}
        // the form opens on demand: its first field takes the focus
        autoFocus
        type="date"
        value={due}
        required={initialDue !== ''}
        onChange={(e) => setDue(e.target.value)}
      />
      <SelectField
        label={say(t.assigneeLabel)}
        value={assigneeId}
        onChange={(e) => setAssigneeId(e.target.value)}
        options={options}
      />
      <div className="flex flex-wrap gap-2 sm:col-span-2">
        <Button type="submit" size="sm" disabled={busy}>
          {busy ? say(t.saving) : say(t.save)}
        </Button>
        {overridden && (
          <Button
            type="button"
            size="sm"
            variant="secondary"
            disabled={busy}
            onClick={() => void save({ due_date: null })}
          >
            {say(t.resetDate)}
          </Button>
        )}
        <Button type="button" size="sm" variant="ghost" disabled={busy} onClick={editor.close}>
          {say(t.cancel)}
        </Button>
      </div>
      <div className="empty:hidden sm:col-span-2">
        <FormError message={error} />
      </div>
    </form>
  );
}
