import { describe, expect, it } from 'vitest';
import type { Etiology } from '@woundcare/api-types';
import { deriveAssessment } from '../../clinical/derive-assessment.ts';
import { makeInputs } from '../../clinical/test-inputs.ts';
import { buildWoundTrajectory, edgeAdvanceCmPerWeek, type AssessmentInput } from './wound-trajectory.ts';

const day = (n: number) => new Date(Date.UTC(2026, 0, 5 + n, 10)).toISOString();

interface Visit {
  day: number;
  /** null: no wound found on a calibrated photo */
  area: number | null;
  u?: number | null;
  newBaseline?: boolean;
  /** completed and not simulated (default true) */
  measured?: boolean;
  /** false: no stored assessment */
  stored?: boolean;
}

/** Each visit's stored assessment, derived by the clinical core from the same history the server loads. */
function visits(etiology: Etiology, list: Visit[]): AssessmentInput[] {
  const history = list.map((v) => ({
    examDate: day(v.day),
    areaCm2: v.area,
    areaUncertaintyCm2: v.area === null ? null : (v.u ?? 0.1),
    newBaseline: v.newBaseline ?? false,
  }));
  return list.map((v, i) => {
    const clinical = deriveAssessment(
      makeInputs({
        measurement: {
          ...makeInputs().measurement,
          woundFound: v.area !== null,
          areaCm2: v.area,
          areaUncertaintyCm2: v.area === null ? null : (v.u ?? 0.1),
          perimeterCm: v.area === null ? null : 4 * Math.sqrt(v.area),
        },
        examDate: day(v.day),
        newBaseline: v.newBaseline ?? false,
        history: history.filter((_, j) => j !== i),
        wound: { etiology },
      }),
    );
    return {
      assessmentId: `analysis-${i + 1}`,
      examDate: day(v.day),
      measured: v.measured ?? true,
      outlineStatus: 'model',
      newBaseline: v.newBaseline ?? false,
      clinical: v.stored === false ? null : clinical,
    };
  });
}
const traj = (etiology: Etiology, list: Visit[]) => buildWoundTrajectory('w1', etiology, visits(etiology, list));

