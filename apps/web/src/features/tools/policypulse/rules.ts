import { mean, round, sum } from '../shared/figures.ts';
import type { Level, Policy, PolicyAlert, PolicyStatus, StateCompliance } from './data.ts';

export type ComplianceBand = 'Compliant' | 'At Risk' | 'Non-Compliant';

/** Compliance band (docs/spec-notes.md#compliance-band): ≥ 90 Compliant, 80–89 At Risk, < 80 Non-Compliant. */
export function complianceBand(percent: number): ComplianceBand {
  if (percent >= 90) return 'Compliant';
  if (percent >= 80) return 'At Risk';
  return 'Non-Compliant';
}

export function countByStatus(list: readonly Policy[], status: PolicyStatus): number {
  return list.filter((p) => p.status === status).length;
}

/** Mean compliance over the state rows, whole percent; null for none. */
export function averageCompliance(rows: readonly StateCompliance[]): number | null {
  const m = mean(rows.map((r) => r.compliance));
  return m === null ? null : round(m, 0);
}

/** Rows per compliance band, in band order. */
export function complianceBandCounts(rows: readonly StateCompliance[]): Record<ComplianceBand, number> {
  const counts: Record<ComplianceBand, number> = { Compliant: 0, 'At Risk': 0, 'Non-Compliant': 0 };
  for (const r of rows) counts[complianceBand(r.compliance)] += 1;
  return counts;
}

/**
 * Impact score out of 10: the mean of each active or pending policy's impact points
 * (High 10, Medium 6, Low 3), one decimal. Drafts do not count: they are not yet in force or
 * proposed. A sample-dashboard heuristic for "how much the current policy set moves us".
 */
export const IMPACT_POINTS: Record<Level, number> = { High: 10, Medium: 6, Low: 3 };

export function impactScore(list: readonly Policy[]): number | null {
  const m = mean(list.filter((p) => p.status !== 'Draft').map((p) => IMPACT_POINTS[p.impact]));
  return m === null ? null : round(m, 1);
}

/** Distinct states named by the policies. */
export function statesCovered(list: readonly Policy[]): string[] {
  return [...new Set(list.flatMap((p) => p.states))].sort();
}

/** Net estimated yearly impact of the policies with the given statuses, USD. */
export function netEstimatedImpact(
  list: readonly Policy[],
  statuses: readonly PolicyStatus[] = ['Active', 'Pending'],
): number {
  return sum(list.filter((p) => statuses.includes(p.status)).map((p) => p.estimatedImpact));
}

export function unreadCount(list: readonly PolicyAlert[]): number {
  return list.filter((a) => !a.read).length;
}
