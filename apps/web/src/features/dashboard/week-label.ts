import type { DashboardJson } from '@woundcare/api-types/workspace-status';

/** "Mon 9 Mar – Sun 15 Mar 2026 (Europe/London)": the week the server counted, in its own zone. */
export function weekLabel(week: DashboardJson['week']): string {
  const day = new Intl.DateTimeFormat('en-GB', {
    timeZone: week.timeZone,
    weekday: 'short',
    day: 'numeric',
    month: 'short',
  });
  const year = new Intl.DateTimeFormat('en-GB', { timeZone: week.timeZone, year: 'numeric' });
  // the week ends just before the next Monday 00:00
  const last = new Date(Date.parse(week.to) - 1);
  return `${day.format(new Date(week.from))} – ${day.format(last)} ${year.format(last)} (${week.timeZone})`;
}
