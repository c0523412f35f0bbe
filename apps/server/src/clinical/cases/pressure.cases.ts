import type { CaseGiven, ClinicalCase } from './case-types.ts';
import { CITE as C } from './cites.ts';
import { NERDS_LOCAL, screen, SCREEN_ABSENT, STONEES_DEEP, x } from './case-helpers.ts';

/** Pressure injuries: every NPIAP stage at the sacrum, heel and ischium, perfusion where the site is on the limb. */

const base: CaseGiven = {
  etiology: 'pressure_injury',
  site: 'sacrum',
  stage: 'stage_2',
  abpi: null,
  tbi: null,
  healingPotential: 'healable',
  bedside: SCREEN_ABSENT,
  clinicianTissue: { worst: 'granulation', necrosis: null },
  exudate: 'light',
};
const pi = (over: Partial<CaseGiven>): CaseGiven => ({ ...base, ...over });
const specialist = [x.atLeast('Soon', C.npiapSpecialist), x.specialist('Tissue Viability', C.npiapSpecialist)];

export const PRESSURE_CASES: ClinicalCase[] = [
  {
    id: 'pi-001',
    title: 'Stage 1, sacrum: intact skin — redistribute pressure, nothing to debride',
    given: pi({ stage: 'stage_1', clinicianTissue: null }),
    expect: [x.requires('pressure-redistribution', C.npiapRedistribute), x.forbids('debride', C.npiapIntact)],
  },
  {
    id: 'pi-002',
    title: 'Stage 1, heel',
    given: pi({ stage: 'stage_1', site: 'heel_left', clinicianTissue: null }),
    expect: [x.requires('pressure-redistribution', C.npiapRedistribute), x.forbids('debride', C.npiapIntact)],
  },
  {
    id: 'pi-003',
    title: 'Stage 2, sacrum, granulation: never debride; repositioning advice does not cite the heel-eschar line',
    given: pi({}),
    expect: [
      x.forbids('debride', C.npiapStage2),
      x.requires('pressure-redistribution', C.npiapRedistribute),
      x.sourceNot('pi_redistribute', 'heel eschar', C.npiapRedistribute),
    ],
  },
  {
    id: 'pi-004',
    title: 'Stage 2, sacrum, slough recorded by the clinician: re-stage, never debride as stage 2',
    given: pi({ clinicianTissue: { worst: 'slough', necrosis: null } }),
    expect: [x.forbids('debride', C.npiapStage2), x.says('re-stage', C.npiapStage2)],
  },
  {
    id: 'pi-005',
    title: 'Stage 2, sacrum, photo colour shows 40 % slough, clinician recorded granulation: never debride',
    given: pi({ photo: { shares: { granulation: 50, slough: 40, necrotic: 0, epithelial: 10 } } }),
    expect: [x.forbids('debride', C.npiapStage2), x.patientNever('debride', C.patient)],
  },
  {
    id: 'pi-006',
    title: 'Stage 2, sacrum, photo colour shows slough, no clinician tissue entry: never debride',
    given: pi({
      clinicianTissue: null,
      photo: { shares: { granulation: 40, slough: 50, necrotic: 0, epithelial: 10 } },
    }),
    expect: [x.forbids('debride', C.npiapStage2), x.patientNever('debride', C.patient)],
  },
  {
    id: 'pi-007',
    title: 'Stage 2, heel, photo colour reads necrotic: no "dark crust" statement to the patient, no debridement',
    given: pi({
      site: 'heel_right',
      clinicianTissue: null,
      photo: { shares: { granulation: 30, slough: 0, necrotic: 60, epithelial: 10 } },
    }),
    expect: [
      x.forbids('debride', C.npiapStage2),
      x.patientNever('avoid-debride', C.patient),
      x.patientNever('keep-dry', C.patient),
    ],
  },
  {
    id: 'pi-008',
    title: 'Stage 2, ischial tuberosity',
    given: pi({ site: 'ischial_tuberosity_left' }),
    expect: [x.forbids('debride', C.npiapStage2), x.requires('pressure-redistribution', C.npiapRedistribute)],
  },
  {
    id: 'pi-010',
    title: 'Stage 3, sacrum, slough: tissue-viability specialist; debride (off the limb, healable)',
    given: pi({ stage: 'stage_3', clinicianTissue: { worst: 'slough', necrosis: null } }),
    expect: [
      ...specialist,
      x.requires('debride', C.npiapDebride),
      x.sourceNot('pi_redistribute', 'heel eschar', C.npiapRedistribute),
    ],
  },
  {
    id: 'pi-011',
    title: 'Stage 3, heel, perfusion unknown, slough: specialist; vascular assessment before debridement',
    given: pi({ stage: 'stage_3', site: 'heel_left', clinicianTissue: { worst: 'slough', necrosis: null } }),
    expect: [...specialist, x.forbids('debride', C.npiapVascular)],
  },
  {
    id: 'pi-012',
    title: 'Stage 3, heel, ABPI 1.0, slough: specialist; debridement allowed',
    given: pi({ stage: 'stage_3', site: 'heel_left', abpi: 1.0, clinicianTissue: { worst: 'slough', necrosis: null } }),
    expect: [...specialist, x.requires('debride', C.npiapDebride)],
  },
  {
    id: 'pi-013',
    title: 'Stage 3, ischium, granulation',
    given: pi({ stage: 'stage_3', site: 'ischial_tuberosity_right' }),
    expect: [...specialist, x.requires('pressure-redistribution', C.npiapRedistribute)],
  },
  {
    id: 'pi-014',
    title: 'Stage 3, sacrum, non-healable: no debridement; still the specialist',
    given: pi({
      stage: 'stage_3',
      healingPotential: 'non_healable',
      clinicianTissue: { worst: 'slough', necrosis: null },
    }),
    expect: [...specialist, x.forbids('debride', C.wbp), x.forbids('moist', C.wbp)],
  },
  {
    id: 'pi-020',
    title: 'Stage 4, sacrum: specialist, osteomyelitis to consider, surgical consultation to consider',
    given: pi({ stage: 'stage_4' }),
    expect: [...specialist, x.says('osteomyelitis', C.npiapOsteo), x.specialist('Surg', C.npiapOsteo)],
  },
  {
    id: 'pi-021',
    title: 'Stage 4, sacrum, probes to bone: osteomyelitis suspected — urgent',
    given: pi({ stage: 'stage_4', bedside: screen('probes_to_bone') }),
    expect: [...specialist, x.infection({ osteomyelitis: true }, C.npiapOsteo), x.atLeast('Urgent', C.npiapOsteo)],
  },
  {
    id: 'pi-022',
    title: 'Stage 4, heel, ABPI 0.4: vascular referral, no debridement',
    given: pi({ stage: 'stage_4', site: 'heel_left', abpi: 0.4, clinicianTissue: { worst: 'slough', necrosis: null } }),
    expect: [...specialist, x.requires('vascular-referral', C.padGeneral), x.forbids('debride', C.npiapHeel)],
  },
  {
    id: 'pi-023',
    title: 'Stage 4, ischium, slough',
    given: pi({
      stage: 'stage_4',
      site: 'ischial_tuberosity_left',
      clinicianTissue: { worst: 'slough', necrosis: null },
    }),
    expect: [...specialist, x.says('osteomyelitis', C.npiapOsteo)],
  },
  {
    id: 'pi-030',
    title: 'Unstageable, sacrum, slough: specialist',
    given: pi({ stage: 'unstageable', clinicianTissue: { worst: 'slough', necrosis: null } }),
    expect: [...specialist, x.row('pi_unstageable', C.npiapSpecialist)],
  },
  {
    id: 'pi-031',
    title: 'Unstageable heel, dry stable eschar, perfusion unknown: not Routine; leave the eschar',
    given: pi({
      stage: 'unstageable',
      site: 'heel_left',
      clinicianTissue: { worst: 'necrotic', necrosis: 'dry_stable' },
      exudate: 'none',
    }),
    expect: [
      ...specialist,
      x.forbids('debride', C.npiapHeel),
      x.row('heel_eschar', C.npiapHeel),
      x.requires('keep-dry', C.npiapHeel),
    ],
  },
  {
    id: 'pi-032',
    title: 'Unstageable heel, dry stable eschar, ABPI 1.0: still no debridement of stable heel eschar',
    given: pi({
      stage: 'unstageable',
      site: 'heel_right',
      abpi: 1.0,
      clinicianTissue: { worst: 'necrotic', necrosis: 'dry_stable' },
      exudate: 'none',
    }),
    expect: [...specialist, x.forbids('debride', C.npiapHeel)],
  },
  {
    id: 'pi-033',
    title: 'Unstageable heel, dry eschar, ABPI 0.6: vascular referral, no debridement',
    given: pi({
      stage: 'unstageable',
      site: 'heel_right',
      abpi: 0.6,
      clinicianTissue: { worst: 'necrotic', necrosis: 'dry_stable' },
      exudate: 'none',
    }),
    expect: [...specialist, x.forbids('debride', C.npiapHeel), x.requires('vascular-referral', C.padGeneral)],
  },
  {
    id: 'pi-034',
    title: 'Unstageable sacrum, wet necrosis: debridement allowed, specialist',
    given: pi({ stage: 'unstageable', clinicianTissue: { worst: 'necrotic', necrosis: 'wet' }, exudate: 'moderate' }),
    expect: [...specialist, x.requires('debride', C.npiapDebride)],
  },
  {
    id: 'pi-040',
    title: 'Deep tissue injury, sacrum: no debridement, monitor',
    given: pi({ stage: 'deep_tissue', clinicianTissue: null }),
    expect: [
      x.forbids('debride', C.npiapDti),
      x.row('pi_deep_tissue', C.npiapDti),
      x.requires('pressure-redistribution', C.npiapRedistribute),
    ],
  },
  {
    id: 'pi-041',
    title: 'Deep tissue injury, heel',
    given: pi({ stage: 'deep_tissue', site: 'heel_left', clinicianTissue: null }),
    expect: [x.forbids('debride', C.npiapDti), x.forbids('moist', C.npiapIntact)],
  },
  {
    id: 'pi-042',
    title: 'Stage not recorded: record the stage',
    given: pi({ stage: null }),
    expect: [x.row('pi_stage_unknown', C.npiapStage2)],
  },
  // ── infection in pressure injuries (NERDS/STONEES, IWII) ──
  {
    id: 'pi-050',
    title: 'Stage 3 with local infection (3 NERDS signs): topical antiseptic, no systemic antibiotics',
    given: pi({ stage: 'stage_3', bedside: NERDS_LOCAL }),
    expect: [
      x.infection({ instrument: 'NERDS/STONEES', level: 'local' }, C.screen),
      x.requires('topical-antimicrobial', C.iwiiLocal),
      x.forbids('systemic-antibiotics', C.iwiiLocal),
    ],
  },
  {
    id: 'pi-051',
    title: 'Stage 4 with deep infection (3 STONEES signs): systemic antibiotics, urgent',
    given: pi({ stage: 'stage_4', bedside: STONEES_DEEP }),
    expect: [x.requires('systemic-antibiotics', C.iwiiSystemic), x.atLeast('Urgent', C.iwiiSystemic)],
  },
  {
    id: 'pi-052',
    title: 'Stage 2 with systemic signs recorded, the screen otherwise not assessed: same-day review',
    given: pi({ bedside: { systemic_signs: 'present' } }),
    expect: [x.atLeast('Urgent', C.iwiiSystemic), x.within(0, C.iwiiSystemic)],
  },
  {
    id: 'pi-053',
    title: 'Stage 3, slough recorded: NERDS debris counts from the clinician’s tissue entry',
    given: pi({
      stage: 'stage_3',
      bedside: { ...SCREEN_ABSENT, debris: 'not_assessed' },
      clinicianTissue: { worst: 'slough', necrosis: null },
    }),
    expect: [x.sign('debris', 'present', C.nerdsDebris)],
  },
];