describe('wound trajectory from the stored assessments', () => {
  it('orders by exam date and reads each visit’s change from its stored assessment', () => {
    const input = visits('unknown', [
      { day: 0, area: 10 },
      { day: 7, area: 8 },
      { day: 14, area: 6 },
    ]);
    const t = buildWoundTrajectory('w1', 'unknown', [input[2]!, input[0]!, input[1]!]);
    expect(t.points.map((p) => p.day)).toEqual([0, 7, 14]);
    expect(t.points.map((p) => p.reductionFromBaselinePct)).toEqual([0, 20, 40]);
    expect(t.points.map((p) => p.reductionFromPreviousPct)).toEqual([null, 20, 25]);
    expect(t.points.map((p) => p.reductionFromPreviousPct)).toEqual(
      input.map((v) => v.clinical!.healing.sinceLastVisit?.reductionPct ?? null),
    );
    expect(t.points[2]!.changeVerdict).toBe('smaller');
    expect(t.reductionFromBaselinePct).toBe(40);
    expect(t.reductionFromPreviousPct).toBe(25);
  });

  it('a no-wound-found visit is a gap: listed as not measured, never 0 cm², not in the 4-week check', () => {
    const t = traj('diabetic_foot_ulcer', [
      { day: 0, area: 10 },
      { day: 28, area: null },
    ]);
    expect(t.points).toHaveLength(2);
    expect(t.points[1]).toMatchObject({
      area_cm2: null,
      measurementStatus: 'no_wound_found',
      reductionFromBaselinePct: null,
      reductionFromPreviousPct: null,
      day: null,
    });
    expect(t.points[1]!.measurementText).toMatch(/not measured/);
    expect(t.excludedCount).toBe(1);
    // the gap is not read as "100 % healed": no measured visit in day 21–35
    expect(t.fourWeek).toMatchObject({ status: 'insufficient_data', reductionPct: null });
    expect(t.reductionFromBaselinePct).toBeNull();
  });

  it('the 4-week check is the newest stored assessment’s, split at 53 % for a DFU', () => {
    const atRisk = traj('diabetic_foot_ulcer', [
      { day: 0, area: 10, u: 0.1 },
      { day: 28, area: 5, u: 0.1 },
    ]);
    // 50 %: ranges 10 ± 0.196 and 5 ± 0.196 (1.96 × 0.1) give 1 − 5.196 / 9.804 = 47.0 % to
    // 1 − 4.804 / 10.196 = 52.9 %, below the 53 % split as published
    expect(atRisk.fourWeek).toMatchObject({
      status: 'at_risk',
      reductionPct: 50,
      targetPct: 53,
      rule: 'dfu-par-4w-53',
    });
    expect(atRisk.fourWeek.intervalPct).toEqual([47, 52.9]);
    const onTrack = traj('diabetic_foot_ulcer', [
      { day: 0, area: 10, u: 0.1 },
      { day: 28, area: 4, u: 0.1 },
    ]);
    expect(onTrack.fourWeek).toMatchObject({ status: 'on_track', reductionPct: 60 });
  });

  it('a change inside the combined ± is "no measurable change", not a reduction', () => {
    const t = traj('venous_leg_ulcer', [
      { day: 0, area: 10, u: 1 },
      { day: 28, area: 9, u: 1 },
    ]);
    expect(t.fourWeek.status).toBe('no_measurable_change');
    expect(t.points[1]!.changeVerdict).toBe('no_measurable_change');
  });

  it('a visit with no stored assessment says "assessment not available" and is not charted', () => {
    const t = traj('unknown', [
      { day: 0, area: 10 },
      { day: 7, area: 8, stored: false },
    ]);
    expect(t.points[1]).toMatchObject({ area_cm2: null, measurementStatus: 'not_available' });
    expect(t.points[1]!.measurementText).toMatch(/Assessment not available/);
    const none = traj('unknown', [{ day: 0, area: 10, stored: false }]);
    expect(none.fourWeek.message).toMatch(/Assessment not available/);
  });

  it('leaves simulated or unfinished assessments out', () => {
    const t = traj('unknown', [
      { day: 0, area: 10 },
      { day: 7, area: 8, measured: false },
    ]);
    expect(t.points).toHaveLength(1);
  });

  it('restarts the clock at a clinician-marked new baseline', () => {
    const t = traj('diabetic_foot_ulcer', [
      { day: 0, area: 10 },
      { day: 10, area: 14, newBaseline: true },
      { day: 38, area: 6 },
    ]);
    expect(t.baselineAssessmentId).toBe(t.points[1]!.assessmentId);
    expect(t.points.map((p) => p.day)).toEqual([0, 0, 28]);
    expect(t.points[1]!.newBaseline).toBe(true);
    expect(t.fourWeek).toMatchObject({ status: 'on_track', baselineDate: day(10), day: 28 });
  });

  it('pressure injuries carry the stored PUSH total', () => {
    const input = visits('pressure_injury', [{ day: 0, area: 6 }]);
    const t = buildWoundTrajectory('w1', 'pressure_injury', input);
    expect(t.points[0]!.pushTotal).toBe(input[0]!.clinical!.push.total);
    expect(t.fourWeek.status).toBe('push_trend');
  });

  it('computes Gilman’s edge advance (Gilman, Wounds 1990): Δarea ÷ mean perimeter, per week', () => {
    // 16 → 4 cm², perimeters 16 and 8 cm (mean 12) over 14 days: 12 / 12 / 2 = 0.5 cm/week
    expect(edgeAdvanceCmPerWeek(16, 16, 4, 8, 14)).toBe(0.5);
    expect(
      traj('unknown', [
        { day: 0, area: 16 },
        { day: 14, area: 4 },
      ]).edgeAdvanceCmPerWeek,
    ).toBe(0.5);
    expect(edgeAdvanceCmPerWeek(16, 16, 4, 8, 0)).toBeNull();
  });
});
