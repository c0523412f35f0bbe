import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { CalendarClock } from 'lucide-react';
import type { FollowUpJson, WorklistBucket, WorklistJson } from '@woundcare/api-types/workspace-status';
import { firstIssue, patchFollowUpSchema } from '@woundcare/api-types/requests';
import { Badge, type BadgeTone } from '../../../../components/ui/badge.tsx';
import { Button, buttonClass } from '../../../../components/ui/button.tsx';
import { Card, EmptyState, PageHeading } from '../../../../components/ui/card.tsx';
import { FormError, TextField } from '../../../../components/ui/field.tsx';
import { SelectField } from '../../../../components/ui/select-field.tsx';
import { Spinner } from '../../../../components/ui/spinner.tsx';
import { paths } from '../../../../lib/paths.ts';
import { browserTimeZone } from '../dashboard/use-dashboard.ts';
import { BUCKET_ORDER, BUCKET_TITLES, formatDay, intervalText, worklistCopy as t } from './copy.ts';
import { changeFollowUp } from './change-follow-up.ts';
import { useWorklist } from './use-worklist.ts';

const BUCKET_TONE: Record<WorklistBucket, BadgeTone> = {
  overdue: 'red',
  today: 'amber',
  this_week: 'blue',
  later: 'grey',
};

