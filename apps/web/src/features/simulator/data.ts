import { msg } from '@lingui/core/macro';
import { say } from '../../lib/i18n/workspace-i18n.ts';

/** Fixed sample results of the /{product} simulated app (docs/spec-notes.md#simulator). Always labelled "Simulated — demo data". */

export const SIMULATED_DELAY_MS = 3000;

// the tabs' names are workspace catalog messages, read in the workspace's language when shown
export const simulatorTabs = [
  {
    id: 'upload',
    get label() {
      return say(msg`Upload Image`);
    },
  },
  {
    id: 'analysis',
    get label() {
      return say(msg`Analysis`);
    },
  },
  {
    id: 'plan',
    get label() {
      return say(msg`Treatment Plan`);
    },
  },
] as const;
export type SimulatorTab = (typeof simulatorTabs)[number]['id'];

export const engineBadges = [
  'BLT LLM Active',
  'MCP Routing',
  'Knowledge Base Connected',
  'Treatment Protocols Loaded',
  'PHI Security Active',
] as const;

export const sampleResult = {
  severity: 'medium',
  healingStage: 'Granulation Phase',
  infectionRisk: 'Moderate',
  description:
    'Sample description: a shallow wound with a healthy granulating bed, moderate exudate and mild periwound redness.',
  recommendations: [
    'Cleanse with normal saline at each dressing change',
    'Apply a moisture-retentive foam dressing',
    'Change the dressing every 2–3 days or when saturated',
    'Offload pressure from the wound area',
    'Reassess the wound in 7 days',
  ],
} as const;

export const samplePlan = {
  name: 'Moderate wound care protocol (sample)',
  duration: '2–4 weeks',
  medications: ['Topical antimicrobial dressing if signs of infection increase'],
  procedures: ['Saline cleansing', 'Foam dressing', 'Pressure offloading', 'Weekly photo measurement'],
  followUp: 'Review in 7 days; escalate to a wound specialist if the area does not shrink within 2 weeks.',
} as const;

/** "wound-ai" → "Wound Ai": the page title from the URL segment. */
export function productTitle(slug: string): string {
  const words = slug
    .split(/[-_\s]+/)
    .filter(Boolean)
    .map((w) => w.charAt(0).toUpperCase() + w.slice(1));
  return words.length ? words.join(' ') : say(msg`Product`);
}
