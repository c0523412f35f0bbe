import type { InfectionJson, PerfusionJson } from '@woundcare/api-types';
import { classifyFootRegion, type FootRegion } from './sites.ts';

/**
 * Offloading of a diabetic foot ulcer by site, infection and perfusion (IWGDF 2023 offloading
 * guideline, Bus SA et al.): a non-removable knee-high device (total contact cast or a walker made
 * non-removable) is first choice for a neuropathic PLANTAR FOREFOOT OR MIDFOOT ulcer; it is
 * considered with mild infection OR mild ischaemia, and not used with moderate or severe infection,
 * suspected osteomyelitis, moderate or severe ischaemia, or mild infection AND mild ischaemia
 * together (then a removable knee-high device; with severe infection or ischaemia treat those first).
 * A heel ulcer gets a knee-high or other device that offloads the heel; a non-plantar ulcer a
 * removable device, footwear modification, toe spacer or orthosis by its location. The record does
 * not hold neuropathy, so every diabetic foot ulcer is read as neuropathic.
 */

export type OffloadingChoice =
  | 'nonremovable_knee_high'
  | 'removable_knee_high'
  | 'removable_after_treating'
  | 'removable_pending'
  | 'heel_offloading'
  | 'non_plantar'
  | 'toe'
  | 'site_unknown'
  | 'not_foot';

export interface OffloadingDecision {
  region: FootRegion;
  choice: OffloadingChoice;
  /** why a non-removable device is not used (empty when it is, or when it is not in question) */
  against: string[];
  /** what must be known before a non-removable device can be chosen */
  pending: string[];
}

export function chooseOffloading(x: {
  site: string | null;
  infection: Pick<InfectionJson, 'level' | 'result' | 'gradeAtLeast' | 'osteomyelitisSuspected'>;
  perfusion: Pick<PerfusionJson, 'severity' | 'status' | 'abpiBand'>;
}): OffloadingDecision {
  const region = classifyFootRegion(x.site);
  const severeInfection = x.infection.level === 'systemic';
  const moderateInfection = x.infection.level === 'spreading' || (x.infection.gradeAtLeast ?? 1) >= 3;
  const mildInfection = x.infection.level === 'local';
  const ischaemiaSevere = x.perfusion.severity === 'moderate_severe';
  const ischaemiaMild = x.perfusion.severity === 'mild';
  const against: string[] = [];
  if (severeInfection) against.push('severe infection');
  else if (moderateInfection) against.push('moderate infection');
  if (x.infection.osteomyelitisSuspected) against.push('suspected osteomyelitis');
  if (ischaemiaSevere) against.push('moderate or severe ischaemia');
  if (mildInfection && ischaemiaMild) against.push('mild infection together with mild ischaemia');
  const pending: string[] = [];
  if (x.infection.result === 'indeterminate' && against.length === 0) pending.push('the infection assessment');
  if (x.perfusion.status === 'needs_assessment' || (x.perfusion.status === 'pad' && x.perfusion.severity === 'unknown'))
    pending.push('the perfusion assessment (ABPI, TBI)');

  if (region === 'not_foot') return { region, choice: 'not_foot', against, pending };
  if (region === 'unknown') return { region, choice: 'site_unknown', against, pending };
  if (region === 'heel') return { region, choice: 'heel_offloading', against, pending };
  if (region === 'non_plantar_foot') return { region, choice: 'non_plantar', against, pending };
  if (region === 'toe') return { region, choice: 'toe', against, pending };
  // severe infection or severe ischaemia (ABPI < 0.5), or moderate infection with ischaemia: treat those first
  const criticalLimb = x.perfusion.abpiBand === 'lt_0_5';
  if (severeInfection || criticalLimb || (ischaemiaSevere && (moderateInfection || x.infection.osteomyelitisSuspected)))
    return { region, choice: 'removable_after_treating', against, pending };
  if (against.length > 0) return { region, choice: 'removable_knee_high', against, pending };
  if (pending.length > 0) return { region, choice: 'removable_pending', against, pending };
  return { region, choice: 'nonremovable_knee_high', against, pending };
}
