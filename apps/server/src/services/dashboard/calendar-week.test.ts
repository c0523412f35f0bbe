import { describe, expect, it } from 'vitest';
import { dashboardQuery } from '@woundcare/api-types/requests';
import { calendarWeek } from './calendar-week.ts';

const week = (now: string, tz: string) => {
  const w = calendarWeek(new Date(now), tz);
  return { from: w.from.toISOString(), to: w.to.toISOString(), timeZone: w.timeZone };
};

describe('calendarWeek', () => {
  it('runs Monday 00:00 to the next Monday 00:00 in UTC', () => {
    // Wednesday 11 March 2026
    expect(week('2026-03-11T15:00:00Z', 'UTC')).toEqual({
      from: '2026-03-09T00:00:00.000Z',
      to: '2026-03-16T00:00:00.000Z',
      timeZone: 'UTC',
    });
    // Monday 00:00 itself belongs to its week; Sunday 23:59 to the one before
    expect(week('2026-03-09T00:00:00Z', 'UTC').from).toBe('2026-03-09T00:00:00.000Z');
    expect(week('2026-03-15T23:59:59Z', 'UTC').from).toBe('2026-03-09T00:00:00.000Z');
  });

  it('counts the week of the local calendar, not of UTC', () => {
    // Sunday 22:00 in Los Angeles is already Monday in UTC: still last week there
    expect(week('2026-03-16T05:00:00Z', 'America/Los_Angeles')).toEqual({
      from: '2026-03-09T07:00:00.000Z', // Monday 00:00 PDT (DST began on Sunday 8 March)
      to: '2026-03-16T07:00:00.000Z',
      timeZone: 'America/Los_Angeles',
    });
    // Monday 08:30 in Tokyo is still Sunday in UTC: already this week there
    expect(week('2026-03-15T23:30:00Z', 'Asia/Tokyo').from).toBe('2026-03-15T15:00:00.000Z');
  });

  it('spans a daylight-saving change: 167 hours in the week clocks go forward', () => {
    const w = calendarWeek(new Date('2026-03-30T12:00:00Z'), 'Europe/London');
    expect(w.from.toISOString()).toBe('2026-03-29T23:00:00.000Z'); // Monday 30 March 00:00 BST
    const spring = calendarWeek(new Date('2026-03-25T12:00:00Z'), 'Europe/London');
    expect(spring.from.toISOString()).toBe('2026-03-23T00:00:00.000Z');
    expect((spring.to.getTime() - spring.from.getTime()) / 3_600_000).toBe(167);
  });

  it('is asked for with an IANA zone name, or none (UTC)', () => {
    const tz = (v: unknown) => dashboardQuery.safeParse({ tz: v });
    expect(tz('Europe/Berlin').data).toEqual({ tz: 'Europe/Berlin' });
    expect(tz('').data).toEqual({ tz: undefined });
    expect(tz('Mars/Olympus').success).toBe(false);
    expect(tz('x'.repeat(65)).success).toBe(false);
  });
});
