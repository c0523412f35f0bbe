/**
 * The calendar week (ISO: Monday to Sunday) that contains an instant, as seen in an IANA time
 * zone: from Monday 00:00 local time up to (not including) the next Monday 00:00, as instants.
 */

const DAY_MS = 86_400_000;
const WEEKDAYS = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'];

function localParts(at: Date, timeZone: string) {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    weekday: 'short',
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
    second: 'numeric',
  }).formatToParts(at);
  const get = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
  return {
    weekday: WEEKDAYS.indexOf(get('weekday')),
    y: Number(get('year')),
    m: Number(get('month')),
    d: Number(get('day')),
    h: Number(get('hour')),
    min: Number(get('minute')),
    s: Number(get('second')),
  };
}

/** The zone's offset from UTC at an instant, in ms (local wall time − UTC). */
function offsetMs(at: Date, timeZone: string): number {
  const p = localParts(at, timeZone);
  const wall = Date.UTC(p.y, p.m - 1, p.d, p.h, p.min, p.s);
  return wall - Math.floor(at.getTime() / 1000) * 1000;
}

/** The instant of 00:00 local time on a calendar day (the first instant of the day if a DST jump skips midnight). */
export function localMidnight(y: number, m: number, d: number, timeZone: string): Date {
  const wall = Date.UTC(y, m - 1, d);
  const first = wall - offsetMs(new Date(wall), timeZone);
  const second = wall - offsetMs(new Date(first), timeZone);
  // a midnight that does not exist (clocks jump 00:00 → 01:00) resolves to the jump's end
  return new Date(Math.max(first, second));
}

export function calendarWeek(now: Date, timeZone: string): { from: Date; to: Date; timeZone: string } {
  const zone = new Intl.DateTimeFormat('en-US', { timeZone }).resolvedOptions().timeZone;
  const p = localParts(now, zone);
  // Monday's calendar date, by day arithmetic on the local date (independent of the zone's offsets)
  const monday = new Date(Date.UTC(p.y, p.m - 1, p.d) - p.weekday * DAY_MS);
  const next = new Date(monday.getTime() + 7 * DAY_MS);
  return {
    from: localMidnight(monday.getUTCFullYear(), monday.getUTCMonth() + 1, monday.getUTCDate(), zone),
    to: localMidnight(next.getUTCFullYear(), next.getUTCMonth() + 1, next.getUTCDate(), zone),
    timeZone: zone,
  };
}
