import type {
  AdviceItem,
  HealingPotential,
  InfectionScreenJson,
  Priority,
  WoundContextJson,
} from '@woundcare/api-types';
import { asEtiology, type Etiology } from './wound-context.ts';

/**
 * Treatment advice by etiology and findings: one table of rules, each row with its guideline.
 * Advice for the treating clinician, not a prescription. Where a rule needs a fact the record
 * does not hold (etiology, ABPI, whether necrosis is dry), the row says "needs assessment"
 * instead of assuming it.
 */

export const SOURCES = {
  iwgdfOffloading:
    'IWGDF 2023 guideline on offloading foot ulcers in persons with diabetes (Bus SA et al., Diabetes Metab Res Rev 2024;40:e3647)',
  iwgdfPad:
    'IWGDF/ESVS/SVS 2023 guidelines on peripheral artery disease in diabetes and a foot ulcer (Fitridge R et al., Diabetes Metab Res Rev 2024;40:e3686)',
  iwgdfInfection:
    'IWGDF/IDSA 2023 guidelines on diabetes-related foot infections (Senneville É et al., Diabetes Metab Res Rev 2024;40:e3687)',
  venous:
    'ESVS 2022 guidelines on chronic venous disease (De Maeseneer MG et al., Eur J Vasc Endovasc Surg 2022;63:184–267); SIGN 120 venous leg ulcers (2010): compression with ABPI 0.8–1.3',
  arterial:
    'Global Vascular Guidelines on chronic limb-threatening ischaemia (Conte MS et al., Eur J Vasc Endovasc Surg 2019;58:S1–S109)',
  pressure:
    'NPIAP/EPUAP/PPPIA. Prevention and Treatment of Pressure Ulcers/Injuries: Clinical Practice Guideline, 2019',
  wbp: 'Sibbald RG et al. Wound Bed Preparation 2021. Adv Skin Wound Care 2021;34(4):183–195',
  iwii: 'International Wound Infection Institute. Wound Infection in Clinical Practice: Principles of Best Practice, 2022',
  screen: 'Woo KY, Sibbald RG. Ostomy Wound Manage 2009;55(8):40–48 (NERDS / STONEES on a bedside assessment)',
  sheehan: 'Sheehan P et al. Diabetes Care 2003;26(6):1879–1882 (area reduction at 4 weeks)',
  push: 'NPIAP PUSH Tool 3.0 (necrotic tissue is the worst tissue type)',
  spec: 'Product spec 001 §4 (area thresholds of the result priority)',
} as const;

export interface AdviceInput {
  etiology: Etiology;
  stage: string | null;
  site: string | null;
  abpi: number | null;
  /** colour shares of the wound bed, % (null: no bed measured) */
  necroticPct: number | null;
  sloughPct: number | null;
  /** necrosis is dry (no or light exudate); null = not assessed */
  dryNecrosis: boolean | null;
  screen: Pick<InfectionScreenJson, 'result' | 'level' | 'osteomyelitis_flag'>;
  /**
   * Healing potential (Wound Bed Preparation 2021): non_healable — the cause cannot be corrected;
   * maintenance — a patient or system barrier is not yet resolved; null — not assessed (the
   * rows then treat the wound as healable only where its etiology and perfusion allow it).
   */
  healingPotential: HealingPotential | null;
  calibrated: boolean;
  areaCm2: number | null;
}

const CHRONIC: readonly Etiology[] = ['diabetic_foot_ulcer', 'venous_leg_ulcer', 'arterial_ulcer', 'pressure_injury'];
const has = (n: number | null) => n !== null && n > 0;

