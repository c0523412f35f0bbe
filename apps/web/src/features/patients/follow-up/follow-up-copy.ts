import type { WoundStatus } from '@woundcare/api-types';

/**
 * The words of a wound's next assessment wherever it shows: the wound page's card, the worklist,
 * and the one form that changes its date and assignee on both.
 */
export const followUpCopy = {
  title: 'Next assessment',
  due: 'Next assessment due',
  dueToday: 'Due today',
  notScheduled: 'No date yet: the first assessment sets it from its plan’s review interval.',
  unassigned: 'Unassigned',
  assignedTo: 'Assigned to',
  change: 'Change date or assignee',
  formLabel: 'Change the next assessment',
  dueDateLabel: 'Due date',
  assigneeLabel: 'Assigned to',
  save: 'Save',
  saving: 'Saving…',
  cancel: 'Cancel',
  resetDate: 'Use the plan’s date',
  saved: 'Saved.',
} as const;

/** A healed or closed wound is not seen again. */
export const NO_FOLLOW_UP: Record<Exclude<WoundStatus, 'open'>, string> = {
  healed: 'No follow-up: wound healed',
  closed: 'No follow-up: wound closed',
};

/** "Overdue by 3 days" (whole calendar days in the viewer's zone, counted by the server). */
export function overdueText(days: number): string {
  return `Overdue by ${days} ${days === 1 ? 'day' : 'days'}`;
}

/** Where a derived date comes from: the plan's review interval, in words. */
export function fromPlanText(days: number): string {
  const every = days === 0 ? 'the same day' : days === 1 ? 'every day' : `every ${days} days`;
  return `From the plan’s review interval: ${every}`;
}

/**
 * "Set by Grace Hopper on 27 Nov 2026 at 17:20" — the instant in the viewer's time zone; "a
 * clinician" when the server does not know who.
 */
export function setByText(by: { name: string } | null, at: string | null, timeZone: string): string {
  const name = by?.name ?? 'a clinician';
  if (!at) return `Set by ${name}`;
  const d = new Date(at);
  const day = new Intl.DateTimeFormat('en-GB', { timeZone, day: 'numeric', month: 'short', year: 'numeric' }).format(d);
  const time = new Intl.DateTimeFormat('en-GB', {
    timeZone,
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).format(d);
  return `Set by ${name} on ${day} at ${time}`;
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
