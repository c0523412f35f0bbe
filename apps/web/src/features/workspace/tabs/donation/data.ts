import { BookOpen, Microscope, Package, Stethoscope } from 'lucide-react';

export const donationCopy = {
  title: 'Support Our Mission',
  lead: 'Help bring accurate wound assessment to patients and clinics that cannot afford it.',
  demoNotice: 'Demo — no payment is taken. Submitting only simulates a 2-second processing step; no card details are requested and nothing is charged or stored.',
  thanksTitle: 'Thank you for your support!',
};

/** Impact figures of spec 001 §2 (donation). Illustrative mission figures, labelled as sample data. */
export const impactFigures = [
  { id: 'patients', value: '10,000+', label: 'patients helped' },
  { id: 'accuracy', value: '95%', label: 'accuracy rate' },
  { id: 'access', value: '24/7', label: 'care access' },
] as const;

export const donationUses = [
  { id: 'screenings', icon: Stethoscope, text: 'Free wound screenings in underserved and rural communities' },
  { id: 'training', icon: BookOpen, text: 'Training for community health workers and home-care nurses' },
  { id: 'research', icon: Microscope, text: 'Research to make wound AI accurate across all skin tones' },
  { id: 'supplies', icon: Package, text: 'Dressings and supplies for patients who cannot afford them' },
] as const;