/** Derived facts the rows read. */
export function facts(x: AdviceInput) {
  const necrosis = has(x.necroticPct);
  const nonviable = necrosis || has(x.sloughPct);
  const heel = (x.site ?? '').startsWith('heel');
  // IWGDF PAD 2023: ABPI < 0.9 suggests PAD; > 1.3 (incompressible) does not exclude it
  const ischaemia: boolean | null = x.abpi === null || x.abpi > 1.3 ? null : x.abpi < 0.9;
  const abpiCompressible = x.abpi !== null && x.abpi >= 0.8 && x.abpi <= 1.3;
  // STONEES positive = deep / surrounding infection: moderate or severe in the IWGDF/IDSA grading
  const moderateInfection = x.screen.result === 'positive' && x.screen.level === 'deep';
  const heelEschar = x.etiology === 'pressure_injury' && heel && necrosis && x.dryNecrosis !== false;
  const perfusionOk =
    x.etiology === 'diabetic_foot_ulcer'
      ? ischaemia === false
      : x.etiology === 'venous_leg_ulcer'
        ? abpiCompressible
        : x.etiology !== 'arterial_ulcer';
  const knownCause = x.etiology !== 'unknown' && x.etiology !== 'other';
  // WBP 2021: maintenance and non-healable wounds get moisture reduction, antiseptics and
  // conservative (loose slough only) debridement — not active debridement or moist healing
  const notHealable = x.healingPotential === 'non_healable' || x.healingPotential === 'maintenance';
  const debridementAllowed =
    nonviable && knownCause && !notHealable && x.etiology !== 'arterial_ulcer' && !heelEschar && perfusionOk;
  const moistApplies = knownCause && !notHealable && x.etiology !== 'arterial_ulcer' && !heelEschar;
  return {
    necrosis,
    nonviable,
    heel,
    ischaemia,
    abpiCompressible,
    moderateInfection,
    heelEschar,
    perfusionOk,
    knownCause,
    notHealable,
    debridementAllowed,
    moistApplies,
  };
}
type Facts = ReturnType<typeof facts>;

export interface AdviceRule {
  id: string;
  kind: AdviceItem['kind'];
  source: string;
  when: (x: AdviceInput, f: Facts) => boolean;
  text: (x: AdviceInput, f: Facts) => string;
}

const pct = (n: number | null) => `${Math.round(n ?? 0)} %`;

