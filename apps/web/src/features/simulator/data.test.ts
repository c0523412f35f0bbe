import { describe, expect, it } from 'vitest';
import { engineBadges, productTitle, sampleResult, SIMULATED_DELAY_MS, simulatorTabs } from './data.ts';

describe('simulator constants', () => {
  it('has the three tabs, five engine badges and a 3 s delay', () => {
    expect(simulatorTabs.map((t) => t.label)).toEqual(['Upload Image', 'Analysis', 'Treatment Plan']);
    expect(engineBadges).toHaveLength(5);
    expect(SIMULATED_DELAY_MS).toBe(3000);
  });
  it('uses the fixed sample result of the spec', () => {
    expect(sampleResult.severity).toBe('medium');
    expect(sampleResult.healingStage).toBe('Granulation Phase');
    expect(sampleResult.infectionRisk).toBe('Moderate');
  });
  it('titles the product from the URL', () => {
    expect(productTitle('wound-ai')).toBe('Wound Ai');
    expect(productTitle('')).toBe('Product');
  });
});
