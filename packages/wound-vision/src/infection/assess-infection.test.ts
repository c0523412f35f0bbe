import { describe, expect, it } from 'vitest';
import { assessInfection, INFECTION_RULE, type InfectionInputs } from './assess-infection.ts';

const calm: InfectionInputs = {
  tissue: { granulation: 80, slough: 10, necrotic: 0, epithelial: 10 },
  granulationMedianA: 35,
  periwoundErythema: 1,
  areaCm2: 4,
};

describe('NERDS / STONEES', () => {
  it('lists every sign with its source and evidence, and nothing present on a calm wound', () => {
    const r = assessInfection(calm);
    expect(r.diagnosis).toBe('not_infected');
    expect(r.signs.map((s) => s.id)).toEqual(['red_friable_tissue', 'debris', 'erythema', 'size_bigger', 'non_healing', 'exudate', 'smell', 'temperature', 'probes_to_bone', 'new_breakdown', 'oedema']);
    for (const s of r.signs) {
      expect(['image', 'clinician']).toContain(s.source);
      expect(s.evidence.length).toBeGreaterThan(5);
    }
    expect(r.nerds_count + r.stonees_count).toBe(0);
  });

  it('three NERDS signs make it positive (superficial), two do not', () => {
    const two = assessInfection({ ...calm, tissue: { granulation: 50, slough: 30, necrotic: 10, epithelial: 10 }, clinicianSigns: { non_healing: true } });
    expect(two.nerds_count).toBe(2); // debris + non-healing
    expect(two.diagnosis).toBe('not_infected');
    const three = assessInfection({ ...calm, tissue: { granulation: 50, slough: 30, necrotic: 10, epithelial: 10 }, clinicianSigns: { non_healing: true, smell: true } });
    expect(three.nerds_count).toBe(3);
    expect(three.stonees_count).toBe(1); // smell is in both lists
    expect(three.diagnosis).toBe('infected');
    expect(three.level).toBe('superficial');
  });

  it('STONEES: size bigger from the previous area, erythema or oedema counted once, bone, temperature', () => {
    const r = assessInfection({ ...calm, areaCm2: 5, previousAreaCm2: 4, periwoundErythema: 9, clinicianSigns: { oedema: true, probes_to_bone: true } });
    const size = r.signs.find((s) => s.id === 'size_bigger')!;
    expect(size).toMatchObject({ source: 'image', present: true, value: 25 });
    // size + erythema/oedema (one letter) + os = 3
    expect(r.stonees_count).toBe(3);
    expect(r.diagnosis).toBe('infected');
    expect(r.level).toBe('deep');
  });

  it('image signs follow their documented thresholds', () => {
    const red = assessInfection({ ...calm, granulationMedianA: INFECTION_RULE.redFriableMinA + 1 });
    expect(red.signs.find((s) => s.id === 'red_friable_tissue')!.present).toBe(true);
    const growth = assessInfection({ ...calm, areaCm2: 4.2, previousAreaCm2: 4 }); // +5 %: inside the measurement error
    expect(growth.signs.find((s) => s.id === 'size_bigger')!.present).toBe(false);
    const noCal = assessInfection({ ...calm, areaCm2: null, previousAreaCm2: 4 });
    expect(noCal.signs.find((s) => s.id === 'size_bigger')!).toMatchObject({ present: false, value: null });
  });

  it('a clinician "no" is recorded as reported absent, not as not assessed', () => {
    const r = assessInfection({ ...calm, clinicianSigns: { exudate: false } });
    expect(r.signs.find((s) => s.id === 'exudate')).toMatchObject({ present: false, value: false, evidence: 'reported absent by the clinician' });
    expect(r.signs.find((s) => s.id === 'smell')).toMatchObject({ value: null });
  });
});
