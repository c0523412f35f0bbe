/** Ids of the solution and service pages (docs/spec-notes.md#public-routes); the route table is generated from them. */
export const SOLUTION_IDS = [
  'wound-measurement',
  'clinical-decision-support',
  'care-coordination',
  'telehealth-integration',
] as const;
export type SolutionId = (typeof SOLUTION_IDS)[number];

export const SERVICE_IDS = [
  'ai-wound-measurement',
  'infection-detection',
  'chronic-wound-management',
  'surgical-wound-care',
  'patient-education',
  'care-coordination',
  'referral-management',
  'onsite-clinic',
  'nearsite-clinic',
  'mobile-unit',
  'virtual-care',
] as const;
export type ServiceId = (typeof SERVICE_IDS)[number];

/** The three service groups and their anchors on /services. */
export const SERVICE_GROUP_IDS = ['core-services', 'care-navigation', 'delivery-channels'] as const;
export type ServiceGroupId = (typeof SERVICE_GROUP_IDS)[number];
