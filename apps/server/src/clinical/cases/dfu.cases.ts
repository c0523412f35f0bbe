import type { CaseGiven, ClinicalCase } from './case-types.ts';
import { CITE as C } from './cites.ts';
import { iwgdf, IWGDF_ABSENT, x } from './case-helpers.ts';

/** Diabetic foot ulcers: IWGDF/IDSA 2023 grades 1–4 with and without osteomyelitis, perfusion bands, sites, tissue. */

/** A neuropathic plantar forefoot ulcer, healable, perfusion assessed normal (ABPI 1.0, TBI 0.8), granulation recorded. */
const base: CaseGiven = {
  etiology: 'diabetic_foot_ulcer',
  site: 'plantar_forefoot_left',
  abpi: 1.0,
  tbi: 0.8,
  healingPotential: 'healable',
  bedside: IWGDF_ABSENT,
  clinicianTissue: { worst: 'granulation', necrosis: null },
  exudate: 'light',
};
const dfu = (over: Partial<CaseGiven>): CaseGiven => ({ ...base, ...over });
/** every active DFU: the multidisciplinary foot team within 1 working day */
const floor1wd = [x.atLeast('Soon', C.nice1wd), x.within(1, C.nice1wd), x.specialist('Diabetic Foot', C.nice1wd)];

