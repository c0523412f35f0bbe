import { BookOpen, Microscope, Package, Stethoscope } from 'lucide-react';
import { MEASURED_FIGURES, MEASURED_ON } from '@woundcare/api-types/site';

export const donationCopy = {
  title: 'Support Our Mission',
  lead: 'Help bring accurate wound assessment to patients and clinics that cannot afford it.',
  demoNotice:
    'Demo — no payment is taken. Submitting only simulates a 2-second processing step; no card details are requested and nothing is charged or stored.',
  thanksTitle: 'Thank you for your support!',
};

/**
 * Impact figures of the donation tab (docs/spec-notes.md#donation). Illustrative mission figures, labelled as sample
 * data — except the accuracy slot, which shows our measured outline Dice (api-types MEASURED_FIGURES).
 */
export const impactFigures = [
  { id: 'patients', value: '10,000+', label: 'patients helped' },
  { id: 'accuracy', value: MEASURED_FIGURES.outlineDice.value, label: 'outline Dice on unseen foot-ulcer photos' },
  { id: 'access', value: '24/7', label: 'care access' },
] as const;

/** Under the impact figures: which one is measured, and where. */
export const impactFootnote = `Outline Dice ${MEASURED_FIGURES.outlineDice.value} is measured (${MEASURED_ON}): ${MEASURED_FIGURES.outlineDice.detail}. The other figures are illustrative.`;

export const donationUses = [
  { id: 'screenings', icon: Stethoscope, text: 'Free wound screenings in underserved and rural communities' },
  { id: 'training', icon: BookOpen, text: 'Training for community health workers and home-care nurses' },
  { id: 'research', icon: Microscope, text: 'Research to make wound AI accurate across all skin tones' },
  { id: 'supplies', icon: Package, text: 'Dressings and supplies for patients who cannot afford them' },
] as const;
