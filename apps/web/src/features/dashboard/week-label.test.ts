import { describe, expect, it } from 'vitest';
import { weekLabel } from './week-label.ts';

describe('weekLabel', () => {
  it('names the counted week Monday to Sunday in its time zone', () => {
    expect(weekLabel({ from: '2026-03-09T00:00:00.000Z', to: '2026-03-16T00:00:00.000Z', timeZone: 'UTC' })).toBe(
      'Mon 9 Mar – Sun 15 Mar 2026 (UTC)',
    );
    // Monday 00:00 in Tokyo is Sunday 15:00 UTC: the label still reads Monday to Sunday
    expect(
      weekLabel({ from: '2026-03-08T15:00:00.000Z', to: '2026-03-15T15:00:00.000Z', timeZone: 'Asia/Tokyo' }),
    ).toBe('Mon 9 Mar – Sun 15 Mar 2026 (Asia/Tokyo)');
  });
});
