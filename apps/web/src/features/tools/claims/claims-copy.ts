import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { TabId } from './tab-id.ts';

/** The words of the CLAIMS dashboard, per tab (workspace catalog messages). */
export const claimsCopy = {
  intro: msg`Claims management for wound care: claim status, eligibility, denials and what the pending claims should bring in.`,
  process: msg`Process Claims`,
  sections: msg`CLAIMS sections`,
  tabs: {
    overview: msg`Overview`,
    claims: msg`Claims Dashboard`,
    eligibility: msg`Eligibility Verification`,
    analytics: msg`Analytics & Forecasting`,
  } satisfies Record<TabId, MessageDescriptor>,
  reasonNotGiven: msg`Reason not given`,
  table: {
    claim: msg`Claim`,
    patient: msg`Patient`,
    service: msg`Service`,
    payer: msg`Payer`,
    submitted: msg`Submitted`,
    paid: msg`Paid`,
    status: msg`Status`,
    daysToPay: msg`Days to pay`,
  },
  overview: {
    /** {count}: denied claims; {amount}: their submitted total in dollars */
    denied: msg({ message: '{count, plural, one {{count} denied claim} other {{count} denied claims}} ({amount})' }),
    /** {reason}: the most frequent denial reason; {share}: its percent of the denials */
    deniedWithReason: msg({
      message: 'Top reason: {reason} ({share} of denials). Review and appeal with the supporting documentation.',
    }),
    deniedNoReason: msg`Review and appeal with the supporting documentation.`,
    total: msg`Total claims`,
    collectionRate: msg`Collection rate`,
    collectionRateNote: msg`Paid ÷ submitted`,
    firstPass: msg`First-pass rate`,
    firstPassNote: msg`Paid claims ÷ all claims`,
    averageDays: msg`Average days to payment`,
    averageDaysNote: msg`Paid claims`,
    recent: msg`Recent claims`,
    submit: msg`Submit Claims`,
    verify: msg`Verify Eligibility`,
    reviewDenials: msg`Review Denials`,
  },
  status: {
    /** {submitted} {paid}: dollar amounts */
    amounts: msg({ message: '{submitted} submitted · {paid} paid' }),
    caption: msg`Claims by status`,
    claims: msg`Claims`,
    share: msg`Share`,
    all: msg`All claims`,
  },
  eligibility: {
    checked: msg`Patients checked`,
    verified: msg`Verified`,
    attention: msg`Needs attention`,
    attentionNote: msg`Pending or coverage issue`,
    deductibleMet: msg`Deductible met`,
    caption: msg`Patient eligibility`,
    coverage: msg`Coverage`,
    deductible: msg`Deductible (met / total)`,
    copay: msg`Copay`,
  },
  analytics: {
    forecast: msg`Pending collections forecast`,
    forecastNote: msg`Pending submitted × the paid claims' payment ratio`,
    breakdown: msg`Status breakdown (share of claims)`,
    breakdownValue: msg`Share of claims (%)`,
    topReasons: msg`Top denial reasons`,
    noDenied: msg`No denied claims.`,
    performance: msg`Performance`,
    performanceValue: msg`Percent`,
    eligibilityVerified: msg`Eligibility verified`,
  },
} as const;
