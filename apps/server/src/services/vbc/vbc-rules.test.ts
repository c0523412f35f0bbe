import { describe, expect, it } from 'vitest';
import {
  compositeRisk,
  costSavingsPotential,
  expectedEpisodeCost,
  interventionEffectiveness,
  interventionPriority,
  qualityScore,
  riskLevelOf,
  satisfactionPrediction,
  sizeMultiplier,
} from './vbc-rules.ts';
import { measured } from '../../../test/support/vbc-fixture.ts';

// The PUSH size score is the clinical core's (the assessment's push.sizeScore); the rules take it as
// given. measured() is L × W 4.0 cm² → PUSH 6. personalize-plan.test.ts checks the scores themselves.

describe('risk and priority', () => {
  it('reads the composite on the z-score bands', () => {
    expect([2.5, 2.4, 1.5, 1.4].map(riskLevelOf)).toEqual(['high', 'medium', 'medium', 'low']);
  });

  it('adds the photo findings to the patient risk score', () => {
    expect(compositeRisk(1.5, measured(), false, 6).score).toBe(1.5);
    const big = compositeRisk(
      1.5,
      measured({
        length_cm: 6,
        width_cm: 5,
        tissue: { granulation: 40, slough: 30, necrotic: 30, epithelial: 0 },
      }),
      true, // the clinical infection screen says infected
      10, // L × W 30 cm²
    );
    // 1.5 + infection 1 + > 8 cm² 0.5 + > 24 cm² 0.5 + debris 60 % 0.5
    expect(big.score).toBe(4);
    expect(big.level).toBe('high');
    expect(big.parts.map((p) => p.label)).toContain('infection signs');
  });

  it('does not add size points when the photo is not calibrated', () => {
    expect(
      compositeRisk(1, measured({ calibrated: false, area_cm2: null, length_cm: null, width_cm: null }), false, null)
        .score,
    ).toBe(1);
  });

  // IWII 2022 and IWGDF/IDSA 2023 diagnose infection from clinical signs; a red photo is not one.
  // The photo's own "infected" colour reading adds nothing when the clinical screen does not say infected.
  it('counts no infection from the photo colour alone (risk, cost and effectiveness)', () => {
    const redPhoto = measured({ diagnosis: 'infected' });
    expect(compositeRisk(1.5, redPhoto, false, 6).score).toBe(1.5);
    expect(expectedEpisodeCost('surgical_wound', 0, false, 6)).toBe(3_000);
    expect(interventionEffectiveness('surgical_wound', 0, redPhoto, false, 6)).toBe(85);
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
    expect(expectedEpisodeCost('diabetic_ulcer', 1.5, false, 6)).toBe(13_460);
    // 3,000 × 1 × 1.5 × 1
    expect(expectedEpisodeCost('surgical_wound', 0, true, 6)).toBe(4_500);
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
    expect(interventionEffectiveness('surgical_wound', 0, measured(), false, 6)).toBe(85);
    expect(interventionEffectiveness('diabetic_ulcer', 1.5, measured(), false, 6)).toBe(54);
    const worst = measured({
      length_cm: 5,
      width_cm: 5,
      tissue: { granulation: 20, slough: 40, necrotic: 40, epithelial: 0 },
    });
    expect(interventionEffectiveness('diabetic_ulcer', 5, worst, true, 10)).toBe(5); // 60 − 15 − 10 − 10 − 20 = 5
  });

  it('satisfaction: insurance, visit burden and risk', () => {
    expect(satisfactionPrediction('medicare', 'standard', 1.5)).toBe(85);
    expect(satisfactionPrediction('self_pay', 'urgent', 3)).toBe(60);
    expect(satisfactionPrediction('medicaid', 'routine', 0)).toBe(80);
  });
});
