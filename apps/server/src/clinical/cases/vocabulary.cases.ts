import type { CaseGiven, ClinicalCase } from './case-types.ts';
import { CITE as C } from './cites.ts';
import { IWGDF_ABSENT, SCREEN_ABSENT, x } from './case-helpers.ts';

/** One finding, one record: a sign recorded in either checklist's keys counts for every instrument that names it. */

const dfu: CaseGiven = {
  etiology: 'diabetic_foot_ulcer',
  site: 'plantar_forefoot_left',
  abpi: 1.0,
  tbi: 0.8,
  healingPotential: 'healable',
  clinicianTissue: { worst: 'granulation', necrosis: null },
  exudate: 'light',
};
const vlu: CaseGiven = { ...dfu, etiology: 'venous_leg_ulcer', site: 'lower_leg_anterior_left' };
const pu: CaseGiven = { ...dfu, etiology: 'pressure_injury', stage: 'stage_3', site: 'sacrum', abpi: null, tbi: null };

export const VOCABULARY_CASES: ClinicalCase[] = [
  {
    id: 'voc-001',
    title:
      'DFU recorded in STONEES keys: increased temperature and oedema present → IWGDF infected, systemic antibiotics',
    given: { ...dfu, bedside: { temperature: 'present', oedema: 'present' } },
    expect: [
      x.infection({ instrument: 'IWGDF/IDSA', result: 'infected', gradeAtLeast: 2 }, C.vocabulary),
      x.sign('local_warmth', 'present', C.vocabulary),
      x.sign('local_swelling_induration', 'present', C.vocabulary),
      x.requires('systemic-antibiotics', C.iwgdfAbx),
    ],
  },
  {
    id: 'voc-002',
    title: 'DFU: STONEES temperature present + IWGDF pain present → infected (2 criteria)',
    given: {
      ...dfu,
      bedside: {
        ...IWGDF_ABSENT,
        local_warmth: 'not_assessed',
        temperature: 'present',
        local_tenderness_pain: 'present',
      },
    },
    expect: [
      x.infection({ result: 'infected', grade: 2 }, C.vocabulary),
      x.requires('systemic-antibiotics', C.iwgdfAbx),
    ],
  },
  {
    id: 'voc-003',
    title: 'DFU: STONEES erythema (≥ 2 cm) + oedema → moderate (grade 3)',
    given: {
      ...dfu,
      bedside: {
        ...IWGDF_ABSENT,
        local_swelling_induration: 'not_assessed',
        erythema_over_2cm_or_deep: 'not_assessed',
        erythema: 'present',
        oedema: 'present',
      },
    },
    expect: [x.infection({ grade: 3 }, C.vocabulary), x.atLeast('Urgent', C.iwgdfUrgency)],
  },
  {
    id: 'voc-004',
    title: 'DFU: temperature and oedema recorded absent in STONEES keys, other IWGDF items absent → grade 1',
    given: {
      ...dfu,
      bedside: {
        ...IWGDF_ABSENT,
        local_warmth: 'not_assessed',
        local_swelling_induration: 'not_assessed',
        temperature: 'absent',
        oedema: 'absent',
      },
    },
    expect: [
      x.infection({ grade: 1, result: 'not_infected' }, C.vocabulary),
      x.forbids('systemic-antibiotics', C.iwgdfAbx),
    ],
  },
  {
    id: 'voc-005',
    title:
      'DFU: STONEES temperature present but IWGDF warmth absent (two records of one finding): present wins; with swelling → infected',
    given: { ...dfu, bedside: { ...IWGDF_ABSENT, temperature: 'present', local_swelling_induration: 'present' } },
    expect: [x.infection({ result: 'infected' }, C.vocabulary), x.requires('systemic-antibiotics', C.iwgdfAbx)],
  },
  {
    id: 'voc-006',
    title: 'DFU: NERDS-only signs (smell, exudate) do not grade a diabetic foot infection',
    given: { ...dfu, bedside: { smell: 'present', exudate: 'present' } },
    expect: [
      x.infection({ result: 'indeterminate' }, C.iwgdfClass),
      x.forbids('nonremovable-offloading', C.iwgdfOffloading),
    ],
  },
  {
    id: 'voc-007',
    title: 'DFU: STONEES temperature only (nothing else assessed) → not yet infected, indeterminate',
    given: { ...dfu, bedside: { temperature: 'present' } },
    expect: [x.infection({ result: 'indeterminate', gradeAtLeast: 1 }, C.iwgdfClass)],
  },
  {
    id: 'voc-008',
    title: 'DFU: STONEES temperature + oedema + IWGDF systemic signs → grade 4, emergency',
    given: { ...dfu, bedside: { temperature: 'present', oedema: 'present', systemic_signs: 'present' } },
    expect: [x.infection({ grade: 4 }, C.vocabulary), x.atLeast('Emergency', C.iwgdfUrgency)],
  },
  {
    id: 'voc-009',
    title: 'DFU: probe to bone (shared key) → 3(O)',
    given: { ...dfu, bedside: { ...IWGDF_ABSENT, probes_to_bone: 'present' } },
    expect: [x.infection({ grade: 3, osteomyelitis: true }, C.iwgdfOsteo)],
  },
  {
    id: 'voc-010',
    title: 'VLU recorded in IWGDF keys: warmth + swelling + new breakdown → STONEES T, E(oedema), N = 3 → spreading',
    given: {
      ...vlu,
      bedside: {
        ...SCREEN_ABSENT,
        temperature: 'not_assessed',
        oedema: 'not_assessed',
        local_warmth: 'present',
        local_swelling_induration: 'present',
        new_breakdown: 'present',
      },
    },
    expect: [
      x.infection({ instrument: 'NERDS/STONEES', level: 'spreading' }, C.vocabulary),
      x.sign('temperature', 'present', C.vocabulary),
      x.requires('systemic-antibiotics', C.iwiiSystemic),
    ],
  },
  {
    id: 'voc-011',
    title: 'VLU: IWGDF warmth absent carries to STONEES temperature absent',
    given: { ...vlu, bedside: { local_warmth: 'absent' } },
    expect: [x.sign('temperature', 'absent', C.vocabulary)],
  },
  {
    id: 'voc-012',
    title: 'VLU: IWGDF erythema 0.5–2 cm does not make STONEES erythema (≥ 2 cm) present',
    given: { ...vlu, bedside: { erythema_0_5_to_2cm: 'present' } },
    expect: [x.sign('erythema', 'not_assessed', C.vocabulary)],
  },
  {
    id: 'voc-013',
    title: 'Pressure injury: IWGDF keys warmth + swelling + STONEES smell → 3 STONEES letters → spreading',
    given: {
      ...pu,
      bedside: {
        ...SCREEN_ABSENT,
        temperature: 'not_assessed',
        oedema: 'not_assessed',
        local_warmth: 'present',
        local_swelling_induration: 'present',
        smell: 'present',
      },
    },
    expect: [x.infection({ level: 'spreading' }, C.vocabulary), x.requires('systemic-antibiotics', C.iwiiSystemic)],
  },
  {
    id: 'voc-014',
    title: 'Pressure injury with IWGDF systemic_signs key: same-day review',
    given: { ...pu, bedside: { systemic_signs: 'present' } },
    expect: [x.atLeast('Urgent', C.iwiiSystemic)],
  },
  {
    id: 'voc-015',
    title: 'VLU: STONEES keys as usual (temperature, erythema, oedema) → spreading',
    given: {
      ...vlu,
      bedside: { ...SCREEN_ABSENT, temperature: 'present', erythema: 'present', new_breakdown: 'present' },
    },
    expect: [x.infection({ level: 'spreading' }, C.screen)],
  },
  {
    id: 'voc-016',
    title: 'DFU: IWGDF keys as usual still grade (no double counting of one finding recorded twice)',
    given: { ...dfu, bedside: { ...IWGDF_ABSENT, local_warmth: 'present', temperature: 'present' } },
    expect: [x.infection({ grade: 1 }, C.vocabulary), x.forbids('systemic-antibiotics', C.iwgdfAbx)],
  },
];
