import type { Etiology, ExudateLevel, HealingPotential, PressureInjuryStage } from '@woundcare/api-types';
import type { FourWeekJson, InfectionJson, MeasurementJson, PerfusionJson, TissueJson } from '@woundcare/api-types';
import { chooseOffloading, type OffloadingDecision } from './offloading.ts';
import { isHeel } from './sites.ts';

/**
 * The facts every rule row reads, worked out once from the assessed parts so that the advice,
 * the plan and the priority agree by construction.
 */
export interface Facts {
  etiology: Etiology;
  stage: PressureInjuryStage | null;
  site: string | null;
  exudate: ExudateLevel | null;
  healingPotential: HealingPotential | null;
  measurement: MeasurementJson;
  infection: InfectionJson;
  perfusion: PerfusionJson;
  tissue: TissueJson;
  fourWeek: FourWeekJson;
  offloading: OffloadingDecision;
  dfu: boolean;
  /** the cause is recorded */
  knownCause: boolean;
  chronic: boolean;
  /** intact skin: stage 1 or deep tissue pressure injury — nothing to debride or dress moist */
  intactSkin: boolean;
  /** slough or necrosis recorded by the clinician (a colour share never counts: it is a hint) */
  nonviable: boolean;
  /** dry or possibly dry necrosis recorded by the clinician */
  dryNecrosis: boolean;
  /** the photo's colour suggests slough or necrosis and nothing is recorded: a hint to confirm */
  colourHint: 'slough' | 'necrotic' | null;
  /** colour suggests possibly dry necrosis where dry necrosis would have to stay dry: hold debridement and moist dressings until the bed is assessed (a hold, never an action) */
  colourHold: boolean;
  /** stage 2 with slough or eschar recorded: not stage 2 by the NPIAP definition — re-stage */
  restage: boolean;
  /** a pressure injury of stage 3, 4 or unstageable (specialist assessment, NPIAP/EPUAP/PPPIA 2019) */
  piSpecialist: boolean;
  /** systemic signs of infection recorded at the bedside (either checklist's key) */
  systemicSigns: boolean;
  /** stable (or possibly stable) dry eschar on a heel (NPIAP/EPUAP 2019) */
  heelEschar: boolean;
  /** the wound's limb is ischaemic (true), not (false) or unknown (null; also for wounds off the limb) */
  ischaemia: boolean | null;
  /** maintenance or non-healable (Wound Bed Preparation 2021) */
  notHealable: boolean;
  /** why active debridement is not advised (empty = allowed when there is non-viable tissue) */
  debridementBlockers: string[];
  /** moist wound healing applies */
  moistApplies: boolean;
  /** keep dry necrosis dry */
  keepDry: boolean;
}

const CHRONIC: readonly Etiology[] = ['diabetic_foot_ulcer', 'venous_leg_ulcer', 'arterial_ulcer', 'pressure_injury'];

/** What the facts are worked out from: the wound's record and the parts already assessed. */
export type FactInputs = Pick<
  Facts,
  | 'etiology'
  | 'stage'
  | 'site'
  | 'exudate'
  | 'healingPotential'
  | 'measurement'
  | 'infection'
  | 'perfusion'
  | 'tissue'
  | 'fourWeek'
>;

export function deriveFacts(x: FactInputs): Facts {
  const dfu = x.etiology === 'diabetic_foot_ulcer';
  const knownCause = x.etiology !== 'unknown' && x.etiology !== 'other';
  const stage = x.etiology === 'pressure_injury' ? x.stage : null;
  const intactSkin = stage === 'stage_1' || stage === 'deep_tissue';
  // what the clinician recorded decides; a colour share is a hint (PUSH/BWAT tissue types are bedside judgements)
  const byClinician = x.tissue.worstSource === 'clinician';
  const nonviable = byClinician && (x.tissue.worst === 'slough' || x.tissue.worst === 'necrotic');
  const dryNecrosis = byClinician && (x.tissue.necrosis === 'dry' || x.tissue.necrosis === 'possible_dry');
  const heelEschar = isHeel(x.site) && dryNecrosis;
  const colourHint =
    x.tissue.worstSource === 'colour' && (x.tissue.worst === 'slough' || x.tissue.worst === 'necrotic')
      ? x.tissue.worst
      : null;
  const restage = stage === 'stage_2' && nonviable;
  const systemicSigns = x.infection.signs.some((s) => s.id === 'systemic_signs' && s.state === 'present');
  const ischaemia = x.perfusion.limbIschaemia;
  const notHealable = x.healingPotential === 'non_healable' || x.healingPotential === 'maintenance';
  // perfusion unknown on the limb: dry necrosis waits; debridement waits too (IWGDF PAD 2023)
  const perfusionUnknownOnLimb = x.perfusion.limbWound && ischaemia === null;

  const blockers: string[] = [];
  if (x.etiology === 'arterial_ulcer') blockers.push('arterial ulcer (perfusion first)');
  else if (ischaemia === true) blockers.push('ischaemia of the limb');
  else if (perfusionUnknownOnLimb) blockers.push('perfusion not yet assessed');
  if (heelEschar) blockers.push('stable dry heel eschar');
  if (stage === 'deep_tissue') blockers.push('deep tissue pressure injury');
  // NPIAP 2016 definitions: a stage 2 injury has no slough or eschar — never debrided as stage 2
  if (stage === 'stage_2')
    blockers.push(
      restage
        ? 'slough or eschar recorded on a stage 2 injury: re-stage first'
        : 'stage 2 pressure injury (no slough or eschar by definition)',
    );
  if (x.healingPotential === 'non_healable') blockers.push('non-healable wound');
  if (x.healingPotential === 'maintenance') blockers.push('maintenance wound (loose slough only)');
  if (x.healingPotential === null && knownCause) blockers.push('healing potential not recorded');
  if (!knownCause) blockers.push('cause not recorded');

  const keepDry =
    dryNecrosis &&
    ((x.perfusion.limbWound && ischaemia !== false) || heelEschar || notHealable || x.etiology === 'arterial_ulcer');
  const colourHold =
    x.tissue.worstSource === 'colour' &&
    (x.tissue.necrosis === 'possible_dry' || x.tissue.necrosis === 'dry') &&
    ((x.perfusion.limbWound && ischaemia !== false) ||
      isHeel(x.site) ||
      notHealable ||
      x.etiology === 'arterial_ulcer');
  const moistApplies = knownCause && !notHealable && !intactSkin && !keepDry && !heelEschar && !colourHold;
  return {
    etiology: x.etiology,
    stage,
    site: x.site,
    exudate: x.exudate,
    healingPotential: x.healingPotential,
    measurement: x.measurement,
    infection: x.infection,
    perfusion: x.perfusion,
    tissue: x.tissue,
    fourWeek: x.fourWeek,
    offloading: chooseOffloading({ site: x.site, infection: x.infection, perfusion: x.perfusion }),
    dfu,
    knownCause,
    chronic: CHRONIC.includes(x.etiology),
    intactSkin,
    nonviable,
    dryNecrosis,
    colourHint,
    colourHold,
    restage,
    piSpecialist: stage === 'stage_3' || stage === 'stage_4' || stage === 'unstageable',
    systemicSigns,
    heelEschar,
    ischaemia,
    notHealable,
    debridementBlockers: blockers,
    moistApplies,
    keepDry,
  };
}
