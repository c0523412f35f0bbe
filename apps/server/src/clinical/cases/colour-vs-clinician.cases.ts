import type { CaseGiven, ClinicalCase } from './case-types.ts';
import { CITE as C } from './cites.ts';
import { IWGDF_ABSENT, SCREEN_ABSENT, screen, x } from './case-helpers.ts';

/**
 * What the clinician recorded outranks the photo's colour: stage, tissue entry and bedside signs
 * decide; a colour share is a hint ("photo suggests slough — confirm at the bedside"), never an
 * action, a priority, a sign or a statement to the patient. Photo redness is never the ≥ 2 cm
 * erythema criterion.
 */

const SLOUGHY = { granulation: 30, slough: 60, necrotic: 0, epithelial: 10 };
const DARK = { granulation: 20, slough: 10, necrotic: 70, epithelial: 0 };
const RED = { granulation: 90, slough: 0, necrotic: 0, epithelial: 10 };
const redness = { id: 'erythema', state: 'present' as const, evidence: 'periwound redness on the photo' };
const debrisSign = { id: 'debris', state: 'present' as const, evidence: 'slough colour share' };

const surgical: CaseGiven = {
  etiology: 'surgical',
  site: 'abdomen',
  abpi: null,
  tbi: null,
  healingPotential: 'healable',
  bedside: SCREEN_ABSENT,
  clinicianTissue: null,
  exudate: 'light',
};
const vlu: CaseGiven = {
  ...surgical,
  etiology: 'venous_leg_ulcer',
  site: 'lower_leg_anterior_left',
  abpi: 1.0,
  exudate: 'moderate',
};
const dfu: CaseGiven = {
  ...surgical,
  etiology: 'diabetic_foot_ulcer',
  site: 'plantar_forefoot_left',
  abpi: 1.0,
  tbi: 0.8,
  bedside: IWGDF_ABSENT,
};

