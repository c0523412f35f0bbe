import { Heart, ShieldCheck, Target, Users } from 'lucide-react';
import type { Feature } from './marketing-types.ts';

export interface TeamMember {
  name: string;
  role: string;
  background: string;
  /** Initials drawn as the portrait; the site uses no stock photos. */
  image: { initials: string; tone: 'teal' | 'slate' };
}

export interface TimelineEntry {
  year: string;
  event: string;
}

export const aboutPage = {
  eyebrow: 'About Woundly',
  title: 'We make wound care measurable',
  lead: 'Woundly was founded by a wound-care physician and an imaging engineer who were tired of watching the same wound measured three different ways in one week. Today our platform and clinical teams support more than 500 healthcare organizations.',
  mission: {
    title: 'Our mission',
    text: 'Give every clinician who treats a wound an accurate, consistent measurement and a clear next step, so more wounds heal and fewer patients lose a limb, a job or a season of their life to one.',
  },
  vision: {
    title: 'Our vision',
    text: 'A world where a chronic wound is tracked as carefully as blood pressure — measured the same way in every setting, visible to everyone on the care team, and acted on before it becomes a crisis.',
  },
  polychronic: {
    title: 'Care built for polychronic patients',
    lead: 'Most people with a chronic wound also live with diabetes, vascular disease, heart failure or reduced mobility. Treating the wound alone rarely works.',
    points: [
      'One plan covering the wound and the conditions behind it',
      'Fewer, better-coordinated visits across clinics, home and telehealth',
      'Specialists brought in early, with measurements already in hand',
      'Caregivers included, with education they can act on',
    ],
  },
  valuesTitle: 'What we value',
  values: [
    {
      icon: Target,
      title: 'Measured, not guessed',
      description: 'We show a number only when we measured it, and we say so plainly when we could not.',
    },
    {
      icon: Heart,
      title: 'Patients first',
      description: 'Every feature is judged by whether it helps a wound heal or a patient stay safe.',
    },
    {
      icon: Users,
      title: 'Clinicians decide',
      description: 'Our software suggests; trained professionals make the clinical decisions.',
    },
    {
      icon: ShieldCheck,
      title: 'Privacy by default',
      description: 'Patient photos are health records. We protect them like it, in every part of the system.',
    },
  ] satisfies Feature[],
  teamTitle: 'Leadership',
  team: [
    {
      name: 'Dr. Amara Osei, MD',
      role: 'Co-founder & Chief Executive Officer',
      background:
        'Board-certified in internal medicine with a fellowship in wound care and hyperbaric medicine. Ran a hospital-based wound centre for nine years before founding Woundly.',
      image: { initials: 'AO', tone: 'teal' },
    },
    {
      name: 'Daniel Reyes',
      role: 'Co-founder & Chief Technology Officer',
      background:
        'Computer-vision engineer who previously built measurement software for medical imaging devices. Leads the platform, the wound engine and our security program.',
      image: { initials: 'DR', tone: 'slate' },
    },
  ] satisfies TeamMember[],
  timelineTitle: 'Our story',
  timeline: [
    {
      year: '2020',
      event: 'Woundly is founded in Schaumburg, Illinois, to bring calibrated measurement to everyday wound care.',
    },
    { year: '2021', event: 'First sticker-calibrated measurement pilot with a regional wound clinic network.' },
    {
      year: '2022',
      event: 'Infection screening and the care coordination platform launch; 100 organizations on board.',
    },
    {
      year: '2023',
      event: 'Telehealth and our 24/7 virtual care service open nationally; 250 organizations on board.',
    },
    {
      year: '2024',
      event: '$25M Series A to expand clinical services and build our healthcare AI foundation.',
    },
    {
      year: '2025',
      event: 'More than 500 organizations and 50,000 wounds analyzed; onsite, nearsite and mobile channels launch.',
    },
  ] satisfies TimelineEntry[],
  partner: {
    title: 'Build better wound care with us',
    lead: 'Health systems, post-acute providers, payers and technology partners work with us to bring measurable wound care to more patients.',
    cta: 'Partner With Us',
  },
};
