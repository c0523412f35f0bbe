/**
 * AdvocateIQ sample records (campaign, coalition partner, advocacy action: docs/spec-notes.md#tool-records).
 * Sample data: fictitious campaigns and organisations. Totals, averages, counts and the
 * shortened names are computed in rules.ts.
 */

export type Level = 'High' | 'Medium' | 'Low';

export interface Campaign {
  id: string;
  name: string;
  type: 'Coverage Expansion' | 'Reimbursement' | 'Quality Standards';
  status: 'Active' | 'Planning';
  /** percent of the campaign plan completed */
  progress: number;
  supporters: number;
  /** supporters sought */
  target: number;
  /** ISO date */
  deadline: string;
  impact: Level;
  description: string;
  keyMilestones: string[];
  nextAction: string;
}

export const campaigns: Campaign[] = [
  {
    id: 'CMP-1',
    name: 'Medicare Coverage Expansion for Advanced Wound Dressings',
    type: 'Coverage Expansion',
    status: 'Active',
    progress: 68,
    supporters: 2_847,
    target: 4_000,
    deadline: '2025-09-30',
    impact: 'High',
    description:
      'Extend Part B coverage of collagen and antimicrobial dressings to all chronic wounds with documented failure of standard care.',
    keyMilestones: [
      'Evidence brief submitted to the contractor medical director',
      'Open-meeting testimony delivered',
      'Comment campaign reaches 4,000 clinicians',
    ],
    nextAction: 'Mobilise supporters for the open comment period',
  },
  {
    id: 'CMP-2',
    name: 'Fair Reimbursement for Home Wound Care Visits',
    type: 'Reimbursement',
    status: 'Active',
    progress: 45,
    supporters: 1_523,
    target: 3_000,
    deadline: '2025-11-15',
    impact: 'High',
    description: 'Raise home-health visit rates for complex wound care to cover nursing time and supplies.',
    keyMilestones: [
      'Cost study of 1,200 home visits published',
      'Meetings with state Medicaid directors',
      'Rate proposal in the budget cycle',
    ],
    nextAction: 'Brief state legislators on the cost study',
  },
  {
    id: 'CMP-3',
    name: 'Wound Measurement Quality Standard',
    type: 'Quality Standards',
    status: 'Planning',
    progress: 20,
    supporters: 640,
    target: 2_000,
    deadline: '2026-02-28',
    impact: 'Medium',
    description: 'A quality measure for calibrated, photo-documented wound measurement at every visit.',
    keyMilestones: [
      'Measure specification drafted',
      'Field test in three clinics',
      'Submission to the measure steward',
    ],
    nextAction: 'Recruit clinics for the field test',
  },
];

export interface CoalitionPartner {
  id: string;
  name: string;
  type: 'Professional Association' | 'Patient Advocacy' | 'Provider Network' | 'Disease-Specific';
  members: number;
  influence: Level;
  engagement: 'Active' | 'Moderate';
  contributions: string[];
}

export const partners: CoalitionPartner[] = [
  {
    id: 'CP-1',
    name: 'Wound Care Nurses Alliance',
    type: 'Professional Association',
    members: 5_200,
    influence: 'High',
    engagement: 'Active',
    contributions: ['Clinical testimony', 'Evidence review', 'Member mobilisation', 'Policy drafting'],
  },
  {
    id: 'CP-2',
    name: 'Patients for Healing Coalition',
    type: 'Patient Advocacy',
    members: 12_400,
    influence: 'High',
    engagement: 'Active',
    contributions: ['Patient stories', 'Grassroots outreach', 'Media contacts'],
  },
  {
    id: 'CP-3',
    name: 'Midwest Community Health Network',
    type: 'Provider Network',
    members: 86,
    influence: 'Medium',
    engagement: 'Moderate',
    contributions: ['Cost data', 'Pilot sites'],
  },
  {
    id: 'CP-4',
    name: 'Diabetic Foot Care Foundation',
    type: 'Disease-Specific',
    members: 3_100,
    influence: 'Medium',
    engagement: 'Active',
    contributions: ['Research funding', 'Amputation-prevention data', 'Conference platform'],
  },
  {
    id: 'CP-5',
    name: 'Rural Home Health Association',
    type: 'Provider Network',
    members: 410,
    influence: 'Low',
    engagement: 'Moderate',
    contributions: ['Visit-time survey'],
  },
];

export interface AdvocacyAction {
  id: string;
  type: 'Legislative' | 'Regulatory' | 'Grassroots' | 'Media';
  action: string;
  target: string;
  /** ISO date */
  date: string;
  status: 'Scheduled' | 'In Progress' | 'Active' | 'Planning';
  priority: Level;
  description: string;
}

export const actions: AdvocacyAction[] = [
  {
    id: 'ACT-1',
    type: 'Regulatory',
    action: 'Submit comments on the dressing coverage proposal',
    target: 'Medicare contractor',
    date: '2025-07-15',
    status: 'In Progress',
    priority: 'High',
    description: 'Coordinated comment letters from clinicians and partner organisations.',
  },
  {
    id: 'ACT-2',
    type: 'Legislative',
    action: 'Briefing on home wound-care rates',
    target: 'State health committee',
    date: '2025-08-05',
    status: 'Scheduled',
    priority: 'High',
    description: 'Present the home-visit cost study with two partner networks.',
  },
  {
    id: 'ACT-3',
    type: 'Grassroots',
    action: 'Clinician letter-writing week',
    target: 'Congressional offices',
    date: '2025-07-22',
    status: 'Active',
    priority: 'Medium',
    description: 'Templates and talking points for member clinicians.',
  },
  {
    id: 'ACT-4',
    type: 'Media',
    action: 'Op-ed on amputation prevention',
    target: 'Regional newspapers',
    date: '2025-09-10',
    status: 'Planning',
    priority: 'Low',
    description: 'Patient and podiatrist co-authored opinion piece.',
  },
];

/** The analytics tab's three impact bars (87 %, 72 %, 94 %: docs/spec-notes.md#tool-figures); survey figures of the sample. */
export const impactMetrics: { label: string; percent: number }[] = [
  { label: 'Policy-maker engagement', percent: 87 },
  { label: 'Coalition participation', percent: 72 },
  { label: 'Supporter retention', percent: 94 },
];
