import { describe, expect, it } from 'vitest';
import { derivePriority, deriveSeverity } from './derive-priority.ts';
import { deriveHealingStage, deriveInfectionRisk, displayDiagnosis } from './derive-labels.ts';
import { deriveConfidence } from './derive-confidence.ts';
import { deriveRecommendations, RECALIBRATE_RECOMMENDATION, RECOMMENDATIONS } from './recommendations.ts';
import { BUILT_IN_PLANS, builtInPlanFor, deriveTreatmentPlan, orderedSteps } from './derive-treatment-plan.ts';
import { deriveSpecialistTypes } from './specialist-types.ts';

describe('priority / severity (spec 001 §4, §9)', () => {
  it.each([
    ['infected', 5.01, 'high'],
    ['infected', 5, 'medium'],
    ['infected', 0.4, 'medium'],
    ['infected', null, 'medium'],
    ['not_infected', 10.01, 'medium'],
    ['not_infected', 10, 'low'],
    ['not_infected', 2, 'low'],
    ['not_infected', null, 'low'],
    ['unknown', 50, 'medium'],
    ['unknown', 3, 'low'],
  ] as const)('%s at %s cm² → %s', (dx, area, expected) => {
    expect(derivePriority(dx, area)).toBe(expected);
    expect(deriveSeverity(dx, area)).toBe(expected);
  });

  it('ignores a non-finite area', () => {
    expect(derivePriority('infected', Number.NaN)).toBe('medium');
    expect(derivePriority('not_infected', Number.POSITIVE_INFINITY)).toBe('low');
  });
});

describe('healing stage, infection risk, diagnosis label (spec 001 §3, §4)', () => {
  it('maps infected and non-infected', () => {
    expect(deriveHealingStage('infected')).toBe('Inflammatory Phase');
    expect(deriveHealingStage('not_infected')).toBe('Granulation Phase');
    expect(deriveHealingStage(null)).toBe('Granulation Phase');
    expect(deriveInfectionRisk('infected')).toBe('High');
    expect(deriveInfectionRisk('not_infected')).toBe('Low');
  });
  it('shows underscores as spaces and unknown values as "Unable to determine"', () => {
    expect(displayDiagnosis('not_infected')).toBe('not infected');
    expect(displayDiagnosis('infected')).toBe('infected');
    expect(displayDiagnosis('maybe')).toBe('Unable to determine');
    expect(displayDiagnosis(undefined)).toBe('Unable to determine');
  });
});

describe('confidence 70 + 15 + 10 + 5, capped at 95 (spec 001 §9)', () => {
  it.each([
    [{ areaCm2: 3, diagnosis: 'infected', hasAnnotatedImage: true }, 0.95],
    [{ areaCm2: 3, diagnosis: 'infected', hasAnnotatedImage: false }, 0.95],
    [{ areaCm2: 3, diagnosis: 'maybe', hasAnnotatedImage: true }, 0.9],
    [{ areaCm2: 0, diagnosis: 'not_infected', hasAnnotatedImage: true }, 0.85],
    [{ areaCm2: null, diagnosis: 'not_infected', hasAnnotatedImage: false }, 0.8],
    [{ areaCm2: -1, diagnosis: null, hasAnnotatedImage: false }, 0.7],
    [{ areaCm2: null, diagnosis: 'x', hasAnnotatedImage: true }, 0.75],
  ])('%o → %s', (input, expected) => {
    expect(deriveConfidence(input)).toBeCloseTo(expected, 10);
  });
});

describe('recommendations (five items)', () => {
  it('gives five per diagnosis, different for infected and not', () => {
    const inf = deriveRecommendations('infected', true);
    const clean = deriveRecommendations('not_infected', true);
    expect(inf).toHaveLength(5);
    expect(clean).toHaveLength(5);
    expect(inf).toEqual(RECOMMENDATIONS.infected);
    expect(clean).toEqual(RECOMMENDATIONS.not_infected);
    expect(inf).not.toEqual(clean);
    expect(deriveRecommendations('whatever', true)).toEqual(RECOMMENDATIONS.not_infected);
  });
  it('asks for the sticker when uncalibrated and keeps five', () => {
    const r = deriveRecommendations('infected', false);
    expect(r).toHaveLength(5);
    expect(r[4]).toBe(RECALIBRATE_RECOMMENDATION);
    expect(RECOMMENDATIONS.infected[4]).not.toBe(RECALIBRATE_RECOMMENDATION);
  });
});

describe('treatment-plan derivation (spec 001 §9)', () => {
  const plan = {
    materials: ['Saline', 'Antibiotic ointment', 'Silver dressing', 'Topical ANTIBIOTIC cream', 'Zinc ointment', 'Gauze'],
    steps: { '10': 'ten', '2': 'two', '1': 'one', '3': 'three', '4': 'four', '5': 'five' },
    duration: '7-14 days',
  };
  it('medications = materials mentioning antibiotic or ointment (any case)', () => {
    expect(deriveTreatmentPlan(plan).medications).toEqual(['Antibiotic ointment', 'Topical ANTIBIOTIC cream', 'Zinc ointment']);
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
    expect(deriveTreatmentPlan(BUILT_IN_PLANS.infected).medications).toEqual(['Topical antibiotic ointment (as prescribed)']);
    expect(deriveTreatmentPlan(BUILT_IN_PLANS.infected).procedures).toHaveLength(4);
  });
});

describe('specialist types (spec 001 §2)', () => {
  it.each([
    ['high', 'infected', ['Wound Care Specialist (Urgent)', 'Infectious Disease Specialist', 'General Wound Care Specialist']],
    ['high', 'not_infected', ['Wound Care Specialist (Urgent)', 'General Wound Care Specialist']],
    ['medium', 'infected', ['Infectious Disease Specialist', 'General Wound Care Specialist']],
    ['low', 'not_infected', ['General Wound Care Specialist']],
    [null, null, ['General Wound Care Specialist']],
  ] as const)('%s / %s', (sev, dx, expected) => {
    expect(deriveSpecialistTypes(sev, dx)).toEqual(expected);
  });
});
