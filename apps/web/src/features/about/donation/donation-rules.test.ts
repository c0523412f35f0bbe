import { describe, expect, it } from 'vitest';
import {
  canSubmitDonation,
  choosePreset,
  DEFAULT_AMOUNT,
  donationError,
  formatUsd,
  initialDonation,
  PRESET_AMOUNTS,
  resetDonation,
  typeCustomAmount,
} from './donation-rules.ts';

const withEmail = { ...initialDonation, email: 'ada@example.com' };

describe('donation rules', () => {
  it('offers the six presets with 25 as default', () => {
    expect(PRESET_AMOUNTS).toEqual([10, 25, 50, 100, 250, 500]);
    expect(DEFAULT_AMOUNT).toBe(25);
    expect(initialDonation.amount).toBe(25);
  });
  it('a preset sets the amount and clears the custom amount', () => {
    const f = choosePreset({ ...initialDonation, customAmount: '12.5', amount: 12.5 }, 100);
    expect(f.amount).toBe(100);
    expect(f.customAmount).toBe('');
  });
  it('a custom amount parses to a number, or 0 when not numeric', () => {
    expect(typeCustomAmount(initialDonation, '12.34').amount).toBe(12.34);
    expect(typeCustomAmount(initialDonation, 'abc').amount).toBe(0);
    expect(typeCustomAmount(initialDonation, '').amount).toBe(0);
  });
  it('submit is disabled while busy, for amount ≤ 0, or with no email', () => {
    expect(canSubmitDonation(withEmail, false)).toBe(true);
    expect(canSubmitDonation(withEmail, true)).toBe(false);
    expect(canSubmitDonation({ ...withEmail, amount: 0 }, false)).toBe(false);
    expect(canSubmitDonation({ ...withEmail, amount: -5 }, false)).toBe(false);
    expect(canSubmitDonation({ ...withEmail, email: '  ' }, false)).toBe(false);
  });
  it('validates amount, custom minimum and email format', () => {
    expect(donationError(withEmail)).toBeNull();
    expect(donationError({ ...withEmail, amount: 0 })).toMatch(/greater than 0/);
    expect(donationError(typeCustomAmount(withEmail, '0.5'))).toMatch(/minimum/);
    expect(donationError(typeCustomAmount(withEmail, '1'))).toBeNull();
    expect(donationError({ ...withEmail, email: 'not-an-email' })).toMatch(/valid email/);
    expect(donationError({ ...withEmail, email: '' })).toMatch(/email/);
  });
  it('Make Another Donation clears name, email, message and restores 25', () => {
    expect(resetDonation()).toEqual({ amount: 25, customAmount: '', name: '', email: '', message: '' });
  });
  it('formats dollars', () => {
    expect(formatUsd(25)).toBe('$25');
    expect(formatUsd(12.5)).toBe('$12.50');
  });
});
