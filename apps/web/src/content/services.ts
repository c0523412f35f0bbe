import {
  Activity,
  BookOpen,
  Building2,
  Heart,
  Layers,
  MapPin,
  Microscope,
  Route,
  Ruler,
  Scissors,
  Stethoscope,
  TrendingUp,
  Truck,
  Users,
  Video,
} from 'lucide-react';
import type { ServiceGroupId, ServiceId } from './ids.ts';
import type { Citation, Feature, ContentIcon, Stat } from './marketing-types.ts';
import type { CapabilityGroup } from './solutions.ts';
import { sharedEvidence } from './solutions.ts';
import {
  MEASURED_FIGURE_LIST,
  OUTLINE_NOT_VALIDATED,
  OUTLINE_VALIDATED_ON,
  measuredFiguresNote,
} from '@woundcare/api-types/site';

export interface Service {
  id: ServiceId;
  group: ServiceGroupId;
  title: string;
  icon: ContentIcon;
  /** One line for cards and menus. */
  summary: string;
  headline: string;
  lead: string;
  capabilities: CapabilityGroup[];
  /** Measured figures (cited in the footnote) and plain facts about the service; no unmeasured outcomes. */
  benefits: Stat[];
  /** A highlighted list, e.g. referral specialties. */
  highlight?: { title: string; items: string[] };
  evidence?: Citation[];
  showsSticker?: boolean;
}

export const servicesOverview = {
  eyebrow: 'Services',
  title: 'A hybrid care model for patients with more than one chronic condition',
  lead: 'Polychronic patients rarely have only a wound to look after. Woundly combines virtual care with in-home and in-clinic visits, so each patient gets specialist wound care where it is easiest for them — and their other conditions are part of the plan.',
  valuePoints: [
    {
      icon: Heart,
      title: 'Holistic approach',
      description:
        'We treat the person, not just the wound: diabetes, circulation, nutrition and mobility are all part of the plan.',
    },
    {
      icon: Stethoscope,
      title: 'Tech-enabled, human-centred care',
      description: 'AI handles measurement and paperwork so clinicians can spend their time with patients.',
    },
    {
      icon: TrendingUp,
      title: 'Measured, not promised',
      description:
        'We publish the measurement accuracy we have measured, with the photos it was measured on — and no healing or infection figures we have not measured.',
    },
    {
      icon: Layers,
      title: 'Seamless integration',
      description: 'Our teams and software slot into your existing clinics, records and referral networks.',
    },
  ] satisfies Feature[],
  groups: [
    {
      id: 'core-services',
      title: 'Core Services',
      lead: 'Clinical wound care, measured and documented the same way in every setting.',
    },
    {
      id: 'care-navigation',
      title: 'Care Navigation',
      lead: 'People who make sure the plan happens: coordinators and a curated specialist network.',
    },
    {
      id: 'delivery-channels',
      title: 'Delivery Channels',
      lead: 'Four ways to reach patients — choose one or combine them.',
    },
  ] satisfies { id: ServiceGroupId; title: string; lead: string }[],
  consultation: {
    title: 'Design a service mix for your population',
    lead: 'Tell us about your patients and sites. We will propose a combination of services and delivery channels, with staffing and timelines.',
    primary: 'Schedule Consultation',
    secondary: 'Request Demo',
  },
};

