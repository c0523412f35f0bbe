import { describe, expect, it } from 'vitest';
import { ACTIONS } from '@woundcare/api-types';
import { deriveAssessment } from '../../clinical/derive-assessment.ts';
import { makeInputs } from '../../clinical/test-inputs.ts';
import { firstNameOf, patientPlanOf, PLAIN_WORDS } from './patient-plan-view.ts';

type Over = NonNullable<Parameters<typeof makeInputs>[0]>;
const page = (wound: Over['wound'], over: Over = {}) =>
  patientPlanOf({
    assessment: deriveAssessment(makeInputs({ ...over, wound })),
    patientName: '  Maria   Lopez ',
    bodySite: 'heel_left',
    examDate: '2026-11-02T10:00:00.000Z',
    expiresAt: '2026-12-02T10:00:00.000Z',
  });

describe("the patient's plan, in plain words, from the stored assessment", () => {
  it('follows the plan: a venous ulcer with a normal ABPI gets compression; an arterial one is told to avoid it', () => {
    const venous = page({ etiology: 'venous_leg_ulcer', site: 'lower_leg_anterior_left', abpi: 1.0 });
    expect(venous.homeCare.some((s) => /compression bandage or stockings/.test(s))).toBe(true);
    expect(venous.materials).toContain('Your compression bandage or stockings');
    const arterial = page({ etiology: 'arterial_ulcer', site: 'lower_leg_anterior_left', abpi: 0.4 });
    expect(arterial.homeCare.some((s) => /compression/.test(s))).toBe(false);
    expect(arterial.avoid.some((s) => /Do not wear tight bandages or compression stockings/.test(s))).toBe(true);
  });

  it('tells a diabetic foot ulcer to offload, and keeps the red flags the plan wrote', () => {
    const a = deriveAssessment(makeInputs());
    const p = page(undefined);
    expect(p.homeCare.some((s) => /cast or boot|offloading boot/.test(s))).toBe(true);
    expect(p.seekHelp).toEqual(a.plan.whenToSeekHelp);
    expect(p.homeCare[0]).toMatch(/^Wash your hands/);
  });

  it('names the patient by first name only, the site in words, the exam day; no appointment until the record has one', () => {
    const p = page(undefined);
    expect(p).toMatchObject({
      firstName: 'Maria',
      bodySite: 'Heel, left',
      examDate: '2026-11-02',
      expiresAt: '2026-12-02T10:00:00.000Z',
      nextAppointment: null,
    });
    expect(JSON.stringify(p)).not.toContain('Lopez');
    expect(firstNameOf('Ada')).toBe('Ada');
  });

  it('has plain words for every action the clinical core can take or forbid', () => {
    for (const a of ACTIONS) expect(PLAIN_WORDS.homeCare[a], a).toBeTruthy();
    for (const tag of [
      'avoid-compression',
      'avoid-moist',
      'avoid-debride',
      'avoid-nonremovable-offloading',
      'avoid-systemic-antibiotics',
    ] as const)
      expect(PLAIN_WORDS.avoid[tag], tag).toBeTruthy();
  });

  it('says "seen today" exactly when the assessment’s priority is high', () => {
    const arterial = { etiology: 'arterial_ulcer', site: 'lower_leg_anterior_left', abpi: 0.4 } as const;
    expect(deriveAssessment(makeInputs({ wound: arterial })).priority.level).toBe('high');
    expect(page(arterial).seeToday).toBe(true);
    const surgical = { etiology: 'surgical', site: 'abdomen' } as const;
    expect(deriveAssessment(makeInputs({ wound: surgical })).priority.level).not.toBe('high');
    expect(page(surgical).seeToday).toBe(false);
  });
});
