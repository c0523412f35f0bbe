import { describe, expect, it } from 'vitest';
import { assessInfection, INFECTION_RULE, type InfectionInputs } from './assess-infection.ts';

const calm: InfectionInputs = {
  tissue: { granulation: 80, slough: 10, necrotic: 0, epithelial: 10 },
  granulationMedianA: 35,
  periwoundErythema: 1,
  areaCm2: 4,
};
const allAbsent = {
  non_healing: false,
  exudate: false,
  smell: false,
  temperature: false,
  probes_to_bone: false,
  new_breakdown: false,
  oedema: false,
} as const;

describe('NERDS / STONEES from the photo and the bedside', () => {
  it('an image-only analysis is indeterminate, never "not infected" (Woo & Sibbald 2009: validated on a full bedside assessment)', () => {
    const r = assessInfection(calm);
    expect(r.diagnosis).toBe('indeterminate');
    expect(r.screen.result).toBe('indeterminate');
    expect(r.signs.map((s) => s.id)).toEqual([
      'red_friable_tissue',
      'debris',
      'erythema',
      'size_bigger',
      'non_healing',
      'exudate',
      'smell',
      'temperature',
      'probes_to_bone',
      'new_breakdown',
      'oedema',
    ]);
    for (const s of r.signs.filter((x) => x.source === 'clinician')) expect(s.state).toBe('not_assessed');
  });

  it('with every bedside sign reported absent and a calm photo the screen is negative', () => {
    const r = assessInfection({ ...calm, previousAreaCm2: 4, clinicianSigns: allAbsent });
    expect(r.screen.nerds).toMatchObject({ present: 0, not_assessed: 0 });
    // erythema not seen on the photo stays not assessed (skin-tone limitation), but oedema absent cannot make the letter present
    expect(r.screen.stonees).toMatchObject({ present: 0, not_assessed: 1 });
    expect(r.diagnosis).toBe('not_infected');
  });

  it('three NERDS signs make it positive (local), two with the rest absent are negative', () => {
    const sloughy = { granulation: 50, slough: 30, necrotic: 10, epithelial: 10 };
    const two = assessInfection({
      ...calm,
      tissue: sloughy,
      previousAreaCm2: 4,
      clinicianSigns: { ...allAbsent, non_healing: true },
    });
    expect(two.nerds_count).toBe(2); // debris + non-healing
    expect(two.diagnosis).toBe('not_infected');
    const three = assessInfection({
      ...calm,
      tissue: sloughy,
      clinicianSigns: { non_healing: true, smell: 'present' },
    });
    expect(three.nerds_count).toBe(3);
    expect(three.stonees_count).toBe(1); // smell is in both lists
    expect(three.diagnosis).toBe('infected');
    expect(three.screen.level).toBe('local');
  });

  it('STONEES: size bigger from the previous area, erythema or oedema counted once, bone → deep and the osteomyelitis flag', () => {
    const r = assessInfection({
      ...calm,
      areaCm2: 5,
      previousAreaCm2: 4,
      periwoundErythema: 9,
      clinicianSigns: { oedema: true, probes_to_bone: true },
    });
    expect(r.signs.find((s) => s.id === 'size_bigger')).toMatchObject({
      source: 'image',
      state: 'present',
      present: true,
      value: 25,
    });
    expect(r.stonees_count).toBe(3); // size + erythema/oedema (one letter) + os
    expect(r.diagnosis).toBe('infected');
    expect(r.screen.level).toBe('deep');
    expect(r.screen.osteomyelitis_flag).toBe(true);
  });

  it('image signs follow their documented thresholds; what the photo cannot judge is not assessed', () => {
    const red = assessInfection({ ...calm, granulationMedianA: INFECTION_RULE.redFriableMinA + 1 });
    expect(red.signs.find((s) => s.id === 'red_friable_tissue')).toMatchObject({
      state: 'present',
      label: 'Bright-red granulation (friability needs touch)',
    });
    const growth = assessInfection({ ...calm, areaCm2: 4.2, previousAreaCm2: 4 }); // +5 %: inside the measurement error
    expect(growth.signs.find((s) => s.id === 'size_bigger')!.state).toBe('absent');
    const noCal = assessInfection({ ...calm, areaCm2: null, previousAreaCm2: 4 });
    expect(noCal.signs.find((s) => s.id === 'size_bigger')).toMatchObject({ state: 'not_assessed', value: null });
    const pale = assessInfection({ ...calm, periwoundErythema: 2 });
    expect(pale.signs.find((s) => s.id === 'erythema')).toMatchObject({ state: 'not_assessed' });
    expect(pale.signs.find((s) => s.id === 'erythema')!.evidence).toMatch(/darker skin/);
  });

  it('no wound outlined: the bed signs are not assessed, not absent', () => {
    const r = assessInfection({ tissue: null, granulationMedianA: null, periwoundErythema: null, areaCm2: null });
    for (const id of ['red_friable_tissue', 'debris', 'erythema', 'size_bigger'])
      expect(r.signs.find((s) => s.id === id)!.state).toBe('not_assessed');
    expect(r.diagnosis).toBe('indeterminate');
  });

  it('a clinician "no" is recorded as reported absent, not as not assessed', () => {
    const r = assessInfection({ ...calm, clinicianSigns: { exudate: false, smell: 'not_assessed' } });
    expect(r.signs.find((s) => s.id === 'exudate')).toMatchObject({
      state: 'absent',
      present: false,
      value: false,
      evidence: 'reported absent by the clinician',
    });
    expect(r.signs.find((s) => s.id === 'smell')).toMatchObject({ state: 'not_assessed', value: null });
  });
});
