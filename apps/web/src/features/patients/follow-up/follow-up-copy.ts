import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { WoundStatus } from '@woundcare/api-types';
import { say } from '../../../lib/i18n/workspace-i18n.ts';

/**
 * The words of a wound's next assessment wherever it shows: the wound page's card, the worklist,
 * and the one form that changes its date and assignee on both (workspace catalog messages).
 */
export const followUpCopy = {
  title: msg`Next assessment`,
  /** {date} */
  dueOn: msg({ message: 'Next assessment due {date}', comment: 'date: a calendar day, e.g. Tue, 3 Mar 2026' }),
  dueToday: msg`Due today`,
  notScheduled: msg`No date yet: the first assessment sets it from its plan’s review interval.`,
  unassigned: msg`Unassigned`,
  /** {name} */
  assignedTo: msg({ message: 'Assigned to {name}', comment: 'name: a team member' }),
  change: msg`Change date or assignee`,
  /** {context} */
  changeFor: msg({
    message: 'for {context}',
    comment:
      'Hidden words read by screen readers after "Change date or assignee" in a list of wounds; context: the patient and wound, e.g. Ann Lee · Left heel',
  }),
  formLabel: msg`Change the next assessment`,
  /** {context} */
  formLabelFor: msg({
    message: 'Change the next assessment for {context}',
    comment: 'context: the patient and wound, e.g. Ann Lee · Left heel',
  }),
  dueDateLabel: msg`Due date`,
  assigneeLabel: msg`Assigned to`,
  save: msg`Save`,
  saving: msg`Saving…`,
  cancel: msg`Cancel`,
  resetDate: msg`Use the plan’s date`,
  saved: msg`Saved.`,
} as const;

/** A healed or closed wound is not seen again. */
export const NO_FOLLOW_UP: Record<Exclude<WoundStatus, 'open'>, MessageDescriptor> = {
  healed: msg`No follow-up: wound healed`,
  closed: msg`No follow-up: wound closed`,
};

/** "Overdue by 3 days" (whole calendar days in the viewer's zone, counted by the server). */
export function overdueText(days: number): string {
  return say(msg({ message: 'Overdue by {days, plural, one {# day} other {# days}}' }), { days });
}

/** Where a derived date comes from: the plan's review interval, in words. */
export function fromPlanText(days: number): string {
  if (days === 0) return say(msg`From the plan’s review interval: the same day`);
  return say(
    msg({ message: 'From the plan’s review interval: {days, plural, one {every day} other {every # days}}' }),
    { days },
  );
}

/**
 * "Set by Grace Hopper on 27 Nov 2026 at 17:20" — the instant in the viewer's time zone; "a
 * clinician" when the server does not know who.
 */
export function setByText(by: { name: string } | null, at: string | null, timeZone: string): string {
  const name = by?.name ?? null;
  if (!at) return name === null ? say(msg`Set by a clinician`) : say(msg({ message: 'Set by {name}' }), { name });
  const d = new Date(at);
  const day = new Intl.DateTimeFormat('en-GB', { timeZone, day: 'numeric', month: 'short', year: 'numeric' }).format(d);
  const time = new Intl.DateTimeFormat('en-GB', {
    timeZone,
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).format(d);
  return name === null
    ? say(msg({ message: 'Set by a clinician on {day} at {time}' }), { day, time })
    : say(msg({ message: 'Set by {name} on {day} at {time}' }), { name, day, time });
}

/** A calendar date ('YYYY-MM-DD') as a clinician reads it, independent of the browser's zone. */
export function formatDay(date: string): string {
  return new Intl.DateTimeFormat('en-GB', {
    timeZone: 'UTC',
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    year: 'numeric',
  }).format(new Date(`${date}T00:00:00Z`));
}
