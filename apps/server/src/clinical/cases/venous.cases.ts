import type { CaseGiven, ClinicalCase } from './case-types.ts';
import { CITE as C } from './cites.ts';
import { NERDS_LOCAL, screen, SCREEN_ABSENT, STONEES_DEEP, x } from './case-helpers.ts';

/** Venous leg ulcers: compression only with arterial disease excluded (ABPI 0.8–1.3), every ABPI band, infection, trajectory. */

const base: CaseGiven = {
  etiology: 'venous_leg_ulcer',
  site: 'lower_leg_anterior_left',
  abpi: 1.0,
  tbi: null,
  healingPotential: 'healable',
  bedside: SCREEN_ABSENT,
  clinicianTissue: { worst: 'granulation', necrosis: null },
  exudate: 'moderate',
};
const vlu = (over: Partial<CaseGiven>): CaseGiven => ({ ...base, ...over });
const noOffloading = [x.forbids('nonremovable-offloading', C.venous), x.forbids('removable-offloading', C.venous)];

export const VENOUS_CASES: ClinicalCase[] = [
  {
    id: 'vlu-001',
    title: 'ABPI 1.0: compression; no offloading advice',
    given: vlu({}),
    expect: [x.requires('compression', C.venous), x.patientSees('compression', C.venous), ...noOffloading],
  },
  {
    id: 'vlu-002',
    title: 'ABPI 0.4 (< 0.5, severe arterial disease): no compression, urgent vascular referral',
    given: vlu({ abpi: 0.4 }),
    expect: [
      x.forbids('compression', C.venous),
      x.requires('vascular-referral', C.venous),
      x.atLeast('Urgent', C.padGeneral),
      x.says('ABPI 0.4.*severe arterial disease', C.padGeneral),
      ...noOffloading,
    ],
  },
  {
    id: 'vlu-003',
    title: 'ABPI 0.6 (0.5–0.79): no compression, refer',
    given: vlu({ abpi: 0.6 }),
    expect: [
      x.forbids('compression', C.venous),
      x.requires('vascular-referral', C.venous),
      x.atLeast('Urgent', C.venous),
    ],
  },
  {
    id: 'vlu-004',
    title: 'ABPI 0.85 (0.8–0.89): compression allowed (SIGN 120 0.8–1.3); mild PAD noted',
    given: vlu({ abpi: 0.85 }),
    expect: [x.requires('compression', C.venous), x.perfusion('pad', C.padGeneral)],
  },
  {
    id: 'vlu-005',
    title: 'ABPI 1.3 (upper bound): compression',
    given: vlu({ abpi: 1.3 }),
    expect: [x.requires('compression', C.venous)],
  },
  {
    id: 'vlu-006',
    title: 'ABPI 1.5 (> 1.3, non-compressible): no compression until toe pressures / duplex',
    given: vlu({ abpi: 1.5 }),
    expect: [x.forbids('compression', C.venous), x.says('non-diagnostic', C.padGeneral)],
  },
  {
    id: 'vlu-007',
    title: 'ABPI not measured: measure it before compression',
    given: vlu({ abpi: null }),
    expect: [
      x.forbids('compression', C.venous),
      x.says('Measure the ABPI', C.venous),
      x.perfusion('needs_assessment', C.venous),
    ],
  },
  {
    id: 'vlu-008',
    title: 'ABPI not measured, TBI 0.6: PAD — no compression',
    given: vlu({ abpi: null, tbi: 0.6 }),
    expect: [x.forbids('compression', C.venous), x.perfusion('pad', C.padGeneral)],
  },
  {
    id: 'vlu-009',
    title: 'ABPI 0.79 (just below 0.8): no compression',
    given: vlu({ abpi: 0.79 }),
    expect: [x.forbids('compression', C.venous), x.requires('vascular-referral', C.venous)],
  },
  {
    id: 'vlu-010',
    title: 'Local infection (3 NERDS signs): topical antiseptic, no systemic antibiotics',
    given: vlu({ bedside: NERDS_LOCAL }),
    expect: [
      x.infection({ instrument: 'NERDS/STONEES', level: 'local' }, C.screen),
      x.requires('topical-antimicrobial', C.iwiiLocal),
      x.forbids('systemic-antibiotics', C.iwiiLocal),
      x.patientNever('systemic-antibiotics', C.iwiiLocal),
    ],
  },
  {
    id: 'vlu-011',
    title: 'Deep / spreading infection (3 STONEES signs): systemic antibiotics, same-day review',
    given: vlu({ bedside: STONEES_DEEP }),
    expect: [
      x.infection({ level: 'spreading' }, C.screen),
      x.requires('systemic-antibiotics', C.iwiiSystemic),
      x.atLeast('Urgent', C.iwiiSystemic),
      x.within(0, C.iwiiSystemic),
    ],
  },
  {
    id: 'vlu-012',
    title: 'Systemic infection: deep signs with systemic signs',
    given: vlu({ bedside: { ...STONEES_DEEP, systemic_signs: 'present' } }),
    expect: [x.atLeast('Urgent', C.iwiiSystemic), x.requires('systemic-antibiotics', C.iwiiSystemic)],
  },
  {
    id: 'vlu-013',
    title: 'Systemic signs recorded, nothing else assessed: same-day medical review',
    given: vlu({ bedside: { systemic_signs: 'present' } }),
    expect: [x.atLeast('Urgent', C.iwiiSystemic), x.within(0, C.iwiiSystemic)],
  },
  {
    id: 'vlu-014',
    title: 'Two NERDS signs only: not infected by the screen (fewer than 3)',
    given: vlu({ bedside: screen('non_healing', 'smell') }),
    expect: [x.infection({ result: 'not_infected' }, C.screen), x.forbids('systemic-antibiotics', C.iwiiLocal)],
  },
  {
    id: 'vlu-015',
    title: 'Nothing assessed: indeterminate, bedside assessment needed',
    given: vlu({ bedside: {} }),
    expect: [x.infection({ result: 'indeterminate' }, C.screen), x.forbids('systemic-antibiotics', C.iwiiLocal)],
  },
  {
    id: 'vlu-020',
    title: 'Slough recorded, ABPI 1.0, healable: debridement allowed',
    given: vlu({ clinicianTissue: { worst: 'slough', necrosis: null } }),
    expect: [x.requires('debride', C.wbp), x.sign('debris', 'present', C.nerdsDebris)],
  },
  {
    id: 'vlu-021',
    title: 'Slough recorded, ABPI 0.6: no debridement until perfusion is assessed',
    given: vlu({ abpi: 0.6, clinicianTissue: { worst: 'slough', necrosis: null } }),
    expect: [x.forbids('debride', C.wbp), x.forbids('compression', C.venous)],
  },
  {
    id: 'vlu-022',
    title: 'Maintenance VLU: antiseptic, no active debridement; compression still by the ABPI',
    given: vlu({ healingPotential: 'maintenance', clinicianTissue: { worst: 'slough', necrosis: null } }),
    expect: [x.forbids('debride', C.wbp), x.requires('topical-antimicrobial', C.wbp)],
  },
  {
    id: 'vlu-030',
    title: 'Week 4, 10 % smaller (below 40 %): review the cause and plan',
    given: vlu({ areaCm2: 9, history: [{ daysBefore: 28, areaCm2: 10 }] }),
    expect: [x.row('four_week_review', C.venousPar)],
  },
  {
    id: 'vlu-031',
    title: 'Week 4, 60 % smaller: on track',
    given: vlu({ areaCm2: 4, history: [{ daysBefore: 28, areaCm2: 10 }] }),
    expect: [x.row('four_week_review', C.venousPar, false)],
  },
];