/** The date and assignee form of one follow-up (inside a disclosure, so the list stays short). */
function ChangeForm({
  item,
  members,
  timeZone,
  onSaved,
}: {
  item: FollowUpJson;
  members: WorklistJson['members'];
  timeZone: string;
  onSaved: () => void;
}) {
  const [due, setDue] = useState(item.dueDate);
  const [assignee, setAssignee] = useState(item.assignee?.id ?? '');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function save(body: { due_date?: string | null; assignee_id?: string | null }) {
    const invalid = firstIssue(patchFollowUpSchema, body);
    if (invalid) return setError(invalid);
    setBusy(true);
    setError(null);
    try {
      await changeFollowUp(item.woundId, body, timeZone);
      onSaved();
    } catch (err) {
      setError(err instanceof Error ? err.message : String(err));
    } finally {
      setBusy(false);
    }
  }

  function submit(e: FormEvent) {
    e.preventDefault();
    void save({
      ...(due !== item.dueDate ? { due_date: due } : {}),
      assignee_id: assignee || null,
    });
  }

  return (
    <form onSubmit={submit} className="mt-3 grid gap-3 sm:grid-cols-[1fr_1fr_auto] sm:items-end">
      <TextField label={t.dueDateLabel} type="date" value={due} required onChange={(e) => setDue(e.target.value)} />
      <SelectField
        label={t.assigneeLabel}
        value={assignee}
        onChange={(e) => setAssignee(e.target.value)}
        options={[{ value: '', label: t.nobody }, ...members.map((m) => ({ value: m.id, label: m.name }))]}
      />
      <div className="flex flex-wrap gap-2">
        <Button type="submit" size="sm" disabled={busy}>
          {t.save}
        </Button>
        {item.overridden && (
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
      </div>
      <div className="sm:col-span-3">
        <FormError message={error} />
      </div>
    </form>
  );
}

function FollowUpItem({
  item,
  members,
  timeZone,
  onSaved,
}: {
  item: FollowUpJson;
  members: WorklistJson['members'];
  timeZone: string;
  onSaved: () => void;
}) {
  return (
    <li className="py-3">
      <div className="flex flex-wrap items-start justify-between gap-x-3 gap-y-1">
        <div className="min-w-0">
          <p className="font-medium break-words text-ink">
            {item.patientName} · {item.woundLabel}
          </p>
          <p className="text-xs text-slate-600">
            {t.due} {formatDay(item.dueDate)} · {item.overridden ? t.setByClinician : intervalText(item.intervalDays)}
          </p>
          <p className="text-xs text-slate-600">
            {t.fourWeek}: {item.fourWeekCheckDate ? formatDay(item.fourWeekCheckDate) : t.noFourWeek}
          </p>
        </div>
        <div className="flex flex-wrap items-center gap-1.5">
          <Badge tone={BUCKET_TONE[item.bucket]}>{BUCKET_TITLES[item.bucket]}</Badge>
          <Badge tone={item.assignee ? 'brand' : 'grey'}>
            {item.assignee ? `${t.assignedTo} ${item.assignee.name}` : t.nobody}
          </Badge>
        </div>
      </div>
      <div className="mt-2 flex flex-wrap items-center gap-x-4 gap-y-2 text-sm">
        <Link className={buttonClass('primary', 'sm')} to={paths.workspace.upload(item.woundId)}>
          {t.assess} <span className="sr-only">{`for ${item.patientName} · ${item.woundLabel}`}</span>
        </Link>
        <Link className="text-brand-800 underline" to={paths.workspace.wound(item.woundId)}>
          {t.woundRecord} <span className="sr-only">{`of ${item.patientName} · ${item.woundLabel}`}</span>
        </Link>
      </div>
      <details className="mt-1 text-sm">
        <summary className="cursor-pointer text-slate-700 hover:text-brand-800">
          {t.change} <span className="sr-only">{`for ${item.patientName} · ${item.woundLabel}`}</span>
        </summary>
        <ChangeForm item={item} members={members} timeZone={timeZone} onSaved={onSaved} />
      </details>
    </li>
  );
}

/** The team's worklist: open wounds by next assessment due, in the clinician's time zone. */
export function WorklistTab({ timeZone = browserTimeZone() }: { timeZone?: string }) {
  const [assignee, setAssignee] = useState('');
  const q = useWorklist(timeZone, assignee);
  const members = q.status === 'success' ? q.data.members : [];
  return (
    <div>
      <PageHeading
        title={t.title}
        description={
          <>
            {t.description}{' '}
            {q.status === 'success' && (
              <>
                <CalendarClock className="inline h-4 w-4 align-[-2px]" aria-hidden="true" /> Today:{' '}
                <span className="font-medium text-slate-800">{formatDay(q.data.today)}</span> ({q.data.timeZone}).
              </>
            )}
          </>
        }
      />
      <Card className="mb-4">
        <SelectField
          label={t.filterLabel}
          className="max-w-xs"
          value={assignee}
          onChange={(e) => setAssignee(e.target.value)}
          options={[
            { value: '', label: t.allClinicians },
            { value: 'me', label: t.me },
            { value: 'unassigned', label: t.unassigned },
            ...members.map((m) => ({ value: m.id, label: m.name })),
          ]}
        />
      </Card>
      {q.status === 'error' ? (
        <Card className="border-red-200 bg-red-50">
          <p className="text-sm text-red-800" role="alert">
            {t.loadError} {(q.error as Error).message}
          </p>
          <Button className="mt-3" size="sm" variant="secondary" onClick={q.refetch}>
            {t.retry}
          </Button>
        </Card>
      ) : q.status !== 'success' ? (
        <Spinner label={t.loading} />
      ) : q.data.items.length === 0 ? (
        <EmptyState title={t.emptyTitle}>{t.emptyBody}</EmptyState>
      ) : (
        <div className="space-y-4">
          {BUCKET_ORDER.map((bucket) => {
            const items = q.data.items.filter((i) => i.bucket === bucket);
            const headingId = `worklist-${bucket}`;
            return (
              <Card as="section" key={bucket} aria-labelledby={headingId}>
                <h2 id={headingId} className="flex items-center gap-2 text-lg font-semibold text-ink">
                  {BUCKET_TITLES[bucket]}
                  <Badge tone={BUCKET_TONE[bucket]}>{q.data.counts[bucket]}</Badge>
                </h2>
                {items.length === 0 ? (
                  <p className="mt-2 text-sm text-slate-500">{t.emptyBucket}</p>
                ) : (
                  <ul className="mt-1 divide-y divide-slate-100">
                    {items.map((item) => (
                      <FollowUpItem
                        key={item.woundId}
                        item={item}
                        members={q.data.members}
                        timeZone={timeZone}
                        onSaved={q.refetch}
                      />
                    ))}
                  </ul>
                )}
              </Card>
            );
          })}
        </div>
      )}
    </div>
  );
}
