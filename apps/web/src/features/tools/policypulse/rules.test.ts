import { describe, expect, it } from 'vitest';
import { alerts, policies, stateCompliance, type Policy } from './data.ts';
import {
  averageCompliance,
  complianceBand,
  complianceBandCounts,
  countByStatus,
  impactScore,
  netEstimatedImpact,
  statesCovered,
  unreadCount,
} from './rules.ts';

describe('complianceBand', () => {
  it.each([
    [100, 'Compliant'],
    [90, 'Compliant'],
    [89.9, 'At Risk'],
    [80, 'At Risk'],
    [79.9, 'Non-Compliant'],
    [0, 'Non-Compliant'],
  ] as const)('%s %% is %s', (pct, band) => {
    expect(complianceBand(pct)).toBe(band);
  });

  it('counts the sample states per band', () => {
    expect(complianceBandCounts(stateCompliance)).toEqual({ Compliant: 3, 'At Risk': 1, 'Non-Compliant': 1 });
  });
});

describe('policy figures', () => {
  it('counts active and pending policies from the records', () => {
    expect(countByStatus(policies, 'Active')).toBe(3);
    expect(countByStatus(policies, 'Pending')).toBe(2);
    expect(countByStatus(policies, 'Draft')).toBe(1);
  });

  it('averages compliance over the state rows', () => {
    expect(averageCompliance(stateCompliance)).toBe(89); // (96+92+87+78+91)/5 = 88.8
    expect(averageCompliance([])).toBeNull();
  });

  it('scores impact from active and pending policies only', () => {
    expect(impactScore(policies)).toBe(7.6); // (10 + 6 + 6 + 10 + 6) / 5; the Low-impact draft is left out
    expect(impactScore(policies.filter((p) => p.status === 'Draft'))).toBeNull();
  });

  it('lists the distinct states and nets the estimated impact', () => {
    expect(statesCovered(policies)).toEqual(['CA', 'FL', 'IL', 'NY', 'TX']);
    expect(netEstimatedImpact(policies)).toBe(-420_000 + 185_000 - 95_000 + 310_000 - 60_000);
    const only: Policy[] = policies.filter((p) => p.status === 'Draft');
    expect(netEstimatedImpact(only)).toBe(0);
  });

  it('counts unread alerts', () => {
    expect(unreadCount(alerts)).toBe(2);
  });
});
