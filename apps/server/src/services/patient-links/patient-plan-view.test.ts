import { describe, expect, it } from 'vitest';
import { ACTIONS } from '@woundcare/api-types';
import { deriveAssessment } from '../../clinical/derive-assessment.ts';
import { makeInputs } from '../../clinical/test-inputs.ts';
import { SEEK_HELP } from '../../clinical/plan.ts';
import { firstNameOf, patientPlanOf, PATIENT_CODES } from './patient-plan-view.ts';

type Over = NonNullable<Parameters<typeof makeInputs>[0]>;
const page = (wound: Over['wound'], over: Over = {}) =>
  patientPlanOf({
    clinical: deriveAssessment(makeInputs({ ...over, wound })),
    patientName: '  Maria   Lopez ',
    bodySite: 'heel_left',
    examDate: '2026-11-02T10:00:00.000Z',
    expiresAt: '2026-12-02T10:00:00.000Z',
    locale: 'es',
    clinic: { name: 'Riverside Wound Clinic', phone: '+1 312 555 0100' },
  });

describe("the patient's plan, in plain words, from the stored assessment", () => {
  it('follows the plan: a venous ulcer with a normal ABPI gets compression; an arterial one is told to avoid it', () => {
    const venous = page({ etiology: 'venous_leg_ulcer', site: 'lower_leg_anterior_left', abpi: 1.0 });
    expect(venous.homeCare).toContain('compression');
    expect(venous.materials).toContain('compression');
    const arterial = page({ etiology: 'arterial_ulcer', site: 'lower_leg_anterior_left', abpi: 0.4 });
    expect(arterial.homeCare).not.toContain('compression');
    expect(arterial.materials).not.toContain('compression');
    expect(arterial.avoid).toContain('avoid-compression');
  });

  it('tells a diabetic foot ulcer to offload, and keeps the red flags the plan wrote', () => {
    const a = deriveAssessment(makeInputs());
    const p = page(undefined);
    expect(p.homeCare.some((s) => s === 'nonremovable-offloading' || s === 'removable-offloading')).toBe(true);
    expect(p.seekHelp.map((s) => s.text)).toEqual(a.plan.whenToSeekHelp);
    // every red flag of the plan has its code, so the page words it in the patient's language
    expect(p.seekHelp.map((s) => s.sign)).toEqual([
      'feeling-unwell',
      'spreading-redness',
      'pain-pus-smell',
      'wound-bigger',
      'foot-change',
    ]);
    expect(p.homeCare[0]).toBe('wash-hands');
  });

  it("names the patient by first name only, the site by region and side, the exam day, the link's language; no appointment until the record has one", () => {
    const p = page(undefined);
    expect(p).toMatchObject({
      locale: 'es',
      firstName: 'Maria',
      bodySite: { region: 'heel', side: 'left' },
      examDate: '2026-11-02',
      expiresAt: '2026-12-02T10:00:00.000Z',
      nextAppointment: null,
    });
    expect(JSON.stringify(p)).not.toContain('Lopez');
    expect(firstNameOf('Ada')).toBe('Ada');
  });

  it('has an instruction for every action the clinical core can take or forbid, and a code for every red flag', () => {
    for (const a of ACTIONS) expect(PATIENT_CODES.homeCare, a).toContain(a);
    for (const tag of [
      'avoid-compression',
      'avoid-moist',
      'avoid-debride',
      'avoid-nonremovable-offloading',
      'avoid-systemic-antibiotics',
    ] as const)
      expect(PATIENT_CODES.avoid, tag).toContain(tag);
    const limb = page({ etiology: 'arterial_ulcer', site: 'lower_leg_anterior_left', abpi: 0.4 });
    expect(limb.seekHelp.map((s) => s.sign)).toContain('cold-pale-limb');
    expect(limb.seekHelp.every((s) => s.sign !== null && SEEK_HELP[s.sign] === s.text)).toBe(true);
  });

  it('gives an urgent plan a "call your clinic today" block, and a routine one none', () => {
    const arterial = { etiology: 'arterial_ulcer', site: 'lower_leg_anterior_left', abpi: 0.4 } as const;
    expect(deriveAssessment(makeInputs({ wound: arterial })).priority.level).toBe('high');
    expect(page(arterial).urgency).toBe('today');
    const surgical = { etiology: 'surgical', site: 'abdomen' } as const;
    expect(deriveAssessment(makeInputs({ wound: surgical })).priority.level).not.toBe('high');
    expect(page(surgical).urgency).toBeNull();
  });

  // IWGDF/IDSA 2023 (Senneville et al.), classification table: infection with systemic signs
  // (≥ 2 SIRS criteria) is grade 4, severe; severe infection is treated in hospital with
  // parenteral antibiotics and urgent surgical review. The patient's page must say so first and
  // must not give outpatient instructions that contradict admission (tablets, "at your visits").
  it('sends a DFU with systemic signs (IWGDF/IDSA grade 4) to the emergency department, with no tablets or visit instructions', () => {
    const grade4 = {
      bedside: {
        local_swelling_induration: 'present',
        local_warmth: 'present',
        purulent_discharge: 'present',
        systemic_signs: 'present',
      },
      clinicianTissue: { worst: 'slough', necrosis: null },
    } as const;
    const clinical = deriveAssessment(makeInputs(grade4));
    expect(clinical.priority.label).toBe('Emergency');
    const p = page(undefined, grade4);
    expect(p.urgency).toBe('emergency');
    expect(p.homeCare).toEqual(['cover-wound', 'bring-page']);
    expect(p.materials).toEqual([]);
  });
});
