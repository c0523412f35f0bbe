/**
 * The value-based-care tools of the services tab (docs/spec-notes.md#services-tab): one card each,
 * opened in a full-screen modal. The dashboards themselves live in features/tools and are
 * rendered through ToolRendererContext (lib/tool-renderer.tsx) so features stay independent.
 */
export type ToolId = 'medopti' | 'policypulse' | 'reimburseright' | 'advocateiq' | 'claims' | 'personalize-vbc';

export interface Tool {
  id: ToolId;
  name: string;
  description: string;
  modules: string[];
}

export const tools: Tool[] = [
  {
    id: 'medopti',
    name: 'MedOpti',
    description:
      'Medication and supply cost optimisation for wound care: negotiated prices, formulary and antibiotic stewardship.',
    modules: [
      'Price negotiation savings',
      'Patient impact calculator',
      'Formulary optimisation',
      'Antibiotic stewardship',
    ],
  },
  {
    id: 'policypulse',
    name: 'PolicyPulse',
    description:
      'Policy monitoring: coverage, telehealth and clinical policy changes, their impact and state compliance.',
    modules: ['Active policy tracking', 'Impact analysis', 'State compliance', 'Policy alerts'],
  },
  {
    id: 'reimburseright',
    name: 'ReimburseRight',
    description: 'Reimbursement optimisation: patient Z-score risk analytics, contract tools and pre-authorization.',
    modules: ['Z-score analytics', 'Contract optimisation', 'Pre-authorization tracking', 'Reimbursement gap review'],
  },
  {
    id: 'advocateiq',
    name: 'AdvocateIQ',
    description: 'Advocacy for wound-care coverage: campaigns, coalition building and action items.',
    modules: ['Campaign management', 'Coalition builder', 'Action items', 'Advocacy analytics'],
  },
  {
    id: 'claims',
    name: 'CLAIMS',
    description: 'Claims management: claim status, eligibility verification and collection analytics.',
    modules: ['Claims dashboard', 'Eligibility verification', 'Denial analysis', 'Analytics and forecasting'],
  },
  {
    id: 'personalize-vbc',
    name: 'Personalize VBC',
    description:
      'A value-based care plan personalised from a measured wound photo, wound type, risk score and insurance.',
    modules: [
      'Wound photo measurement',
      'VBC performance metrics',
      'Personalised care plan',
      'Actionable recommendations',
    ],
  },
];
