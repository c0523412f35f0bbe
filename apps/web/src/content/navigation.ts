import { paths } from '../lib/paths.ts';

export interface NavLink {
  label: string;
  to: string;
  description?: string;
}

/** The four solution pages (docs/spec-notes.md#public-routes). */
export const solutionLinks: NavLink[] = [
  {
    label: 'AI Wound Measurement',
    to: paths.solution('wound-measurement'),
    description: 'Calibrated area from a phone photo',
  },
  {
    label: 'Clinical Decision Support',
    to: paths.solution('clinical-decision-support'),
    description: 'Evidence-based next steps',
  },
  { label: 'Care Coordination', to: paths.solution('care-coordination'), description: 'One plan across every team' },
  {
    label: 'Telehealth Integration',
    to: paths.solution('telehealth-integration'),
    description: 'Remote review and follow-up',
  },
];

/** The eleven service pages, in the spec's three groups. */
export const serviceGroups: { title: string; links: NavLink[] }[] = [
  {
    title: 'Core Services',
    links: [
      { label: 'AI Wound Measurement', to: paths.service('ai-wound-measurement') },
      { label: 'Infection Detection', to: paths.service('infection-detection') },
      { label: 'Chronic Wound Management', to: paths.service('chronic-wound-management') },
      { label: 'Surgical Wound Care', to: paths.service('surgical-wound-care') },
      { label: 'Patient Education', to: paths.service('patient-education') },
    ],
  },
  {
    title: 'Care Navigation',
    links: [
      { label: 'Care Coordination', to: paths.service('care-coordination') },
      { label: 'Referral Management', to: paths.service('referral-management') },
    ],
  },
  {
    title: 'Delivery Channels',
    links: [
      { label: 'Onsite Clinic', to: paths.service('onsite-clinic') },
      { label: 'Nearsite Clinic', to: paths.service('nearsite-clinic') },
      { label: 'Mobile Unit', to: paths.service('mobile-unit') },
      { label: 'Virtual Care', to: paths.service('virtual-care') },
    ],
  },
];

export const primaryLinks: NavLink[] = [
  { label: 'Home', to: paths.home },
  { label: 'Tech Base', to: paths.techBase },
  { label: 'About', to: paths.about },
  { label: 'Contact', to: paths.contact },
];

export const footerColumns: { title: string; links: NavLink[] }[] = [
  {
    title: 'Platform',
    links: [
      { label: 'Solutions', to: paths.solutions },
      { label: 'Services', to: paths.services },
      { label: 'Tech Base', to: paths.techBase },
      { label: 'Calibration sticker', to: paths.calibrationSticker },
    ],
  },
  {
    title: 'Company',
    links: [
      { label: 'About', to: paths.about },
      { label: 'Careers', to: paths.careers },
      { label: 'Press', to: paths.press },
      { label: 'Contact', to: paths.contact },
    ],
  },
  {
    title: 'Legal',
    links: [
      { label: 'Privacy Policy', to: paths.privacy },
      { label: 'Terms of Service', to: paths.terms },
      { label: 'Security', to: paths.security },
    ],
  },
];