export const services: Service[] = [
  {
    id: 'ai-wound-measurement',
    group: 'core-services',
    title: 'AI Wound Measurement Service',
    icon: Ruler,
    summary: 'True-scale measurements from a phone photo and a printed sticker.',
    headline: 'Measure a wound in seconds, the same way every time',
    lead: 'Our clinicians and your staff photograph each wound beside a printed calibration sticker. Woundly outlines the wound, measures it on the skin plane and files the result with the photo, so every visit is comparable with the last.',
    capabilities: [
      {
        title: 'What we measure',
        items: [
          'Area in cm², length and width',
          `Outline validated on ${OUTLINE_VALIDATED_ON}; other wound types are marked “${OUTLINE_NOT_VALIDATED}”`,
          'Tissue composition of the wound bed',
          'Change since the previous visit and since baseline',
        ],
      },
      {
        title: 'How we keep it honest',
        items: [
          'A 20.0 mm ArUco marker sets the scale and corrects for camera tilt',
          'The sticker’s white margin is the white reference for colour',
          'Photos without a sticker are kept but get no cm² figure, with a warning to retake',
        ],
      },
      {
        title: 'What your team gets',
        items: [
          'Measurements written into the visit note',
          'A healing curve per wound',
          'Staff training and a printed sticker supply',
        ],
      },
    ],
    benefits: [...MEASURED_FIGURE_LIST],
    evidence: [sharedEvidence.ruler],
    showsSticker: true,
  },
  {
    id: 'infection-detection',
    group: 'core-services',
    title: 'Infection Detection',
    icon: Microscope,
    summary: 'AI screening for visual signs of infection, reviewed by clinicians.',
    headline: 'Signs of infection, in front of a clinician the same day',
    lead: 'Every photo is screened for the signs of infection a photo can show — periwound redness, bright-red granulation, slough or necrotic tissue by colour, and growth since the last calibrated measurement. Exudate, smell, warmth, swelling and probing to bone are assessed at the bedside on the same checklist. Positive screens go to a clinician the same day, with the photo and the trend side by side.',
    capabilities: [
      {
        title: 'Screening',
        items: [
          'Automatic screening of every wound photo',
          'Every sign marked as from the photo, from the bedside, or not assessed',
          'Comparison with earlier photos of the same wound',
        ],
      },
      {
        title: 'Clinical review',
        items: [
          'Same-day review of positive screens',
          'Prompts to assess with validated clinical criteria',
          'Escalation to infectious disease specialists when needed',
        ],
      },
      {
        title: 'Safety first',
        items: [
          'A screen is a prompt, not a diagnosis',
          'Clinicians confirm or dismiss every flag',
          'Results and decisions logged for audit',
        ],
      },
    ],
    benefits: [
      { value: 'Same day', label: 'Review of positive screens' },
      { value: '24/7', label: 'Clinical support' },
    ],
  },
  {
    id: 'chronic-wound-management',
    group: 'core-services',
    title: 'Chronic Wound Management',
    icon: Activity,
    summary: 'Structured care for ulcers and pressure injuries, measured every visit.',
    headline: 'Chronic wounds, managed to a plan and measured every visit',
    lead: 'Diabetic foot ulcers, pressure injuries and venous leg ulcers heal when the underlying cause is treated and progress is checked. Our wound specialists build the plan, measure at each visit and change course early when a wound is not on track.',
    capabilities: [
      {
        title: 'Wound types',
        items: [
          'Diabetic foot ulcers',
          'Pressure injuries, stages I to IV',
          'Venous leg ulcers',
          'Traumatic wounds, burns and skin grafts',
        ],
      },
      {
        title: 'Care plan',
        items: [
          'Cause-specific treatment: offloading, compression, pressure redistribution',
          'Dressing selection by tissue type and exudate',
          'Nutrition, glucose and mobility in the same plan',
        ],
      },
      {
        title: 'Follow-through',
        items: [
          'Four-week progress reviews against the expected trajectory',
          'Referral to vascular, endocrine or hyperbaric specialists',
          'Recurrence prevention after healing',
        ],
      },
    ],
    benefits: [
      { value: 'Every visit', label: 'Calibrated measurement of each wound' },
      { value: '4 weeks', label: 'Progress review against the expected trajectory' },
    ],
    evidence: [sharedEvidence.prevalence, sharedEvidence.dfu, sharedEvidence.trajectory],
  },
  {
    id: 'surgical-wound-care',
    group: 'core-services',
    title: 'Surgical Wound Care',
    icon: Scissors,
    summary: 'Post-operative incision monitoring at home and in clinic.',
    headline: 'Watch every incision after the patient goes home',
    lead: 'Most surgical site infections show up after discharge. Patients send calibrated photos of the incision on a schedule set by the surgical team; our nurses review them and bring the patient back early when something changes.',
    capabilities: [
      {
        title: 'Monitoring',
        items: [
          'Scheduled photo check-ins after discharge',
          'Incision photos measured and screened; the outline is validated on diabetic foot ulcers, so the nurse checks it',
          'Nurse review of every photo for dehiscence, redness and drainage',
        ],
      },
      {
        title: 'Response',
        items: [
          'Nurse review within hours',
          'Video visit or clinic appointment when needed',
          'Direct line to the surgical team',
        ],
      },
      {
        title: 'Reporting',
        items: [
          'Surgical site infection tracking by procedure',
          'Readmission and return-visit reporting',
          'Data for quality programs',
        ],
      },
    ],
    benefits: [
      { value: 'Within hours', label: 'Nurse review of each photo' },
      { value: '24/7', label: 'Nurse support' },
    ],
  },
  {
    id: 'patient-education',
    group: 'core-services',
    title: 'Patient Education',
    icon: BookOpen,
    summary: 'Plain-language guidance that helps patients follow the plan.',
    headline: 'Patients who understand the plan follow the plan',
    lead: 'Healing depends on what happens between visits. We teach patients and caregivers how to care for the wound, offload pressure, change dressings and recognise warning signs — in plain language and in the format that suits them.',
    capabilities: [
      {
        title: 'Content',
        items: [
          'Dressing changes, offloading and skin care',
          'Warning signs and when to call',
          'Nutrition, glucose control and activity',
        ],
      },
      {
        title: 'Formats',
        items: ['Short videos and illustrated guides', 'Printed take-home sheets', 'In-app reminders and check-ins'],
      },
      {
        title: 'Reach',
        items: [
          'Caregiver sessions',
          'Materials written for everyday reading levels',
          'Teach-back during virtual and in-person visits',
        ],
      },
    ],
    benefits: [
      { value: 'Teach-back', label: 'At every virtual and in-person visit' },
      { value: '24/7', label: 'Access to guidance' },
    ],
  },
  {
    id: 'care-coordination',
    group: 'care-navigation',
    title: 'Care Coordination',
    icon: Users,
    summary: 'Coordinators who keep every clinician on one plan.',
    headline: 'A coordinator for every patient, a plan for every wound',
    lead: 'Our care coordinators are the single point of contact for patients with complex wounds. They schedule visits, chase results, brief each clinician and make sure the plan agreed on Monday is the plan delivered on Friday.',
    capabilities: [
      {
        title: 'For patients',
        items: ['One named coordinator', 'Visit scheduling across settings', 'Transport and supply arrangements'],
      },
      {
        title: 'For clinicians',
        items: [
          'Shared plan and measurements in one place',
          'Hand-off summaries between settings',
          'Tasks and reminders that follow the patient',
        ],
      },
      {
        title: 'For the organization',
        items: ['Fewer missed visits', 'Visibility of every open wound', 'Reports on time to healing and utilisation'],
      },
    ],
    benefits: [
      { value: 'One', label: 'Named coordinator per patient' },
      { value: '24/7', label: 'Support' },
    ],
  },
  {
    id: 'referral-management',
    group: 'care-navigation',
    title: 'Referral Management',
    icon: Route,
    summary: 'White-glove referrals to in-network specialists.',
    headline: 'White-glove referrals to the right specialist, sooner',
    lead: 'When a wound needs more than wound care, we handle the referral end to end: we choose an in-network specialist, send the measurements and photos ahead, book the appointment and confirm the patient got there.',
    capabilities: [
      {
        title: 'Before the appointment',
        items: [
          'Specialist matched by need, location and network',
          'Records, measurements and photos sent ahead',
          'Appointment booked with the patient',
        ],
      },
      {
        title: 'After the appointment',
        items: ['Attendance confirmed', 'Specialist recommendations added to the plan', 'Follow-up visits scheduled'],
      },
    ],
    highlight: {
      title: 'In-network specialties',
      items: [
        'Wound care',
        'Vascular surgery',
        'Plastic surgery',
        'Infectious disease',
        'Endocrinology',
        'Hyperbaric medicine',
      ],
    },
    benefits: [
      { value: '6', label: 'Specialties in network' },
      { value: 'End to end', label: 'From choosing the specialist to confirming the visit' },
    ],
  },
  {
    id: 'onsite-clinic',
    group: 'delivery-channels',
    title: 'Onsite Clinic',
    icon: Building2,
    summary: 'A private, branded wound centre at your site.',
    headline: 'Your own wound-care centre, inside your walls',
    lead: 'We open and run a private wound-care clinic at your site, under your brand, with a dedicated team of wound specialists. Patients get specialist care without a trip across town; you keep the relationship.',
    capabilities: [
      {
        title: 'What we provide',
        items: [
          'A private, branded clinic space fitted for wound care',
          'Dedicated wound nurses and physicians',
          'Supplies, equipment and the Woundly platform',
        ],
      },
      {
        title: 'How it runs',
        items: [
          'Your hours, your patients, your brand',
          'Shared records with your primary care teams',
          'Monthly outcome and utilisation reports',
        ],
      },
    ],
    benefits: [
      { value: 'Dedicated', label: 'Staff on your site' },
      { value: '2–4 weeks', label: 'To get started' },
    ],
  },
  {
    id: 'nearsite-clinic',
    group: 'delivery-channels',
    title: 'Nearsite Clinic',
    icon: MapPin,
    summary: 'Shared or dedicated community clinics.',
    headline: 'Specialist wound care, close to home',
    lead: 'Not every organization needs a clinic of its own. Our nearsite clinics sit in the communities where patients live and work — shared between several organizations, or dedicated to yours.',
    capabilities: [
      {
        title: 'Models',
        items: [
          'Shared clinics serving several organizations',
          'Dedicated clinics for a single organization',
          'Extended evening and Saturday hours',
        ],
      },
      {
        title: 'Care',
        items: [
          'Full wound assessment, debridement and dressing',
          'Compression and offloading fitting',
          'Same Woundly record as every other channel',
        ],
      },
    ],
    benefits: [
      { value: 'Shared or dedicated', label: 'Clinic models' },
      { value: '24/7', label: 'Virtual back-up' },
    ],
  },
  {
    id: 'mobile-unit',
    group: 'delivery-channels',
    title: 'Mobile Unit',
    icon: Truck,
    summary: 'Scheduled or on-demand visits from a mobile unit.',
    headline: 'Wound care that comes to the patient',
    lead: 'Our mobile units bring a wound nurse and a fully equipped treatment room to homes, senior living communities and rural sites — on a regular schedule or on demand when a wound changes.',
    capabilities: [
      {
        title: 'Visits',
        items: [
          'Scheduled rounds for facilities and communities',
          'On-demand visits for urgent changes',
          'Coverage for rural and hard-to-reach patients',
        ],
      },
      {
        title: 'On board',
        items: [
          'Treatment space for debridement and dressings',
          'Calibrated photo capture at every visit',
          'Secure connection to the virtual team',
        ],
      },
    ],
    benefits: [
      { value: 'Scheduled or on demand', label: 'Visits' },
      { value: '24/7', label: 'Virtual back-up' },
    ],
  },
  {
    id: 'virtual-care',
    group: 'delivery-channels',
    title: 'Virtual Care',
    icon: Video,
    summary: '24/7 telehealth with our national wound-care team.',
    headline: 'A national wound-care team, available around the clock',
    lead: 'Patients, caregivers and your staff can reach our wound specialists by video at any hour. The mobile app guides calibrated photo capture, and AI-assisted remote assessment means the clinician sees the measurement before the call starts.',
    capabilities: [
      {
        title: 'Telehealth',
        items: [
          '24/7 video visits with the national wound-care team',
          'Scheduled check-ins and urgent calls',
          'Interpreter support',
        ],
      },
      {
        title: 'Mobile app',
        items: [
          'Guided photo capture with the calibration sticker',
          'Reminders, education and secure messages',
          'Healing progress patients can see',
        ],
      },
      {
        title: 'AI remote assessment',
        items: [
          'Measurement and infection screening on every photo',
          'Escalation to in-person care when needed',
          'Notes shared with the local care team',
        ],
      },
    ],
    benefits: [
      { value: '24/7', label: 'Telehealth access' },
      { value: 'Before the call', label: 'Measurement and infection screen of every photo' },
    ],
  },
];

