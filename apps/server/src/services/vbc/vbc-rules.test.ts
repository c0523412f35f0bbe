import { describe, expect, it } from 'vitest';
import {
  compositeRisk,
  costSavingsPotential,
  expectedEpisodeCost,
  interventionEffectiveness,
  interventionPriority,
  pushAreaScore,
  pushTissueScore,
  pushExudateScore,
  pushTotal,
  qualityScore,
  riskLevelOf,
  satisfactionPrediction,
  sizeMultiplier,
} from './vbc-rules.ts';
import { measured } from '../../../test/support/vbc-fixture.ts';

describe('PUSH subscores', () => {
  it.each([
    [null, null],
    [0, 0],
    [0.2, 1],
    [0.26, 1], // < 0.3 on the unrounded product (PUSH 3.0)
    [0.3, 2],
    [0.6, 2],
    [0.64, 2],
    [0.66, 3],
    [1.0, 3],
    [2.0, 4],
    [3.0, 5],
    [4.0, 6],
    [8.0, 7],
    [12.0, 8],
    [24.0, 9],
    [24.1, 10],
  ])('L × W %s cm² scores %s', (lw, score) => {
    expect(pushAreaScore(lw)).toBe(score);
  });

  it('scores the worst tissue present; any necrotic tissue scores 4 (PUSH 3.0)', () => {
    expect(pushTissueScore({ granulation: 80, slough: 10, necrotic: 10, epithelial: 0 })).toBe(4);
    expect(pushTissueScore({ granulation: 80, slough: 16, necrotic: 4, epithelial: 0 })).toBe(4);
    expect(pushTissueScore({ granulation: 84, slough: 16, necrotic: 0, epithelial: 0 })).toBe(3);
    expect(pushTissueScore({ granulation: 96, slough: 4, necrotic: 0, epithelial: 0 })).toBe(2);
    expect(pushTissueScore({ granulation: 0, slough: 0, necrotic: 0, epithelial: 100 })).toBe(1);
    expect(pushTissueScore(null)).toBeNull();
  });

  it('scores exudate from the assessment (none 0 … heavy 3) and totals only when all three are known (PUSH 3.0)', () => {
    expect(['none', 'light', 'moderate', 'heavy'].map((e) => pushExudateScore(e as 'none'))).toEqual([0, 1, 2, 3]);
    expect(pushExudateScore(null)).toBeNull();
    expect(pushTotal(7, 2, 4)).toBe(13);
    expect(pushTotal(7, null, 4)).toBeNull();
  });
});

describe('risk and priority', () => {
  it('reads the composite on the z-score bands', () => {
    expect([2.5, 2.4, 1.5, 1.4].map(riskLevelOf)).toEqual(['high', 'medium', 'medium', 'low']);
  });

  it('adds the photo findings to the patient risk score', () => {
    expect(compositeRisk(1.5, measured()).score).toBe(1.5);
    const big = compositeRisk(
      1.5,
      measured({
        diagnosis: 'infected',
        length_cm: 6,
        width_cm: 5,
        tissue: { granulation: 40, slough: 30, necrotic: 30, epithelial: 0 },
      }),
    );
    // 1.5 + infection 1 + > 8 cm² 0.5 + > 24 cm² 0.5 + debris 60 % 0.5
    expect(big.score).toBe(4);
    expect(big.level).toBe('high');
    expect(big.parts.map((p) => p.label)).toContain('infection signs');
  });

  it('does not add size points when the photo is not calibrated', () => {
    expect(
      compositeRisk(1, measured({ calibrated: false, area_cm2: null, length_cm: null, width_cm: null })).score,
    ).toBe(1);
  });

  it('prioritises an infected diabetic ulcer as urgent', () => {
    expect(interventionPriority('diabetic_ulcer', { score: 1, level: 'low' }, true)).toBe('urgent');
    expect(interventionPriority('pressure_sore', { score: 1, level: 'low' }, true)).toBe('high');
    expect(interventionPriority('surgical_wound', { score: 3.5, level: 'high' }, false)).toBe('urgent');
    expect(interventionPriority('surgical_wound', { score: 2.6, level: 'high' }, false)).toBe('high');
    expect(interventionPriority('surgical_wound', { score: 2, level: 'medium' }, false)).toBe('standard');
    expect(interventionPriority('surgical_wound', { score: 0.2, level: 'low' }, false)).toBe('routine');
  });
});

describe('cost', () => {
  it('scales the base cost by size, infection and risk', () => {
    expect(sizeMultiplier(null)).toBe(1);
    expect(sizeMultiplier(4)).toBe(0.75);
    expect(sizeMultiplier(7)).toBe(1);
    expect(sizeMultiplier(9)).toBe(1.5);
    expect(sizeMultiplier(10)).toBe(2);
    // 11,700 × 1 (PUSH 6) × 1 × (1 + 0.15)
    expect(expectedEpisodeCost('diabetic_ulcer', 1.5, measured())).toBe(13_460);
    // 3,000 × 1 × 1.5 × 1
    expect(expectedEpisodeCost('surgical_wound', 0, measured({ diagnosis: 'infected' }))).toBe(4_500);
  });

  it('targets 20 % of the episode, 30 % with infection signs', () => {
    expect(costSavingsPotential(13_460, false)).toBe(2_690);
    expect(costSavingsPotential(4_500, true)).toBe(1_350);
  });
});

describe('scores', () => {
  it('quality: PUSH area + tissue out of 14, minus 15 for infection', () => {
    expect(qualityScore(6, 3, false)).toBe(36); // 100 × (1 − 9/14) = 35.7
    expect(qualityScore(6, 3, true)).toBe(21);
    expect(qualityScore(null, 2, false)).toBe(50); // tissue only
    expect(qualityScore(10, 4, true)).toBe(0);
    expect(qualityScore(3, null, false)).toBeNull();
  });

  it('effectiveness: wound-type base minus infection, debris, size and risk', () => {
    expect(interventionEffectiveness('surgical_wound', 0, measured())).toBe(85);
    expect(interventionEffectiveness('diabetic_ulcer', 1.5, measured())).toBe(54);
    const worst = measured({
      diagnosis: 'infected',
      length_cm: 5,
      width_cm: 5,
      tissue: { granulation: 20, slough: 40, necrotic: 40, epithelial: 0 },
    });
    expect(interventionEffectiveness('diabetic_ulcer', 5, worst)).toBe(5); // 60 − 15 − 10 − 10 − 20 = 5
  });

  it('satisfaction: insurance, visit burden and risk', () => {
    expect(satisfactionPrediction('medicare', 'standard', 1.5)).toBe(85);
    expect(satisfactionPrediction('self_pay', 'urgent', 3)).toBe(60);
    expect(satisfactionPrediction('medicaid', 'routine', 0)).toBe(80);
  });
});
