import { msg } from '@lingui/core/macro';

/** The words of the simulated /{product} app (workspace catalog messages); its sample results are in data.ts. */
export const simulatorCopy = {
  simulated: msg`Simulated — demo data`,
  back: msg`Back to workspace`,
  intro: msg`A standalone demonstration. Nothing is uploaded and no analysis runs: after 3 seconds the same fixed sample result appears for any image.`,
  engineStatus: msg`Engine status (static demo badges)`,
  /** {title}: the product's title */
  tabsLabel: msg({ message: '{title} simulator' }),
  image: msg`Wound image`,
  imageAlt: msg`Chosen wound image`,
  noImage: msg`No image chosen yet`,
  running: msg`Simulating analysis…`,
  /** {choose}: the "Choose an image first" button */
  notYet: msg({ message: 'No simulated result yet. {choose}.' }),
  choose: msg`Choose an image first`,
  sampleNote: msg`Simulated — demo data: fixed sample values, not a measurement of your image.`,
  severity: msg`Severity`,
  medium: msg`Medium`,
  healingStage: msg`Healing stage`,
  infectionRisk: msg`Infection risk`,
  recommendations: msg`Recommendations`,
  /** {duration}: e.g. 2–4 weeks */
  duration: msg({ message: 'Duration: {duration}' }),
  medications: msg`Medications`,
  procedures: msg`Procedures`,
  followUp: msg`Follow-up`,
} as const;