export const DFU_CASES: ClinicalCase[] = [
  {
    id: 'dfu-001',
    title:
      'Grade 1 (uninfected), perfusion normal, plantar forefoot: no antibiotics; total contact cast; foot team within 1 working day',
    given: dfu({}),
    expect: [
      x.infection({ instrument: 'IWGDF/IDSA', grade: 1, result: 'not_infected' }, C.iwgdfClass),
      x.forbids('systemic-antibiotics', C.iwgdfAbx),
      x.requires('nonremovable-offloading', C.iwgdfOffloading),
      ...floor1wd,
    ],
  },
  {
    id: 'dfu-002',
    title: 'Grade 2: local swelling and warmth, erythema absent — mild infection, systemic antibiotics',
    given: dfu({ bedside: iwgdf('local_swelling_induration', 'local_warmth') }),
    expect: [
      x.infection({ grade: 2, result: 'infected' }, C.iwgdfClass),
      x.requires('systemic-antibiotics', C.iwgdfAbx),
      x.patientSees('systemic-antibiotics', C.iwgdfAbx),
      ...floor1wd,
    ],
  },
  {
    id: 'dfu-003',
    title: 'Grade 2: purulent discharge and local pain',
    given: dfu({ bedside: iwgdf('purulent_discharge', 'local_tenderness_pain') }),
    expect: [x.infection({ grade: 2 }, C.iwgdfClass), x.requires('systemic-antibiotics', C.iwgdfAbx), ...floor1wd],
  },
  {
    id: 'dfu-004',
    title: 'Grade 2: erythema 0.5–2 cm and warmth',
    given: dfu({ bedside: iwgdf('erythema_0_5_to_2cm', 'local_warmth') }),
    expect: [x.infection({ grade: 2 }, C.iwgdfClass), x.requires('systemic-antibiotics', C.iwgdfAbx)],
  },
  {
    id: 'dfu-005',
    title: 'Grade 3: erythema > 2 cm with swelling — moderate, urgent, no total contact cast',
    given: dfu({ bedside: iwgdf('erythema_over_2cm_or_deep', 'local_swelling_induration') }),
    expect: [
      x.infection({ grade: 3, osteomyelitis: false }, C.iwgdfClass),
      x.requires('systemic-antibiotics', C.iwgdfAbx),
      x.atLeast('Urgent', C.iwgdfUrgency),
      x.within(0, C.iwgdfUrgency),
      x.forbids('nonremovable-offloading', C.iwgdfOffloading),
    ],
  },
  {
    id: 'dfu-006',
    title: 'Grade 3(O): two local signs and a positive probe to bone',
    given: dfu({ bedside: iwgdf('local_swelling_induration', 'local_warmth', 'probes_to_bone') }),
    expect: [
      x.infection({ grade: 3, osteomyelitis: true }, C.iwgdfOsteo),
      x.atLeast('Urgent', C.iwgdfUrgency),
      x.requires('systemic-antibiotics', C.iwgdfAbx),
      x.forbids('nonremovable-offloading', C.iwgdfOffloading),
      x.specialist('Infectious Disease', C.iwgdfUrgency),
    ],
  },
  {
    id: 'dfu-007',
    title: 'Grade 3(O) without local signs: probe to bone alone',
    given: dfu({ bedside: iwgdf('probes_to_bone') }),
    expect: [
      x.infection({ grade: 3, osteomyelitis: true }, C.iwgdfOsteo),
      x.atLeast('Urgent', C.iwgdfUrgency),
      x.forbids('nonremovable-offloading', C.iwgdfOffloading),
    ],
  },
  {
    id: 'dfu-008',
    title: 'Grade 4: two local signs with systemic signs (SIRS) — emergency',
    given: dfu({ bedside: iwgdf('local_swelling_induration', 'purulent_discharge', 'systemic_signs') }),
    expect: [
      x.infection({ grade: 4 }, C.iwgdfClass),
      x.atLeast('Emergency', C.iwgdfUrgency),
      x.within(0, C.niceImmediate),
      x.requires('systemic-antibiotics', C.iwgdfAbx),
      x.forbids('nonremovable-offloading', C.iwgdfOffloading),
    ],
  },
  {
    id: 'dfu-009',
    title: 'Grade 4(O): systemic signs, local signs and a positive probe',
    given: dfu({ bedside: iwgdf('local_warmth', 'erythema_over_2cm_or_deep', 'systemic_signs', 'probes_to_bone') }),
    expect: [
      x.infection({ grade: 4, osteomyelitis: true }, C.iwgdfOsteo),
      x.atLeast('Emergency', C.iwgdfUrgency),
      x.requires('systemic-antibiotics', C.iwgdfAbx),
    ],
  },
  {
    id: 'dfu-010',
    title: 'Systemic signs with fewer than 2 local signs: not a graded foot infection, yet same-day review',
    given: dfu({ bedside: iwgdf('systemic_signs') }),
    expect: [x.atLeast('Urgent', C.niceImmediate), x.within(0, C.iwiiSystemic)],
  },
  {
    id: 'dfu-011',
    title: 'Nothing assessed: infection indeterminate, no cast until assessed; foot team within 1 working day',
    given: dfu({ bedside: {} }),
    expect: [
      x.infection({ result: 'indeterminate', gradeAtLeast: 1 }, C.iwgdfClass),
      x.forbids('nonremovable-offloading', C.iwgdfOffloading),
      x.row('dfu_infection_indeterminate', C.iwgdfClass),
      ...floor1wd,
    ],
  },
  {
    id: 'dfu-012',
    title: 'Two criteria present, the rest not assessed: infected at least grade 2 — antibiotics now',
    given: dfu({ bedside: { local_swelling_induration: 'present', local_tenderness_pain: 'present' } }),
    expect: [
      x.infection({ result: 'infected', gradeAtLeast: 2 }, C.iwgdfClass),
      x.requires('systemic-antibiotics', C.iwgdfAbx),
    ],
  },
  {
    id: 'dfu-013',
    title: 'One criterion present, rest absent: uninfected (grade 1)',
    given: dfu({ bedside: iwgdf('local_warmth') }),
    expect: [x.infection({ grade: 1 }, C.iwgdfClass), x.forbids('systemic-antibiotics', C.iwgdfAbx)],
  },
  // ── perfusion bands ──
  {
    id: 'dfu-020',
    title: 'ABPI 0.4 (< 0.5, severe arterial disease): urgent vascular referral; no cast; no debridement',
    given: dfu({ abpi: 0.4, tbi: null, clinicianTissue: { worst: 'slough', necrosis: null } }),
    expect: [
      x.perfusion('pad', C.iwgdfPad),
      x.requires('vascular-referral', C.iwgdfPad),
      x.atLeast('Urgent', C.iwgdfPad),
      x.forbids('nonremovable-offloading', C.iwgdfOffloading),
      x.forbids('debride', C.iwgdfDebride),
      x.specialist('Vascular', C.iwgdfPad),
      x.says('ABPI 0.4.*severe arterial disease', C.padGeneral),
    ],
  },
  {
    id: 'dfu-021',
    title: 'ABPI 0.6 (0.5–0.79): urgent vascular referral; removable device',
    given: dfu({ abpi: 0.6, tbi: null }),
    expect: [
      x.perfusion('pad', C.iwgdfPad),
      x.requires('vascular-referral', C.iwgdfPad),
      x.atLeast('Urgent', C.iwgdfPad),
      x.forbids('nonremovable-offloading', C.iwgdfOffloading),
      x.requires('removable-offloading', C.iwgdfOffloading),
    ],
  },
  {
    id: 'dfu-022',
    title: 'ABPI 0.85 (0.8–0.89, mild PAD) with a foot ulcer: urgent vascular assessment all the same',
    given: dfu({ abpi: 0.85, tbi: null }),
    expect: [
      x.perfusion('pad', C.iwgdfPad),
      x.requires('vascular-referral', C.iwgdfPad),
      x.atLeast('Urgent', C.iwgdfPad),
    ],
  },
  {
    id: 'dfu-023',
    title: 'ABPI 1.0 and TBI 0.8: PAD less likely — no vascular urgency; cast allowed',
    given: dfu({}),
    expect: [x.perfusion('pad_less_likely', C.iwgdfPad), x.requires('nonremovable-offloading', C.iwgdfOffloading)],
  },
  {
    id: 'dfu-024',
    title: 'ABPI 1.0, TBI not measured: needs assessment (ABI alone does not exclude PAD in diabetes)',
    given: dfu({ tbi: null }),
    expect: [
      x.perfusion('needs_assessment', C.iwgdfPad),
      x.row('perfusion_needed', C.iwgdfPadExamine),
      x.forbids('nonremovable-offloading', C.iwgdfOffloading),
      ...floor1wd,
    ],
  },
  {
    id: 'dfu-025',
    title: 'ABPI 1.5 (> 1.3, non-compressible), TBI not measured: non-diagnostic — measure the TBI',
    given: dfu({ abpi: 1.5, tbi: null }),
    expect: [
      x.perfusion('needs_assessment', C.iwgdfPad),
      x.says('non-diagnostic', C.iwgdfPad),
      x.forbids('nonremovable-offloading', C.iwgdfOffloading),
    ],
  },
  {
    id: 'dfu-026',
    title: 'ABPI 1.5 with TBI 0.6 (< 0.7): PAD — urgent vascular assessment',
    given: dfu({ abpi: 1.5, tbi: 0.6 }),
    expect: [
      x.perfusion('pad', C.iwgdfPad),
      x.requires('vascular-referral', C.iwgdfPad),
      x.atLeast('Urgent', C.iwgdfPad),
    ],
  },
  {
    id: 'dfu-027',
    title: 'ABPI 1.0 with TBI 0.6: PAD despite a normal ABPI — urgent vascular assessment',
    given: dfu({ tbi: 0.6 }),
    expect: [
      x.perfusion('pad', C.iwgdfPad),
      x.requires('vascular-referral', C.iwgdfPad),
      x.atLeast('Urgent', C.iwgdfPad),
    ],
  },
  {
    id: 'dfu-028',
    title: 'Perfusion unknown (no ABPI, no TBI): needs assessment, never normal; debridement waits',
    given: dfu({ abpi: null, tbi: null, clinicianTissue: { worst: 'slough', necrosis: null } }),
    expect: [
      x.perfusion('needs_assessment', C.iwgdfPadExamine),
      x.forbids('debride', C.iwgdfDebride),
      x.forbids('nonremovable-offloading', C.iwgdfOffloading),
      ...floor1wd,
    ],
  },
  {
    id: 'dfu-029',
    title: 'Grade 3 infection with ABPI 0.6: urgent; removable device; vascular referral',
    given: dfu({ abpi: 0.6, tbi: null, bedside: iwgdf('erythema_over_2cm_or_deep', 'local_warmth') }),
    expect: [
      x.atLeast('Urgent', C.iwgdfUrgency),
      x.requires('vascular-referral', C.iwgdfPad),
      x.forbids('nonremovable-offloading', C.iwgdfOffloading),
    ],
  },
  {
    id: 'dfu-030',
    title: 'Grade 4 with ABPI 0.4: emergency',
    given: dfu({ abpi: 0.4, tbi: null, bedside: iwgdf('local_warmth', 'local_swelling_induration', 'systemic_signs') }),
    expect: [x.atLeast('Emergency', C.iwgdfUrgency), x.requires('vascular-referral', C.iwgdfPad)],
  },
  {
    id: 'dfu-031',
    title:
      'Grade 2 with mild PAD (ABPI 0.85): no cast (mild infection with mild ischaemia), urgent vascular assessment',
    given: dfu({ abpi: 0.85, tbi: null, bedside: iwgdf('local_warmth', 'purulent_discharge') }),
    expect: [
      x.forbids('nonremovable-offloading', C.iwgdfOffloading),
      x.requires('systemic-antibiotics', C.iwgdfAbx),
      x.atLeast('Urgent', C.iwgdfPad),
    ],
  },
  // ── sites ──
  {
    id: 'dfu-040',
    title: 'Heel ulcer: heel offloading, never the forefoot cast rule',
    given: dfu({ site: 'heel_left' }),
    expect: [
      x.forbids('nonremovable-offloading', C.iwgdfOffloading),
      x.requires('removable-offloading', C.iwgdfOffloading),
      ...floor1wd,
    ],
  },
  {
    id: 'dfu-041',
    title: 'Dorsal foot ulcer: non-plantar offloading',
    given: dfu({ site: 'dorsal_foot_right' }),
    expect: [
      x.forbids('nonremovable-offloading', C.iwgdfOffloading),
      x.row('dfu_offload_non_plantar', C.iwgdfOffloading),
    ],
  },
  {
    id: 'dfu-042',
    title: 'Toe ulcer',
    given: dfu({ site: 'toes_left' }),
    expect: [x.forbids('nonremovable-offloading', C.iwgdfOffloading), x.row('dfu_offload_toe', C.iwgdfOffloading)],
  },
  {
    id: 'dfu-043',
    title: 'Plantar midfoot ulcer, uninfected, perfusion normal: non-removable knee-high device',
    given: dfu({ site: 'plantar_midfoot_right' }),
    expect: [x.requires('nonremovable-offloading', C.iwgdfOffloading)],
  },
  {
    id: 'dfu-044',
    title: 'Site not recorded: offloading waits for the site (removable meanwhile)',
    given: dfu({ site: null }),
    expect: [
      x.forbids('nonremovable-offloading', C.iwgdfOffloading),
      x.row('dfu_offload_site_unknown', C.iwgdfOffloading),
    ],
  },
  {
    id: 'dfu-045',
    title: 'Medial malleolus ulcer in diabetes: non-plantar offloading, vascular checks still apply',
    given: dfu({ site: 'medial_malleolus_left', abpi: 0.6, tbi: null }),
    expect: [x.forbids('nonremovable-offloading', C.iwgdfOffloading), x.requires('vascular-referral', C.iwgdfPad)],
  },
  // ── tissue and debridement ──
  {
    id: 'dfu-050',
    title: 'Slough recorded, perfusion normal, healable: sharp debridement',
    given: dfu({ clinicianTissue: { worst: 'slough', necrosis: null } }),
    expect: [x.requires('debride', C.iwgdfDebride), x.push(3, C.push)],
  },
  {
    id: 'dfu-051',
    title: 'Dry stable necrosis on the heel with ABPI 0.6: keep dry, no debridement, no moist dressing',
    given: dfu({
      site: 'heel_right',
      abpi: 0.6,
      tbi: null,
      clinicianTissue: { worst: 'necrotic', necrosis: 'dry_stable' },
      exudate: 'none',
    }),
    expect: [
      x.forbids('debride', C.arterial),
      x.forbids('moist', C.arterial),
      x.requires('keep-dry', C.arterial),
      x.requires('vascular-referral', C.iwgdfPad),
    ],
  },
  {
    id: 'dfu-052',
    title: 'Wet necrosis recorded, perfusion normal: debridement (and the grade decides antibiotics)',
    given: dfu({ clinicianTissue: { worst: 'necrotic', necrosis: 'wet' }, exudate: 'heavy' }),
    expect: [x.requires('debride', C.iwgdfDebride), x.push(4, C.push)],
  },
  {
    id: 'dfu-053',
    title: 'Non-healable DFU: no active debridement, keep dry with antiseptic',
    given: dfu({ healingPotential: 'non_healable', clinicianTissue: { worst: 'slough', necrosis: null } }),
    expect: [x.forbids('debride', C.wbp), x.forbids('moist', C.wbp), x.requires('keep-dry', C.wbp)],
  },
  {
    id: 'dfu-054',
    title: 'Maintenance DFU: no active debridement',
    given: dfu({ healingPotential: 'maintenance', clinicianTissue: { worst: 'slough', necrosis: null } }),
    expect: [x.forbids('debride', C.wbp)],
  },
  {
    id: 'dfu-055',
    title: 'Healing potential not recorded: debridement waits',
    given: dfu({ healingPotential: null, clinicianTissue: { worst: 'slough', necrosis: null } }),
    expect: [x.forbids('debride', C.wbp)],
  },
  // ── trajectory ──
  {
    id: 'dfu-060',
    title: '4 weeks, 20 % smaller (below 53 %): at risk — review, consider urgent vascular imaging',
    given: dfu({ areaCm2: 8, history: [{ daysBefore: 28, areaCm2: 10 }] }),
    expect: [x.row('four_week_review', C.sheehan), x.requires('vascular-referral', C.iwgdfPadNotHealing)],
  },
  {
    id: 'dfu-061',
    title: '4 weeks, 70 % smaller: on track — no not-healing row',
    given: dfu({ areaCm2: 3, history: [{ daysBefore: 28, areaCm2: 10 }] }),
    expect: [
      x.row('four_week_review', C.sheehan, false),
      x.row('dfu_not_healing_vascular', C.iwgdfPadNotHealing, false),
    ],
  },
];
