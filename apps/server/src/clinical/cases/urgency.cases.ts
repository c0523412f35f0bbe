import type { CaseGiven, ClinicalCase } from './case-types.ts';
import { CITE as C } from './cites.ts';
import { IWGDF_ABSENT, iwgdf, SCREEN_ABSENT, x } from './case-helpers.ts';

/** The urgency floors across etiologies: each with its reason and a review interval no later than it allows. */

const systemic = { ...SCREEN_ABSENT, systemic_signs: 'present' as const };
const base: CaseGiven = {
  etiology: 'surgical',
  site: 'abdomen',
  abpi: null,
  tbi: null,
  healingPotential: 'healable',
  clinicianTissue: { worst: 'granulation', necrosis: null },
  exudate: 'light',
};
const dfu: CaseGiven = {
  ...base,
  etiology: 'diabetic_foot_ulcer',
  site: 'plantar_forefoot_left',
  abpi: 1.0,
  tbi: 0.8,
  bedside: IWGDF_ABSENT,
};
const systemicFloor = [
  x.atLeast('Urgent', C.iwiiSystemic),
  x.within(0, C.iwiiSystemic),
  x.reason('[Ss]ystemic', C.iwiiSystemic),
];

const SYSTEMIC_SITES: [string, CaseGiven['etiology'], string | null][] = [
  ['urg-001', 'venous_leg_ulcer', 'lower_leg_anterior_left'],
  ['urg-002', 'arterial_ulcer', 'lower_leg_anterior_left'],
  ['urg-003', 'pressure_injury', 'sacrum'],
  ['urg-004', 'surgical', 'abdomen'],
  ['urg-005', 'trauma', 'lower_leg_posterior_right'],
  ['urg-006', 'burn', 'elbow_left'],
  ['urg-007', 'other', 'sacrum'],
  ['urg-008', 'unknown', null],
];

export const URGENCY_CASES: ClinicalCase[] = [
  ...SYSTEMIC_SITES.map(([id, etiology, site]): ClinicalCase => ({
    id,
    title: `Systemic signs with every screen sign absent (${etiology}): same-day medical review`,
    given: { ...base, etiology, site, stage: etiology === 'pressure_injury' ? 'stage_2' : null, bedside: systemic },
    expect: systemicFloor,
  })),
  {
    id: 'urg-010',
    title: 'Any active DFU: the multidisciplinary foot team within 1 working day, with the reason',
    given: dfu,
    expect: [
      x.atLeast('Soon', C.nice1wd),
      x.within(1, C.nice1wd),
      x.reason('1 working day', C.nice1wd),
      x.specialist('Diabetic Foot', C.nice1wd),
    ],
  },
  {
    id: 'urg-011',
    title: 'DFU grade 4: emergency, reason from IWGDF/IDSA',
    given: { ...dfu, bedside: iwgdf('local_warmth', 'local_swelling_induration', 'systemic_signs') },
    expect: [x.atLeast('Emergency', C.iwgdfUrgency), x.within(0, C.niceImmediate)],
  },
  {
    id: 'urg-012',
    title: 'DFU grade 3: urgent',
    given: { ...dfu, bedside: iwgdf('local_warmth', 'erythema_over_2cm_or_deep') },
    expect: [x.atLeast('Urgent', C.iwgdfUrgency), x.within(0, C.iwgdfUrgency)],
  },
  {
    id: 'urg-013',
    title: 'DFU with suspected osteomyelitis: urgent',
    given: { ...dfu, bedside: iwgdf('probes_to_bone') },
    expect: [x.atLeast('Urgent', C.iwgdfUrgency), x.within(0, C.iwgdfUrgency)],
  },
  {
    id: 'urg-014',
    title: 'DFU with PAD by TBI (0.6): urgent vascular assessment',
    given: { ...dfu, tbi: 0.6 },
    expect: [
      x.atLeast('Urgent', C.iwgdfPad),
      x.requires('vascular-referral', C.iwgdfPad),
      x.within(0, C.niceImmediate),
    ],
  },
  {
    id: 'urg-015',
    title: 'DFU, perfusion unknown: not Routine; vascular assessment within the 1-working-day referral',
    given: { ...dfu, abpi: null, tbi: null },
    expect: [x.atLeast('Soon', C.nice1wd), x.within(1, C.nice1wd), x.row('perfusion_needed', C.iwgdfPadExamine)],
  },
  {
    id: 'urg-020',
    title: 'Stage 3 pressure injury: tissue-viability specialist',
    given: { ...base, etiology: 'pressure_injury', stage: 'stage_3', site: 'greater_trochanter_left' },
    expect: [
      x.atLeast('Soon', C.npiapSpecialist),
      x.specialist('Tissue Viability', C.npiapSpecialist),
      x.reason('specialist', C.npiapSpecialist),
    ],
  },
  {
    id: 'urg-021',
    title: 'Stage 4 pressure injury: specialist, osteomyelitis work-up and surgical consultation considered',
    given: { ...base, etiology: 'pressure_injury', stage: 'stage_4', site: 'coccyx' },
    expect: [
      x.atLeast('Soon', C.npiapSpecialist),
      x.says('osteomyelitis', C.npiapOsteo),
      x.specialist('Surg', C.npiapOsteo),
    ],
  },
  {
    id: 'urg-022',
    title: 'Unstageable pressure injury: specialist',
    given: {
      ...base,
      etiology: 'pressure_injury',
      stage: 'unstageable',
      site: 'occiput',
      clinicianTissue: { worst: 'slough', necrosis: null },
    },
    expect: [x.atLeast('Soon', C.npiapSpecialist), x.specialist('Tissue Viability', C.npiapSpecialist)],
  },
  {
    id: 'urg-023',
    title: 'Unstageable heel injury with unknown perfusion: never Routine',
    given: {
      ...base,
      etiology: 'pressure_injury',
      stage: 'unstageable',
      site: 'heel_right',
      clinicianTissue: { worst: 'necrotic', necrosis: 'dry_stable' },
      exudate: 'none',
    },
    expect: [x.atLeast('Soon', C.npiapSpecialist), x.perfusion('needs_assessment', C.npiapVascular)],
  },
  {
    id: 'urg-024',
    title: 'Stage 2 pressure injury, sacrum, nothing else: no specialist floor needed (Routine allowed)',
    given: { ...base, etiology: 'pressure_injury', stage: 'stage_2', site: 'sacrum', bedside: SCREEN_ABSENT },
    expect: [x.specialist('Tissue Viability', C.npiapSpecialist, false), x.forbids('debride', C.npiapStage2)],
  },
  {
    id: 'urg-030',
    title: 'Arterial ulcer: never Routine',
    given: { ...base, etiology: 'arterial_ulcer', site: 'lower_leg_anterior_left', abpi: 0.6 },
    expect: [x.atLeast('Urgent', C.arterial)],
  },
  {
    id: 'urg-031',
    title: 'VLU with ABPI 0.4: urgent vascular referral',
    given: {
      ...base,
      etiology: 'venous_leg_ulcer',
      site: 'lower_leg_anterior_left',
      abpi: 0.4,
      bedside: SCREEN_ABSENT,
    },
    expect: [x.atLeast('Urgent', C.venous), x.within(0, C.venous)],
  },
  {
    id: 'urg-032',
    title: 'Spreading infection of a surgical wound: urgent, same day',
    given: {
      ...base,
      bedside: { ...SCREEN_ABSENT, temperature: 'present', erythema: 'present', new_breakdown: 'present' },
    },
    expect: [x.atLeast('Urgent', C.iwiiSystemic), x.within(0, C.iwiiSystemic)],
  },
];