export const ADVICE_RULES: readonly AdviceRule[] = [
  {
    id: 'osteomyelitis',
    kind: 'urgent',
    source: SOURCES.iwgdfInfection,
    when: (x) => x.screen.osteomyelitis_flag,
    text: () =>
      'Probes to bone: possible osteomyelitis — same-day clinical review; plain X-ray (MRI if unclear) and a bone sample for culture guide treatment.',
  },
  {
    id: 'infection_deep',
    kind: 'urgent',
    source: SOURCES.iwii,
    when: (x) => x.screen.result === 'positive' && x.screen.level === 'deep',
    text: () =>
      'Deep / surrounding infection on the screen (STONEES): same-day clinical review for systemic antibiotics, with wound hygiene and an antimicrobial dressing.',
  },
  {
    id: 'infection_local',
    kind: 'treatment',
    source: SOURCES.iwii,
    when: (x) => x.screen.result === 'positive' && x.screen.level === 'local',
    text: () =>
      'Local infection on the screen (NERDS): wound hygiene and a topical antiseptic / antimicrobial dressing for two weeks, then reassess. No systemic antibiotics for local infection.',
  },
  {
    id: 'infection_indeterminate',
    kind: 'assessment',
    source: SOURCES.screen,
    when: (x) => x.screen.result === 'indeterminate',
    text: () =>
      'Infection screen indeterminate: assess the signs marked "not assessed" at the bedside (warmth, smell, exudate, probe to bone, oedema).',
  },
  {
    id: 'etiology_unknown',
    kind: 'assessment',
    source: SOURCES.wbp,
    when: (_x, f) => !f.knownCause,
    text: () =>
      'Needs assessment: record the wound’s cause (etiology) and the limb’s perfusion — offloading, compression, debridement and moist dressings depend on them.',
  },
  {
    id: 'dfu_offload_non_removable',
    kind: 'treatment',
    source: SOURCES.iwgdfOffloading,
    when: (x, f) => x.etiology === 'diabetic_foot_ulcer' && !f.moderateInfection && f.ischaemia === false,
    text: () => 'Offload with a non-removable knee-high device (total contact cast or non-removable walker).',
  },
  {
    id: 'dfu_offload_removable',
    kind: 'treatment',
    source: SOURCES.iwgdfOffloading,
    when: (x, f) => x.etiology === 'diabetic_foot_ulcer' && (f.moderateInfection || f.ischaemia === true),
    text: (_x, f) =>
      `Offload with a removable knee-high device; a non-removable device is not used with ${f.moderateInfection ? 'moderate or severe infection' : 'ischaemia'}.`,
  },
  {
    id: 'dfu_offload_pending',
    kind: 'treatment',
    source: SOURCES.iwgdfOffloading,
    when: (x, f) => x.etiology === 'diabetic_foot_ulcer' && !f.moderateInfection && f.ischaemia === null,
    text: () =>
      'Offload now with a removable knee-high device; a non-removable device is first choice once ischaemia (ABPI, toe pressures) and moderate infection are excluded.',
  },
  {
    id: 'dfu_vascular_assessment',
    kind: 'assessment',
    source: SOURCES.iwgdfPad,
    when: (x, f) => x.etiology === 'diabetic_foot_ulcer' && f.ischaemia !== false,
    text: (x) =>
      x.abpi === null
        ? 'Needs assessment: pedal pulses, ABPI and toe pressures (no ABPI recorded).'
        : `ABPI ${x.abpi} ${x.abpi < 0.9 ? 'suggests peripheral artery disease' : 'is not reliable (incompressible vessels)'}: toe pressures and vascular referral.`,
  },
  {
    id: 'vlu_compression',
    kind: 'treatment',
    source: SOURCES.venous,
    when: (x, f) => x.etiology === 'venous_leg_ulcer' && f.abpiCompressible,
    text: (x) => `Compression therapy (ABPI ${x.abpi}, within 0.8–1.3), with leg elevation when resting.`,
  },
  {
    id: 'vlu_abpi_needed',
    kind: 'assessment',
    source: SOURCES.venous,
    when: (x) => x.etiology === 'venous_leg_ulcer' && x.abpi === null,
    text: () => 'Needs assessment: measure the ABPI before compression — compression only with an ABPI of 0.8–1.3.',
  },
  {
    id: 'vlu_refer',
    kind: 'urgent',
    source: SOURCES.venous,
    when: (x, f) => x.etiology === 'venous_leg_ulcer' && x.abpi !== null && !f.abpiCompressible,
    text: (x) => `ABPI ${x.abpi} is outside 0.8–1.3: refer for vascular assessment; no full compression until then.`,
  },
  {
    id: 'arterial_refer',
    kind: 'urgent',
    source: SOURCES.arterial,
    when: (x) => x.etiology === 'arterial_ulcer',
    text: () => 'Refer for vascular assessment and revascularisation.',
  },
  {
    id: 'arterial_no_compression',
    kind: 'avoid',
    source: SOURCES.arterial,
    when: (x) => x.etiology === 'arterial_ulcer',
    text: () => 'No compression therapy on an arterial ulcer.',
  },
  {
    id: 'keep_dry_necrosis_dry',
    kind: 'avoid',
    source: SOURCES.wbp,
    when: (x, f) => x.etiology === 'arterial_ulcer' && f.necrosis,
    text: () => 'Keep dry necrosis dry (antiseptic, dry dressing) and do not debride it until perfusion is restored.',
  },
  {
    id: 'pi_redistribute',
    kind: 'treatment',
    source: SOURCES.pressure,
    when: (x) => x.etiology === 'pressure_injury',
    text: (x) =>
      `Reposition on a schedule and use a pressure-redistributing support surface; keep pressure off the wound${x.stage ? ` (${x.stage.replace(/_/g, ' ')})` : ''}.`,
  },
  {
    id: 'pi_heel_eschar',
    kind: 'avoid',
    source: SOURCES.pressure,
    when: (_x, f) => f.heelEschar,
    text: (x) =>
      `Do not debride stable, dry, adherent heel eschar: float the heel off the bed and check daily for softening, redness, exudate or fluctuance${x.dryNecrosis === null ? ' (confirm at the bedside that it is dry and stable)' : ''}.`,
  },
  {
    id: 'non_healable',
    kind: 'treatment',
    source: SOURCES.wbp,
    when: (x) => x.healingPotential === 'non_healable',
    text: () =>
      'Non-healable wound: keep it dry, apply an antiseptic (povidone-iodine or chlorhexidine), no aggressive debridement.',
  },
  {
    id: 'maintenance',
    kind: 'treatment',
    source: SOURCES.wbp,
    when: (x) => x.healingPotential === 'maintenance',
    text: () =>
      'Maintenance wound: reduce moisture and bacterial burden with an antiseptic, remove only loose slough, and work on the barrier to healing (adherence, access, patient priorities) — then re-classify it as healable.',
  },
  {
    id: 'healing_potential_unknown',
    kind: 'assessment',
    source: SOURCES.wbp,
    when: (x, f) => x.healingPotential === null && f.knownCause,
    text: () =>
      'Record the wound’s healing potential (healable, maintenance or non-healable): active wound-bed care or a keep-dry, antiseptic approach depends on it.',
  },
  {
    id: 'debride',
    kind: 'treatment',
    source: SOURCES.wbp,
    when: (_x, f) => f.debridementAllowed,
    text: (x) =>
      `Debride non-viable tissue (by colour: slough ${pct(x.sloughPct)}, necrotic ${pct(x.necroticPct)}) within your competence, or refer.`,
  },
  {
    id: 'debride_after_perfusion',
    kind: 'assessment',
    source: SOURCES.iwgdfPad,
    when: (x, f) =>
      f.nonviable &&
      (x.etiology === 'diabetic_foot_ulcer' || x.etiology === 'venous_leg_ulcer') &&
      !f.perfusionOk &&
      !f.notHealable,
    text: () =>
      'Debridement waits for the perfusion check: sharp debridement of a poorly perfused wound can enlarge it.',
  },
  {
    id: 'moist_healing',
    kind: 'treatment',
    source: SOURCES.wbp,
    when: (_x, f) => f.moistApplies,
    text: () => 'Keep the wound bed moist, not wet, with a dressing matched to the exudate.',
  },
  {
    id: 'remeasure',
    kind: 'assessment',
    source: SOURCES.sheehan,
    when: (x) => x.calibrated,
    text: () =>
      'Re-measure with the calibration sticker at each visit: a wound less than 50 % smaller after 4 weeks needs its cause and plan reviewed.',
  },
  {
    id: 'retake_with_sticker',
    kind: 'assessment',
    source: SOURCES.sheehan,
    when: (x) => !x.calibrated,
    text: () =>
      'Take the next photo with the calibration sticker beside the wound so its area can be measured and followed.',
  },
];

