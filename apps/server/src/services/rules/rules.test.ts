import { describe, expect, it } from 'vitest';
import { BUILT_IN_PLANS, builtInPlanFor } from './derive-treatment-plan.ts';

describe('built-in plans of the remote analysis path (docs/spec-notes.md#fallbacks)', () => {
  it('built-in plans last 7-14 days (infected) and 3-7 days (not infected)', () => {
    expect(builtInPlanFor('infected').duration).toBe('7-14 days');
    expect(builtInPlanFor('not_infected').duration).toBe('3-7 days');
    expect(builtInPlanFor('unknown')).toBe(BUILT_IN_PLANS.not_infected);
    expect(Object.keys(BUILT_IN_PLANS.infected.steps).length).toBeGreaterThanOrEqual(4);
  });
  it('the built-in infected plan has no topical antibiotic and does not tell to keep the wound dry (IWII 2022: local infection → antiseptic / antimicrobial dressings)', () => {
    const text = JSON.stringify(BUILT_IN_PLANS.infected);
    expect(text).not.toMatch(/antibiotic ointment|topical antibiotic/i);
    expect(text).not.toMatch(/keep the wound dry/i);
    expect(BUILT_IN_PLANS.infected.materials.join(' ')).toMatch(/antimicrobial dressing/i);
  });
  it('no built-in plan calls the wound self-treatable (its cause is not known; Wound Bed Preparation 2021)', () => {
    expect(BUILT_IN_PLANS.infected.is_self_treatable).toBe(false);
    expect(BUILT_IN_PLANS.not_infected.is_self_treatable).toBe(false);
  });
});
