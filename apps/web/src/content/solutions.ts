import { Brain, Ruler, Users, Video } from 'lucide-react';
import { paths } from '../lib/paths.ts';
import type { SolutionId } from './ids.ts';
import type { Citation, ContentCard, Stat } from './marketing-types.ts';
import {
  MEASURED_FIGURES,
  MEASURED_FIGURE_LIST,
  OUTLINE_NOT_VALIDATED,
  OUTLINE_VALIDATED_ON,
} from '@woundcare/api-types/site';

export interface CapabilityGroup {
  title: string;
  items: string[];
}

export interface Solution extends ContentCard {
  id: SolutionId;
  /** Short claim shown on the overview card. */
  highlight?: string;
  eyebrow: string;
  headline: string;
  lead: string;
  capabilities: CapabilityGroup[];
  outcomes: Stat[];
  /** Published sources behind any clinical fact on the page. */
  evidence?: Citation[];
  /** The page links to the printable calibration sticker. */
  showsSticker?: boolean;
}

export const solutionsOverview = {
  eyebrow: 'Solutions',
  title: 'Four solutions, one record of every wound',
  lead: 'Start with measurement and add decision support, coordination and telehealth as your program grows. Every solution works from the same calibrated photos and the same care plan.',
  closingTitle: 'Not sure where to start?',
  closingLead:
    'Most organizations begin with AI wound measurement in one unit, then extend to coordination and telehealth within a quarter.',
};

export const sharedEvidence: Record<'ruler' | 'trajectory' | 'prevalence' | 'dfu', Citation> = {
  ruler: {
    text: 'Multiplying the longest length by the widest width overestimated wound area by an average of 41% compared with digital planimetry.',
    source: 'Rogers LC et al. J Diabetes Sci Technol. 2010;4(4):799–802',
    url: 'https://doi.org/10.1177/193229681000400405',
  },
  trajectory: {
    text: 'The percentage change in diabetic foot ulcer area over the first four weeks was a robust predictor of complete healing at twelve weeks.',
    source: 'Sheehan P et al. Diabetes Care. 2003;26(6):1879–1882',
    url: 'https://doi.org/10.2337/diacare.26.6.1879',
  },
  prevalence: {
    text: 'Nearly 15% of Medicare beneficiaries — 8.2 million people — had at least one type of wound or wound infection in 2014.',
    source: 'Nussbaum SR et al. Value Health. 2018;21(1):27–32',
    url: 'https://doi.org/10.1016/j.jval.2017.07.007',
  },
  dfu: {
    text: 'The lifetime incidence of foot ulcers among people with diabetes is estimated at 19% to 34%, and about 40% recur within a year of healing.',
    source: 'Armstrong DG, Boulton AJM, Bus SA. N Engl J Med. 2017;376:2367–2375',
    url: 'https://doi.org/10.1056/NEJMra1615439',
  },
};

