import { mean, round, sum } from '../shared/figures.ts';
import type { Contract, PreAuthRequest, ZScorePatient } from './data.ts';

export type RiskLevel = 'Critical' | 'High' | 'Moderate' | 'Low';

/** Risk level from the z-score, on the same cut-offs as the risk colour (2.5 / 1.5 / 0.5). */
export function riskLevel(zScore: number): RiskLevel {
  if (zScore >= 2.5) return 'Critical';
  if (zScore >= 1.5) return 'High';
  if (zScore >= 0.5) return 'Moderate';
  return 'Low';
}

/** Reimbursement gap: projected cost − current reimbursement, USD. */
export function reimbursementGap(p: Pick<ZScorePatient, 'projectedCost' | 'currentReimbursement'>): number {
  return p.projectedCost - p.currentReimbursement;
}

export function totalPotentialOptimization(list: readonly ZScorePatient[]): number {
  return sum(list.map((p) => p.potentialOptimization));
}

/** Share of the gap the plan recovers, percent to one decimal; null when there is no gap. */
export function recoveryShare(p: ZScorePatient): number | null {
  const gap = reimbursementGap(p);
  return gap > 0 ? round((p.potentialOptimization / gap) * 100, 1) : null;
}

/** Contract optimization amount = value × percent / 100 (docs/spec-notes.md#tool-figures). */
export function contractOptimization(c: Pick<Contract, 'totalValue' | 'optimizationPotential'>): number {
  return round((c.totalValue * c.optimizationPotential) / 100, 2);
}

export function contractSummary(list: readonly Contract[]) {
  const avg = mean(list.map((c) => c.optimizationPotential));
  return {
    totalValue: sum(list.map((c) => c.totalValue)),
    /** simple mean of the contracts' optimization percents, one decimal */
    averageOptimization: avg === null ? null : round(avg, 1),
    woundCarePatients: sum(list.map((c) => c.woundCarePatients)),
    totalOptimization: round(sum(list.map(contractOptimization)), 2),
  };
}

export function preAuthSummary(list: readonly PreAuthRequest[]) {
  const decided = list.filter((r) => r.turnaroundDays !== null).map((r) => r.turnaroundDays!);
  const avg = mean(decided);
  return {
    total: list.length,
    approved: list.filter((r) => r.status === 'Approved').length,
    pending: list.filter((r) => r.status === 'Pending').length,
    /** Σ savings */
    savings: sum(list.map((r) => r.savings)),
    /** mean days to decision over decided requests, one decimal; null if none decided */
    averageTurnaround: avg === null ? null : round(avg, 1),
  };
}
