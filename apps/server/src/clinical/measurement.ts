import type { Etiology, OutlineStatus } from '@woundcare/api-types';
import { formatAreaRange, type AssessmentFlag, type MeasurementJson } from '@woundcare/api-types';
import type { EngineMeasurement } from './inputs.ts';

/**
 * The measurement as stated: an area only when the model found a wound on a calibrated photo
 * ("no wound found" and "not calibrated" store no area — never 0 cm²), with its ±; length and
 * width defined once, with the one label every surface prints.
 *
 * The engine (packages/wound-vision/src/measure/measure-wound.ts) measures length as the longest
 * diameter and width as the greatest extent perpendicular to it, over ALL outlined regions
 * together, and the same per region. A stray second region can stretch the all-regions length
 * across the photo, so the core reads the largest region's axes when the per-region figures are
 * stored, and says which it used.
 */

export const LENGTH_WIDTH_LABELS = {
  largest_region:
    'Length: longest diameter of the largest outlined region; width: its greatest extent perpendicular to that (not head-to-toe / side-to-side)',
  all_regions:
    'Length: longest diameter across all outlined regions together; width: greatest extent perpendicular to it (not head-to-toe / side-to-side)',
  none: 'Length and width: not measured',
} as const;

/** The engine's outline model was trained and validated on diabetic foot ulcer photos only. */
export const OUTLINE_VALIDATED_FOR: readonly Etiology[] = ['diabetic_foot_ulcer'];

function pickLengthWidth(m: EngineMeasurement): Pick<MeasurementJson, 'lengthCm' | 'widthCm' | 'lengthWidthBasis'> {
  const regions = (m.regions ?? []).filter((r) => r.areaCm2 !== null && r.lengthCm !== null && r.widthCm !== null);
  if (regions.length > 0) {
    const largest = regions.reduce((a, b) => (b.areaCm2! > a.areaCm2! ? b : a));
    return { lengthCm: largest.lengthCm, widthCm: largest.widthCm, lengthWidthBasis: 'largest_region' };
  }
  if (m.lengthCm === null || m.widthCm === null) return { lengthCm: null, widthCm: null, lengthWidthBasis: null };
  return { lengthCm: m.lengthCm, widthCm: m.widthCm, lengthWidthBasis: 'all_regions' };
}

export function stateMeasurement(m: EngineMeasurement, outlineStatus: OutlineStatus): MeasurementJson {
  const status: MeasurementJson['status'] = !m.woundFound
    ? 'no_wound_found'
    : !m.calibrated
      ? 'not_calibrated'
      : 'measured';
  const measured = status === 'measured' && m.areaCm2 !== null;
  const lw = measured ? pickLengthWidth(m) : { lengthCm: null, widthCm: null, lengthWidthBasis: null };
  const area = measured ? m.areaCm2 : null;
  const u = measured ? m.areaUncertaintyCm2 : null;
  const interval = measured ? (m.areaInterval ?? null) : null;
  const areaText = formatAreaRange(
    area,
    interval && { low_cm2: interval.lowCm2, high_cm2: interval.highCm2, coverage: interval.coverage },
    u,
  );
  const text =
    status === 'no_wound_found'
      ? 'No wound found on the photo: not measured (no area recorded).'
      : status === 'not_calibrated'
        ? 'No calibration sticker found: not measured in cm².'
        : `Area ${areaText} (outline: ${outlineStatus}).`;
  return {
    status: measured ? 'measured' : status === 'measured' ? 'not_calibrated' : status,
    areaCm2: area,
    areaUncertaintyCm2: u,
    areaInterval: interval,
    areaText,
    ...lw,
    lengthWidthLabel: LENGTH_WIDTH_LABELS[lw.lengthWidthBasis ?? 'none'],
    perimeterCm: measured ? m.perimeterCm : null,
    outlineStatus,
    outlineSource: m.outlineSource === 'model' ? 'model' : 'clinician',
    outlineQuality: m.outlineQuality && { ...m.outlineQuality, statement: m.outlineQuality.statement ?? null },
    text,
  };
}

/** Flags about the measurement every surface shows with it. */
export function flagMeasurement(
  m: EngineMeasurement,
  etiology: Etiology,
  outlineStatus: OutlineStatus,
): AssessmentFlag[] {
  const flags: AssessmentFlag[] = [];
  if (!m.woundFound)
    flags.push({ code: 'no_wound_found', text: 'No wound found on the photo: this visit is not measured.' });
  else if (!m.calibrated)
    flags.push({ code: 'not_calibrated', text: 'No calibration sticker: retake with the sticker beside the wound.' });
  if (
    m.woundFound &&
    m.outlineSource === 'model' &&
    outlineStatus === 'model' &&
    !OUTLINE_VALIDATED_FOR.includes(etiology)
  )
    flags.push({
      code: 'outline_not_validated',
      text: 'Outline not validated for this wound type — check it (the model is trained and validated on diabetic foot ulcers only).',
    });
  if (m.woundFound && m.outlineQuality?.review && outlineStatus === 'model')
    flags.push({ code: 'outline_review', text: 'The outline needs review before its figures are used.' });
  for (const f of m.tissueFlags)
    if (f.code === 'possible_exposed_structure') flags.push({ code: 'possible_exposed_structure', text: f.message });
  return flags;
}
