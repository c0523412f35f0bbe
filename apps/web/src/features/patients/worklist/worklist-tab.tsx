import { useState } from 'react';
import { Link } from 'react-router';
import { CalendarClock } from 'lucide-react';
import type { FollowUpJson, WorklistBucket, WorklistJson } from '@woundcare/api-types/workspace-status';
import { Badge, type BadgeTone } from '../../../components/ui/badge.tsx';
import { Button, buttonClass } from '../../../components/ui/button.tsx';
import { Card, EmptyState, PageHeading } from '../../../components/ui/card.tsx';
import { SelectField } from '../../../components/ui/select-field.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { say } from '../../../lib/i18n/workspace-i18n.ts';
import { paths } from '../../../lib/paths.ts';
import { browserTimeZone } from '../../../lib/time-zone.ts';
import { BUCKET_ORDER, BUCKET_TITLES, intervalText, worklistCopy as t } from './copy.ts';
import { FollowUpForm, FollowUpOpener, FollowUpSaved, useFollowUpEditor } from '../follow-up/follow-up-form.tsx';
import { formatDay, setByText } from '../follow-up/follow-up-copy.ts';
import { useWorklist } from '../api/list-worklist.ts';

const BUCKET_TONE: Record<WorklistBucket, BadgeTone> = {
  overdue: 'red',
  today: 'amber',
  this_week: 'blue',
  later: 'grey',
};

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
  const editor = useFollowUpEditor();
  const name = `${item.patientName} · ${item.woundLabel}`;
  return (
    <li className="py-3">
      <div className="flex flex-wrap items-start justify-between gap-x-3 gap-y-1">
        <div className="min-w-0">
          <p className="font-medium break-words text-ink">
            {item.patientName} · {item.woundLabel}
          </p>
          <p className="text-xs text-slate-600">
            {say(t.due, {
              date: formatDay(item.dueDate),
              interval: item.overridden
                ? setByText(item.overriddenBy, item.overriddenAt, timeZone)
                : intervalText(item.intervalDays),
            })}
          </p>
          <p className="text-xs text-slate-600">
            {item.fourWeekCheckDate ? say(t.fourWeek, { date: formatDay(item.fourWeekCheckDate) }) : say(t.noFourWeek)}
          </p>
        </div>
        <div className="flex flex-wrap items-center gap-1.5">
          <Badge tone={BUCKET_TONE[item.bucket]}>{say(BUCKET_TITLES[item.bucket])}</Badge>
          <Badge tone={item.assignee ? 'brand' : 'grey'}>
            {item.assignee ? say(t.assignedTo, { name: item.assignee.name }) : say(t.nobody)}
          </Badge>
        </div>
      </div>
      <div className="mt-2 flex flex-wrap items-center gap-x-4 gap-y-2 text-sm">
        <Link className={buttonClass('primary', 'sm')} to={paths.workspace.upload(item.woundId)}>
          {say(t.assess)} <span className="sr-only">{say(t.assessFor, { name })}</span>
        </Link>
        <Link className="text-brand-800 underline" to={paths.workspace.wound(item.woundId)}>
          {say(t.woundRecord)} <span className="sr-only">{say(t.woundRecordOf, { name })}</span>
        </Link>
        <FollowUpOpener editor={editor} context={name} />
      </div>
      {editor.editing && (
        <FollowUpForm
          editor={editor}
          woundId={item.woundId}
          timeZone={timeZone}
          dueDate={item.dueDate}
          overridden={item.overridden}
          assignee={item.assignee}
          members={members}
          context={name}
          onSaved={onSaved}
        />
      )}
      <FollowUpSaved editor={editor} />
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
        title={say(t.title)}
        description={
          <>
            {say(t.description)}{' '}
            {q.status === 'success' && (
              <>
                <CalendarClock className="inline h-4 w-4 align-[-2px]" aria-hidden="true" /> {say(t.today)}{' '}
                <span className="font-medium text-slate-800">{formatDay(q.data.today)}</span> ({q.data.timeZone}).
              </>
            )}
          </>
        }
      />
      <Card className="mb-4">
        <SelectField
          label={say(t.filterLabel)}
          className="max-w-xs"
          value={assignee}
          onChange={(e) => setAssignee(e.target.value)}
          options={[
            { value: '', label: say(t.allClinicians) },
            { value: 'me', label: say(t.me) },
            { value: 'unassigned', label: say(t.unassigned) },
            ...members.map((m) => ({ value: m.id, label: m.name })),
          ]}
        />
      </Card>
      {q.status === 'error' ? (
        <Card className="border-red-200 bg-red-50">
          <p className="text-sm text-red-800" role="alert">
            {say(t.loadError, { message: (q.error as Error).message })}
          </p>
          <Button className="mt-3" size="sm" variant="secondary" onClick={q.refetch}>
            {say(t.retry)}
          </Button>
        </Card>
      ) : q.status !== 'success' ? (
        <Spinner label={say(t.loading)} />
      ) : q.data.items.length === 0 ? (
        <EmptyState title={say(t.emptyTitle)}>{say(t.emptyBody)}</EmptyState>
      ) : (
        <div className="space-y-4">
          {BUCKET_ORDER.map((bucket) => {
            const items = q.data.items.filter((i) => i.bucket === bucket);
            const headingId = `worklist-${bucket}`;
            return (
              <Card as="section" key={bucket} aria-labelledby={headingId}>
                <h2 id={headingId} className="flex items-center gap-2 text-lg font-semibold text-ink">
                  {say(BUCKET_TITLES[bucket])}
                  <Badge tone={BUCKET_TONE[bucket]}>{q.data.counts[bucket]}</Badge>
                </h2>
                {items.length === 0 ? (
                  <p className="mt-2 text-sm text-slate-500">{say(t.emptyBucket)}</p>
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
