import type { CaseGiven, ClinicalCase } from './case-types.ts';
import { CITE as C } from './cites.ts';
import { SCREEN_ABSENT, STONEES_DEEP, NERDS_LOCAL, x } from './case-helpers.ts';

/** Arterial ulcers: vascular referral and no compression at every ABPI band; dry necrosis stays dry. */

const base: CaseGiven = {
  etiology: 'arterial_ulcer',
  site: 'lower_leg_anterior_right',
  abpi: 0.6,
  tbi: null,
  healingPotential: 'healable',
  bedside: SCREEN_ABSENT,
  clinicianTissue: { worst: 'granulation', necrosis: null },
  exudate: 'light',
};
const art = (over: Partial<CaseGiven>): CaseGiven => ({ ...base, ...over });
const always = [
  x.requires('vascular-referral', C.arterial),
  x.forbids('compression', C.arterial),
  x.atLeast('Urgent', C.arterial),
  x.specialist('Vascular', C.arterial),
];

export const ARTERIAL_CASES: ClinicalCase[] = [
  {
    id: 'art-001',
    title: 'ABPI 0.4 (< 0.5, severe arterial disease)',
    given: art({ abpi: 0.4 }),
    expect: [...always, x.says('severe arterial disease', C.padGeneral)],
  },
  { id: 'art-002', title: 'ABPI 0.6 (0.5–0.79)', given: art({}), expect: always },
  { id: 'art-003', title: 'ABPI 0.85 (0.8–0.89)', given: art({ abpi: 0.85 }), expect: always },
  {
    id: 'art-004',
    title: 'ABPI 1.0 recorded on an arterial ulcer: still arterial by its cause',
    given: art({ abpi: 1.0 }),
    expect: always,
  },
  { id: 'art-005', title: 'ABPI 1.5 (non-compressible)', given: art({ abpi: 1.5 }), expect: always },
  {
    id: 'art-006',
    title: 'ABPI not recorded',
    given: art({ abpi: null }),
    expect: [...always, x.perfusion('pad', C.arterial)],
  },
  { id: 'art-007', title: 'TBI 0.5, ABPI not recorded', given: art({ abpi: null, tbi: 0.5 }), expect: always },
  {
    id: 'art-010',
    title: 'Dry stable necrosis, ABPI 0.4: keep dry, no debridement, no moist dressing',
    given: art({ abpi: 0.4, clinicianTissue: { worst: 'necrotic', necrosis: 'dry_stable' }, exudate: 'none' }),
    expect: [
      ...always,
      x.requires('keep-dry', C.arterial),
      x.forbids('debride', C.arterial),
      x.forbids('moist', C.arterial),
    ],
  },
  {
    id: 'art-011',
    title: 'Heel arterial ulcer, dry necrosis',
    given: art({
      site: 'heel_left',
      abpi: 0.4,
      clinicianTissue: { worst: 'necrotic', necrosis: 'dry_stable' },
      exudate: 'none',
    }),
    expect: [...always, x.forbids('debride', C.npiapHeel), x.forbids('moist', C.arterial)],
  },
  {
    id: 'art-012',
    title: 'Slough recorded: no debridement before revascularisation',
    given: art({ clinicianTissue: { worst: 'slough', necrosis: null } }),
    expect: [...always, x.forbids('debride', C.arterial)],
  },
  {
    id: 'art-013',
    title: 'Deep infection (STONEES) on an arterial ulcer: systemic antibiotics',
    given: art({ bedside: STONEES_DEEP }),
    expect: [...always, x.requires('systemic-antibiotics', C.iwiiSystemic)],
  },
  {
    id: 'art-014',
    title: 'Local infection on an arterial ulcer: antiseptic, no systemic antibiotics',
    given: art({ bedside: NERDS_LOCAL }),
    expect: [
      ...always,
      x.requires('topical-antimicrobial', C.iwiiLocal),
      x.forbids('systemic-antibiotics', C.iwiiLocal),
    ],
  },
  {
    id: 'art-015',
    title: 'Systemic signs on an arterial ulcer',
    given: art({ bedside: { systemic_signs: 'present' } }),
    expect: [...always, x.within(0, C.iwiiSystemic)],
  },
  {
    id: 'art-016',
    title: 'Non-healable arterial ulcer (no revascularisation option): keep dry, antiseptic, comfort',
    given: art({
      healingPotential: 'non_healable',
      clinicianTissue: { worst: 'necrotic', necrosis: 'dry_stable' },
      exudate: 'none',
    }),
    expect: [x.forbids('debride', C.wbp), x.requires('keep-dry', C.wbp), x.forbids('compression', C.arterial)],
  },
  {
    id: 'art-017',
    title: 'Foot (toe) arterial ulcer with dry gangrene-like necrosis',
    given: art({
      site: 'toes_right',
      abpi: 0.4,
      clinicianTissue: { worst: 'necrotic', necrosis: 'dry_stable' },
      exudate: 'none',
    }),
    expect: [...always, x.forbids('debride', C.arterial), x.requires('keep-dry', C.arterial)],
  },
];
