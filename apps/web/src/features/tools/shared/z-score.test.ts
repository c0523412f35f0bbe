import { describe, expect, it } from 'vitest';
import { riskColour, zBand, zBandCounts } from './z-score.ts';

describe('riskColour', () => {
  it.each([
    [3.1, 'red'],
    [2.5, 'red'],
    [2.49, 'orange'],
    [1.5, 'orange'],
    [1.49, 'yellow'],
    [0.5, 'yellow'],
    [0.49, 'green'],
    [-1, 'green'],
  ] as const)('z %s is %s', (z, colour) => {
    expect(riskColour(z)).toBe(colour);
  });
});

describe('zBand', () => {
  it.each([
    [2.5, 'high'],
    [2.4, 'medium'],
    [2.45, 'medium'],
    [1.5, 'medium'],
    [1.49, 'low'],
    [0, 'low'],
  ] as const)('z %s is %s', (z, band) => {
    expect(zBand(z)).toBe(band);
  });

  it('counts the patients per band', () => {
    expect(zBandCounts([{ zScore: 2.8 }, { zScore: 2.1 }, { zScore: 1.7 }, { zScore: 0.4 }])).toEqual({
      high: 1,
      medium: 2,
      low: 1,
    });
    expect(zBandCounts([])).toEqual({ high: 0, medium: 0, low: 0 });
  });
});
