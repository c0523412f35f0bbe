import { percentOf, sum } from '../shared/figures.ts';

/** Each wound type's claim count with its share of all claims (percent, one decimal). */
export function woundTypeShares(rows: readonly { woundType: string; claims: number }[]) {
  const total = sum(rows.map((r) => r.claims));
  return rows.map((r) => ({ ...r, share: percentOf(r.claims, total, 1) ?? 0 }));
}

export function networkSize(rows: readonly { specialists: number }[]): number {
  return sum(rows.map((r) => r.specialists));
}

/** Cost position of a patient list: totals of projected cost, reimbursement, gap and optimization. */
export function costTotals(
  rows: readonly { projectedCost: number; currentReimbursement: number; potentialOptimization: number }[],
) {
  const projected = sum(rows.map((r) => r.projectedCost));
  const reimbursed = sum(rows.map((r) => r.currentReimbursement));
  return {
    projected,
    reimbursed,
    gap: projected - reimbursed,
    optimization: sum(rows.map((r) => r.potentialOptimization)),
    /** share of the projected cost the reimbursement covers, percent to one decimal */
    coverage: percentOf(reimbursed, projected, 1),
  };
}