export function findService(id: ServiceId): Service {
  const found = services.find((s) => s.id === id);
  if (!found) throw new Error(`Unknown service ${id}`);
  return found;
}

export function servicesInGroup(group: ServiceGroupId): Service[] {
  return services.filter((s) => s.group === group);
}

/** Under figures that are facts about the service: what they are, and what the site does not claim. */
export const benefitFootnote =
  'These figures describe the service, not its outcomes: Woundly publishes no healing, infection or time-saving figures it has not measured.';

const isMeasured = (s: Stat) => (MEASURED_FIGURE_LIST as readonly Stat[]).includes(s);

/** The heading of a figure block: "Measured accuracy" when every figure is measured, else the page's own. */
export function outcomeTitle(stats: readonly Stat[], otherwise: string): string {
  return stats.length > 0 && stats.every(isMeasured) ? 'Measured accuracy' : otherwise;
}

/** The footnote of a figure block: the measured figures with their conditions, or what the figures are. */
export function outcomeFootnote(stats: readonly Stat[]): string {
  const measured = stats.filter(isMeasured);
  if (measured.length === 0) return benefitFootnote;
  if (measured.length === stats.length) return measuredFiguresNote();
  return `${measuredFiguresNote()} The other figures describe the service, not measured outcomes.`;
}
