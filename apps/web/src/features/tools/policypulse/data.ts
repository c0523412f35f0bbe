/**
 * PolicyPulse sample records (policy, state compliance row, alert: docs/spec-notes.md#tool-records). Sample data,
 * not real policy text. Counts, averages and bands are computed in rules.ts.
 */

export type PolicyCategory = 'Coverage' | 'Telehealth' | 'Clinical';
export type PolicyStatus = 'Active' | 'Pending' | 'Draft';
export type Level = 'High' | 'Medium' | 'Low';
export type Priority = 'Critical' | 'High' | 'Medium';

export interface Policy {
  id: string;
  title: string;
  category: PolicyCategory;
  status: PolicyStatus;
  impact: Level;
  /** ISO date */
  effectiveDate: string;
  description: string;
  /** CPT or HCPCS codes the policy touches */
  affectedCodes: string[];
  /** estimated yearly effect on the organisation's wound-care revenue, USD (negative = loss) */
  estimatedImpact: number;
  states: string[];
  priority: Priority;
}

export const policies: Policy[] = [
  {
    id: 'POL-001',
    title: 'Skin substitute local coverage determination',
    category: 'Coverage',
    status: 'Active',
    impact: 'High',
    effectiveDate: '2025-01-01',
    description:
      'Limits skin substitute applications per wound episode and requires documented failure of 4 weeks of standard care.',
    affectedCodes: ['15271', '15272', 'Q4101'],
    estimatedImpact: -420_000,
    states: ['CA', 'TX', 'FL', 'NY', 'IL'],
    priority: 'Critical',
  },
  {
    id: 'POL-002',
    title: 'Telehealth wound follow-up visits',
    category: 'Telehealth',
    status: 'Active',
    impact: 'Medium',
    effectiveDate: '2025-03-01',
    description: 'Keeps audio-video follow-up visits for established wound-care patients billable at parity.',
    affectedCodes: ['99213', '99214'],
    estimatedImpact: 185_000,
    states: ['CA', 'NY', 'IL'],
    priority: 'High',
  },
  {
    id: 'POL-003',
    title: 'Selective debridement documentation',
    category: 'Clinical',
    status: 'Active',
    impact: 'Medium',
    effectiveDate: '2024-10-01',
    description: 'Requires wound measurements before and after each selective debridement, per 20 sq cm.',
    affectedCodes: ['97597', '97598'],
    estimatedImpact: -95_000,
    states: ['TX', 'FL'],
    priority: 'High',
  },
  {
    id: 'POL-004',
    title: 'Remote monitoring of chronic wounds',
    category: 'Telehealth',
    status: 'Pending',
    impact: 'High',
    effectiveDate: '2025-07-01',
    description: 'Would allow remote physiologic monitoring codes for photo-based wound surveillance.',
    affectedCodes: ['99457', '99458'],
    estimatedImpact: 310_000,
    states: ['CA', 'TX', 'FL', 'NY', 'IL'],
    priority: 'High',
  },
  {
    id: 'POL-005',
    title: 'Negative pressure wound therapy supply limits',
    category: 'Coverage',
    status: 'Pending',
    impact: 'Medium',
    effectiveDate: '2025-09-01',
    description: 'Caps NPWT dressing sets per month unless the treating clinician documents heavy exudate.',
    affectedCodes: ['A6550', 'E2402'],
    estimatedImpact: -60_000,
    states: ['FL', 'IL'],
    priority: 'Medium',
  },
  {
    id: 'POL-006',
    title: 'Pressure injury prevention bundle',
    category: 'Clinical',
    status: 'Draft',
    impact: 'Low',
    effectiveDate: '2026-01-01',
    description: 'A quality measure for documented repositioning and support-surface use in skilled nursing.',
    affectedCodes: ['G0277'],
    estimatedImpact: 40_000,
    states: ['NY'],
    priority: 'Medium',
  },
];

export interface StateCompliance {
  state: string;
  /** percent of audited charts meeting the state's active policies */
  compliance: number;
  policies: number;
  /** ISO date */
  lastUpdate: string;
}

export const stateCompliance: StateCompliance[] = [
  { state: 'California', compliance: 96, policies: 4, lastUpdate: '2025-05-28' },
  { state: 'New York', compliance: 92, policies: 4, lastUpdate: '2025-05-30' },
  { state: 'Texas', compliance: 87, policies: 3, lastUpdate: '2025-05-21' },
  { state: 'Florida', compliance: 78, policies: 4, lastUpdate: '2025-05-19' },
  { state: 'Illinois', compliance: 91, policies: 4, lastUpdate: '2025-05-26' },
];

export interface PolicyAlert {
  id: string;
  type: 'Critical' | 'High' | 'Medium';
  title: string;
  message: string;
  /** ISO date-time */
  time: string;
  read: boolean;
}

export const alerts: PolicyAlert[] = [
  {
    id: 'ALT-1',
    type: 'Critical',
    title: 'Skin substitute limits in force',
    message: 'Episodes over the application limit since Jan 1 need a documented 4-week standard-care failure.',
    time: '2025-06-02T09:15:00Z',
    read: false,
  },
  {
    id: 'ALT-2',
    type: 'High',
    title: 'Florida compliance below 80 %',
    message: 'Debridement notes lack post-procedure measurements in recent audits.',
    time: '2025-06-01T14:40:00Z',
    read: false,
  },
  {
    id: 'ALT-3',
    type: 'High',
    title: 'Remote monitoring comment period',
    message: 'The remote wound-monitoring proposal closes for comments on June 30.',
    time: '2025-05-29T11:05:00Z',
    read: true,
  },
  {
    id: 'ALT-4',
    type: 'Medium',
    title: 'NPWT supply cap proposed',
    message: 'Review current NPWT dressing-set use per patient before the September date.',
    time: '2025-05-27T08:30:00Z',
    read: true,
  },
];
