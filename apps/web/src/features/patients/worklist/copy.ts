import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { WorklistBucket } from '@woundcare/api-types/workspace-status';
import { say } from '../../../lib/i18n/workspace-i18n.ts';

/** The worklist's words (workspace catalog messages). */
export const worklistCopy = {
  title: msg`Worklist`,
  description: msg`Open wounds by their next assessment, as the plan of each wound’s newest assessment sets it.`,
  today: msg`Today:`,
  loading: msg`Loading the worklist…`,
  /** {message} */
  loadError: msg({ message: 'The worklist could not be loaded: {message}' }),
  retry: msg`Try again`,
  filterLabel: msg`Clinician`,
  allClinicians: msg`All clinicians`,
  me: msg`Assigned to me`,
  unassigned: msg`Unassigned`,
  emptyTitle: msg`Nothing is due`,
  emptyBody: msg`A wound appears here once it has an assessment; healed and closed wounds have no next assessment.`,
  emptyBucket: msg`None.`,
  assess: msg`Upload the next photo`,
  /** {name} */
  assessFor: msg({
    message: 'for {name}',
    comment:
      'Hidden words read by screen readers after "Upload the next photo"; name: the patient and wound, e.g. Ann Lee · Left heel',
  }),
  woundRecord: msg`Wound record`,
  /** {name} */
  woundRecordOf: msg({
    message: 'of {name}',
    comment:
      'Hidden words read by screen readers after "Wound record"; name: the patient and wound, e.g. Ann Lee · Left heel',
  }),
  /** {date} {interval} */
  due: msg({
    message: 'Due {date} · {interval}',
    comment: 'date: a calendar day; interval: how the date was set, e.g. "7 days after the last exam" or "Set by …"',
  }),
  /** {date} */
  fourWeek: msg({ message: '4-week check: {date}' }),
  noFourWeek: msg`4-week check: no measured baseline yet`,
  /** {name} */
  assignedTo: msg({ message: 'Assigned to {name}', comment: 'name: a team member' }),
  nobody: msg`Unassigned`,
} as const;

export const BUCKET_TITLES: Record<WorklistBucket, MessageDescriptor> = {
  overdue: msg`Overdue`,
  today: msg`Due today`,
  this_week: msg`Due this week`,
  later: msg`Later`,
};

export const BUCKET_ORDER: readonly WorklistBucket[] = ['overdue', 'today', 'this_week', 'later'];

/** The interval behind a derived date, in words. */
export function intervalText(days: number): string {
  if (days === 0) return say(msg`same day as the last exam`);
  return say(msg({ message: '{days, plural, one {# day} other {# days}} after the last exam' }), { days });
}
