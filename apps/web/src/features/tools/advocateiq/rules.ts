import { mean, percentOf, round, sum, truncate } from '../shared/figures.ts';
import { say } from '../../../lib/i18n/workspace-i18n.ts';
import { advocateiqCopy } from './advocateiq-copy.ts';
import type { AdvocacyAction, Campaign, CoalitionPartner, Level } from './data.ts';

/** Campaign names in the analytics charts: first 30 characters, then an ellipsis (docs/spec-notes.md#tool-figures). */
export const CAMPAIGN_NAME_MAX = 30;
export function shortCampaignName(name: string): string {
  return truncate(name, CAMPAIGN_NAME_MAX);
}

/** Coalition contributions cell: the first two, then "+N more" for the rest. */
export function contributionsSummary(list: readonly string[]): string {
  if (list.length === 0) return '—';
  const shown = list.slice(0, 2).join(', ');
  return list.length > 2 ? say(advocateiqCopy.coalition.contributionsMore, { shown, more: list.length - 2 }) : shown;
}

/** Supporters as a share of the target, whole percent. */
export function supporterShare(c: Pick<Campaign, 'supporters' | 'target'>): number | null {
  return percentOf(c.supporters, c.target, 0);
}

export function campaignSummary(list: readonly Campaign[]) {
  const avg = mean(list.map((c) => c.progress));
  return {
    active: list.filter((c) => c.status === 'Active').length,
    planning: list.filter((c) => c.status === 'Planning').length,
    supporters: sum(list.map((c) => c.supporters)),
    averageProgress: avg === null ? null : round(avg, 1),
  };
}

/** Coalition strength: partners per influence level, in High, Medium, Low order. */
export function influenceCounts(list: readonly CoalitionPartner[]): Record<Level, number> {
  const counts: Record<Level, number> = { High: 0, Medium: 0, Low: 0 };
  for (const p of list) counts[p.influence] += 1;
  return counts;
}

export function coalitionSummary(list: readonly CoalitionPartner[]) {
  return {
    partners: list.length,
    members: sum(list.map((p) => p.members)),
    highInfluence: list.filter((p) => p.influence === 'High').length,
    active: list.filter((p) => p.engagement === 'Active').length,
  };
}

export function actionSummary(list: readonly AdvocacyAction[]) {
  return {
    total: list.length,
    scheduled: list.filter((a) => a.status === 'Scheduled').length,
    underway: list.filter((a) => a.status === 'In Progress' || a.status === 'Active').length,
    highPriority: list.filter((a) => a.priority === 'High').length,
  };
}
