import { describe, expect, it } from 'vitest';
import { claims, eligibility, type Claim } from './data.ts';
import {
  averageDaysToPayment,
  collectionRate,
  deductibleText,
  denialReasons,
  eligibilitySummary,
  firstPassRate,
  pendingForecast,
  recentClaims,
  statusBreakdown,
} from './rules.ts';

const claim = (over: Partial<Claim>): Claim => ({
  id: 'x',
  claimNumber: 'x',
  patientId: 'p',
  patientName: 'n',
  service: 's',
  billingCode: '97597',
  submittedAmount: 100,
  paidAmount: 0,
  status: 'Pending',
  payer: 'Medicare',
  submissionDate: '2025-01-01',
  daysToPayment: null,
  denialReason: null,
  ...over,
});

describe('claims figures', () => {
  it('collection rate is Σ paid / Σ submitted, one decimal', () => {
    expect(collectionRate(claims)).toBe(40.3); // 2,190 / 5,430
    expect(collectionRate([claim({ submittedAmount: 3, paidAmount: 2 })])).toBe(66.7);
    expect(collectionRate([])).toBeNull();
  });

  it('first-pass rate is paid count / total', () => {
    expect(firstPassRate(claims)).toBe(60);
    expect(firstPassRate([claim({ status: 'Paid' }), claim({}), claim({ status: 'Denied' })])).toBe(33.3);
  });

  it('averages days to payment only over claims with a value', () => {
    expect(averageDaysToPayment(claims)).toBe(13.7); // (12 + 15 + 14) / 3
    expect(averageDaysToPayment([claim({ daysToPayment: 12 }), claim({ daysToPayment: 15 }), claim({})])).toBe(13.5);
    expect(averageDaysToPayment([claim({})])).toBeNull();
  });

  it('breaks the claims down by status', () => {
    expect(statusBreakdown(claims).map((s) => [s.status, s.count, s.share])).toEqual([
      ['Paid', 3, 60],
      ['Pending', 1, 20],
      ['Denied', 1, 20],
    ]);
  });

  it('ranks denial reasons by frequency with their share', () => {
    expect(denialReasons(claims)).toEqual([{ reason: 'Medical necessity not established', count: 1, share: 100 }]);
    const two = denialReasons([
      claim({ status: 'Denied', denialReason: 'B' }),
      claim({ status: 'Denied', denialReason: 'A' }),
      claim({ status: 'Denied', denialReason: 'B' }),
      claim({ status: 'Denied' }),
    ]);
    expect(two.map((r) => [r.reason, r.share])).toEqual([
      ['B', 50],
      ['A', 25],
      ['Reason not given', 25],
    ]);
  });

  it("forecasts pending collections at the paid claims' payment ratio", () => {
    expect(pendingForecast(claims)).toBe(300.92); // 360 × 2,190 / 2,620
    expect(pendingForecast([claim({})])).toBeNull();
  });

  it('lists recent claims newest first', () => {
    expect(recentClaims(claims, 2).map((c) => c.claimNumber)).toEqual(['CLM-2025-0441', 'CLM-2025-0436']);
  });
});

describe('eligibility figures', () => {
  it('summarises the rows and writes the deductible as met / total', () => {
    expect(eligibilitySummary(eligibility)).toEqual({
      checked: 4,
      verified: 2,
      needsAttention: 2,
      deductibleMet: 2,
      verifiedRate: 50,
    });
    expect(deductibleText(eligibility[1]!)).toBe('$120 / $257');
  });
});
