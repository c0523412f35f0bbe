import { useId } from 'react';
import { CalendarClock } from 'lucide-react';
import type { WoundJson } from '@woundcare/api-types';
import type { WoundFollowUpJson } from '@woundcare/api-types/workspace-status';
import { Badge } from '../../components/ui/badge.tsx';
import { Card } from '../../components/ui/card.tsx';
import { say } from '../../lib/i18n/workspace-i18n.ts';
import { FollowUpForm, FollowUpOpener, FollowUpSaved, useFollowUpEditor } from './follow-up/follow-up-form.tsx';
import {
  followUpCopy as t,
  formatDay,
  fromPlanText,
  NO_FOLLOW_UP,
  overdueText,
  setByText,
} from './follow-up/follow-up-copy.ts';

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
  const editor = useFollowUpEditor();
  const headingId = useId();
  const next = followUp.next;

  return (
    <Card as="section" className="mb-4" aria-labelledby={headingId}>
      {/* on a phone the opener goes below the words rather than squeezing them */}
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0 flex-1 basis-64 space-y-1">
          <h2 id={headingId} className="flex items-center gap-2 text-sm font-semibold text-slate-800">
            <CalendarClock className="h-4 w-4 text-slate-500" aria-hidden="true" /> {say(t.title)}
          </h2>
          {wound.status !== 'open' ? (
            <p className="text-sm text-slate-700">{say(NO_FOLLOW_UP[wound.status])}</p>
          ) : (
            <>
              {next ? (
                <p className="flex flex-wrap items-center gap-x-2 gap-y-1 text-sm text-slate-800">
                  <span className="font-medium">{say(t.dueOn, { date: formatDay(next.dueDate) })}</span>
                  {next.bucket === 'overdue' && <Badge tone="red">{overdueText(next.daysOverdue)}</Badge>}
                  {next.bucket === 'today' && <Badge tone="amber">{say(t.dueToday)}</Badge>}
                </p>
              ) : (
                <p className="text-sm text-slate-700">{say(t.notScheduled)}</p>
              )}
              <p className="text-sm text-slate-700">
                {followUp.assignee ? say(t.assignedTo, { name: followUp.assignee.name }) : say(t.unassigned)}
              </p>
              {next &&
                (next.overridden ? (
                  <p className="text-xs text-slate-600">
                    {setByText(next.overriddenBy, next.overriddenAt, followUp.timeZone)}
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
        {wound.status === 'open' && <FollowUpOpener editor={editor} className="shrink-0" />}
      </div>
      {wound.status === 'open' && editor.editing && (
        <FollowUpForm
          editor={editor}
          woundId={wound.id}
          timeZone={followUp.timeZone}
          dueDate={next?.dueDate ?? null}
          overridden={next?.overridden ?? false}
          assignee={followUp.assignee}
          members={followUp.members}
          onSaved={onChanged}
        />
      )}
      <FollowUpSaved editor={editor} />
    </Card>
  );
}
