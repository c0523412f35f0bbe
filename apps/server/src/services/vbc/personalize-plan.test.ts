import { describe, expect, it } from 'vitest';
import { personalizeVbcPlan } from './personalize-plan.ts';
import { measured } from '../../../test/support/vbc-fixture.ts';

describe('personalizeVbcPlan', () => {
  it('fills every field of the spec response from a calibrated measurement', () => {
    const r = personalizeVbcPlan({
      woundType: 'diabetic_ulcer',
      riskScore: 1.5,
      insurance: 'medicare',
      measurement: measured(),
    });
    expect(Object.keys(r.vbc_metrics).sort()).toEqual([
      'cost_savings_potential',
      'intervention_effectiveness',
      'patient_satisfaction_prediction',
      'quality_score',
    ]);
    expect(Object.keys(r.personalized_plan).sort()).toEqual([
      'care_coordination',
      'cost_effectiveness',
      'intervention_priority',
      'outcome_prediction',
      'patient_engagement',
      'risk_stratification',
      'treatment_recommendations',
    ]);
    expect(r.vbc_metrics).toEqual({
      quality_score: 36,
      cost_savings_potential: 2_690,
      intervention_effectiveness: 54,
      patient_satisfaction_prediction: 85,
    });
    expect(r.personalized_plan.risk_stratification).toMatch(/^Medium risk — composite 1\.5/);
    expect(r.personalized_plan.intervention_priority).toBe('Standard — see the patient within 1 week.');
    expect(r.personalized_plan.outcome_prediction).toContain('Baseline 3.10 cm²');
    expect(r.personalized_plan.outcome_prediction).toContain('1.55 cm² or less at week 4');
    expect(r.personalized_plan.care_coordination).toContain('podiatry');
    expect(r.personalized_plan.treatment_recommendations.some((t) => t.startsWith('Offload'))).toBe(true);
    expect(r.recommendations).toContain('See the patient within 1 week and take the next measured photo in 7 days.');
    expect(r.measurement).toMatchObject({ calibrated: true, area_cm2: 3.1, push_area_score: 6, push_tissue_score: 3 });
    expect(r.basis.assumptions.some((a) => a.startsWith('Not calibrated'))).toBe(false);
  });

  it('scores exudate from the assessment when entered, and gives a PUSH total only then (PUSH 3.0)', () => {
    const base = { woundType: 'pressure_sore', riskScore: 1, insurance: 'medicare', measurement: measured() } as const;
    const without = personalizeVbcPlan(base);
    expect(without.measurement).toMatchObject({ push_exudate_score: null, push_total: null });
    expect(without.basis.assumptions).toContain(
      'Exudate was not entered (a photo cannot show it): PUSH exudate not assessed, no PUSH total.',
    );
    const withExudate = personalizeVbcPlan({ ...base, exudate: 'moderate' });
    expect(withExudate.measurement.push_exudate_score).toBe(2);
    expect(withExudate.measurement.push_total).toBe(
      withExudate.measurement.push_area_score! + 2 + withExudate.measurement.push_tissue_score!,
    );
  });

  it('says "not calibrated" honestly and gives no invented size', () => {
    const r = personalizeVbcPlan({
      woundType: 'pressure_sore',
      riskScore: 0.5,
      insurance: 'self_pay',
      measurement: measured({
        calibrated: false,
        area_cm2: null,
        length_cm: null,
        width_cm: null,
        warnings: [{ code: 'NO_STICKER', message: 'No calibration sticker found.' }],
      }),
    });
    expect(r.measurement.push_area_score).toBeNull();
    expect(r.personalized_plan.outcome_prediction).toMatch(/^Not calibrated/);
    expect(r.personalized_plan.cost_effectiveness).toContain('size not calibrated');
    expect(r.recommendations[0]).toMatch(/calibration sticker/);
    expect(r.recommendations).toContain('Photo: No calibration sticker found.');
    expect(r.basis.assumptions[0]).toMatch(/^Not calibrated/);
    expect(r.vbc_metrics.quality_score).toBe(25); // tissue only: slough present → 3 of 4
    expect(r.personalized_plan.patient_engagement).toContain('Self-pay');
  });

  it('escalates an infected diabetic ulcer', () => {
    const r = personalizeVbcPlan({
      woundType: 'diabetic_ulcer',
      riskScore: 2,
      insurance: 'medicaid',
      measurement: measured({ diagnosis: 'infected' }),
    });
    expect(r.basis.priority).toBe('urgent');
    expect(r.basis.risk_level).toBe('high');
    expect(r.personalized_plan.treatment_recommendations[0]).toMatch(/^Infection signs/);
    expect(r.personalized_plan.care_coordination).toContain('infectious disease');
    expect(r.basis.avoidable_share).toBe(0.3);
  });

  it('is deterministic', () => {
    const input = {
      woundType: 'surgical_wound' as const,
      riskScore: 3.3,
      insurance: 'private' as const,
      measurement: measured(),
    };
    expect(personalizeVbcPlan(input)).toEqual(personalizeVbcPlan(input));
  });
});
