import { say } from '../../../lib/i18n/workspace-i18n.ts';
import { donationCopy } from './data.ts';

/** Donation rules (docs/spec-notes.md#donation) — pure, so the form and the tests share them. */
export const PRESET_AMOUNTS = [10, 25, 50, 100, 250, 500] as const;
export const DEFAULT_AMOUNT = 25;
export const CUSTOM_MIN = 1;
export const CUSTOM_STEP = 0.01;
export const PROCESSING_MS = 2000;

export interface DonationForm {
  amount: number;
  customAmount: string;
  name: string;
  email: string;
  message: string;
}

export const initialDonation: DonationForm = {
  amount: DEFAULT_AMOUNT,
  customAmount: '',
  name: '',
  email: '',
  message: '',
};

/** Choosing a preset sets the amount and clears the custom field. */
export function choosePreset(form: DonationForm, amount: number): DonationForm {
  return { ...form, amount, customAmount: '' };
}

/** Typing a custom amount sets the amount to the parsed number, or 0 if it is not numeric. */
export function typeCustomAmount(form: DonationForm, text: string): DonationForm {
  const n = Number.parseFloat(text);
  return { ...form, customAmount: text, amount: Number.isFinite(n) ? n : 0 };
}

const EMAIL_RE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
export function isValidEmail(email: string): boolean {
  return EMAIL_RE.test(email.trim());
}

/** Submit is disabled while busy, when the amount is 0 or less, or when the email is empty. */
export function canSubmitDonation(form: DonationForm, busy: boolean): boolean {
  return !busy && form.amount > 0 && form.email.trim() !== '';
}

/** The message shown on submit, or null when the donation may go ahead. */
export function donationError(form: DonationForm): string | null {
  const words = donationCopy.errors;
  if (!(form.amount > 0)) return say(words.noAmount);
  if (form.customAmount !== '' && form.amount < CUSTOM_MIN)
    return say(words.belowMinimum, { minimum: `$${CUSTOM_MIN.toFixed(2)}` });
  if (form.email.trim() === '') return say(words.noEmail);
  if (!isValidEmail(form.email)) return say(words.badEmail);
  return null;
}

/** 'Make Another Donation': clears name, email and message; the amount goes back to 25. */
export function resetDonation(): DonationForm {
  return { ...initialDonation };
}

export function formatUsd(amount: number): string {
  return amount.toLocaleString('en-US', {
    style: 'currency',
    currency: 'USD',
    minimumFractionDigits: Number.isInteger(amount) ? 0 : 2,
  });
}
