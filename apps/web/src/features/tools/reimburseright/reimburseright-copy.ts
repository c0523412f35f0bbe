import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { RiskLevel } from './rules.ts';
import type { TabId } from './tab-id.ts';

/** The words of the ReimburseRight dashboard, per tab (workspace catalog messages). */
export const reimburserightCopy = {
  intro: msg`Reimbursement optimisation: find the patients whose projected cost runs far above the cohort (z-score), the contracts with room to improve, and the pre-authorizations in flight.`,
  sections: msg`ReimburseRight sections`,
  tabs: {
    overview: msg`Overview`,
    zscore: msg`Z-Score Analytics`,
    contracts: msg`Contract Tools`,
    preauth: msg`Pre-Authorization`,
  } satisfies Record<TabId, MessageDescriptor>,
  /** the risk levels the rules read from a z-score */
  riskLevels: {
    Critical: msg`Critical`,
    High: msg`High`,
    Moderate: msg`Moderate`,
    Low: msg`Low`,
  } satisfies Record<RiskLevel, MessageDescriptor>,
  /** {z}: a z-score to one decimal */
  zBadge: msg({ message: 'z {z}' }),
  /** {age}: years */
  age: msg({ message: '{age} y' }),
  overview: {
    opportunity: msg`Optimization opportunity`,
    /** {count}: patients (formatted); {amount}: a dollar amount */
    opportunityText: msg({
      message:
        '{count} patients with a z-score of 1.5 or more could recover {amount} through risk-adjusted claims and contract terms.',
    }),
    analysed: msg`Patients analysed`,
    highRisk: msg`High risk (z ≥ 2.5)`,
    /** {medium} {low}: numbers of patients */
    otherBands: msg({ message: '{medium} medium, {low} low' }),
    potential: msg`Potential optimization`,
    preAuthSavings: msg`Pre-auth savings`,
    caption: msg`Patient z-scores`,
    patient: msg`Patient`,
    woundType: msg`Wound type`,
    zScore: msg`Z-score`,
    riskLevel: msg`Risk level`,
    projectedCost: msg`Projected cost`,
    gap: msg`Gap`,
    status: msg`Status`,
    calculate: msg`Calculate Z-Score`,
    optimize: msg`Optimize Contracts`,
    review: msg`Pre-Auth Review`,
  },
  zscore: {
    noPatients: msg`No patients`,
    /** {id}: the patient's id; {age}: years */
    patientAge: msg({ message: '({id}, {age} y)' }),
    /** {complexity}: High, Medium or Low */
    complexity: msg({ message: '{complexity} complexity' }),
    reimbursement: msg`Reimbursement`,
    viewPlan: msg`View Optimization Plan`,
    /** {gap} {recovers}: dollar amounts; {share}: a percent */
    planText: msg({ message: 'Gap {gap}; this plan recovers {recovers} ({share} of the gap).' }),
  },
  contracts: {
    totalValue: msg`Total contract value`,
    averageOptimization: msg`Average optimization`,
    averageOptimizationNote: msg`Mean of the contracts' potentials`,
    woundCarePatients: msg`Wound care patients`,
    amount: msg`Optimization amount`,
    amountNote: msg`Σ value × potential / 100`,
    /** {type}: Risk-Based or Fee-for-Service */
    contractType: msg({ message: '{type} contract' }),
    value: msg`Total value`,
    potential: msg`Optimization potential`,
    renewal: msg`Renewal`,
    optimize: msg`Optimize Contract`,
    /** {value} {amount}: dollar amounts; {potential}: a percent */
    amountText: msg({ message: 'Optimization amount: {value} × {potential} = {amount}.' }),
    riskBasedAdvice: msg`Negotiate risk adjustment for high z-score patients and shared savings on healed-wound outcomes before renewal.`,
    feeAdvice: msg`Propose a bundled episode rate for chronic wounds to replace per-visit fees at renewal.`,
  },
  preauth: {
    requests: msg`Requests`,
    approved: msg`Approved`,
    /** {count} */
    pending: msg({ message: '{count} pending' }),
    turnaround: msg`Average turnaround`,
    /** {days}: to one decimal */
    days: msg({ message: '{days} days' }),
    decided: msg`Decided requests`,
    savings: msg`Pre-auth savings`,
    caption: msg`Pre-authorization requests`,
    request: msg`Request`,
    service: msg`Service`,
    code: msg`Code`,
    requested: msg`Requested`,
    status: msg`Status`,
    turnaroundColumn: msg`Turnaround`,
    /** {days}: a whole number of days, as "12 d" */
    shortDays: msg({ message: '{days} d' }),
    savingsColumn: msg`Savings`,
  },
} as const;
