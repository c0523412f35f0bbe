import { describe, expect, it } from 'vitest';
import { buildTrajectory, daysBetween, patientKey, percentReduction } from './healing-trajectory.ts';

const day = (n: number, hour = 10) => new Date(Date.UTC(2025, 0, 1 + n, hour)).toISOString();

describe('percent reduction', () => {
  it('computes one-decimal reductions and growth', () => {
    expect(percentReduction(10, 4)).toBe(60);
    expect(percentReduction(3, 2)).toBe(33.3);
    expect(percentReduction(4, 5)).toBe(-25);
    expect(percentReduction(0, 1)).toBeNull();
    expect(percentReduction(null, 1)).toBeNull();
  });
  it('rounds days so the same weekday 4 weeks later at an earlier hour is 28', () => {
    expect(daysBetween(new Date(day(0, 10)), new Date(day(28, 9)))).toBe(28);
    expect(daysBetween(new Date(day(0)), new Date(day(27)))).toBe(27);
  });
});

describe('buildTrajectory', () => {
  it('sorts oldest → newest and gives reductions since first and previous', () => {
    const t = buildTrajectory([
      { threadId: 'analysis-3', date: day(14), areaCm2: 6, calibrated: true },
      { threadId: 'analysis-1', date: day(0), areaCm2: 10, calibrated: true },
      { threadId: 'analysis-2', date: day(7), areaCm2: 8, calibrated: true },
    ]);
    expect(t.points.map((p) => p.threadId)).toEqual(['analysis-1', 'analysis-2', 'analysis-3']);
    expect(t.points.map((p) => p.reductionFromFirstPct)).toEqual([0, 20, 40]);
    expect(t.points.map((p) => p.daysSinceFirst)).toEqual([0, 7, 14]);
    expect(t.reductionSinceFirstPct).toBe(40);
    expect(t.reductionSincePreviousPct).toBe(25);
    expect(t.fourWeek.status).toBe('insufficient_data');
  });

  it('skips uncalibrated points for figures but keeps them in the list', () => {
    const t = buildTrajectory([
      { threadId: 'a1', date: day(0), areaCm2: null, calibrated: false },
      { threadId: 'a2', date: day(3), areaCm2: 5, calibrated: true },
      { threadId: 'a3', date: day(9), areaCm2: 9, calibrated: false },
      { threadId: 'a4', date: day(10), areaCm2: 4, calibrated: true },
    ]);
    expect(t.points).toHaveLength(4);
    expect(t.points[0]).toMatchObject({ area_cm2: null, reductionFromFirstPct: null, daysSinceFirst: null });
    expect(t.points[2]).toMatchObject({ area_cm2: null, calibrated: false });
    expect(t.reductionSinceFirstPct).toBe(20);
    expect(t.reductionSincePreviousPct).toBe(20);
  });

  it('has no reductions with a single measurement', () => {
    const t = buildTrajectory([{ threadId: 'a1', date: day(0), areaCm2: 5, calibrated: true }]);
    expect(t.reductionSinceFirstPct).toBeNull();
    expect(t.reductionSincePreviousPct).toBeNull();
  });

  it('flags < 50 % reduction at 4 weeks as at risk (Sheehan 2003)', () => {
    const t = buildTrajectory([
      { threadId: 'a1', date: day(0), areaCm2: 10, calibrated: true },
      { threadId: 'a2', date: day(14), areaCm2: 7, calibrated: true },
      { threadId: 'a3', date: day(28), areaCm2: 5.5, calibrated: true },
      { threadId: 'a4', date: day(42), areaCm2: 2, calibrated: true },
    ]);
    expect(t.fourWeek).toEqual({ status: 'at_risk', threadId: 'a3', daysSinceFirst: 28, reductionPct: 45, targetPct: 50 });
    expect(t.reductionSinceFirstPct).toBe(80);
  });

  it('is on track at exactly 50 % and reads the first measurement at ≥ 4 weeks', () => {
    const t = buildTrajectory([
      { threadId: 'a1', date: day(0), areaCm2: 8, calibrated: true },
      { threadId: 'a2', date: day(27), areaCm2: 7, calibrated: true },
      { threadId: 'a3', date: day(30), areaCm2: 4, calibrated: true },
    ]);
    expect(t.fourWeek).toMatchObject({ status: 'on_track', threadId: 'a3', daysSinceFirst: 30, reductionPct: 50 });
  });

  it('is insufficient before 4 weeks', () => {
    const t = buildTrajectory([
      { threadId: 'a1', date: day(0), areaCm2: 8, calibrated: true },
      { threadId: 'a2', date: day(27), areaCm2: 7.9, calibrated: true },
    ]);
    expect(t.fourWeek.status).toBe('insufficient_data');
    expect(t.fourWeek.reductionPct).toBeNull();
  });
});

describe('patientKey', () => {
  it('groups names regardless of case and spacing', () => {
    expect(patientKey('  Jane   Doe ')).toBe(patientKey('jane doe'));
    expect(patientKey('Jane Doe')).not.toBe(patientKey('Jane Do'));
  });
});