export const solutions: Solution[] = [
  {
    id: 'wound-measurement',
    title: 'AI Wound Measurement',
    icon: Ruler,
    highlight: `${MEASURED_FIGURES.endToEndAreaError.value} median area error, unseen foot ulcers`,
    description: 'True-scale wound area, length and width from a phone photo and a printed calibration sticker.',
    features: ['Calibrated area in cm²', 'Tilt and colour correction', 'Tissue composition', 'Visit-to-visit trend'],
    services: [
      { name: 'AI Wound Measurement Service', path: paths.service('ai-wound-measurement') },
      { name: 'Chronic Wound Management', path: paths.service('chronic-wound-management') },
    ],
    eyebrow: 'Solution · Measurement',
    headline: 'A ruler you can trust, in every clinician’s pocket',
    lead: 'Ruler estimates vary from one clinician to the next and overstate wound area. Woundly measures the outline of the wound itself, on the plane of the skin, using a printed sticker of known size as the scale.',
    capabilities: [
      {
        title: 'Measure',
        items: [
          'Wound area in cm², longest length and perpendicular width',
          'Sticker-based calibration: the 20.0 mm marker fixes the scale and corrects camera tilt',
          'Colour correction against the sticker’s white margin',
          'No sticker in the photo means no cm² figure — the app says so and tells you how to fix it',
        ],
      },
      {
        title: 'Assess',
        items: [
          'Tissue composition: granulation, slough and necrotic tissue as shares of the wound bed',
          'Infection screening that flags photos for clinician review',
          `Outline validated on ${OUTLINE_VALIDATED_ON}; for pressure injuries, venous leg ulcers, surgical and traumatic wounds, burns and skin grafts the result says “${OUTLINE_NOT_VALIDATED}”`,
        ],
      },
      {
        title: 'Document',
        items: [
          'Every measurement stored with its photo, outline, date and calibration status',
          'Healing curve per wound, visit over visit',
          'Export to the visit note and the patient record',
        ],
      },
    ],
    outcomes: [...MEASURED_FIGURE_LIST],
    evidence: [sharedEvidence.ruler, sharedEvidence.trajectory],
    showsSticker: true,
  },
  {
    id: 'clinical-decision-support',
    title: 'Clinical Decision Support',
    icon: Brain,
    description:
      'Evidence-based next steps drawn from measured healing trends, infection screening and your own protocols.',
    features: [
      'Healing-trajectory alerts',
      'Protocol-based suggestions',
      'Dressing and offloading guidance',
      'Escalation prompts',
    ],
    services: [
      { name: 'Infection Detection', path: paths.service('infection-detection') },
      { name: 'Chronic Wound Management', path: paths.service('chronic-wound-management') },
      { name: 'Surgical Wound Care', path: paths.service('surgical-wound-care') },
    ],
    eyebrow: 'Solution · Decision support',
    headline: 'The right next step, while the patient is still in the room',
    lead: 'Woundly compares today’s measurement with the wound’s history and with the course a healing wound is expected to follow. When progress stalls or signs of infection appear, it suggests what to review — and your clinicians decide.',
    capabilities: [
      {
        title: 'Spot problems early',
        items: [
          'Healing trend against the expected four-week trajectory',
          'Flags for possible infection, enlarging wounds and missed visits',
          'Risk prompts for pressure injuries and diabetic foot ulcers',
        ],
      },
      {
        title: 'Suggest, never dictate',
        items: [
          'Treatment suggestions built from your organization’s protocols',
          'Dressing selection and offloading guidance by wound type and tissue',
          'Every suggestion shows why it was made; the clinician accepts, edits or dismisses it',
        ],
      },
      {
        title: 'Close the loop',
        items: [
          'One-click referral when a specialist is needed',
          'Billing-code suggestions for review, backed by the documented measurement',
          'Outcome tracking to refine your protocols over time',
        ],
      },
    ],
    outcomes: [
      { value: '4 weeks', label: 'Area-reduction check against the expected healing trajectory' },
      { value: 'Sourced', label: 'Every suggestion shows its reason and source; the clinician decides' },
    ],
    evidence: [sharedEvidence.trajectory, sharedEvidence.dfu],
  },
  {
    id: 'care-coordination',
    title: 'Care Coordination Platform',
    icon: Users,
    description: 'One shared wound-care plan for nurses, physicians, specialists and home-health partners.',
    features: ['Shared care plans', 'Task and visit scheduling', 'Referral tracking', 'Secure messaging'],
    services: [
      { name: 'Care Coordination', path: paths.service('care-coordination') },
      { name: 'Referral Management', path: paths.service('referral-management') },
    ],
    eyebrow: 'Solution · Coordination',
    headline: 'Everyone caring for the wound, on the same page',
    lead: 'Patients with chronic wounds see many clinicians in many settings. Woundly keeps a single plan, a single set of measurements and a single list of open tasks, so nothing is lost between the hospital, the clinic and the home.',
    capabilities: [
      {
        title: 'Plan together',
        items: [
          'A care plan per wound that every team member can see',
          'Roles for wound nurses, physicians, specialists and home-health partners',
          'Change history on every plan update',
        ],
      },
      {
        title: 'Keep work moving',
        items: [
          'Tasks, visit schedules and reminders',
          'Referral status from request to first appointment',
          'Alerts when a wound stops improving or a visit is missed',
        ],
      },
      {
        title: 'Communicate safely',
        items: [
          'Secure messages attached to the patient and the wound',
          'Hand-off summaries between settings',
          'Role-based access and audit logging',
        ],
      },
    ],
    outcomes: [
      { value: 'One plan', label: 'Per wound, seen by every clinician on the team' },
      { value: '24/7', label: 'Support' },
    ],
  },
  {
    id: 'telehealth-integration',
    title: 'Telehealth Integration',
    icon: Video,
    description:
      'Remote wound review with calibrated photos, video visits and AI-assisted assessment between appointments.',
    features: ['Calibrated photos from home', 'Video visits', 'Remote AI assessment', 'Patient mobile app'],
    services: [
      { name: 'Virtual Care', path: paths.service('virtual-care') },
      { name: 'Patient Education', path: paths.service('patient-education') },
    ],
    eyebrow: 'Solution · Telehealth',
    headline: 'See the wound between visits, not only at them',
    lead: 'A wound changes between appointments. With Woundly, patients, caregivers and visiting staff capture calibrated photos at home, and clinicians review the measurement and decide whether a video call, a visit or no change is needed.',
    capabilities: [
      {
        title: 'Capture at home',
        items: [
          'Guided photo capture in a mobile app',
          'The same printed sticker gives the same true-scale measurement',
          'Reminders for scheduled check-ins',
        ],
      },
      {
        title: 'Review remotely',
        items: [
          'Measurement, trend and infection screening ready before the call',
          'Video visits with the national wound-care team, 24/7',
          'Escalation to an in-person visit or a specialist when needed',
        ],
      },
      {
        title: 'Fit your systems',
        items: [
          'Works in the browser — nothing to install for clinicians',
          'Notes and measurements exported to the patient record',
          'Single sign-on for staff',
        ],
      },
    ],
    outcomes: [
      { value: '24/7', label: 'Telehealth access' },
      { value: 'Same sticker', label: 'The same true-scale measurement at home as in clinic' },
    ],
  },
];

export function findSolution(id: SolutionId): Solution {
  const found = solutions.find((s) => s.id === id);
  if (!found) throw new Error(`Unknown solution ${id}`);
  return found;
}
