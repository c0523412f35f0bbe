import { describe, expect, it } from 'vitest';
import type { Assessment } from '@woundcare/api-types';
import { deriveAssessment } from '../../clinical/derive-assessment.ts';
import { makeInputs } from '../../clinical/test-inputs.ts';
import { personalizeVbcPlan, type PersonalizeInput } from './personalize-plan.ts';
import { assessVbcPhoto } from './vbc-assessment.ts';
import type { VbcMeasurement, WoundType } from './vbc-rules.ts';
import { measured } from '../../../test/support/vbc-fixture.ts';

/** The clinical core's assessment of the same photo, as the route derives it. */
const assessed = (woundType: WoundType, m: VbcMeasurement, exudate: PersonalizeInput['exudate'] = null): Assessment =>
  assessVbcPhoto({
    woundType,
    exudate: exudate ?? null,
    examDate: '2026-11-02T10:00:00.000Z',
    measurement: {
      ...makeInputs().measurement,
      calibrated: m.calibrated,
      areaCm2: m.area_cm2,
      areaUncertaintyCm2: m.calibrated ? 0.3 : null,
      lengthCm: m.length_cm,
      widthCm: m.width_cm,
      tissue: m.tissue,
    },
  });
const withAssessment = (i: Omit<PersonalizeInput, 'assessment'>): PersonalizeInput => ({
  ...i,
  assessment: assessed(i.woundType, i.measurement, i.exudate),
});

describe('personalizeVbcPlan', () => {
  it('fills every field of the spec response from a calibrated measurement', () => {
    const r = personalizeVbcPlan(
      withAssessment({ woundType: 'diabetic_ulcer', riskScore: 1.5, insurance: 'medicare', measurement: measured() }),
    );
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
    // the advice rows of the clinical core, with their sources: perfusion unknown, so no cast and no debridement
    expect(r.personalized_plan.treatment_recommendations.slice(0, -1)).toEqual(
      r.assessment!.advice.map((a) => expect.stringContaining(`${a.text} (${a.source})`)),
    );
    expect(r.personalized_plan.treatment_recommendations.join(' ')).not.toMatch(/total contact cast/i);
    expect(r.measurement).toMatchObject({ area_uncertainty_cm2: 0.3 });
    expect(r.recommendations).toContain('See the patient within 1 week and take the next measured photo in 7 days.');
    expect(r.measurement).toMatchObject({ calibrated: true, area_cm2: 3.1, push_area_score: 6, push_tissue_score: 3 });
    expect(r.basis.assumptions.some((a) => a.startsWith('Not calibrated'))).toBe(false);
  });

  it('scores exudate from the assessment when entered, and gives a PUSH total only then (PUSH 3.0)', () => {
    const base = { woundType: 'pressure_sore', riskScore: 1, insurance: 'medicare', measurement: measured() } as const;
    const without = personalizeVbcPlan(withAssessment(base));
    expect(without.measurement).toMatchObject({ push_exudate_score: null, push_total: null });
    expect(without.basis.assumptions).toContain(
      'Exudate was not entered (a photo cannot show it): PUSH exudate not assessed, no PUSH total.',
    );
    const withExudate = personalizeVbcPlan(withAssessment({ ...base, exudate: 'moderate' }));
    expect(withExudate.measurement.push_exudate_score).toBe(2);
    expect(withExudate.measurement.push_total).toBe(
      withExudate.measurement.push_area_score! + 2 + withExudate.measurement.push_tissue_score!,
    );
  });

  it('says "not calibrated" honestly and gives no invented size', () => {
    const r = personalizeVbcPlan(
      withAssessment({
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
      }),
    );
    expect(r.measurement.area_uncertainty_cm2).toBeNull();
    expect(r.measurement.push_area_score).toBeNull();
    expect(r.personalized_plan.outcome_prediction).toMatch(/^Not calibrated/);
    expect(r.personalized_plan.cost_effectiveness).toContain('size not calibrated');
    expect(r.recommendations[0]).toMatch(/calibration sticker/);
    expect(r.recommendations).toContain('Photo: No calibration sticker found.');
    expect(r.basis.assumptions[0]).toMatch(/^Not calibrated/);
    expect(r.vbc_metrics.quality_score).toBe(25); // tissue only: slough present → 3 of 4
    expect(r.personalized_plan.patient_engagement).toContain('Self-pay');
  });

  it('escalates when the clinical assessment finds an infected diabetic ulcer (IWGDF/IDSA), not on the photo alone', () => {
    const infected = deriveAssessment(
      makeInputs({
        bedside: {
          local_swelling_induration: 'present',
          local_warmth: 'present',
          erythema_over_2cm_or_deep: 'present',
          systemic_signs: 'absent',
        },
      }),
    );
    expect(infected.infection.result).toBe('infected');
    const r = personalizeVbcPlan({
      woundType: 'diabetic_ulcer',
      riskScore: 2,
      insurance: 'medicaid',
      measurement: measured({ diagnosis: 'infected' }),
      assessment: infected,
    });
    expect(r.basis.priority).toBe('urgent');
    expect(r.basis.risk_level).toBe('high');
    expect(r.personalized_plan.treatment_recommendations[0]).toMatch(/^Urgent: .*diabetic foot infection/i);
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
    expect(personalizeVbcPlan(withAssessment(input))).toEqual(personalizeVbcPlan(withAssessment(input)));
  });

  it('perfusion unknown: no total contact cast and no debridement for a sloughy DFU — "needs assessment" instead', () => {
    const sloughy = measured({ tissue: { granulation: 40, slough: 50, necrotic: 10, epithelial: 0 } });
    const r = personalizeVbcPlan(
      withAssessment({ woundType: 'diabetic_ulcer', riskScore: 1, insurance: 'private', measurement: sloughy }),
    );
    const a = r.assessment!;
    expect(a.perfusion.status).toBe('needs_assessment');
    const tags = a.advice.flatMap((x) => x.actions);
    expect(tags).not.toContain('nonremovable-offloading');
    expect(tags).not.toContain('debride');
    const text = r.personalized_plan.treatment_recommendations.join(' ');
    expect(text).not.toMatch(/total contact cast/i);
    expect(text).not.toMatch(/^Debride/m);
    expect(text).toMatch(/perfusion|ABPI|ankle/i);
  });

  it('shows "outline not validated for this wound type" for a pressure injury, with the ±', () => {
    const r = personalizeVbcPlan(
      withAssessment({ woundType: 'pressure_sore', riskScore: 1, insurance: 'medicare', measurement: measured() }),
    );
    expect(r.measurement.flags!.map((f) => f.code)).toContain('outline_not_validated');
    expect(r.recommendations.some((t) => /Outline not validated for this wound type — check it/.test(t))).toBe(true);
    expect(r.measurement.area_text).toMatch(/± 0\.30? cm²/);
    const dfu = personalizeVbcPlan(
      withAssessment({ woundType: 'diabetic_ulcer', riskScore: 1, insurance: 'medicare', measurement: measured() }),
    );
    expect(dfu.measurement.flags!.map((f) => f.code)).not.toContain('outline_not_validated');
  });
});
