import { describe, expect, it } from 'vitest';
import type { ClinicalAssessment, ExudateLevel, VbcMeasurement, VbcWoundType } from '@woundcare/api-types';
import { deriveAssessment } from '../../clinical/derive-assessment.ts';
import { makeInputs } from '../../clinical/test-inputs.ts';
import { personalizeVbcPlan, type PersonalizeInput } from './personalize-plan.ts';
import { assessVbcPhoto } from './vbc-assessment.ts';
import { measured } from '../../../test/support/vbc-fixture.ts';

/** The clinical core's assessment of the same photo, as the route derives it. */
const assessed = (
  woundType: VbcWoundType,
  m: VbcMeasurement,
  exudate: ExudateLevel | null = null,
): ClinicalAssessment =>
  assessVbcPhoto({
    woundType,
    exudate,
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
/** The form's inputs with the assessment the route derives from the same photo (and exudate, when entered). */
const withAssessment = ({
  exudate,
  ...i
}: Omit<PersonalizeInput, 'clinical'> & { exudate?: ExudateLevel | null }): PersonalizeInput => ({
  ...i,
  clinical: assessed(i.woundType, i.measurement, exudate ?? null),
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
      r.clinical!.advice.map((a) => expect.stringContaining(`${a.text} (${a.source})`)),
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
      clinical: infected,
    });
    expect(r.basis.priority).toBe('urgent');
    expect(r.basis.risk_level).toBe('high');
    expect(r.personalized_plan.treatment_recommendations[0]).toMatch(/^Urgent: .*diabetic foot infection/i);
    expect(r.personalized_plan.care_coordination).toContain('infectious disease');
    expect(r.basis.avoidable_share).toBe(0.3);
  });

  // IWII 2022 (and IWGDF/IDSA 2023 for the foot): infection is a clinical diagnosis from signs; the
  // photo's colour reading is not a finding. A red photo with no clinical signs changes nothing.
  it('reads infection from the clinical screen only: a photo read as "infected" with no signs adds no risk or cost', () => {
    const plain = personalizeVbcPlan(
      withAssessment({ woundType: 'diabetic_ulcer', riskScore: 1, insurance: 'private', measurement: measured() }),
    );
    const redPhoto = personalizeVbcPlan(
      withAssessment({
        woundType: 'diabetic_ulcer',
        riskScore: 1,
        insurance: 'private',
        measurement: measured({ diagnosis: 'infected' }),
      }),
    );
    expect(redPhoto.basis.composite_risk).toBe(plain.basis.composite_risk);
    expect(redPhoto.basis.priority).toBe(plain.basis.priority);
    expect(redPhoto.basis.expected_episode_cost).toBe(plain.basis.expected_episode_cost);
    expect(redPhoto.basis.avoidable_share).toBe(0.2);
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
    const a = r.clinical!;
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

describe('PUSH 3.0 in the answer: the clinical core scores it (clinical/tissue.ts), the VBC tool reads it', () => {
  const plan = (over: Partial<VbcMeasurement>, exudate: ExudateLevel | null = null) =>
    personalizeVbcPlan(
      withAssessment({
        woundType: 'pressure_sore',
        riskScore: 1,
        insurance: 'medicare',
        measurement: measured(over),
        exudate,
      }),
    );

  it('answers the same PUSH subscores and total as the clinical assessment of the same photo', () => {
    const r = plan({ tissue: { granulation: 60, slough: 30, necrotic: 10, epithelial: 0 } }, 'heavy');
    const push = r.clinical!.push;
    expect(r.measurement).toMatchObject({
      push_area_score: push.sizeScore,
      push_tissue_score: push.tissueScore,
      push_exudate_score: push.exudateScore,
      push_total: push.total,
    });
    expect(r.measurement).toMatchObject({
      push_area_score: 6,
      push_tissue_score: 4,
      push_exudate_score: 3,
      push_total: 13,
    });
  });

  it.each([
    [0.2, 1],
    [0.26, 1], // < 0.3 on the unrounded product
    [0.3, 2],
    [0.64, 2], // categories are written to one decimal: 0.64 → 0.6
    [0.66, 3],
    [1.0, 3],
    [2.0, 4],
    [3.0, 5],
    [4.0, 6],
    [8.0, 7],
    [12.0, 8],
    [24.0, 9],
    [24.1, 10],
  ])('a measured L × W of %s cm² is PUSH size %s', (lw, score) => {
    expect(plan({ length_cm: lw, width_cm: 1 }).measurement.push_area_score).toBe(score);
  });

  it('scores tissue by the worst type covering at least 5 % of the bed — a necrotic speck is not eschar', () => {
    const tissue = (t: [number, number, number, number]) =>
      plan({ tissue: { granulation: t[0], slough: t[1], necrotic: t[2], epithelial: t[3] } }).measurement
        .push_tissue_score;
    expect(tissue([80, 10, 10, 0])).toBe(4);
    expect(tissue([80, 15, 5, 0])).toBe(4);
    expect(tissue([80, 16, 4, 0])).toBe(3); // 4 % necrotic: below the share, slough is the worst present
    expect(tissue([96, 4, 0, 0])).toBe(2);
    expect(tissue([0, 0, 0, 100])).toBe(1);
  });

  it('a necrotic speck does not lower the quality score (quality reads the same tissue score)', () => {
    const speck = plan({ tissue: { granulation: 80, slough: 16, necrotic: 4, epithelial: 0 } });
    const slough = plan({ tissue: { granulation: 84, slough: 16, necrotic: 0, epithelial: 0 } });
    expect(speck.vbc_metrics.quality_score).toBe(slough.vbc_metrics.quality_score);
    expect(speck.vbc_metrics.quality_score).toBe(36); // 100 × (1 − (6 + 3) / 14)
  });

  it('gives no tissue score and no quality score when the tissue was not classified', () => {
    const r = plan({ tissue: null });
    expect(r.measurement.push_tissue_score).toBeNull();
    expect(r.vbc_metrics.quality_score).toBeNull();
    expect(r.basis.assumptions).toContain(
      'The wound-bed tissue could not be classified on this photo; the quality score is left out.',
    );
  });
});
