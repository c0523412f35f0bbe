import type { ActionTag, AdviceKind, AdviceRow } from '@woundcare/api-types';
import type { Facts } from './facts.ts';
import { abpiWords } from './perfusion.ts';
import { SOURCES } from './sources.ts';

/**
 * The advice table: one row per recommendation, each with a stable id, its guideline and the
 * actions it does or forbids ('avoid-…'). The plan is built from these rows (plan.ts), and a test
 * over every combination of inputs checks that no row or plan step does what another row forbids.
 * Advice for the treating clinician, not a prescription.
 */

export interface AdviceRule {
  id: string;
  kind: AdviceKind;
  /** the citation, or a function of the facts where the cited study depends on the etiology */
  source: string | ((f: Facts) => string);
  actions: readonly ActionTag[];
  when: (f: Facts) => boolean;
  text: (f: Facts) => string;
}

const isOsteoDfu = (f: Facts) => f.dfu && f.infection.osteomyelitisSuspected;
const vlu = (f: Facts) => f.etiology === 'venous_leg_ulcer';
const arterial = (f: Facts) => f.etiology === 'arterial_ulcer';
const pi = (f: Facts) => f.etiology === 'pressure_injury';
/** the PAD guideline for this wound: IWGDF/ESVS/SVS 2023 for the diabetic foot, ESC/ESVS 2017 otherwise */
const padSource = (f: Facts) => (f.dfu ? SOURCES.iwgdfPad : SOURCES.padGeneral);
const offload = (f: Facts, choice: Facts['offloading']['choice']) => f.dfu && f.offloading.choice === choice;
const list = (xs: readonly string[]) => xs.join(', ');

