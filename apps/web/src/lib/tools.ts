/**
 * The six paid-service tools of the services tab (spec 001 §2 "services"). This module is the
 * contract between the workspace (grid + modal shell) and the tools feature (the dashboards).
 */
export const tools = [
  {
    id: 'medopti',
    name: 'MedOpti',
    description: 'Medication and supply optimization for wound-care formularies.',
    modules: ['Savings overview', 'Patient impact calculator', 'Formulary optimization', 'Antibiotic stewardship', 'Resources'],
  },
  {
    id: 'policypulse',
    name: 'PolicyPulse',
    description: 'Coverage-policy monitoring across Medicare, Medicaid and commercial payers.',
    modules: ['Active policies', 'Impact analysis', 'State compliance', 'Policy alerts'],
  },
  {
    id: 'reimburseright',
    name: 'ReimburseRight',
    description: 'Risk-adjusted reimbursement analytics and contract tools.',
    modules: ['Z-Score analytics', 'Contract optimization', 'Pre-authorization', 'Reimbursement forecasting'],
  },
  {
    id: 'advocateiq',
    name: 'AdvocateIQ',
    description: 'Policy advocacy campaigns and coalition building.',
    modules: ['Campaign management', 'Coalition builder', 'Action items', 'Advocacy analytics'],
  },
  {
    id: 'claims',
    name: 'CLAIMS',
    description: 'Claims processing, eligibility verification and denial analytics.',
    modules: ['Claims dashboard', 'Eligibility verification', 'Denial management', 'Analytics & forecasting'],
  },
  {
    id: 'personalize-vbc',
    name: 'Personalize VBC',
    description: 'Personalized value-based-care plans from a wound image and risk profile.',
    modules: ['VBC performance metrics', 'Personalized care plan', 'AI treatment recommendations', 'Actionable recommendations'],
  },
] as const satisfies readonly { id: string; name: string; description: string; modules: readonly string[] }[];

export type Tool = (typeof tools)[number];
export type ToolId = Tool['id'];

export function findTool(id: string): Tool | undefined {
  return tools.find((t) => t.id === id);
}
