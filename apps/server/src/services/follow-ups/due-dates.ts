import type { WorklistBucket } from '@woundcare/api-types/workspace-status';

/**
 * Calendar-date arithmetic of follow-ups. Dates are 'YYYY-MM-DD' strings; a day is added on the
 * calendar (UTC noon-free arithmetic on the date itself), never as 24 hours of an instant, so no
 * time zone or daylight-saving change can move a due date.
 */

const DAY_MS = 86_400_000;

/** The calendar date of an exam: the date part of its stored instant, as the record shows it (UTC). */
export function examDateOf(at: Date | string): string {
  return new Date(at).toISOString().slice(0, 10);
}

export function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/** Whole calendar days from one date to a later one (negative when `to` is earlier). */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS);
}

/** The calendar date at an instant in an IANA time zone. */
export function localDateOf(now: Date, timeZone: string): string {
  // en-CA formats a date as YYYY-MM-DD
  return new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(now);
}

/** The local hour (0–23) at an instant in an IANA time zone. */
export function localHourOf(now: Date, timeZone: string): number {
  return Number(new Intl.DateTimeFormat('en-US', { timeZone, hourCycle: 'h23', hour: 'numeric' }).format(now));
}

/** The Sunday that ends the ISO week (Monday–Sunday) of a calendar date. */
export function weekEndOf(date: string): string {
  const weekday = (new Date(`${date}T00:00:00Z`).getUTCDay() + 6) % 7; // Monday 0 … Sunday 6
  return addDays(date, 6 - weekday);
}

/** Overdue before today; today; the rest of this ISO week; later. */
export function bucketOf(due: string, today: string, weekEnd: string): WorklistBucket {
  if (due < today) return 'overdue';
  if (due === today) return 'today';
  if (due <= weekEnd) return 'this_week';
  return 'later';
}
