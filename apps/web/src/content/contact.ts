import { Mail, MapPin, Phone } from 'lucide-react';
import { site } from './site.ts';
import type { ContentIcon } from './marketing-types.ts';

/** Contact-form service interests, exactly as docs/spec-notes.md#contact-form; the server accepts the same ids. */
export const serviceInterests = [
  { id: 'ai-measurement', label: 'AI Wound Measurement' },
  { id: 'clinical-support', label: 'Clinical Decision Support' },
  { id: 'care-coordination', label: 'Care Coordination' },
  { id: 'telehealth', label: 'Telehealth Integration' },
  { id: 'custom-solution', label: 'Custom Solution Design' },
  { id: 'general-inquiry', label: 'General Inquiry' },
] as const;

export type ServiceInterest = (typeof serviceInterests)[number]['id'];
export const DEFAULT_SERVICE_INTEREST: ServiceInterest = 'ai-measurement';

export interface ContactCard {
  icon: ContentIcon;
  title: string;
  detail: string;
  note: string;
  href?: string;
}

export interface FaqItem {
  question: string;
  answer: string;
}

export const contactPage = {
  eyebrow: 'Contact',
  title: 'Talk to our team',
  lead: 'Questions about the platform, a demo for your organization or a partnership idea — send us a note and a real person will reply within 24 hours.',
  cards: [
    { icon: Mail, title: 'Email', detail: site.email, note: 'We reply within 24 hours.', href: `mailto:${site.email}` },
    {
      icon: Phone,
      title: 'Phone',
      detail: site.phone,
      note: 'Monday to Friday, 9:00 AM – 6:00 PM CST.',
      href: `tel:${site.phone.replace(/[^+\d]/g, '')}`,
    },
    { icon: MapPin, title: 'Office', detail: '1450 American Lane, Suite 1400', note: `${site.office} 60173` },
  ] satisfies ContactCard[],
  form: {
    title: 'Send us a message',
    lead: 'Fields marked * are required.',
    labels: {
      firstName: 'First Name',
      lastName: 'Last Name',
      email: 'Email Address',
      phone: 'Phone Number',
      organization: 'Organization',
      title: 'Job Title',
      serviceInterest: 'Service Interest',
      message: 'Message',
    },
    messagePlaceholder: 'Tell us about your organization and what you would like to achieve.',
    submit: 'Send Message',
    submitting: 'Sending…',
    successTitle: 'Message sent',
    success: 'Thank you. We have your message and will reply within 24 hours.',
    another: 'Send another message',
    privacy: 'Please do not include patient information in this form.',
  },
  promises: [
    { value: '24 hours', label: 'Reply to every message' },
    { value: '2–4 weeks', label: 'From signed agreement to go-live' },
  ],
  hoursTitle: 'Office hours (CST)',
  hours: [
    { days: 'Monday – Friday', time: '9:00 AM – 6:00 PM' },
    { days: 'Saturday', time: '10:00 AM – 2:00 PM' },
    { days: 'Sunday', time: 'Closed' },
  ],
  hoursNote: 'Clinical telehealth for enrolled patients runs 24/7.',
  faqTitle: 'Frequently asked questions',
  faq: [
    {
      question: 'How long does it take to get started?',
      answer:
        'Most organizations go live 2 to 4 weeks after signing: a week to configure protocols and accounts, then training and a supervised first week on the unit.',
    },
    {
      question: 'Do we need special hardware?',
      answer:
        'No. Woundly runs in the browser on the phones and tablets your staff already use. You print the calibration sticker, or we send you a supply.',
    },
    {
      question: 'Is Woundly HIPAA compliant?',
      answer:
        'Woundly provides the technical safeguards of the HIPAA Security Rule — role-based access, two-factor sign-in, an audit trail, HTTPS in transit and wound photos encrypted at rest. We have no SOC 2 report yet; see our Security page for exactly what holds.',
    },
    {
      question: 'Does it work with our electronic health record?',
      answer:
        'Measurements, photos and notes export to the patient record. Our team will confirm the integration options for your EHR during setup.',
    },
    {
      question: 'Can patients use Woundly directly?',
      answer:
        'Woundly is for healthcare organizations and licensed clinicians. Patients take part through their care team, for example via our virtual care app.',
    },
    {
      question: 'What happens if a photo has no calibration sticker?',
      answer:
        'The photo is kept, but it gets no area in cm². Woundly tells the user that the sticker was not found and how to retake the photo.',
    },
  ] satisfies FaqItem[],
};
