import type { WorklistBucket } from '@woundcare/api-types/workspace-status';

/** The worklist's words. */
export const worklistCopy = {
  title: 'Worklist',
  description: 'Open wounds by their next assessment, as the plan of each wound’s newest assessment sets it.',
  loading: 'Loading the worklist…',
  loadError: 'The worklist could not be loaded:',
  retry: 'Try again',
  filterLabel: 'Clinician',
  allClinicians: 'All clinicians',
  me: 'Assigned to me',
  unassigned: 'Unassigned',
  emptyTitle: 'Nothing is due',
  emptyBody: 'A wound appears here once it has an assessment; healed and closed wounds have no next assessment.',
  emptyBucket: 'None.',
  assess: 'Upload the next photo',
  woundRecord: 'Wound record',
  due: 'Due',
  fourWeek: '4-week check',
  noFourWeek: 'no measured baseline yet',
  assignedTo: 'Assigned to',
  nobody: 'Unassigned',
} as const;

export const BUCKET_TITLES: Record<WorklistBucket, string> = {
  overdue: 'Overdue',
  today: 'Due today',
  this_week: 'Due this week',
  later: 'Later',
};

export const BUCKET_ORDER: readonly WorklistBucket[] = ['overdue', 'today', 'this_week', 'later'];

/** The interval behind a derived date, in words. */
export function intervalText(days: number): string {
  if (days === 0) return 'same day as the last exam';
  return `${days} ${days === 1 ? 'day' : 'days'} after the last exam`;
}