const ORDER: Record<AdviceItem['kind'], number> = { urgent: 0, avoid: 1, treatment: 2, assessment: 3 };

/** The advice rows that apply, urgent first, each with its source. */
export function deriveAdvice(x: AdviceInput): AdviceItem[] {
  const f = facts(x);
  return ADVICE_RULES.filter((r) => r.when(x, f))
    .map((r) => ({ id: r.id, kind: r.kind, text: r.text(x, f), source: r.source }))
    .sort((a, b) => ORDER[a.kind] - ORDER[b.kind]);
}

/**
 * "Self-treatable" (spec field): never for a chronic wound or one of unknown cause
 * (Wound Bed Preparation 2021); for an acute wound only with a negative screen and no necrosis.
 */
export function isSelfTreatable(x: Pick<AdviceInput, 'etiology' | 'screen' | 'necroticPct'>): boolean {
  if (CHRONIC.includes(x.etiology) || x.etiology === 'unknown' || x.etiology === 'other') return false;
  return x.screen.result === 'negative' && !x.screen.osteomyelitis_flag && !has(x.necroticPct);
}

export interface PriorityRule {
  id: string;
  priority: Priority;
  source: string;
  when: (x: AdviceInput) => boolean;
  reason: string;
}

/** Spec 001 §4 area thresholds, with necrosis and probe-to-bone added. First match wins. */
export const PRIORITY_RULES: readonly PriorityRule[] = [
  {
    id: 'osteomyelitis',
    priority: 'high',
    source: SOURCES.iwgdfInfection,
    when: (x) => x.screen.osteomyelitis_flag,
    reason: 'probes to bone (possible osteomyelitis)',
  },
  {
    id: 'deep_infection',
    priority: 'high',
    source: SOURCES.iwii,
    when: (x) => x.screen.result === 'positive' && x.screen.level === 'deep',
    reason: 'deep / surrounding infection on the screen',
  },
  {
    id: 'infected_large',
    priority: 'high',
    source: SOURCES.spec,
    when: (x) => x.screen.result === 'positive' && (x.areaCm2 ?? 0) > 5,
    reason: 'positive screen and area over 5 cm²',
  },
  {
    id: 'extensive_necrosis',
    priority: 'high',
    source: SOURCES.push,
    when: (x) => (x.necroticPct ?? 0) >= 50,
    reason: 'necrotic tissue covers half the wound bed or more (by colour)',
  },
  {
    id: 'infected',
    priority: 'medium',
    source: SOURCES.spec,
    when: (x) => x.screen.result === 'positive',
    reason: 'positive infection screen',
  },
  {
    id: 'necrosis',
    priority: 'medium',
    source: SOURCES.push,
    when: (x) => (x.necroticPct ?? 0) >= 10,
    reason: 'necrotic tissue 10 % of the wound bed or more (by colour)',
  },
  {
    id: 'large',
    priority: 'medium',
    source: SOURCES.spec,
    when: (x) => (x.areaCm2 ?? 0) > 10,
    reason: 'area over 10 cm²',
  },
];