export const ADVICE_RULES: readonly AdviceRule[] = [
  // ── infection: diabetic foot (IWGDF/IDSA 2023) ──
  {
    id: 'dfu_infection_severe',
    kind: 'emergency',
    source: SOURCES.iwgdfInfection,
    actions: ['systemic-antibiotics'],
    when: (f) => f.dfu && f.infection.level === 'systemic',
    text: () =>
      'Severe diabetic foot infection (IWGDF/IDSA grade 4, systemic signs): emergency — admit for intravenous systemic antibiotics and urgent surgical review.',
  },
  {
    id: 'dfu_infection_moderate',
    kind: 'urgent',
    source: SOURCES.iwgdfInfection,
    actions: ['systemic-antibiotics'],
    when: (f) => f.dfu && f.infection.level === 'spreading',
    text: (f) =>
      `Moderate diabetic foot infection (${f.infection.label}): same-day review — systemic antibiotics, a tissue sample for culture, and surgical review for deep infection.`,
  },
  {
    id: 'dfu_infection_mild',
    kind: 'treatment',
    source: SOURCES.iwgdfInfection,
    actions: ['systemic-antibiotics'],
    when: (f) => f.dfu && f.infection.level === 'local',
    text: () =>
      'Mild diabetic foot infection (IWGDF/IDSA grade 2): systemic antibiotics, usually oral, for 1–2 weeks, after a tissue sample for culture; reassess within a few days.',
  },
  {
    id: 'dfu_osteomyelitis',
    kind: 'urgent',
    source: SOURCES.iwgdfInfection,
    actions: [],
    when: isOsteoDfu,
    text: () =>
      'Probe to bone positive: osteomyelitis suspected — plain X-ray (MRI if unclear) and a bone sample for culture guide treatment.',
  },
  {
    id: 'dfu_uninfected',
    kind: 'avoid',
    source: SOURCES.iwgdfInfection,
    actions: ['avoid-systemic-antibiotics'],
    when: (f) => f.dfu && f.infection.grade === 1,
    text: () => 'Uninfected diabetic foot ulcer (IWGDF/IDSA grade 1): no antibiotics.',
  },
  {
    id: 'dfu_infection_indeterminate',
    kind: 'assessment',
    source: SOURCES.iwgdfInfection,
    actions: [],
    when: (f) => f.dfu && f.infection.result === 'indeterminate',
    text: (f) => `${f.infection.label}. Assess at the bedside: ${list(f.infection.toAssess)}.`,
  },
  {
    id: 'dfu_foot_team',
    kind: 'assessment',
    source: SOURCES.niceDfu,
    actions: [],
    // NICE NG19 1.3.2 (within 1 working day) is chosen over IWGDF's unspecified "timely" referral:
    // it is the one guideline that names an interval; limb- or life-threatening problems (1.3.1) are
    // the emergency and urgent rows above
    when: (f) => f.dfu,
    text: () =>
      'Active diabetic foot ulcer: refer to the multidisciplinary foot care service within 1 working day (triage within 1 further working day).',
  },
  // ── systemic signs in any wound (IWII 2022; NICE NG19 1.3.1 for the diabetic foot) ──
  {
    id: 'systemic_signs_review',
    kind: 'urgent',
    source: (f) => (f.dfu ? SOURCES.niceDfu : SOURCES.iwii),
    actions: [],
    // the emergency rows already cover systemic infection; this is for systemic signs the
    // screen or grade has not (yet) tied to the wound — "not assessed" is not "absent"
    when: (f) => f.systemicSigns && f.infection.level !== 'systemic',
    text: (f) =>
      `Systemic signs of infection recorded: same-day medical review (sepsis screen)${f.dfu ? ' — ulceration with signs of sepsis is a limb- or life-threatening diabetic foot problem' : ''}; spreading or systemic wound infection is treated with systemic antibiotics.`,
  },
  // ── infection: other wounds (NERDS/STONEES, IWII 2022) ──
  {
    id: 'infection_systemic',
    kind: 'emergency',
    source: SOURCES.iwii,
    actions: ['systemic-antibiotics'],
    when: (f) => !f.dfu && f.infection.level === 'systemic',
    text: () => 'Systemic infection: emergency review for systemic antibiotics.',
  },
  {
    id: 'infection_spreading',
    kind: 'urgent',
    source: SOURCES.iwii,
    actions: ['systemic-antibiotics', 'topical-antimicrobial'],
    when: (f) => !f.dfu && f.infection.level === 'spreading',
    text: () =>
      'Spreading (deep / surrounding) infection: same-day review for systemic antibiotics, with wound hygiene and a topical antiseptic.',
  },
  {
    id: 'osteomyelitis',
    kind: 'urgent',
    source: SOURCES.screen,
    actions: [],
    when: (f) => !f.dfu && f.infection.osteomyelitisSuspected,
    text: () => 'Probes to or exposed bone: osteomyelitis suspected — imaging and a bone sample guide treatment.',
  },
  {
    id: 'infection_local',
    kind: 'treatment',
    source: SOURCES.iwii,
    actions: ['topical-antimicrobial', 'avoid-systemic-antibiotics'],
    when: (f) => !f.dfu && f.infection.level === 'local',
    text: () =>
      'Local infection (NERDS): wound hygiene and a topical antiseptic / antimicrobial dressing for two weeks, then reassess. No systemic antibiotics for local infection.',
  },
  {
    id: 'infection_indeterminate',
    kind: 'assessment',
    source: SOURCES.screen,
    actions: [],
    when: (f) => !f.dfu && f.infection.result === 'indeterminate',
    text: (f) => `Infection screen indeterminate: assess at the bedside: ${list(f.infection.toAssess)}.`,
  },
  // ── perfusion (every etiology on the limb) ──
  {
    id: 'arterial_refer',
    kind: 'urgent',
    source: SOURCES.arterial,
    actions: ['vascular-referral'],
    when: arterial,
    text: (f) =>
      `Arterial ulcer: refer for urgent vascular assessment and revascularisation (${abpiWords(f.perfusion)}).`,
  },
  {
    id: 'ischaemia_refer',
    kind: 'urgent',
    source: padSource,
    actions: ['vascular-referral'],
    when: (f) => !arterial(f) && f.ischaemia === true && f.perfusion.severity === 'moderate_severe',
    text: (f) => `${abpiWords(f.perfusion)}: urgent vascular referral.`,
  },
  {
    id: 'dfu_pad_urgent',
    kind: 'urgent',
    source: SOURCES.iwgdfPad,
    actions: ['vascular-referral'],
    // any PAD with a diabetic foot ulcer (ABPI < 0.9 or TBI < 0.75): urgent vascular assessment;
    // NICE NG19 1.3.1 would refer "ulceration with limb ischaemia" immediately to acute services —
    // we keep IWGDF's "urgent" (same day), one level below the emergency of a severe infection
    when: (f) => f.dfu && f.ischaemia === true && f.perfusion.severity !== 'moderate_severe',
    text: (f) =>
      `Diabetic foot ulcer with peripheral artery disease (${f.perfusion.tbi !== null && f.perfusion.tbiBand === 'lt_0_75' ? `TBI ${f.perfusion.tbi}` : abpiWords(f.perfusion)}): urgent vascular assessment — toe pressure or TcPO₂ and imaging with a view to revascularisation.`,
  },
  {
    id: 'pad_assess',
    kind: 'assessment',
    source: padSource,
    actions: ['vascular-referral'],
    when: (f) => !f.dfu && !arterial(f) && f.ischaemia === true && f.perfusion.severity !== 'moderate_severe',
    text: () =>
      'Peripheral artery disease: vascular assessment — toe pressure or TcPO₂; urgent imaging with toe pressure < 30 mmHg or TcPO₂ < 25 mmHg.',
  },
  {
    id: 'perfusion_needed',
    kind: 'assessment',
    source: padSource,
    actions: ['avoid-debride'],
    when: (f) => !arterial(f) && f.perfusion.limbWound && f.perfusion.status === 'needs_assessment',
    text: (f) =>
      `Needs assessment: perfusion — ${f.perfusion.abpiBand === 'gt_1_3' ? `${abpiWords(f.perfusion)}: measure the toe-brachial index` : 'ABPI, toe-brachial index and pedal Doppler waveforms'}. Debridement waits for it.`,
  },
  {
    id: 'dfu_not_healing_vascular',
    kind: 'assessment',
    source: SOURCES.iwgdfPad,
    actions: ['vascular-referral'],
    when: (f) => f.dfu && (f.fourWeek.status === 'at_risk' || f.fourWeek.status === 'no_measurable_change'),
    text: () =>
      'Not healing at 4 weeks despite care: consider urgent vascular imaging whatever the bedside tests show.',
  },
  // ── compression (venous leg ulcer) ──
  {
    id: 'vlu_compression',
    kind: 'treatment',
    source: SOURCES.venous,
    actions: ['compression'],
    when: (f) => vlu(f) && f.perfusion.compressionAllowed,
    text: (f) =>
      `Compression therapy (${abpiWords(f.perfusion)}; compression needs 0.8–1.3), with leg elevation when resting.`,
  },
  {
    id: 'vlu_refer_low_abpi',
    kind: 'urgent',
    source: SOURCES.venous,
    actions: ['avoid-compression', 'vascular-referral'],
    when: (f) => vlu(f) && (f.perfusion.abpiBand === 'lt_0_5' || f.perfusion.abpiBand === '0_5_to_0_79'),
    text: (f) =>
      `${abpiWords(f.perfusion)}: no compression until a vascular assessment (compression needs 0.8–1.3); refer.`,
  },
  {
    id: 'vlu_abpi_needed',
    kind: 'assessment',
    source: SOURCES.venous,
    actions: ['avoid-compression'],
    when: (f) => vlu(f) && (f.perfusion.abpiBand === 'unknown' || f.perfusion.abpiBand === 'gt_1_3'),
    text: (f) =>
      f.perfusion.abpiBand === 'unknown'
        ? 'Measure the ABPI before compression: compression only with an ABPI of 0.8–1.3.'
        : `${abpiWords(f.perfusion)}: toe pressures or duplex before compression; no compression until then.`,
  },
  {
    id: 'arterial_no_compression',
    kind: 'avoid',
    source: SOURCES.arterial,
    actions: ['avoid-compression'],
    when: arterial,
    text: () => 'No compression therapy on an arterial ulcer.',
  },
  // ── offloading (diabetic foot, IWGDF 2023) ──
  {
    id: 'dfu_offload_nonremovable',
    kind: 'treatment',
    source: SOURCES.iwgdfOffloading,
    actions: ['nonremovable-offloading'],
    when: (f) => offload(f, 'nonremovable_knee_high'),
    text: () =>
      'Plantar forefoot / midfoot ulcer: offload with a non-removable knee-high device (total contact cast or a walker made non-removable).',
  },
  {
    id: 'dfu_offload_removable',
    kind: 'treatment',
    source: SOURCES.iwgdfOffloading,
    actions: ['removable-offloading', 'avoid-nonremovable-offloading'],
    when: (f) => offload(f, 'removable_knee_high'),
    text: (f) =>
      `Offload with a removable knee-high device; no non-removable device with ${list(f.offloading.against)}.`,
  },
  {
    id: 'dfu_offload_after_treating',
    kind: 'treatment',
    source: SOURCES.iwgdfOffloading,
    actions: ['removable-offloading', 'avoid-nonremovable-offloading'],
    when: (f) => offload(f, 'removable_after_treating'),
    text: (f) =>
      `Treat the ${list(f.offloading.against)} first; offload with a removable device suited to the person's mobility. No non-removable device.`,
  },
  {
    id: 'dfu_offload_pending',
    kind: 'treatment',
    source: SOURCES.iwgdfOffloading,
    actions: ['removable-offloading', 'avoid-nonremovable-offloading'],
    when: (f) => offload(f, 'removable_pending'),
    text: (f) =>
      `Offload now with a removable knee-high device; a non-removable device is first choice for this plantar ulcer once ${list(f.offloading.pending)} allow it.`,
  },
  {
    id: 'dfu_offload_heel',
    kind: 'treatment',
    source: SOURCES.iwgdfOffloading,
    actions: ['removable-offloading'],
    when: (f) => offload(f, 'heel_offloading'),
    text: () => 'Heel ulcer: a knee-high device or other offloading that takes pressure off the heel and is tolerated.',
  },
  {
    id: 'dfu_offload_non_plantar',
    kind: 'treatment',
    source: SOURCES.iwgdfOffloading,
    actions: ['removable-offloading'],
    when: (f) => offload(f, 'non_plantar'),
    text: () =>
      'Non-plantar ulcer: relieve pressure at the site with a removable device, footwear modification, temporary footwear, toe spacer or orthosis, by its location.',
  },
  {
    id: 'dfu_offload_toe',
    kind: 'treatment',
    source: SOURCES.iwgdfOffloading,
    actions: ['removable-offloading'],
    when: (f) => offload(f, 'toe'),
    text: () =>
      'Toe ulcer: relieve pressure with footwear, a toe spacer or orthosis; record whether it is plantar (then offloaded as a forefoot ulcer); consider flexor tenotomy for a flexible hammer toe.',
  },
  {
    id: 'dfu_offload_site_unknown',
    kind: 'assessment',
    source: SOURCES.iwgdfOffloading,
    actions: ['removable-offloading'],
    when: (f) => offload(f, 'site_unknown'),
    text: () =>
      'Record the ulcer site — the offloading device depends on it; offload with a removable device meanwhile.',
  },
  // ── pressure injury (NPIAP/EPUAP/PPPIA 2019) ──
  {
    id: 'pi_redistribute',
    kind: 'treatment',
    source: SOURCES.pressure,
    actions: ['pressure-redistribution'],
    when: pi,
    text: (f) =>
      `Reposition on a schedule and use a pressure-redistributing support surface${f.site?.startsWith('heel') ? '; float the heels off the bed' : ''}.`,
  },
  {
    id: 'pi_deep_tissue',
    kind: 'avoid',
    source: SOURCES.pressureDti,
    actions: ['avoid-debride'],
    when: (f) => f.stage === 'deep_tissue',
    text: () => 'Deep tissue pressure injury: do not debride; keep pressure off it and check it daily as it evolves.',
  },
  {
    id: 'pi_unstageable',
    kind: 'assessment',
    source: SOURCES.pressure,
    actions: [],
    when: (f) => f.stage === 'unstageable',
    text: () => 'Unstageable: slough or eschar hides the depth; stage it once the base is visible.',
  },
  {
    id: 'pi_specialist',
    kind: 'assessment',
    source: SOURCES.pressureSpecialist,
    actions: [],
    when: (f) => f.piSpecialist,
    text: (f) =>
      `${f.stage === 'unstageable' ? 'Unstageable' : f.stage === 'stage_3' ? 'Stage 3' : 'Stage 4'} pressure injury: refer for assessment by a wound / tissue-viability specialist.`,
  },
  {
    id: 'pi_stage4_bone',
    kind: 'assessment',
    source: SOURCES.pressureSpecialist,
    actions: [],
    when: (f) => f.stage === 'stage_4',
    text: () =>
      'Stage 4: assess for osteomyelitis (bone exposed, rough or soft on probing, or not healing) — imaging and a bone sample; consider a surgical consultation, above all with undermining or tunnelling or if it is not closing.',
  },
  {
    id: 'pi_restage',
    kind: 'assessment',
    source: SOURCES.pressure,
    actions: ['avoid-debride'],
    when: (f) => f.restage,
    text: () =>
      'Slough or eschar recorded on a stage 2 injury: stage 2 has none by definition — re-stage it (stage 3, 4 or unstageable) before any debridement.',
  },
  {
    id: 'pi_stage_unknown',
    kind: 'assessment',
    source: SOURCES.pressure,
    actions: [],
    when: (f) => pi(f) && f.stage === null,
    text: () => 'Record the pressure-injury stage: debridement and dressings depend on it.',
  },
  {
    id: 'heel_eschar',
    kind: 'avoid',
    source: SOURCES.pressureHeel,
    actions: ['avoid-debride', 'avoid-moist', 'keep-dry'],
    when: (f) => f.heelEschar,
    text: (f) =>
      `Do not debride or soften stable, dry heel eschar: keep it dry, offload the heel, and check daily for softening, redness, fluctuance or exudate${f.tissue.necrosis === 'possible_dry' ? ' (confirm at the bedside that it is dry and stable)' : ''}.`,
  },
  // ── wound bed (Wound Bed Preparation 2021) ──
  {
    id: 'keep_dry_necrosis',
    kind: 'avoid',
    source: SOURCES.wbp,
    actions: ['keep-dry', 'avoid-moist', 'avoid-debride'],
    when: (f) => f.keepDry && !f.heelEschar,
    text: (f) =>
      `Keep dry necrosis dry (antiseptic, dry dressing): no moist dressing and no debridement until perfusion is ${f.ischaemia === true ? 'restored' : 'known to be adequate'}${f.tissue.necrosis === 'possible_dry' ? ' (confirm at the bedside that it is dry)' : ''}.`,
  },
  {
    id: 'debride',
    kind: 'treatment',
    source: SOURCES.wbp,
    actions: ['debride'],
    when: (f) => f.nonviable && !f.intactSkin && f.debridementBlockers.length === 0,
    text: (f) => `Debride the non-viable tissue recorded (${f.tissue.worst}) within your competence, or refer.`,
  },
  {
    id: 'no_debride',
    kind: 'avoid',
    source: SOURCES.wbp,
    actions: ['avoid-debride'],
    when: (f) => f.nonviable && !f.intactSkin && f.debridementBlockers.length > 0,
    text: (f) => `No active debridement for now: ${list(f.debridementBlockers)}.`,
  },
  {
    id: 'colour_hint',
    kind: 'assessment',
    source: SOURCES.push,
    // a hint for the clinician (never a plan step or a patient statement); where dark tissue would
    // have to stay dry it holds debridement and moist dressings until the bed is assessed
    actions: [],
    when: (f) => f.colourHint !== null,
    text: (f) =>
      `Photo suggests ${f.colourHint === 'necrotic' ? 'dark (possibly necrotic) tissue' : 'slough'} — confirm at the bedside and record the tissue; colour is a hint, not a finding.`,
  },
  {
    id: 'tissue_not_assessed_hold',
    kind: 'assessment',
    source: SOURCES.wbp,
    actions: ['avoid-debride', 'avoid-moist'],
    when: (f) => f.colourHold,
    text: () =>
      'Wound bed not yet assessed at the bedside on a limb or site where dry necrosis must stay dry: no debridement and no moist dressing until it is.',
  },
  {
    id: 'moist_healing',
    kind: 'treatment',
    source: SOURCES.wbp,
    actions: ['moist'],
    when: (f) => f.moistApplies,
    text: (f) =>
      `Keep the wound bed moist, not wet, with a dressing matched to the exudate${f.exudate === 'heavy' || f.exudate === 'moderate' ? ' (absorbent: foam or alginate)' : f.exudate ? ' (e.g. hydrocolloid; hydrogel for a dry bed)' : ''}.`,
  },
  {
    id: 'non_healable',
    kind: 'treatment',
    source: SOURCES.wbp,
    actions: ['keep-dry', 'topical-antimicrobial', 'avoid-moist', 'avoid-debride'],
    when: (f) => f.healingPotential === 'non_healable',
    text: () =>
      'Non-healable wound: keep it dry with an antiseptic (povidone-iodine or chlorhexidine); comfort, odour and pain first; no active debridement.',
  },
  {
    id: 'maintenance',
    kind: 'treatment',
    source: SOURCES.wbp,
    actions: ['topical-antimicrobial', 'avoid-moist', 'avoid-debride'],
    when: (f) => f.healingPotential === 'maintenance',
    text: () =>
      'Maintenance wound: reduce moisture and bacterial burden with an antiseptic, remove only loose slough, and work on the barrier to healing — then re-classify it.',
  },
  {
    id: 'healing_potential_unknown',
    kind: 'assessment',
    source: SOURCES.wbp,
    actions: [],
    when: (f) => f.healingPotential === null && f.knownCause,
    text: () =>
      'Record the healing potential (healable, maintenance or non-healable): active debridement waits for it.',
  },
  {
    id: 'etiology_unknown',
    kind: 'assessment',
    source: SOURCES.wbp,
    actions: [],
    when: (f) => !f.knownCause,
    text: () =>
      'Needs assessment: record the cause (etiology), the site and the limb’s perfusion — offloading, compression, debridement and dressings depend on them.',
  },
  // ── measurement and follow-up ──
  {
    id: 'no_wound_found',
    kind: 'assessment',
    source: SOURCES.engine,
    actions: [],
    when: (f) => f.measurement.status === 'no_wound_found',
    text: () =>
      'No wound found on the photo: check the photo and trace the outline, or retake it; this visit is not measured.',
  },
  {
    id: 'retake_with_sticker',
    kind: 'assessment',
    source: SOURCES.sheehan,
    actions: [],
    when: (f) => f.measurement.status === 'not_calibrated',
    text: () =>
      'Take the next photo with the calibration sticker beside the wound so its area can be measured and followed.',
  },
  {
    id: 'four_week_review',
    kind: 'assessment',
    source: SOURCES.sheehan,
    actions: [],
    when: (f) => f.fourWeek.status === 'at_risk' || f.fourWeek.status === 'no_measurable_change',
    text: (f) => f.fourWeek.message,
  },
  {
    id: 'remeasure',
    kind: 'assessment',
    // the 4-week cut-off's own study: Sheehan 2003 (DFU, 53 %) or Kantor & Margolis / Phillips (VLU, 40 %)
    // (no validated cut-off for the etiology: the weekly re-measurement of Wound Bed Preparation 2021)
    source: (f) => (f.fourWeek.cutoffPct !== null ? f.fourWeek.source : SOURCES.wbp),
    actions: [],
    when: (f) => f.measurement.status === 'measured',
    text: (f) =>
      f.fourWeek.cutoffPct !== null
        ? `Re-measure with the calibration sticker at each visit: less than ${f.fourWeek.cutoffPct} % smaller at 4 weeks means the cause and plan need review.`
        : 'Re-measure with the calibration sticker at each visit.',
  },
];

const ORDER: Record<AdviceKind, number> = { emergency: 0, urgent: 1, avoid: 2, treatment: 3, assessment: 4 };

/** The rows that apply, most urgent first, each with its source and action tags. */
export function selectAdvice(f: Facts): AdviceRow[] {
  return ADVICE_RULES.filter((r) => r.when(f))
    .map((r) => ({
      id: r.id,
      kind: r.kind,
      text: r.text(f),
      source: typeof r.source === 'function' ? r.source(f) : r.source,
      actions: [...r.actions],
    }))
    .sort((a, b) => ORDER[a.kind] - ORDER[b.kind]);
}
