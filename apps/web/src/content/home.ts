import {
  Bell,
  Brain,
  Building2,
  Clock,
  Hospital,
  House,
  Microscope,
  Receipt,
  Ruler,
  ShieldCheck,
  Smartphone,
  Stethoscope,
  Target,
  TrendingUp,
  Users,
  Video,
} from 'lucide-react';
import { MEASURED_FIGURE_LIST, OUTLINE_VALIDATED_ON, measuredFiguresNote } from '@woundcare/api-types/site';
import type { Feature, Stat } from './marketing-types.ts';

/** Home page copy, section by section (in order: docs/spec-notes.md#home-sections). */
export const homeHero = {
  eyebrow: 'AI wound care for healthcare organizations',
  title: 'Measure every wound the same way, at every visit.',
  lead: 'Woundly turns a phone photo taken beside a printed calibration sticker into a true-scale wound measurement — then helps your team decide, document and coordinate the next step.',
  primaryCta: 'Schedule Demo',
  secondaryCta: 'Explore solutions',
  trust: ['HIPAA technical safeguards', 'Two-factor sign-in', 'Photos encrypted at rest'],
  illustrationAlt: 'A phone outlining a wound next to the printed calibration sticker',
};

export const resultsBand = {
  title: 'Accuracy we measured, and who uses Woundly',
  stats: [
    // measured, each with its condition (one constant: api-types MEASURED_FIGURES)
    ...MEASURED_FIGURE_LIST,
    { value: '500+', label: 'Organizations' },
  ] satisfies Stat[],
  footnote: `${measuredFiguresNote()} 500+ organizations is a company count, not a measurement.`,
};

export const featuresSection = {
  id: 'features',
  eyebrow: 'Platform',
  title: 'Modern wound care, from the first photo to the follow-up visit',
  lead: 'Six capabilities that share one record of every wound, so measurements, decisions and hand-offs never drift apart.',
  items: [
    {
      icon: Ruler,
      title: 'AI wound measurement',
      description: `Area, length and width from a phone photo. A printed sticker of known size sets the scale, so a tilted camera does not change the result. The outline is validated on ${OUTLINE_VALIDATED_ON}.`,
    },
    {
      icon: Microscope,
      title: 'Infection detection',
      description:
        'Screens each photo for visual signs of infection and flags it for clinician review — a prompt to look closer, never a diagnosis.',
    },
    {
      icon: Brain,
      title: 'Clinical decision support',
      description:
        'Suggests evidence-based next steps from the healing trend, wound type and your own protocols. The clinician stays in charge.',
    },
    {
      icon: Receipt,
      title: 'Billing & documentation',
      description:
        'Drafts visit notes from the measurements and suggests billing codes for review, cutting charting time without cutting corners.',
    },
    {
      icon: Users,
      title: 'Care coordination',
      description:
        'One shared plan for nurses, physicians, specialists and home-health partners, with tasks, referrals and alerts in one place.',
    },
    {
      icon: Video,
      title: 'Telehealth & remote care',
      description:
        'Patients and visiting staff capture calibrated photos at home; clinicians review them remotely and follow up by video.',
    },
  ] satisfies Feature[],
};

export const organizationsSection = {
  eyebrow: 'Who we serve',
  title: 'Built for Healthcare Organizations',
  lead: 'Woundly is used by care teams, not sold to patients. It fits the way each kind of organization already delivers wound care.',
  cards: [
    {
      icon: Hospital,
      title: 'Hospitals & health systems',
      description:
        'Standardise wound documentation across units and sites, and catch hospital-acquired pressure injuries early.',
    },
    {
      icon: Building2,
      title: 'Post-acute & skilled nursing',
      description:
        'Give every shift the same measurement method and a clear record of each resident’s healing trajectory.',
    },
    {
      icon: House,
      title: 'Home health & hospice',
      description:
        'Let visiting nurses capture calibrated photos in the home and escalate to a specialist without a second trip.',
    },
    {
      icon: Stethoscope,
      title: 'Wound clinics & physician groups',
      description:
        'Spend visits on treatment instead of rulers and paperwork, with documentation that supports every claim.',
    },
  ] satisfies Feature[],
};

export interface HowItWorksStep {
  number: number;
  title: string;
  summary: string;
  points: string[];
  illustration: 'capture' | 'analyze' | 'recommend' | 'coordinate';
}

export const howItWorksSection = {
  id: 'how-it-works',
  eyebrow: 'How it works',
  title: 'Four steps from photo to plan',
  lead: 'The same four steps at the bedside, in the clinic or in a patient’s kitchen.',
  steps: [
    {
      number: 1,
      title: 'Capture',
      summary:
        'Place the calibration sticker beside the wound, on the same skin plane, and take a photo with any modern phone.',
      points: [
        'No special camera or hardware',
        'On-screen guidance for distance, light and focus',
        'Works in clinic, at the bedside or at home',
      ],
      illustration: 'capture',
    },
    {
      number: 2,
      title: 'Analyze',
      summary:
        'The engine finds the sticker’s corners, corrects for camera tilt and colour, outlines the wound and measures it on the skin plane.',
      points: [
        'Area in cm², length and width',
        'Tissue composition and infection screening',
        'Outline validated on diabetic foot ulcers; for other wound types it says so, and you check it',
        'No sticker, no cm² figure — and a clear warning instead',
      ],
      illustration: 'analyze',
    },
    {
      number: 3,
      title: 'Recommend',
      summary:
        'Woundly compares the measurement with earlier visits and suggests next steps drawn from evidence and your organization’s protocols.',
      points: [
        'Healing trend against expected trajectory',
        'Protocol-based treatment suggestions',
        'Clinician reviews and decides',
      ],
      illustration: 'recommend',
    },
    {
      number: 4,
      title: 'Coordinate',
      summary:
        'The plan, the note and any referral go to everyone involved in the patient’s care, with tasks and reminders attached.',
      points: [
        'Shared plan across settings',
        'Referrals to in-network specialists',
        'Documentation ready for the chart',
      ],
      illustration: 'coordinate',
    },
  ] satisfies HowItWorksStep[],
};

export const benefitsSection = {
  id: 'benefits',
  eyebrow: 'Benefits',
  title: 'What changes for your team',
  items: [
    {
      icon: Target,
      title: 'Consistent measurements',
      description:
        'Every clinician measures the same way, and each area comes with a calibrated range — so a change is read against the measurement’s own error, not against who held the ruler.',
    },
    {
      icon: Clock,
      title: 'Less time charting',
      description: 'Measurements flow straight into the visit note, giving nurses time back for patients.',
    },
    {
      icon: Bell,
      title: 'Earlier escalation',
      description: 'Stalled healing and possible infection are flagged at the visit, not discovered weeks later.',
    },
    {
      icon: TrendingUp,
      title: 'Visible progress',
      description: 'Patients and families see healing over time, which makes the plan easier to follow.',
    },
    {
      icon: ShieldCheck,
      title: 'Audit-ready records',
      description: 'Dated, calibrated photos and measurements support quality reporting and reimbursement.',
    },
    {
      icon: Smartphone,
      title: 'Works on the phones you have',
      description: 'A printed sticker and a browser are all it takes; there is no device to buy, charge or clean.',
    },
  ] satisfies Feature[],
};

export const homeClosing = {
  title: 'See Woundly with your own workflow',
  lead: 'Book a demo and we will walk through measurement, decision support and coordination with cases like yours.',
  cta: 'Schedule Demo',
  secondary: 'Contact sales',
};
