import { describe, expect, it } from 'vitest';
import { patients } from '../reimburseright/data.ts';
import { claimsByWoundType, specialistNetwork, successMetrics, successMetricsHeading } from './data.ts';
import { costTotals, networkSize, woundTypeShares } from './rules.ts';

describe('services dashboard figures', () => {
  it('gives each wound type its share of the claims', () => {
    const shares = woundTypeShares(claimsByWoundType);
    expect(shares[0]).toEqual({ woundType: 'Diabetic foot ulcers', claims: 142, share: 36.3 }); // 142 / 391
    expect(shares.map((s) => s.share).reduce((a, b) => a + b, 0)).toBeCloseTo(100, 0);
    expect(woundTypeShares([{ woundType: 'x', claims: 0 }])[0]!.share).toBe(0);
  });

  it('shows the programme targets as sample contract goals against the clinic’s baseline, not product results', () => {
    expect(successMetricsHeading).toMatch(/^Sample contract targets .*not results of Woundly/);
    for (const m of successMetrics.filter((m) => /fewer|shorter|less/.test(m.target)))
      expect(m.target, m.metric).toMatch(/than the clinic’s own baseline$/);
  });

  it('counts the specialist network', () => {
    expect(networkSize(specialistNetwork)).toBe(124);
  });

  it("totals the patients' cost position", () => {
    expect(costTotals(patients)).toEqual({
      projected: 117_500,
      reimbursed: 86_600,
      gap: 30_900,
      optimization: 22_200,
      coverage: 73.7,
    });
    expect(costTotals([]).coverage).toBeNull();
  });
});
