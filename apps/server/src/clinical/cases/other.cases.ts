import type { CaseGiven, ClinicalCase } from './case-types.ts';
import { CITE as C } from './cites.ts';
import { NERDS_LOCAL, SCREEN_ABSENT, STONEES_DEEP, x } from './case-helpers.ts';

/** Surgical, traumatic, burn, other and unknown-cause wounds; maintenance and non-healable wounds. */

const base: CaseGiven = {
  etiology: 'surgical',
  site: 'abdomen',
  abpi: null,
  tbi: null,
  healingPotential: 'healable',
  bedside: SCREEN_ABSENT,
  clinicianTissue: { worst: 'granulation', necrosis: null },
  exudate: 'light',
};
const w = (over: Partial<CaseGiven>): CaseGiven => ({ ...base, ...over });

export const OTHER_CASES: ClinicalCase[] = [
  {
    id: 'oth-001',
    title: 'Surgical wound, granulating, screen negative: no antibiotics, no compression, no offloading',
    given: w({}),
    expect: [
      x.infection({ result: 'not_infected' }, C.screen),
      x.forbids('systemic-antibiotics', C.iwiiLocal),
      x.forbids('compression', C.venous),
      x.forbids('nonremovable-offloading', C.iwgdfOffloading),
    ],
  },
  {
    id: 'oth-002',
    title: 'Surgical wound, local infection (NERDS): topical antiseptic only',
    given: w({ bedside: NERDS_LOCAL }),
    expect: [x.requires('topical-antimicrobial', C.iwiiLocal), x.forbids('systemic-antibiotics', C.iwiiLocal)],
  },
  {
    id: 'oth-003',
    title: 'Surgical wound, spreading infection (STONEES): systemic antibiotics, same day',
    given: w({ bedside: STONEES_DEEP }),
    expect: [
      x.requires('systemic-antibiotics', C.iwiiSystemic),
      x.atLeast('Urgent', C.iwiiSystemic),
      x.within(0, C.iwiiSystemic),
    ],
  },
  {
    id: 'oth-004',
    title: 'Surgical wound, systemic signs with the screen not done: same-day medical review',
    given: w({ bedside: { systemic_signs: 'present' } }),
    expect: [x.atLeast('Urgent', C.iwiiSystemic), x.within(0, C.iwiiSystemic)],
  },
  {
    id: 'oth-005',
    title: 'Surgical wound, slough recorded, off the limb, healable: debridement allowed',
    given: w({ clinicianTissue: { worst: 'slough', necrosis: null } }),
    expect: [x.requires('debride', C.wbp)],
  },
  {
    id: 'oth-010',
    title: 'Traumatic leg wound, slough, perfusion unknown: debridement waits for perfusion',
    given: w({
      etiology: 'trauma',
      site: 'lower_leg_anterior_left',
      clinicianTissue: { worst: 'slough', necrosis: null },
    }),
    expect: [x.forbids('debride', C.wbp), x.perfusion('needs_assessment', C.padGeneral)],
  },
  {
    id: 'oth-011',
    title: 'Traumatic leg wound, slough, ABPI 1.0: debridement allowed',
    given: w({
      etiology: 'trauma',
      site: 'lower_leg_anterior_left',
      abpi: 1.0,
      clinicianTissue: { worst: 'slough', necrosis: null },
    }),
    expect: [x.requires('debride', C.wbp)],
  },
  {
    id: 'oth-012',
    title: 'Traumatic leg wound, ABPI 0.4: severe arterial disease — urgent vascular referral',
    given: w({ etiology: 'trauma', site: 'lower_leg_anterior_left', abpi: 0.4 }),
    expect: [
      x.requires('vascular-referral', C.padGeneral),
      x.atLeast('Urgent', C.padGeneral),
      x.says('severe arterial disease', C.padGeneral),
    ],
  },
  {
    id: 'oth-013',
    title: 'Traumatic leg wound, ABPI 0.6',
    given: w({ etiology: 'trauma', site: 'lower_leg_posterior_left', abpi: 0.6 }),
    expect: [x.requires('vascular-referral', C.padGeneral), x.forbids('compression', C.venous)],
  },
  {
    id: 'oth-014',
    title: 'Traumatic leg wound, ABPI 0.85 (mild PAD): vascular assessment',
    given: w({ etiology: 'trauma', site: 'lower_leg_posterior_left', abpi: 0.85 }),
    expect: [x.requires('vascular-referral', C.padGeneral)],
  },
  {
    id: 'oth-015',
    title: 'Traumatic leg wound, ABPI 1.5: non-diagnostic',
    given: w({ etiology: 'trauma', site: 'lower_leg_posterior_left', abpi: 1.5 }),
    expect: [x.perfusion('needs_assessment', C.padGeneral), x.says('non-diagnostic', C.padGeneral)],
  },
  {
    id: 'oth-020',
    title: 'Burn on the heel, slough, perfusion unknown',
    given: w({ etiology: 'burn', site: 'heel_left', clinicianTissue: { worst: 'slough', necrosis: null } }),
    expect: [x.forbids('debride', C.wbp), x.forbids('compression', C.venous)],
  },
  {
    id: 'oth-021',
    title: 'Burn with systemic signs',
    given: w({ etiology: 'burn', site: 'heel_left', bedside: { systemic_signs: 'present' } }),
    expect: [x.atLeast('Urgent', C.iwiiSystemic)],
  },
  {
    id: 'oth-030',
    title: 'Maintenance wound: antiseptic, no active debridement, no moist healing',
    given: w({ healingPotential: 'maintenance', clinicianTissue: { worst: 'slough', necrosis: null } }),
    expect: [x.requires('topical-antimicrobial', C.wbp), x.forbids('debride', C.wbp), x.forbids('moist', C.wbp)],
  },
  {
    id: 'oth-031',
    title: 'Non-healable wound: keep dry with antiseptic; no debridement, no moist healing',
    given: w({
      etiology: 'other',
      site: 'sacrum',
      healingPotential: 'non_healable',
      clinicianTissue: { worst: 'necrotic', necrosis: 'wet' },
    }),
    expect: [
      x.requires('keep-dry', C.wbp),
      x.requires('topical-antimicrobial', C.wbp),
      x.forbids('debride', C.wbp),
      x.forbids('moist', C.wbp),
    ],
  },
  {
    id: 'oth-032',
    title: 'Healing potential not recorded: debridement waits for it',
    given: w({ healingPotential: null, clinicianTissue: { worst: 'slough', necrosis: null } }),
    expect: [x.forbids('debride', C.wbp), x.row('healing_potential_unknown', C.wbp)],
  },
  {
    id: 'oth-040',
    title: 'Cause not recorded: record cause, site and perfusion; no debridement, no compression',
    given: w({ etiology: 'unknown', site: null, clinicianTissue: { worst: 'slough', necrosis: null } }),
    expect: [x.row('etiology_unknown', C.wbp), x.forbids('debride', C.wbp), x.forbids('compression', C.venous)],
  },
  {
    id: 'oth-041',
    title: 'Cause "other", sacrum, local infection',
    given: w({ etiology: 'other', site: 'sacrum', bedside: NERDS_LOCAL }),
    expect: [x.requires('topical-antimicrobial', C.iwiiLocal), x.forbids('systemic-antibiotics', C.iwiiLocal)],
  },
  {
    id: 'oth-042',
    title: 'Unknown cause with systemic signs: same-day review',
    given: w({ etiology: 'unknown', site: null, bedside: { systemic_signs: 'present' } }),
    expect: [x.atLeast('Urgent', C.iwiiSystemic), x.within(0, C.iwiiSystemic)],
  },
  {
    id: 'oth-043',
    title: 'Surgical wound that probes to bone: osteomyelitis suspected, urgent',
    given: w({ bedside: { ...SCREEN_ABSENT, probes_to_bone: 'present' } }),
    expect: [x.infection({ osteomyelitis: true }, C.screen), x.atLeast('Urgent', C.iwiiSystemic)],
  },
];
