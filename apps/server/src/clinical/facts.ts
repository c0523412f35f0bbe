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
  /** slough or necrosis present (clinician, or colour ≥ the minimum share) */
  nonviable: boolean;
  /** dry or possibly dry necrosis */
  dryNecrosis: boolean;
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
  const nonviable = x.tissue.worst === 'slough' || x.tissue.worst === 'necrotic';
  const dryNecrosis = x.tissue.necrosis === 'dry' || x.tissue.necrosis === 'possible_dry';
  const heelEschar = isHeel(x.site) && dryNecrosis;
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
  if (x.healingPotential === 'non_healable') blockers.push('non-healable wound');
  if (x.healingPotential === 'maintenance') blockers.push('maintenance wound (loose slough only)');
  if (x.healingPotential === null && knownCause) blockers.push('healing potential not recorded');
  if (!knownCause) blockers.push('cause not recorded');

  const keepDry =
    dryNecrosis &&
    ((x.perfusion.limbWound && ischaemia !== false) || heelEschar || notHealable || x.etiology === 'arterial_ulcer');
  const moistApplies = knownCause && !notHealable && !intactSkin && !keepDry && !heelEschar;
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
    heelEschar,
    ischaemia,
    notHealable,
    debridementBlockers: blockers,
    moistApplies,
    keepDry,
  };
}
