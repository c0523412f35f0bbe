import { describe, expect, it } from 'vitest';
import { zBandCounts } from '../shared/z-score.ts';
import { contracts, patients, preAuthRequests, type Contract } from './data.ts';
import {
  contractOptimization,
  contractSummary,
  preAuthSummary,
  recoveryShare,
  reimbursementGap,
  riskLevel,
  totalPotentialOptimization,
} from './rules.ts';

describe('ReimburseRight patient figures', () => {
  it('derives the risk level from the z-score', () => {
    expect([2.5, 2.49, 1.5, 1.49, 0.5, 0.49].map(riskLevel)).toEqual([
      'Critical',
      'High',
      'High',
      'Moderate',
      'Moderate',
      'Low',
    ]);
  });

  it("counts the sample patients per z band (1 high, 2 medium, 1 low — not the spec's static 2/1/0)", () => {
    expect(zBandCounts(patients)).toEqual({ high: 1, medium: 2, low: 1 });
  });

  it('computes gap, recovery share and total optimization', () => {
    const p = patients[0]!;
    expect(reimbursementGap(p)).toBe(17_300);
    expect(recoveryShare(p)).toBe(71.7); // 12,400 / 17,300
    expect(recoveryShare({ ...p, currentReimbursement: p.projectedCost })).toBeNull();
    expect(totalPotentialOptimization(patients)).toBe(22_200);
  });
});

describe('contract figures', () => {
  it('optimization amount is value × percent / 100', () => {
    expect(contracts.map(contractOptimization)).toEqual([525_400, 230_010]);
    expect(contractOptimization({ totalValue: 1_000_000, optimizationPotential: 0 })).toBe(0);
  });

  it('summarises the two contracts: $4.71M, mean 15.4 %, 492 patients', () => {
    expect(contractSummary(contracts)).toEqual({
      totalValue: 4_710_000,
      averageOptimization: 15.4,
      woundCarePatients: 492,
      totalOptimization: 755_410,
    });
    const none: Contract[] = [];
    expect(contractSummary(none).averageOptimization).toBeNull();
  });
});

describe('pre-authorization figures', () => {
  it('sums savings and averages turnaround over decided requests', () => {
    expect(preAuthSummary(preAuthRequests)).toEqual({
      total: 3,
      approved: 2,
      pending: 1,
      savings: 780,
      averageTurnaround: 2.4,
    });
  });

  it('has no turnaround figure when nothing is decided', () => {
    expect(preAuthSummary(preAuthRequests.filter((r) => r.status === 'Pending')).averageTurnaround).toBeNull();
  });
});
