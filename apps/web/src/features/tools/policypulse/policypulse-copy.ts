import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { ComplianceBand } from './rules.ts';

/** The words of the PolicyPulse dashboard, per tab (workspace catalog messages). */
export const policypulseCopy = {
  intro: msg`Policy monitoring for wound care: coverage, telehealth and clinical policies, what they change for revenue, state compliance and alerts.`,
  sections: msg`PolicyPulse sections`,
  tabs: {
    overview: msg`Overview`,
    policies: msg`Active Policies`,
    impact: msg`Impact Analysis`,
    compliance: msg`State Compliance`,
    alerts: msg`Policy Alerts`,
  },
  /** the compliance bands the rules compute (≥ 90 %, 80–89 %, < 80 %) */
  bands: {
    Compliant: msg`Compliant`,
    'At Risk': msg`At Risk`,
    'Non-Compliant': msg`Non-Compliant`,
  } satisfies Record<ComplianceBand, MessageDescriptor>,
  overview: {
    activePolicies: msg`Active policies`,
    /** {count} */
    tracked: msg({ message: '{count} policies tracked' }),
    averageCompliance: msg`Average compliance`,
    /** {compliant} {atRisk} {nonCompliant}: numbers of states */
    bandCounts: msg({ message: '{compliant} compliant, {atRisk} at risk, {nonCompliant} non-compliant' }),
    impactScore: msg`Impact score`,
    impactScoreNote: msg`Mean impact of active and pending policies`,
    pending: msg`Pending changes`,
    /** {count}: number of states */
    statesMonitored: msg({ message: '{count} states monitored in this sample' }),
    /** {count}: unread alerts */
    recentAlerts: msg({ message: 'Recent alerts ({count} unread)' }),
    reviewPolicies: msg`Review active policies`,
    checkCompliance: msg`Check state compliance`,
    readAlerts: msg`Read all alerts`,
  },
  alerts: {
    unread: msg`Unread`,
    /** {count} */
    unreadCount: msg({ message: '{count} unread' }),
  },
  policies: {
    /** {priority}: the policy's priority (Critical, High, Medium) */
    priority: msg({ message: '{priority} priority' }),
    effective: msg`Effective`,
    impact: msg`Impact`,
    /** {amount}: a signed dollar amount, e.g. +$120K */
    perYear: msg({ message: '{amount}/yr' }),
    codes: msg`Codes`,
    states: msg`States`,
  },
  impact: {
    net: msg`Net yearly impact`,
    netNote: msg`Active and pending policies`,
    atRisk: msg`Revenue at risk`,
    opportunity: msg`Revenue opportunity`,
    perPolicy: msg`Estimated yearly impact per policy (red: loss, green: gain)`,
    perPolicyValue: msg`Estimated yearly impact (USD)`,
    byCategory: msg`Net yearly impact by category (active and pending)`,
    byCategoryValue: msg`Net impact (USD)`,
  },
  compliance: {
    caption: msg`Compliance per state`,
    state: msg`State`,
    compliance: msg`Compliance`,
    status: msg`Status`,
    policies: msg`Policies`,
    lastUpdate: msg`Last update`,
    chart: msg`Compliance per state (≥ 90 % compliant, 80–89 % at risk, < 80 % non-compliant)`,
    chartValue: msg`Compliance (%)`,
  },
} as const;
