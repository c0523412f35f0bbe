import { describeInfectionScreen, type InfectionAssessment } from '../infection/assess-infection.ts';
import type { TissueShares } from '../tissue/classify-tissue.ts';

export interface DescribeInput {
  calibrated: boolean;
  markerCount: number;
  pixels_per_cm: number | null;
  region_count: number;
  area_cm2: number | null;
  length_cm: number | null;
  width_cm: number | null;
  perimeter_cm: number | null;
  lw_estimate_cm2: number | null;
  ellipse_estimate_cm2: number | null;
  area_px: number;
  length_px: number;
  width_px: number;
  tissue: TissueShares | null;
  periwound_erythema: number | null;
  erythemaThreshold: number;
  infection: Pick<InfectionAssessment, 'diagnosis' | 'nerds_count' | 'stonees_count' | 'signs' | 'screen'>;
  outlineSource: 'model' | 'given_mask';
  whiteBalanced: boolean;
}

const fmt = (v: number, d = 1) => v.toFixed(d);
const fmtInt = (v: number) => Math.round(v).toLocaleString('en-US');

/**
 * A clinical description built only from the measured figures, one sentence per topic: outline,
 * size, wound bed, periwound skin, infection screen, and what the photo could not tell. Same
 * figures → same text; nothing is stated that was not measured or reported.
 */
export function describeWound(x: DescribeInput): string {
  const parts: string[] = [];
  if (x.region_count === 0) {
    parts.push(
      x.outlineSource === 'model' ? 'No wound outline was found in the photo.' : 'The given outline is empty.',
    );
    parts.push(
      x.calibrated
        ? `Calibration sticker found (${fmt(x.pixels_per_cm ?? 0)} px/cm).`
        : 'No calibration sticker was found.',
    );
    return parts.join(' ');
  }
  const regions = x.region_count === 1 ? 'one region' : `${x.region_count} separate regions`;
  const outline = x.outlineSource === 'model' ? 'outlined by the segmentation model' : 'outlined by the given mask';
  if (x.calibrated && x.area_cm2 !== null && x.length_cm !== null && x.width_cm !== null) {
    const scale = x.markerCount > 1 ? `${x.markerCount} calibration stickers` : 'the calibration sticker';
    parts.push(
      `Wound ${outline} (${regions}), measured on the skin plane using ${scale}: traced area ${fmt(x.area_cm2, 2)} cm², length ${fmt(x.length_cm)} cm, width ${fmt(x.width_cm)} cm` +
        (x.perimeter_cm !== null ? `, perimeter ${fmt(x.perimeter_cm)} cm.` : '.'),
    );
    if (x.lw_estimate_cm2 !== null && x.ellipse_estimate_cm2 !== null) {
      parts.push(
        `Ruler estimates for comparison: length × width ${fmt(x.lw_estimate_cm2, 2)} cm², ellipse ${fmt(x.ellipse_estimate_cm2, 2)} cm².`,
      );
    }
  } else {
    parts.push(
      `Wound ${outline} (${regions}): ${fmtInt(x.area_px)} px² in the photo, ${fmtInt(x.length_px)} × ${fmtInt(x.width_px)} px. No calibration sticker was found, so no size in cm is given.`,
    );
  }
  if (x.tissue) {
    const t = x.tissue;
    const order = (Object.entries(t) as [keyof TissueShares, number][])
      .filter(([, v]) => v > 0)
      .sort((a, b) => b[1] - a[1]);
    const names: Record<keyof TissueShares, string> = {
      granulation: 'granulation',
      slough: 'slough',
      necrotic: 'necrotic tissue/eschar',
      epithelial: 'epithelial tissue',
    };
    const list = order.map(([k, v]) => `${names[k]} ${fmt(v)} %`).join(', ');
    parts.push(
      `Wound bed by colour${x.whiteBalanced ? ' (white-balanced on the sticker)' : ' (colour not calibrated)'}: ${list}.`,
    );
  }
  if (x.periwound_erythema !== null) {
    const e = x.periwound_erythema;
    const sign = `${e >= 0 ? '+' : ''}${fmt(e)}`;
    parts.push(
      e >= x.erythemaThreshold
        ? `Periwound skin is redder than the surrounding skin (erythema index Δa* ${sign}).`
        : `No marked periwound redness (erythema index Δa* ${sign}).`,
    );
  } else {
    parts.push('Periwound skin could not be assessed (too little visible skin).');
  }
  parts.push(describeInfectionScreen(x.infection));
  return parts.join(' ');
}
