import { describe, expect, it } from 'vitest';
import { makeResult } from '../../../test/fixtures.ts';
import { areaComparison, percentDifference, tissuePercents } from './measurement.ts';

describe('measurement figures', () => {
  it('states the estimate difference from the traced area with a sign', () => {
    expect(percentDifference(4.42, 3.21)).toBe('+38 %');
    expect(percentDifference(3.0, 3.21)).toBe('−7 %');
    expect(percentDifference(3.21, 3.21)).toBe('±0 %');
    expect(percentDifference(1, 0)).toBe('—');
  });
  it('lists only the estimates the engine returned, and none without an area', () => {
    expect(areaComparison(makeResult()).map((c) => c.id)).toEqual(['lw', 'ellipse']);
    expect(areaComparison(makeResult({ ellipse_estimate_cm2: null })).map((c) => c.id)).toEqual(['lw']);
    expect(areaComparison(makeResult({ area_cm2: null, calibrated: false }))).toEqual([]);
  });
  it('rounds tissue shares to whole percents that sum to 100', () => {
    const p = tissuePercents({ granulation: 1 / 3, slough: 1 / 3, necrotic: 1 / 3, epithelial: 0 });
    expect(p.reduce((s, x) => s + x.pct, 0)).toBe(100);
    expect(tissuePercents({ granulation: 0.62, slough: 0.25, necrotic: 0.05, epithelial: 0.08 })).toEqual([
      { key: 'granulation', pct: 62 },
      { key: 'slough', pct: 25 },
      { key: 'necrotic', pct: 5 },
      { key: 'epithelial', pct: 8 },
    ]);
    expect(tissuePercents({ granulation: 0, slough: 0, necrotic: 0, epithelial: 0 }).every((x) => x.pct === 0)).toBe(
      true,
    );
  });
});
