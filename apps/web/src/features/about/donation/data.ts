import { msg } from '@lingui/core/macro';
import { BookOpen, Microscope, Package, Stethoscope } from 'lucide-react';
import { MEASURED_FIGURES, MEASURED_ON } from '@woundcare/api-types/site';

/** The words of the donation tab (workspace catalog messages, read with say()). */
export const donationCopy = {
  title: msg`Support Our Mission`,
  lead: msg`Help bring accurate wound assessment to patients and clinics that cannot afford it.`,
  demoNotice: msg`Demo — no payment is taken. Submitting only simulates a 2-second processing step; no card details are requested and nothing is charged or stored.`,
  thanksTitle: msg`Thank you for your support!`,
  thanks: msg({
    message: 'Your simulated donation of {amount} was recorded in this demo only. No payment was taken.',
    comment: 'amount: e.g. $25',
  }),
  again: msg`Make Another Donation`,
  amount: msg`Amount`,
  customAmount: msg`Custom amount (USD)`,
  otherAmount: msg`Other amount`,
  name: msg`Name (optional)`,
  email: msg`Email`,
  message: msg`Message (optional)`,
  processing: msg`Processing...`,
  donate: msg({ message: 'Donate {amount}', comment: 'amount: e.g. $25, or empty while no amount is chosen' }),
  impactTitle: msg`Our impact`,
  illustrative: msg`Illustrative`,
  usesTitle: msg`Where donations go`,
  errors: {
    noAmount: msg`Please enter an amount greater than 0.`,
    belowMinimum: msg({ message: 'The minimum custom amount is {minimum}.', comment: 'minimum: e.g. $1.00' }),
    noEmail: msg`Please enter your email address.`,
    badEmail: msg`Please enter a valid email address.`,
  },
};

/**
 * Impact figures of the donation tab (docs/spec-notes.md#donation). Illustrative mission figures, labelled as sample
 * data — except the accuracy slot, which shows our measured outline Dice (api-types MEASURED_FIGURES).
 */
export const impactFigures = [
  { id: 'patients', value: '10,000+', label: msg`patients helped` },
  { id: 'accuracy', value: MEASURED_FIGURES.outlineDice.value, label: msg`outline Dice on unseen foot-ulcer photos` },
  { id: 'access', value: '24/7', label: msg`care access` },
] as const;

/** Under the impact figures: which one is measured, and where. */
const dice = MEASURED_FIGURES.outlineDice.value;
const measuredOn = MEASURED_ON;
const detail = MEASURED_FIGURES.outlineDice.detail;
export const impactFootnote = msg`Outline Dice ${dice} is measured (${measuredOn}): ${detail}. The other figures are illustrative.`;

export const donationUses = [
  { id: 'screenings', icon: Stethoscope, text: msg`Free wound screenings in underserved and rural communities` },
  { id: 'training', icon: BookOpen, text: msg`Training for community health workers and home-care nurses` },
  { id: 'research', icon: Microscope, text: msg`Research to make wound AI accurate across all skin tones` },
  { id: 'supplies', icon: Package, text: msg`Dressings and supplies for patients who cannot afford them` },
] as const;
