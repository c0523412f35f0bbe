import { describe, expect, it } from 'vitest';
import { axisLabel, buildChart, formatReduction, niceScale } from './trajectory.ts';

const m = (date: string, area: number | null, assessmentId = date) => ({
  date,
  area_cm2: area,
  calibrated: area !== null,
  assessmentId,
});
const box = { left: 40, top: 10, width: 200, height: 100 };

describe('healing trajectory', () => {
  it('formats reductions as smaller/larger', () => {
    expect(formatReduction(38.4)).toBe('38 % smaller');
    expect(formatReduction(-12.6)).toBe('13 % larger');
    expect(formatReduction(0.2)).toBe('No change');
    expect(formatReduction(null)).toBe('—');
  });
  it('picks a nice axis top', () => {
    expect(niceScale(7.3)).toEqual({ top: 8, step: 2 });
    expect(niceScale(0.9)).toEqual({ top: 1, step: 0.25 });
    expect(niceScale(0)).toEqual({ top: 1, step: 0.25 });
  });
  it('places calibrated points by date and area, and counts the rest as omitted', () => {
    const c = buildChart(
      [m('2026-01-29T00:00:00Z', 4), m('2026-01-01T00:00:00Z', 8), m('2026-01-15T00:00:00Z', null)],
      box,
    );
    expect(c.omitted).toBe(1);
    expect(c.points.map((p) => [p.x, p.y])).toEqual([
      [40, 10],
      [240, 60],
    ]);
    expect(c.path).toBe('M40.0,10.0 L240.0,60.0');
    expect(c.yTicks.map((t) => t.value)).toEqual([0, 2, 4, 6, 8]);
  });
  it('centres a single point', () => {
    const c = buildChart([m('2026-01-01T00:00:00Z', 3)], box);
    expect(c.points[0]!.x).toBe(140);
  });
});

describe('axisLabel', () => {
  it('shows times for photos within two days and dates otherwise', () => {
    expect(axisLabel('2026-01-05T12:00:00', 3600_000)).toMatch(/^\d{1,2}:\d{2}\s?[AP]M$/);
    expect(axisLabel('2026-01-05T12:00:00', 30 * 86400_000)).toBe('Jan 5');
  });
});
