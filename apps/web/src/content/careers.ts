import { Globe, GraduationCap, Heart, ShieldCheck, Stethoscope, TrendingUp } from 'lucide-react';
import type { Feature } from './marketing-types.ts';

export interface JobPosting {
  id: string;
  title: string;
  department: string;
  location: string;
  type: string;
  description: string;
  requirements: string[];
}

export const careersEmail = 'careers@woundly.health';

export const careersPage = {
  eyebrow: 'Careers',
  title: 'Help more wounds heal',
  lead: 'We are clinicians, engineers and operators building wound care that is measured, coordinated and kind. If that sounds like work worth doing, we would like to meet you.',
  perksTitle: 'Why people join us',
  perks: [
    {
      icon: Heart,
      title: 'Work that matters',
      description: 'Your work shows up as wounds that heal faster and visits that go better.',
    },
    {
      icon: Stethoscope,
      title: 'Clinicians in the room',
      description: 'Product decisions are made with practising wound-care nurses and physicians.',
    },
    {
      icon: ShieldCheck,
      title: 'Full health coverage',
      description: 'Medical, dental and vision for you and your family, from day one.',
    },
    {
      icon: GraduationCap,
      title: 'Learning budget',
      description: '$2,000 a year for courses, certifications and conferences.',
    },
    {
      icon: Globe,
      title: 'Flexible by default',
      description: 'Remote-friendly roles, with our Schaumburg office for those who want it.',
    },
    { icon: TrendingUp, title: 'Ownership', description: 'Equity for every full-time employee.' },
  ] satisfies Feature[],
  positionsTitle: 'Open positions',
  positionsLead: 'Six roles open now. Each lists what you would do and what we are looking for.',
  jobs: [
    {
      id: 'senior-ml-engineer',
      title: 'Senior Machine Learning Engineer, Computer Vision',
      department: 'Engineering',
      location: 'Remote (US)',
      type: 'Full-time',
      description:
        'Improve wound segmentation, calibration and tissue classification, and own how we validate models before they reach clinicians.',
      requirements: [
        '5+ years building and shipping computer-vision models',
        'Experience with segmentation and model evaluation on real-world data',
        'Comfort with Python and PyTorch; ONNX deployment a plus',
        'Care about honest metrics and clear model documentation',
      ],
    },
    {
      id: 'full-stack-engineer',
      title: 'Full-Stack Engineer',
      department: 'Engineering',
      location: 'Schaumburg, IL or Remote (US)',
      type: 'Full-time',
      description:
        'Build the clinician web app and the services behind it, from measurement review screens to care-plan APIs.',
      requirements: [
        '3+ years with TypeScript, React and Node.js',
        'Experience designing APIs and relational data models',
        'Attention to accessibility and performance',
        'Healthcare or regulated-industry experience a plus',
      ],
    },
    {
      id: 'clinical-nurse-specialist',
      title: 'Wound Care Clinical Nurse Specialist',
      department: 'Clinical',
      location: 'Chicago area',
      type: 'Full-time',
      description:
        'Deliver and shape our onsite and nearsite wound services, and help our product team turn clinical practice into software.',
      requirements: [
        'Active RN licence in Illinois',
        'WOCN, CWS or CWCN certification',
        '3+ years of wound-care practice',
        'Interest in teaching and in clinical technology',
      ],
    },
    {
      id: 'telehealth-wound-nurse',
      title: 'Telehealth Wound Care Nurse',
      department: 'Clinical',
      location: 'Remote (US)',
      type: 'Full-time · Shifts',
      description:
        'Review photos and measurements, run video visits and escalate care for patients on our 24/7 virtual service.',
      requirements: [
        'Active RN licence; multistate compact licence preferred',
        'Wound-care certification or 2+ years of wound-care experience',
        'Clear, warm communication on video',
        'Availability for rotating evening or weekend shifts',
      ],
    },
    {
      id: 'security-engineer',
      title: 'Security & Compliance Engineer',
      department: 'Security',
      location: 'Remote (US)',
      type: 'Full-time',
      description: 'Run our HIPAA safeguards day to day, harden infrastructure and prepare our first SOC 2 audit.',
      requirements: [
        '4+ years in security engineering or compliance',
        'Hands-on experience with SOC 2 audits and HIPAA safeguards',
        'Cloud infrastructure and identity management experience',
      ],
    },
    {
      id: 'customer-success-manager',
      title: 'Customer Success Manager, Health Systems',
      department: 'Customer Success',
      location: 'Schaumburg, IL',
      type: 'Full-time',
      description:
        'Guide new health-system customers from contract to go-live in 2 to 4 weeks, and help them get results after.',
      requirements: [
        '3+ years in customer success or implementation for healthcare software',
        'Experience training clinical staff',
        'Organized, calm and good with numbers',
        'Clinical background a plus',
      ],
    },
  ] satisfies JobPosting[],
  viewAll: 'View All Positions',
  applyNow: 'Apply Now',
  processTitle: 'How we hire',
  process: [
    {
      step: 1,
      title: 'Apply',
      description:
        'Send your résumé and a few lines on why the role interests you. We reply to every application within a week.',
    },
    {
      step: 2,
      title: 'Introductory call',
      description:
        'A 30-minute conversation with the hiring manager about the role, your experience and your questions.',
    },
    {
      step: 3,
      title: 'Working session',
      description: 'A practical exercise close to the real work — paired with the team, never a trick puzzle.',
    },
    {
      step: 4,
      title: 'Meet the team and offer',
      description: 'Meet future colleagues and a founder, then receive a written offer within two business days.',
    },
  ],
  resume: {
    title: 'Don’t see your role?',
    lead: 'We are always glad to hear from clinicians, engineers and operators who care about wound care.',
    cta: 'Send Us Your Resume',
  },
};
