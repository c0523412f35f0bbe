import { describe, expect, it } from 'vitest';
import { actions, campaigns, partners } from './data.ts';
import {
  actionSummary,
  campaignSummary,
  coalitionSummary,
  contributionsSummary,
  influenceCounts,
  shortCampaignName,
  supporterShare,
} from './rules.ts';

describe('AdvocateIQ figures', () => {
  it('cuts campaign names longer than 30 characters and adds an ellipsis', () => {
    expect(shortCampaignName(campaigns[0]!.name)).toBe('Medicare Coverage Expansion fo…');
    expect(shortCampaignName('Wound Measurement Quality Standard')).toBe('Wound Measurement Quality Stan…');
    expect(shortCampaignName('Short name')).toBe('Short name');
  });

  it('shows the first two contributions and counts the rest', () => {
    expect(contributionsSummary(['A', 'B', 'C', 'D'])).toBe('A, B +2 more');
    expect(contributionsSummary(['A', 'B', 'C'])).toBe('A, B +1 more');
    expect(contributionsSummary(['A', 'B'])).toBe('A, B');
    expect(contributionsSummary(['A'])).toBe('A');
    expect(contributionsSummary([])).toBe('—');
  });

  it('summarises the campaigns', () => {
    expect(campaignSummary(campaigns)).toEqual({ active: 2, planning: 1, supporters: 5_010, averageProgress: 44.3 });
    expect(supporterShare(campaigns[0]!)).toBe(71);
    expect(supporterShare({ supporters: 5, target: 0 })).toBeNull();
  });

  it('counts coalition strength and action items', () => {
    expect(influenceCounts(partners)).toEqual({ High: 2, Medium: 2, Low: 1 });
    expect(coalitionSummary(partners)).toEqual({ partners: 5, members: 21_196, highInfluence: 2, active: 3 });
    expect(actionSummary(actions)).toEqual({ total: 4, scheduled: 1, underway: 2, highPriority: 2 });
  });
});