export const COLOUR_CASES: ClinicalCase[] = [
  {
    id: 'col-001',
    title:
      'Photo 70 % dark, nothing recorded by the clinician, screen negative: stays Routine, no debridement, no patient statement',
    given: { ...surgical, photo: { shares: DARK } },
    expect: [
      x.atMost('Routine', C.colour),
      x.forbids('debride', C.colour),
      x.patientNever('avoid-debride', C.patient),
      x.patientNever('keep-dry', C.patient),
      x.tissue('necrotic', 'colour', C.colour),
    ],
  },
  {
    id: 'col-002',
    title: 'Photo 60 % slough, no tissue entry (VLU, ABPI 1.0): no debridement from colour',
    given: { ...vlu, photo: { shares: SLOUGHY } },
    expect: [x.forbids('debride', C.colour), x.patientNever('debride', C.patient)],
  },
  {
    id: 'col-003',
    title: 'Photo 70 % dark, clinician recorded granulation: the clinician decides (granulation)',
    given: { ...surgical, photo: { shares: DARK }, clinicianTissue: { worst: 'granulation', necrosis: null } },
    expect: [
      x.tissue('granulation', 'clinician', C.colour),
      x.push(2, C.push),
      x.forbids('debride', C.colour),
      x.atMost('Routine', C.colour),
    ],
  },
  {
    id: 'col-004',
    title: 'Photo all red granulation, clinician recorded slough: the clinician decides (debride)',
    given: { ...vlu, photo: { shares: RED }, clinicianTissue: { worst: 'slough', necrosis: null } },
    expect: [x.tissue('slough', 'clinician', C.colour), x.requires('debride', C.wbp), x.push(3, C.push)],
  },
  {
    id: 'col-005',
    title:
      'Photo redness on a VLU with every bedside sign absent: erythema is not assessed from the photo, not infected',
    given: {
      ...vlu,
      bedside: { ...SCREEN_ABSENT, erythema: 'not_assessed' },
      photo: { shares: RED, signs: [redness] },
    },
    expect: [
      x.sign('erythema', 'not_assessed', C.colour),
      x.infection({ result: 'not_infected' }, C.screen),
      x.forbids('systemic-antibiotics', C.colour),
    ],
  },
  {
    id: 'col-006',
    title:
      'Photo redness plus two STONEES signs at the bedside: still not 3 signs — redness does not make it spreading',
    given: {
      ...vlu,
      bedside: { ...screen('temperature', 'new_breakdown'), erythema: 'not_assessed' },
      photo: { signs: [redness] },
    },
    expect: [x.forbids('systemic-antibiotics', C.colour), x.sign('erythema', 'not_assessed', C.colour)],
  },
  {
    id: 'col-007',
    title: 'Photo redness on a DFU, IWGDF items absent: grade 1 (photo redness is not erythema > 0.5 cm)',
    given: { ...dfu, photo: { signs: [redness] } },
    expect: [x.infection({ grade: 1 }, C.colour), x.forbids('systemic-antibiotics', C.iwgdfAbx)],
  },
  {
    id: 'col-008',
    title: 'Photo redness on a DFU with one IWGDF sign: not infected from the photo (needs 2 bedside criteria)',
    given: { ...dfu, bedside: { ...IWGDF_ABSENT, local_warmth: 'present' }, photo: { signs: [redness] } },
    expect: [x.infection({ grade: 1 }, C.colour), x.forbids('systemic-antibiotics', C.iwgdfAbx)],
  },
  {
    id: 'col-009',
    title: 'Photo debris sign with bedside screen not assessed: debris is not a sign from the photo',
    given: { ...vlu, bedside: {}, photo: { shares: SLOUGHY, signs: [debrisSign] } },
    expect: [x.sign('debris', 'not_assessed', C.colour)],
  },
  {
    id: 'col-010',
    title: 'Photo debris + clinician recorded granulation only: debris absent',
    given: {
      ...vlu,
      bedside: { ...SCREEN_ABSENT, debris: 'not_assessed' },
      clinicianTissue: { worst: 'granulation', necrosis: null },
      photo: { shares: SLOUGHY, signs: [debrisSign] },
    },
    expect: [x.sign('debris', 'absent', C.nerdsDebris)],
  },
  {
    id: 'col-011',
    title: 'Photo dark on a heel pressure injury (stage 2), no entry: no eschar advice to the patient',
    given: { ...surgical, etiology: 'pressure_injury', stage: 'stage_2', site: 'heel_left', photo: { shares: DARK } },
    expect: [
      x.forbids('debride', C.npiapStage2),
      x.patientNever('avoid-debride', C.patient),
      x.row('heel_eschar', C.colour, false),
    ],
  },
  {
    id: 'col-012',
    title: 'Photo slough on a stage 2 sacral injury with clinician granulation: stage 2 is never debrided',
    given: {
      ...surgical,
      etiology: 'pressure_injury',
      stage: 'stage_2',
      site: 'sacrum',
      clinicianTissue: { worst: 'granulation', necrosis: null },
      photo: { shares: SLOUGHY },
    },
    expect: [x.forbids('debride', C.npiapStage2), x.says('re-stage', C.npiapStage2, false)],
  },
  {
    id: 'col-013',
    title:
      'Photo dark on an ischaemic leg (trauma, ABPI 0.6), no entry: careful (no moist, no debridement), but not a statement',
    given: { ...surgical, etiology: 'trauma', site: 'lower_leg_anterior_left', abpi: 0.6, photo: { shares: DARK } },
    expect: [
      x.forbids('debride', C.colour),
      x.forbids('moist', C.arterial),
      x.patientNever('avoid-debride', C.patient),
    ],
  },
  {
    id: 'col-014',
    title: 'Photo dark does not raise the priority of a DFU above its own floor',
    given: { ...dfu, photo: { shares: DARK } },
    expect: [x.atMost('Soon', C.colour), x.forbids('debride', C.colour)],
  },
  {
    id: 'col-015',
    title: 'The colour hint is offered to the clinician to confirm',
    given: { ...vlu, photo: { shares: SLOUGHY } },
    expect: [x.says('[Pp]hoto suggests slough', C.colour)],
  },
  {
    id: 'col-016',
    title: 'A tiny dark speck (1 %) is not necrosis',
    given: { ...surgical, photo: { shares: { granulation: 96, slough: 0, necrotic: 1, epithelial: 3 } } },
    expect: [x.tissue('granulation', 'colour', C.colour), x.forbids('debride', C.colour)],
  },
  // ── the clinician's tissue shares (PUSH / BWAT style) ──
  {
    id: 'col-020',
    title:
      'Clinician shares: granulation 70 %, slough 30 % (worst entered as granulation) — slough is present: PUSH 3, NERDS debris',
    given: {
      ...vlu,
      bedside: { ...SCREEN_ABSENT, debris: 'not_assessed' },
      clinicianTissue: {
        worst: 'granulation',
        necrosis: null,
        shares: { granulation: 70, slough: 30, necrotic: 0, epithelial: 0 },
      },
    },
    expect: [x.push(3, C.push), x.sign('debris', 'present', C.nerdsDebris), x.tissue('slough', 'clinician', C.push)],
  },
  {
    id: 'col-021',
    title: 'Clinician shares: necrotic 5 %, granulation 95 % — PUSH scores the worst tissue present (4)',
    given: {
      ...surgical,
      clinicianTissue: {
        worst: 'granulation',
        necrosis: null,
        shares: { granulation: 95, slough: 0, necrotic: 5, epithelial: 0 },
      },
    },
    expect: [x.push(4, C.push), x.tissue('necrotic', 'clinician', C.push)],
  },
  {
    id: 'col-022',
    title: 'Clinician shares: all granulation and epithelium — debris absent, PUSH 2',
    given: {
      ...vlu,
      bedside: { ...SCREEN_ABSENT, debris: 'not_assessed' },
      clinicianTissue: {
        worst: 'granulation',
        necrosis: null,
        shares: { granulation: 80, slough: 0, necrotic: 0, epithelial: 20 },
      },
    },
    expect: [x.push(2, C.push), x.sign('debris', 'absent', C.nerdsDebris)],
  },
  {
    id: 'col-023',
    title: 'Clinician shares epithelial 100 %: PUSH 1',
    given: {
      ...surgical,
      clinicianTissue: {
        worst: 'epithelial',
        necrosis: null,
        shares: { granulation: 0, slough: 0, necrotic: 0, epithelial: 100 },
      },
    },
    expect: [x.push(1, C.push)],
  },
];
