import { describe, expect, it } from 'vitest';
import type { Etiology } from '@woundcare/api-types';
import { ETIOLOGIES } from '@woundcare/api-types';
import { HEALING_RULES, healingRuleFor, pushTotal, readDay28 } from './healing-rules.ts';
import {
  buildWoundTrajectory,
  edgeAdvanceCmPerWeek,
  percentReduction,
  type AssessmentInput,
} from './wound-trajectory.ts';

const day = (n: number) => new Date(Date.UTC(2026, 0, 5 + n, 10)).toISOString();
let n = 0;
const visit = (d: number, area: number | null, extra: Partial<AssessmentInput> = {}): AssessmentInput => ({
  threadId: `analysis-${++n}`,
  examDate: day(d),
  measured: true,
  calibrated: area !== null,
  areaCm2: area,
  perimeterCm: area === null ? null : 4 * Math.sqrt(area),
  lengthCm: null,
  widthCm: null,
  tissue: null,
  exudate: null,
  outlineStatus: 'model',
  newBaseline: false,
  ...extra,
});
const traj = (etiology: Etiology, visits: AssessmentInput[]) => buildWoundTrajectory('w1', etiology, visits);

describe('rule table', () => {
  it('gives every etiology exactly one rule, each with a cited source', () => {
    for (const e of ETIOLOGIES)
      expect(
        HEALING_RULES.filter((r) => r.etiologies.includes(e)),
        e,
      ).toHaveLength(1);
    for (const r of HEALING_RULES) expect(r.source.length, r.id).toBeGreaterThan(40);
  });

  it('dfu-par-4w (Sheehan, Diabetes Care 2003): ≥ 50 % at 4 weeks is on track, 49 % is at risk', () => {
    expect(healingRuleFor('diabetic_foot_ulcer').source).toMatch(/Sheehan.*Diabetes Care 2003/);
    expect(traj('diabetic_foot_ulcer', [visit(0, 10), visit(28, 5)]).fourWeek).toMatchObject({
      status: 'on_track',
      reductionPct: 50,
      targetPct: 50,
      rule: 'dfu-par-4w',
    });
    expect(traj('diabetic_foot_ulcer', [visit(0, 10), visit(28, 5.1)]).fourWeek).toMatchObject({
      status: 'at_risk',
      reductionPct: 49,
    });
  });

  it('vlu-par-4w (Kantor & Margolis, Br J Dermatol 2000; Phillips, J Am Acad Dermatol 2000): cut-off 40 %', () => {
    expect(healingRuleFor('venous_leg_ulcer').source).toMatch(/Kantor.*Margolis.*2000.*Phillips.*2000/s);
    expect(traj('venous_leg_ulcer', [visit(0, 10), visit(28, 6)]).fourWeek).toMatchObject({
      status: 'on_track',
      reductionPct: 40,
      targetPct: 40,
    });
    expect(traj('venous_leg_ulcer', [visit(0, 10), visit(28, 6.5)]).fourWeek).toMatchObject({
      status: 'at_risk',
      reductionPct: 35,
    });
  });

  it('pi-push-trend (NPIAP PUSH 3.0): pressure injuries follow the PUSH total, no area cut-off', () => {
    expect(healingRuleFor('pressure_injury').source).toMatch(/PUSH.*3\.0/);
    const t = traj('pressure_injury', [
      visit(0, 6, {
        lengthCm: 3,
        widthCm: 2,
        exudate: 'moderate',
        tissue: { granulation: 60, slough: 40, necrotic: 0, epithelial: 0 },
      }),
      visit(28, 2, {
        lengthCm: 2,
        widthCm: 1,
        exudate: 'light',
        tissue: { granulation: 90, slough: 0, necrotic: 0, epithelial: 10 },
      }),
    ]);
    expect(t.fourWeek).toMatchObject({ status: 'push_trend', targetPct: null, reductionPct: 66.7 });
    // 3×2 = 6 cm² → 7, moderate 2, slough 3 = 12; 2×1 = 2 cm² → 4, light 1, granulation 2 = 7
    expect(t.points.map((p) => p.pushTotal)).toEqual([12, 7]);
  });

  it('other-no-prediction: other etiologies show the reduction without a prediction', () => {
    for (const e of ['arterial_ulcer', 'surgical', 'trauma', 'burn', 'other', 'unknown'] as const) {
      expect(traj(e, [visit(0, 10), visit(28, 9)]).fourWeek, e).toMatchObject({
        status: 'no_prediction',
        reductionPct: 10,
        targetPct: null,
      });
    }
  });
});

