/**
 * The value-based-care tools of the services tab (docs/spec-notes.md#services-tab): one card each,
 * opened in a full-screen modal. The dashboards themselves live in features/tools and are
 * rendered through ToolRendererContext (lib/tool-renderer.tsx) so features stay independent.
 * A tool's name is its product name, the same in every language; its description and modules are
 * workspace catalog messages.
 */
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';

export type ToolId = 'medopti' | 'policypulse' | 'reimburseright' | 'advocateiq' | 'claims' | 'personalize-vbc';

export interface Tool {
  id: ToolId;
  name: string;
  description: MessageDescriptor;
  modules: MessageDescriptor[];
}

export const tools: Tool[] = [
  {
    id: 'medopti',
    name: 'MedOpti',
    description: msg`Medication and supply cost optimisation for wound care: negotiated prices, formulary and antibiotic stewardship.`,
    modules: [
      msg`Price negotiation savings`,
      msg`Patient impact calculator`,
      msg`Formulary optimisation`,
      msg`Antibiotic stewardship`,
    ],
  },
  {
    id: 'policypulse',
    name: 'PolicyPulse',
    description: msg`Policy monitoring: coverage, telehealth and clinical policy changes, their impact and state compliance.`,
    modules: [msg`Active policy tracking`, msg`Impact analysis`, msg`State compliance`, msg`Policy alerts`],
  },
  {
    id: 'reimburseright',
    name: 'ReimburseRight',
    description: msg`Reimbursement optimisation: patient Z-score risk analytics, contract tools and pre-authorization.`,
    modules: [
      msg`Z-score analytics`,
      msg`Contract optimisation`,
      msg`Pre-authorization tracking`,
      msg`Reimbursement gap review`,
    ],
  },
  {
    id: 'advocateiq',
    name: 'AdvocateIQ',
    description: msg`Advocacy for wound-care coverage: campaigns, coalition building and action items.`,
    modules: [msg`Campaign management`, msg`Coalition builder`, msg`Action items`, msg`Advocacy analytics`],
  },
  {
    id: 'claims',
    name: 'CLAIMS',
    description: msg`Claims management: claim status, eligibility verification and collection analytics.`,
    modules: [
      msg`Claims dashboard`,
      msg`Eligibility verification`,
      msg`Denial analysis`,
      msg`Analytics and forecasting`,
    ],
  },
  {
    id: 'personalize-vbc',
    name: 'Personalize VBC',
    description: msg`A value-based care plan personalised from a measured wound photo, wound type, risk score and insurance.`,
    modules: [
      msg`Wound photo measurement`,
      msg`VBC performance metrics`,
      msg`Personalised care plan`,
      msg`Actionable recommendations`,
    ],
  },
];
