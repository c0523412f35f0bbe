import { describe, expect, it } from 'vitest';
import { assessInfection } from '../infection/assess-infection.ts';
import { describeWound, type DescribeInput } from './describe-wound.ts';

const infection = assessInfection({
  tissue: { granulation: 60, slough: 30, necrotic: 0, epithelial: 10 },
  granulationMedianA: 40,
  periwoundErythema: 2.4,
  areaCm2: 12.34,
});
const base: DescribeInput = {
  calibrated: true,
  markerCount: 1,
  pixels_per_cm: 41.2,
  region_count: 1,
  area_cm2: 12.34,
  length_cm: 5.12,
  width_cm: 3.2,
  perimeter_cm: 14.22,
  lw_estimate_cm2: 16.38,
  ellipse_estimate_cm2: 12.87,
  area_px: 20946,
  length_px: 211,
  width_px: 132,
  tissue: { granulation: 60, slough: 30, necrotic: 0, epithelial: 10 },
  periwound_erythema: 2.4,
  erythemaThreshold: 6,
  infection,
  outlineSource: 'model',
  whiteBalanced: true,
};

describe('describeWound', () => {
  it('states the measured figures and nothing else', () => {
    const text = describeWound(base);
    expect(text).toBe(
      'Wound outlined by the segmentation model (one region), measured on the skin plane using the calibration sticker: traced area 12.34 cm², length 5.1 cm, width 3.2 cm, perimeter 14.2 cm. ' +
        'Ruler estimates for comparison: length × width 16.38 cm², ellipse 12.87 cm². ' +
        'Wound bed by colour (white-balanced on the sticker): granulation 60.0 %, slough 30.0 %, epithelial tissue 10.0 %. ' +
        'No marked periwound redness (erythema index Δa* +2.4). ' +
        'Infection screen indeterminate — bedside assessment needed: NERDS 1/5 present (2 assessed), STONEES 0/7 present (0 assessed); ≥ 3 of either list is positive. ' +
        'Signs present: debris (slough or necrotic tissue). 9 of 11 signs not assessed.',
    );
  });

  it('is deterministic', () => {
    expect(describeWound(base)).toBe(describeWound({ ...base }));
  });

  it('without a sticker gives pixels and says why there is no cm²', () => {
    const text = describeWound({
      ...base,
      calibrated: false,
      markerCount: 0,
      area_cm2: null,
      length_cm: null,
      width_cm: null,
      perimeter_cm: null,
      lw_estimate_cm2: null,
      ellipse_estimate_cm2: null,
      pixels_per_cm: null,
      whiteBalanced: false,
    });
    expect(text).toContain('20,946 px²');
    expect(text).toContain('No calibration sticker was found, so no size in cm is given.');
    expect(text).not.toMatch(/cm²/);
    expect(text).toContain('(colour not calibrated)');
  });

  it('no outline, no invented figures', () => {
    const text = describeWound({ ...base, region_count: 0, tissue: null });
    expect(text).toBe('No wound outline was found in the photo. Calibration sticker found (41.2 px/cm).');
  });

  it('names the signs present and the positive screen', () => {
    const inf = assessInfection({
      tissue: { granulation: 60, slough: 30, necrotic: 0, epithelial: 10 },
      granulationMedianA: 40,
      periwoundErythema: 9,
      areaCm2: 12.34,
      clinicianSigns: { smell: true, exudate: true, non_healing: false },
    });
    const text = describeWound({ ...base, periwound_erythema: 9, infection: inf });
    expect(text).toContain('Periwound skin is redder than the surrounding skin (erythema index Δa* +9.0).');
    expect(text).toContain('Infection screen positive (deep / surrounding)');
    expect(text).toContain(
      'Signs present: debris (slough or necrotic tissue), periwound erythema (≥ 2 cm), increased exudate, smell (malodour after cleansing).',
    );
    expect(text).toContain('5 of 11 signs not assessed');
  });
});
