import { mean, percentOf, round, sum } from '../shared/figures.ts';
import { formatUsd } from '../shared/format.ts';
import { say } from '../../../lib/i18n/workspace-i18n.ts';
import { claimsCopy } from './claims-copy.ts';
import type { Claim, ClaimStatus, EligibilityRow } from './data.ts';

export const CLAIM_STATUSES: readonly ClaimStatus[] = ['Paid', 'Pending', 'Denied'];

/** Collection rate = Σ paid / Σ submitted over all claims, percent to one decimal (docs/spec-notes.md#tool-figures). */
export function collectionRate(list: readonly Claim[]): number | null {
  return percentOf(sum(list.map((c) => c.paidAmount)), sum(list.map((c) => c.submittedAmount)), 1);
}

/** First-pass rate = number of paid claims / number of claims, percent to one decimal (docs/spec-notes.md#tool-figures). */
export function firstPassRate(list: readonly Claim[]): number | null {
  return percentOf(list.filter((c) => c.status === 'Paid').length, list.length, 1);
}

/** Average days to payment over the claims that have a value, one decimal (docs/spec-notes.md#tool-figures). */
export function averageDaysToPayment(list: readonly Claim[]): number | null {
  const m = mean(list.filter((c) => c.daysToPayment !== null).map((c) => c.daysToPayment!));
  return m === null ? null : round(m, 1);
}

/** Per status: count, share of claims (percent, one decimal), submitted and paid sums. */
export function statusBreakdown(list: readonly Claim[]) {
  return CLAIM_STATUSES.map((status) => {
    const rows = list.filter((c) => c.status === status);
    return {
      status,
      count: rows.length,
      share: percentOf(rows.length, list.length, 1) ?? 0,
      submitted: sum(rows.map((c) => c.submittedAmount)),
      paid: sum(rows.map((c) => c.paidAmount)),
    };
  });
}

/** Denial reasons, most frequent first, each with its share of the denied claims. */
export function denialReasons(list: readonly Claim[]) {
  const denied = list.filter((c) => c.status === 'Denied');
  const counts = new Map<string, number>();
  for (const c of denied) {
    const reason = c.denialReason ?? say(claimsCopy.reasonNotGiven);
    counts.set(reason, (counts.get(reason) ?? 0) + 1);
  }
  return [...counts.entries()]
    .map(([reason, count]) => ({ reason, count, share: percentOf(count, denied.length, 1) ?? 0 }))
    .sort((a, b) => b.count - a.count || a.reason.localeCompare(b.reason));
}

/**
 * Forecast of what the pending claims will bring in: their submitted total × the paid claims'
 * own payment ratio (Σ paid / Σ submitted over Paid claims). Assumes pending claims are paid
 * like the paid ones; a denial would lower it. Null with no paid claims to learn from.
 */
export function pendingForecast(list: readonly Claim[]): number | null {
  const paid = list.filter((c) => c.status === 'Paid');
  const paidSubmitted = sum(paid.map((c) => c.submittedAmount));
  if (paidSubmitted === 0) return null;
  const ratio = sum(paid.map((c) => c.paidAmount)) / paidSubmitted;
  return round(sum(list.filter((c) => c.status === 'Pending').map((c) => c.submittedAmount)) * ratio, 2);
}

/** Claims, newest submission first. */
export function recentClaims(list: readonly Claim[], n: number): Claim[] {
  return [...list].sort((a, b) => b.submissionDate.localeCompare(a.submissionDate)).slice(0, n);
}

/** "$120 / $257" */
export function deductibleText(r: Pick<EligibilityRow, 'deductibleMet' | 'deductibleTotal'>): string {
  return `${formatUsd(r.deductibleMet)} / ${formatUsd(r.deductibleTotal)}`;
}

export function eligibilitySummary(rows: readonly EligibilityRow[]) {
  return {
    checked: rows.length,
    verified: rows.filter((r) => r.status === 'Verified').length,
    needsAttention: rows.filter((r) => r.status !== 'Verified').length,
    deductibleMet: rows.filter((r) => r.deductibleMet >= r.deductibleTotal).length,
    verifiedRate: percentOf(rows.filter((r) => r.status === 'Verified').length, rows.length, 1),
  };
}
