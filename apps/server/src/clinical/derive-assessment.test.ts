import { describe, expect, it } from 'vitest';
import { IWGDF_SIGN_LABELS } from '@woundcare/api-types';
import { deriveAssessment, RULES_VERSION } from './derive-assessment.ts';
import { SOURCES } from './sources.ts';
import { makeInputs } from './test-inputs.ts';

const ids = (a: ReturnType<typeof deriveAssessment>) => a.advice.map((r) => r.id);
const tags = (a: ReturnType<typeof deriveAssessment>) => a.advice.flatMap((r) => r.actions);
const row = (a: ReturnType<typeof deriveAssessment>, id: string) => a.advice.find((r) => r.id === id);
/** Two IWGDF/IDSA criteria present, the rest assessed absent: a mild infection. */
const mildDfu = {
  local_swelling_induration: 'present',
  local_warmth: 'present',
  erythema_0_5_to_2cm: 'absent',
  erythema_over_2cm_or_deep: 'absent',
  local_tenderness_pain: 'absent',
  purulent_discharge: 'absent',
  systemic_signs: 'absent',
  probes_to_bone: 'absent',
} as const;

describe('deriveAssessment — guideline cases', () => {
  it('stores the rules version', () => {
    expect(deriveAssessment(makeInputs()).rulesVersion).toBe(RULES_VERSION);
  });

  it('IWGDF/IDSA: a mildly infected DFU (grade 2) gets systemic antibiotics, usually oral — not NERDS/STONEES', () => {
    const a = deriveAssessment(makeInputs({ bedside: mildDfu }));
    expect(a.infection.instrument).toBe('IWGDF/IDSA');
    expect(a.infection.grade).toBe(2);
    expect(row(a, 'dfu_infection_mild')?.text).toMatch(/usually oral/);
    expect(row(a, 'dfu_infection_mild')?.source).toBe(SOURCES.iwgdfInfection);
    expect(tags(a)).toContain('systemic-antibiotics');
    expect(tags(a)).not.toContain('avoid-systemic-antibiotics');
  });

  it('IWGDF/IDSA: erythema > 2 cm → grade 3, urgent; systemic signs → grade 4, emergency; probe to bone → (O)', () => {
    const moderate = deriveAssessment(makeInputs({ bedside: { ...mildDfu, erythema_over_2cm_or_deep: 'present' } }));
    expect(moderate.infection.grade).toBe(3);
    expect(row(moderate, 'dfu_infection_moderate')?.kind).toBe('urgent');
    expect(moderate.priority.label).toBe('Urgent');
    const severe = deriveAssessment(makeInputs({ bedside: { ...mildDfu, systemic_signs: 'present' } }));
    expect(severe.infection.grade).toBe(4);
    expect(severe.priority.label).toBe('Emergency');
    const osteo = deriveAssessment(
      makeInputs({ bedside: { ...mildDfu, local_warmth: 'absent', probes_to_bone: 'present' } }),
    );
    expect(osteo.infection.grade).toBe(3);
    expect(osteo.infection.label).toContain('(O)');
    expect(ids(osteo)).toContain('dfu_osteomyelitis');
  });

  it('IWGDF/IDSA: 2 criteria with the rest unassessed → infected at least grade 2, what could raise it still listed; nothing assessed → indeterminate', () => {
    const a = deriveAssessment(
      makeInputs({ bedside: { local_swelling_induration: 'present', local_warmth: 'present' } }),
    );
    expect(a.infection.result).toBe('infected');
    expect(a.infection.grade).toBeNull();
    expect(a.infection.gradeAtLeast).toBe(2);
    expect(a.infection.label).toMatch(/^IWGDF\/IDSA at least grade 2 — mild infection; could be grade 4/);
    expect(a.infection.toAssess).toContain(IWGDF_SIGN_LABELS.systemic_signs);
    expect(tags(a)).toContain('systemic-antibiotics');
    const none = deriveAssessment(makeInputs({ bedside: {} }));
    expect(none.infection.result).toBe('indeterminate');
    expect(none.infection.level).toBeNull();
    expect(ids(none)).toContain('dfu_infection_indeterminate');
  });

  it('IWII 2022: local infection of a venous ulcer → topical antiseptic, no systemic antibiotics; spreading → systemic', () => {
    const wound = { etiology: 'venous_leg_ulcer', site: 'medial_malleolus_left' } as const;
    const local = deriveAssessment(
      makeInputs({
        wound,
        bedside: {
          non_healing: 'present',
          exudate: 'present',
          smell: 'present',
          debris: 'present',
          red_friable_tissue: 'absent',
          size_bigger: 'absent',
          temperature: 'absent',
          probes_to_bone: 'absent',
          new_breakdown: 'absent',
          erythema: 'absent',
          oedema: 'absent',
        },
      }),
    );
    expect(local.infection.instrument).toBe('NERDS/STONEES');
    expect(local.infection.level).toBe('local');
    expect(tags(local)).toContain('topical-antimicrobial');
    expect(tags(local)).toContain('avoid-systemic-antibiotics');
    expect(tags(local)).not.toContain('systemic-antibiotics');
    const deep = deriveAssessment(
      makeInputs({ wound, bedside: { temperature: 'present', new_breakdown: 'present', erythema: 'present' } }),
    );
    expect(deep.infection.level).toBe('spreading');
    expect(tags(deep)).toContain('systemic-antibiotics');
  });

  it('a pressure injury that probes to bone: escalated on its own, and the summary says so (not "indeterminate")', () => {
    const a = deriveAssessment(
      makeInputs({ wound: { etiology: 'pressure_injury', site: 'sacrum' }, bedside: { probes_to_bone: 'present' } }),
    );
    expect(a.infection.result).toBe('infected');
    expect(a.infection.osteomyelitisSuspected).toBe(true);
    expect(a.infection.summary).toMatch(/probe to bone positive — escalate on its own/);
    expect(a.infection.summary).not.toMatch(/indeterminate/i);
  });

  it('IWGDF offloading: probe to bone → removable knee-high device, never the cast', () => {
    const a = deriveAssessment(
      makeInputs({ bedside: { ...mildDfu, local_warmth: 'absent', probes_to_bone: 'present' } }),
    );
    expect(tags(a)).toContain('avoid-nonremovable-offloading');
    expect(tags(a)).not.toContain('nonremovable-offloading');
  });

  it('IWGDF offloading: the non-removable device is for a plantar forefoot/midfoot ulcer only (not dorsal, not heel)', () => {
    const uninfected = { ...mildDfu, local_swelling_induration: 'absent', local_warmth: 'absent' } as const;
    expect(ids(deriveAssessment(makeInputs({ bedside: uninfected })))).toContain('dfu_offload_nonremovable');
    expect(
      ids(deriveAssessment(makeInputs({ bedside: uninfected, wound: { site: 'plantar_midfoot_right' } }))),
    ).toContain('dfu_offload_nonremovable');
    const dorsal = deriveAssessment(makeInputs({ bedside: uninfected, wound: { site: 'dorsal_foot_left' } }));
    expect(ids(dorsal)).toContain('dfu_offload_non_plantar');
    expect(tags(dorsal)).not.toContain('nonremovable-offloading');
    const heel = deriveAssessment(makeInputs({ bedside: uninfected, wound: { site: 'heel_left' } }));
    expect(tags(heel)).not.toContain('nonremovable-offloading');
  });

  it('IWGDF offloading: moderate/severe ischaemia (ABPI 0.6) → removable device', () => {
    const uninfected = { ...mildDfu, local_swelling_induration: 'absent', local_warmth: 'absent' } as const;
    const a = deriveAssessment(makeInputs({ bedside: uninfected, wound: { abpi: 0.6 } }));
    expect(tags(a)).toContain('avoid-nonremovable-offloading');
    expect(ids(a)).toContain('ischaemia_refer');
  });

  it('IWGDF PAD 2023: ABPI 0.9–1.3 alone is not "PAD less likely" for a DFU; TBI ≥ 0.75 is needed; ABPI > 1.3 is non-diagnostic', () => {
    expect(deriveAssessment(makeInputs({ wound: { abpi: 1.0, tbi: null } })).perfusion.status).toBe('needs_assessment');
    expect(deriveAssessment(makeInputs({ wound: { abpi: 1.0, tbi: 0.8 } })).perfusion.status).toBe('pad_less_likely');
    expect(deriveAssessment(makeInputs({ wound: { abpi: 1.0, tbi: 0.6 } })).perfusion.status).toBe('pad');
    const calcified = deriveAssessment(makeInputs({ wound: { abpi: 1.5, tbi: null } }));
    expect(calcified.perfusion.status).toBe('needs_assessment');
    expect(row(calcified, 'perfusion_needed')?.text).toMatch(/non-diagnostic/);
    expect(deriveAssessment(makeInputs({ wound: { abpi: null, tbi: null } })).perfusion.severity).toBe('unknown');
  });

  it('compression only with ABPI 0.8–1.3: a VLU edited to ABPI 0.6 loses compression and is referred', () => {
    const wound = { etiology: 'venous_leg_ulcer', site: 'lower_leg_anterior_left' } as const;
    expect(tags(deriveAssessment(makeInputs({ wound: { ...wound, abpi: 1.0 } })))).toContain('compression');
    const low = deriveAssessment(makeInputs({ wound: { ...wound, abpi: 0.6 } }));
    expect(tags(low)).not.toContain('compression');
    expect(ids(low)).toContain('vlu_refer_low_abpi');
    expect(low.plan.steps.some((s) => s.actions.includes('compression'))).toBe(false);
    // the PAD rows cite the general PAD guideline for a venous ulcer, not the diabetic-foot one
    const referral = low.advice.find((r) => r.id === 'ischaemia_refer');
    expect(referral?.source).toBe(SOURCES.padGeneral);
    expect(low.perfusion.source).toBe(SOURCES.padGeneral);
    expect(
      deriveAssessment(makeInputs({ wound: { site: 'plantar_forefoot_left', abpi: 0.6 } })).advice.find(
        (r) => r.id === 'ischaemia_refer',
      )?.source,
    ).toBe(SOURCES.iwgdfPad);
  });

  it('arterial heel ulcer, ABPI 0.4, dry necrosis: keep dry, vascular referral, no moist healing, never Routine', () => {
    const a = deriveAssessment(
      makeInputs({
        wound: { etiology: 'arterial_ulcer', site: 'heel_right', abpi: 0.4, tbi: null },
        clinicianTissue: { worst: 'necrotic', necrosis: 'dry_stable' },
        exudate: 'none',
      }),
    );
    expect(tags(a)).toContain('keep-dry');
    expect(tags(a)).toContain('vascular-referral');
    expect(tags(a)).not.toContain('moist');
    expect(tags(a)).not.toContain('debride');
    expect(a.plan.materials.some((m) => /hydrogel/i.test(m.text))).toBe(false);
    expect(a.priority.level).toBe('high');
    expect(a.specialistTypes).toContain('Vascular Surgeon');
  });

  it('pressure injury on an ischaemic limb (ABPI 0.4) with dry necrosis: no debridement, no moist healing', () => {
    const a = deriveAssessment(
      makeInputs({
        wound: { etiology: 'pressure_injury', stage: 'unstageable', site: 'lateral_malleolus_left', abpi: 0.4 },
        clinicianTissue: { worst: 'necrotic', necrosis: 'dry_stable' },
      }),
    );
    expect(tags(a)).not.toContain('debride');
    expect(tags(a)).not.toContain('moist');
  });

  it('NPIAP/EPUAP 2019: deep tissue injury → no debridement, offload, monitor; stable heel eschar is not debrided', () => {
    const dti = deriveAssessment(
      makeInputs({
        wound: { etiology: 'pressure_injury', stage: 'deep_tissue', site: 'sacrum' },
        clinicianTissue: { worst: 'necrotic', necrosis: 'wet' },
      }),
    );
    expect(ids(dti)).toContain('pi_deep_tissue');
    expect(tags(dti)).not.toContain('debride');
    expect(tags(dti)).toContain('pressure-redistribution');
    const heel = deriveAssessment(
      makeInputs({
        wound: { etiology: 'pressure_injury', stage: 'unstageable', site: 'heel_left' },
        clinicianTissue: { worst: 'necrotic', necrosis: 'dry_stable' },
      }),
    );
    expect(ids(heel)).toContain('heel_eschar');
    expect(tags(heel)).not.toContain('debride');
  });

  it('Wound Bed Preparation 2021: a non-healable wound is kept dry with an antiseptic, not debrided', () => {
    const a = deriveAssessment(
      makeInputs({
        wound: { etiology: 'pressure_injury', stage: 'stage_4', site: 'sacrum', healingPotential: 'non_healable' },
      }),
    );
    expect(tags(a)).toContain('keep-dry');
    expect(tags(a)).not.toContain('debride');
    expect(tags(a)).not.toContain('moist');
  });

  it('colour alone never raises an alarm: a necrotic-coloured bed stays Routine; PUSH tissue uses the ≥ 5 % share', () => {
    const a = deriveAssessment(
      makeInputs({
        wound: { etiology: 'surgical', site: 'abdomen', abpi: null, tbi: null },
        bedside: {
          non_healing: 'absent',
          exudate: 'absent',
          smell: 'absent',
          temperature: 'absent',
          probes_to_bone: 'absent',
          new_breakdown: 'absent',
          oedema: 'absent',
          size_bigger: 'absent',
          erythema: 'absent',
          red_friable_tissue: 'absent',
          debris: 'absent',
        },
        measurement: {
          ...makeInputs().measurement,
          tissue: { granulation: 20, slough: 10, necrotic: 70, epithelial: 0 },
        },
        exudate: 'moderate',
      }),
    );
    expect(a.priority.level).toBe('low');
    expect(JSON.stringify(a)).not.toMatch(/Immediate medical attention/);
    expect(a.push.tissueSource).toBe('colour_min_share');
    const speck = deriveAssessment(
      makeInputs({
        measurement: {
          ...makeInputs().measurement,
          tissue: { granulation: 96, slough: 0, necrotic: 1, epithelial: 3 },
        },
      }),
    );
    expect(speck.push.tissueScore).toBe(2);
    const entered = deriveAssessment(makeInputs({ clinicianTissue: { worst: 'slough', necrosis: null } }));
    expect(entered.push.tissueSource).toBe('clinician');
    expect(entered.push.tissueScore).toBe(3);
  });

  it('photo-only friability is not assessed', () => {
    const a = deriveAssessment(
      makeInputs({
        wound: { etiology: 'venous_leg_ulcer', site: 'lower_leg_anterior_left' },
        measurement: {
          ...makeInputs().measurement,
          photoSigns: [{ id: 'red_friable_tissue', state: 'absent', evidence: 'colour' }],
        },
      }),
    );
    expect(a.infection.signs.find((s) => s.id === 'red_friable_tissue')?.state).toBe('not_assessed');
  });

  it('"size bigger" is judged against the combined ±: 10 % growth inside it is no measurable change', () => {
    const wound = { etiology: 'venous_leg_ulcer', site: 'lower_leg_anterior_left' } as const;
    const prev = { examDate: '2026-10-26T10:00:00.000Z', areaCm2: 4, areaUncertaintyCm2: 0.3, newBaseline: false };
    const small = deriveAssessment(
      makeInputs({ wound, history: [prev], measurement: { ...makeInputs().measurement, areaCm2: 4.4 } }),
    );
    expect(small.healing.sinceLastVisit?.verdict).toBe('no_measurable_change');
    expect(small.infection.signs.find((s) => s.id === 'size_bigger')?.state).toBe('absent');
    const big = deriveAssessment(
      makeInputs({ wound, history: [prev], measurement: { ...makeInputs().measurement, areaCm2: 6 } }),
    );
    expect(big.healing.sinceLastVisit?.verdict).toBe('bigger');
    expect(big.infection.signs.find((s) => s.id === 'size_bigger')?.source).toBe('history');
  });

  it('4-week check: DFU split at 53 % (Sheehan 2003), read in day 21–35, with its interval; no-wound visits are gaps', () => {
    const base = { examDate: '2026-10-05T10:00:00.000Z', areaCm2: 10, areaUncertaintyCm2: 0.3, newBaseline: false };
    const at = (area: number) =>
      deriveAssessment(makeInputs({ history: [base], measurement: { ...makeInputs().measurement, areaCm2: area } }));
    const fiftyOne = at(4.9); // 51 % smaller on day 28: below 53 %
    expect(fiftyOne.healing.fourWeek.cutoffPct).toBe(53);
    expect(fiftyOne.healing.fourWeek.day).toBe(28);
    expect(['at_risk', 'borderline']).toContain(fiftyOne.healing.fourWeek.status);
    expect(fiftyOne.healing.fourWeek.intervalPct).not.toBeNull();
    expect(at(3).healing.fourWeek.status).toBe('on_track');
    const noWound = deriveAssessment(
      makeInputs({ history: [base], measurement: { ...makeInputs().measurement, woundFound: false, areaCm2: 0 } }),
    );
    expect(noWound.measurement.areaCm2).toBeNull();
    expect(noWound.healing.fourWeek.status).toBe('insufficient_data');
    const late = deriveAssessment(
      makeInputs({
        history: [base],
        examDate: '2027-01-03T10:00:00.000Z',
        measurement: { ...makeInputs().measurement, areaCm2: 1 },
      }),
    );
    expect(late.healing.fourWeek.status).toBe('insufficient_data');
  });

  it('VLU 4-week rule uses 40 % (Kantor & Margolis 2000 / Phillips 2000)', () => {
    const a = deriveAssessment(
      makeInputs({ wound: { etiology: 'venous_leg_ulcer', site: 'lower_leg_anterior_left' } }),
    );
    expect(a.healing.fourWeek.cutoffPct).toBe(40);
    // the re-measure advice quotes the cut-off with the venous study, not the diabetic-foot one
    const remeasure = a.advice.find((r) => r.id === 'remeasure');
    expect(remeasure?.text).toContain('40 %');
    expect(remeasure?.source).toMatch(/Kantor/);
    expect(remeasure?.source).not.toMatch(/Sheehan/);
  });

  it('no wound found and not calibrated store no area', () => {
    expect(
      deriveAssessment(makeInputs({ measurement: { ...makeInputs().measurement, woundFound: false, areaCm2: 0 } }))
        .measurement,
    ).toMatchObject({ status: 'no_wound_found', areaCm2: null });
    expect(
      deriveAssessment(makeInputs({ measurement: { ...makeInputs().measurement, calibrated: false, areaCm2: null } }))
        .measurement,
    ).toMatchObject({ status: 'not_calibrated', areaCm2: null });
  });

  it('length and width: the largest region when regions are stored, one label for every surface', () => {
    const a = deriveAssessment(
      makeInputs({
        measurement: {
          ...makeInputs().measurement,
          lengthCm: 7.6,
          regions: [
            { areaCm2: 3.8, lengthCm: 2.9, widthCm: 1.9 },
            { areaCm2: 0.2, lengthCm: 0.6, widthCm: 0.4 },
          ],
        },
      }),
    );
    expect(a.measurement).toMatchObject({ lengthCm: 2.9, widthCm: 1.9, lengthWidthBasis: 'largest_region' });
    expect(a.measurement.lengthWidthLabel).toMatch(/largest outlined region/);
  });

  it('outline not validated for non-DFU etiologies', () => {
    const a = deriveAssessment(
      makeInputs({ wound: { etiology: 'venous_leg_ulcer', site: 'lower_leg_anterior_left' } }),
    );
    expect(a.flags.map((f) => f.code)).toContain('outline_not_validated');
    expect(deriveAssessment(makeInputs()).flags.map((f) => f.code)).not.toContain('outline_not_validated');
  });

  it('chronic wounds are never self-treatable', () => {
    expect(deriveAssessment(makeInputs()).plan.selfTreatable).toBe(false);
  });
});