export function derivePriorityFromFindings(x: AdviceInput): { priority: Priority; reasons: string[] } {
  const hit = PRIORITY_RULES.find((r) => r.when(x));
  if (!hit) return { priority: 'low', reasons: ['no urgent finding, area 10 cm² or less'] };
  return { priority: hit.priority, reasons: PRIORITY_RULES.filter((r) => r.when(x)).map((r) => r.reason) };
}

/** Build the rule input from a wound context, the measured figures and the screen. */
export function adviceInput(
  ctx: WoundContextJson,
  f: { tissue: { necrotic: number; slough: number } | null; calibrated: boolean; area_cm2: number | null },
  screen: AdviceInput['screen'],
): AdviceInput {
  const necroticPct = f.tissue ? f.tissue.necrotic : null;
  const dryNecrosis = !has(necroticPct)
    ? false
    : ctx.exudate === null
      ? null
      : ctx.exudate === 'none' || ctx.exudate === 'light';
  return {
    etiology: asEtiology(ctx.etiology),
    stage: ctx.stage,
    site: ctx.site,
    abpi: ctx.abpi,
    necroticPct,
    sloughPct: f.tissue ? f.tissue.slough : null,
    dryNecrosis,
    screen,
    healingPotential: ctx.healing_potential ?? null,
    calibrated: f.calibrated,
    areaCm2: f.calibrated ? f.area_cm2 : null,
  };
}
