import { msg } from '@lingui/core/macro';

/** The words of the value-based care dashboard below the tools grid, per tab (workspace catalog messages). */
export const servicesDashboardCopy = {
  title: msg`Value-based care dashboard`,
  sections: msg`Value-based care dashboard sections`,
  tabs: {
    overview: msg`Overview`,
    risk: msg`Patient Risk`,
    costs: msg`Cost & Reimbursement`,
  },
  overview: {
    /** {title}: the alert's title */
    policyAlert: msg({ message: 'Policy alert: {title}' }),
    medicationSavings: msg`Medication savings`,
    medicationSavingsNote: msg`MedOpti, per month's supply of each`,
    activePolicies: msg`Active policies`,
    reimbursement: msg`Reimbursement optimization`,
    reimbursementNote: msg`ReimburseRight patients`,
    collectionRate: msg`Collection rate`,
    collectionRateNote: msg`CLAIMS, paid ÷ submitted`,
    recentAlerts: msg`Recent alerts`,
    byWoundType: msg`Claims by wound type (this quarter)`,
    claims: msg`Claims`,
    network: msg`Specialist network`,
    /** {count}: specialties */
    networkNote: msg({ message: 'in-network specialists across {count} specialties' }),
    vision: msg`Vision and success metrics`,
  },
  risk: {
    colourKey: msg`Colour key:`,
    /** {age}: years; {complexity}: High, Medium or Low */
    details: msg({ message: '{age} y · {complexity} complexity' }),
  },
  costs: {
    projectedCost: msg`Projected cost`,
    current: msg`Current reimbursement`,
    /** {share}: a percent */
    covers: msg({ message: 'Covers {share} of the projected cost' }),
    gap: msg`Reimbursement gap`,
    potential: msg`Potential optimization`,
    caption: msg`Cost and reimbursement per patient`,
    patient: msg`Patient`,
    projected: msg`Projected`,
    reimbursed: msg`Reimbursed`,
    gapColumn: msg`Gap`,
    optimization: msg`Optimization`,
    gapChart: msg`Reimbursement gap per patient`,
    gapChartValue: msg`Gap (USD)`,
  },
} as const;