describe('reading day 28 ± 7', () => {
  it('interpolates between visits either side of day 28 inside day 21–35', () => {
    expect(
      readDay28([
        { day: 0, reductionPct: 0 },
        { day: 24, reductionPct: 40 },
        { day: 32, reductionPct: 60 },
      ]),
    ).toEqual({ reductionPct: 50, day: 28, method: 'interpolated' });
  });
  it('uses the one visit inside the window when there is only one', () => {
    expect(
      readDay28([
        { day: 0, reductionPct: 0 },
        { day: 33, reductionPct: 55 },
      ]),
    ).toEqual({ reductionPct: 55, day: 33, method: 'nearest_in_window' });
  });
  it('is insufficient data without a visit in day 21–35 — never a day-90 value', () => {
    const t = traj('diabetic_foot_ulcer', [visit(0, 10), visit(14, 8), visit(90, 1)]);
    expect(t.fourWeek).toMatchObject({ status: 'insufficient_data', reductionPct: null, day: null });
    expect(t.fourWeek.message).toMatch(/Insufficient data/);
  });
});

describe('wound trajectory', () => {
  it('orders by exam date, not by upload order, and reduces from baseline and previous', () => {
    const t = traj('unknown', [visit(14, 6), visit(0, 10), visit(7, 8)]);
    expect(t.points.map((p) => p.day)).toEqual([0, 7, 14]);
    expect(t.points.map((p) => p.reductionFromBaselinePct)).toEqual([0, 20, 40]);
    expect(t.points.map((p) => p.reductionFromPreviousPct)).toEqual([null, 20, 25]);
    expect(t.reductionFromBaselinePct).toBe(40);
    expect(t.reductionFromPreviousPct).toBe(25);
  });

  it('leaves uncalibrated and simulated assessments out of the points, and counts them', () => {
    const t = traj('unknown', [visit(0, 10), visit(3, null), visit(7, 8, { measured: false })]);
    expect(t.points).toHaveLength(1);
    expect(t.excludedCount).toBe(1);
  });

  it('restarts the clock at a clinician-marked new baseline (after sharp debridement)', () => {
    const t = traj('diabetic_foot_ulcer', [visit(0, 10), visit(10, 14, { newBaseline: true }), visit(38, 7)]);
    expect(t.baselineThreadId).toBe(t.points[1]!.threadId);
    expect(t.points.map((p) => p.day)).toEqual([0, 0, 28]);
    expect(t.points[2]!.reductionFromBaselinePct).toBe(50);
    expect(t.fourWeek).toMatchObject({ status: 'on_track', reductionPct: 50, baselineDate: day(10) });
  });

  it('keeps each point’s outline status', () => {
    const t = traj('unknown', [
      visit(0, 10, { outlineStatus: 'confirmed' }),
      visit(7, 9, { outlineStatus: 'adjusted' }),
    ]);
    expect(t.points.map((p) => p.outlineStatus)).toEqual(['confirmed', 'adjusted']);
  });

  it('computes Gilman’s edge advance (Gilman, Wounds 1990): Δarea ÷ mean perimeter, per week', () => {
    // 16 → 4 cm², perimeters 16 and 8 cm (mean 12) over 14 days: 12 / 12 / 2 = 0.5 cm/week
    expect(edgeAdvanceCmPerWeek(16, 16, 4, 8, 14)).toBe(0.5);
    const t = traj('unknown', [visit(0, 16), visit(14, 4)]);
    expect(t.edgeAdvanceCmPerWeek).toBe(0.5);
    expect(edgeAdvanceCmPerWeek(16, 16, 4, 8, 0)).toBeNull();
  });

  it('percent reduction is one decimal, negative when grown, null without a baseline area', () => {
    expect(percentReduction(3, 2)).toBe(33.3);
    expect(percentReduction(4, 5)).toBe(-25);
    expect(percentReduction(0, 1)).toBeNull();
  });
});

describe('PUSH 3.0 total', () => {
  it('is null when any part is unknown, never a partial total', () => {
    const tissue = { granulation: 100, slough: 0, necrotic: 0, epithelial: 0 };
    expect(pushTotal(2, 1, null, tissue)).toBeNull();
    expect(pushTotal(null, 1, 'light', tissue)).toBeNull();
    expect(pushTotal(2, 1, 'light', null)).toBeNull();
    // 4 × 2.5 = 10 cm² → 8, heavy 3, necrotic 4
    expect(pushTotal(4, 2.5, 'heavy', { granulation: 50, slough: 0, necrotic: 50, epithelial: 0 })).toBe(15);
  });
});
