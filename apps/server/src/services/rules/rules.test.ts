import { describe, expect, it } from 'vitest';
import { displayDiagnosis } from './derive-labels.ts';
import { BUILT_IN_PLANS, builtInPlanFor, deriveTreatmentPlan, orderedSteps } from './derive-treatment-plan.ts';
import { deriveSpecialistTypes } from './specialist-types.ts';

describe('diagnosis label (spec 001 §3)', () => {
  it('shows underscores as spaces, the indeterminate screen as such, unknown values as "Unable to determine"', () => {
    expect(displayDiagnosis('not_infected')).toBe('not infected');
    expect(displayDiagnosis('infected')).toBe('infected');
    expect(displayDiagnosis('indeterminate')).toBe('indeterminate — bedside assessment needed');
    expect(displayDiagnosis('maybe')).toBe('Unable to determine');
    expect(displayDiagnosis(undefined)).toBe('Unable to determine');
  });
});

describe('treatment-plan derivation (spec 001 §9)', () => {
  const plan = {
    materials: [
      'Saline',
      'Antibiotic ointment',
      'Silver dressing',
      'Topical ANTIBIOTIC cream',
      'Zinc ointment',
      'Gauze',
    ],
    steps: { '10': 'ten', '2': 'two', '1': 'one', '3': 'three', '4': 'four', '5': 'five' },
    duration: '7-14 days',
  };
  it('medications = materials mentioning antibiotic or ointment (any case)', () => {
    expect(deriveTreatmentPlan(plan).medications).toEqual([
      'Antibiotic ointment',
      'Topical ANTIBIOTIC cream',
      'Zinc ointment',
    ]);
  });
  it('procedures = the first four steps in numeric order', () => {
    expect(orderedSteps(plan.steps)).toEqual(['one', 'two', 'three', 'four', 'five', 'ten']);
    expect(deriveTreatmentPlan(plan).procedures).toEqual(['one', 'two', 'three', 'four']);
  });
  it('follow-up = duration; fewer than four steps stay as they are', () => {
    const d = deriveTreatmentPlan({ materials: [], steps: { '1': 'a', '2': 'b' }, duration: '3-7 days' });
    expect(d).toEqual({ medications: [], procedures: ['a', 'b'], followUp: '3-7 days' });
  });
  it('built-in plans last 7-14 days (infected) and 3-7 days (not infected)', () => {
    expect(builtInPlanFor('infected').duration).toBe('7-14 days');
    expect(builtInPlanFor('not_infected').duration).toBe('3-7 days');
    expect(builtInPlanFor('unknown')).toBe(BUILT_IN_PLANS.not_infected);
    expect(deriveTreatmentPlan(BUILT_IN_PLANS.infected).procedures).toHaveLength(4);
  });
  it('the built-in infected plan has no topical antibiotic and does not tell to keep the wound dry (IWII 2022: local infection → antiseptic / antimicrobial dressings)', () => {
    const text = JSON.stringify(BUILT_IN_PLANS.infected);
    expect(text).not.toMatch(/antibiotic ointment|topical antibiotic/i);
    expect(text).not.toMatch(/keep the wound dry/i);
    expect(deriveTreatmentPlan(BUILT_IN_PLANS.infected).medications).toEqual([]);
    expect(BUILT_IN_PLANS.infected.materials.join(' ')).toMatch(/antimicrobial dressing/i);
  });
  it('no built-in plan calls the wound self-treatable (its cause is not known; Wound Bed Preparation 2021)', () => {
    expect(BUILT_IN_PLANS.infected.is_self_treatable).toBe(false);
    expect(BUILT_IN_PLANS.not_infected.is_self_treatable).toBe(false);
  });
});

describe('specialist types (spec 001 §2)', () => {
  it.each([
    [
      'high',
      'infected',
      ['Wound Care Specialist (Urgent)', 'Infectious Disease Specialist', 'General Wound Care Specialist'],
    ],
    ['high', 'not_infected', ['Wound Care Specialist (Urgent)', 'General Wound Care Specialist']],
    ['medium', 'infected', ['Infectious Disease Specialist', 'General Wound Care Specialist']],
    ['low', 'not_infected', ['General Wound Care Specialist']],
    [null, null, ['General Wound Care Specialist']],
  ] as const)('%s / %s', (sev, dx, expected) => {
    expect(deriveSpecialistTypes(sev, dx)).toEqual(expected);
  });
});
