import { afterEach, describe, expect, it, vi } from 'vitest';
import { MEASURED_FIGURES } from '@woundcare/api-types/site';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { DonationTab } from './donation-tab.tsx';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('DonationTab', { timeout: 20_000 }, () => {
  it('shows the measured outline Dice in the accuracy slot with its condition in words; never "95%"', () => {
    render(<DonationTab />);
    expect(screen.getByText('outline Dice on unseen foot-ulcer photos').parentElement!.textContent).toBe(
      `outline Dice on unseen foot-ulcer photos${MEASURED_FIGURES.outlineDice.value}`,
    );
    const note = screen.getByText(new RegExp(`Outline Dice ${MEASURED_FIGURES.outlineDice.value} is measured`));
    expect(note.textContent).toContain('122 diabetic foot ulcer photos');
    expect(note.textContent).not.toMatch(/\.md\b|npm run|packages\//);
    expect(document.body.textContent).not.toMatch(/95\s*%/);
  });

  it('simulates 2 s of processing, thanks, and resets to $25', () => {
    vi.useFakeTimers();
    render(<DonationTab />);
    const donate = () => screen.getByRole('button', { name: /^Donate|^Processing/ }) as HTMLButtonElement;
    expect(donate().disabled).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: '$50' }));
    fireEvent.change(screen.getByLabelText(/^Email/), { target: { value: 'donor@example.com' } });
    fireEvent.change(screen.getByLabelText('Name (optional)'), { target: { value: 'Dora' } });
    expect(donate().disabled).toBe(false);
    expect(donate().textContent).toContain('$50');
    fireEvent.click(donate());
    expect(donate().textContent).toContain('Processing...');
    expect(donate().disabled).toBe(true);
    act(() => vi.advanceTimersByTime(1999));
    expect(screen.queryByText('Thank you for your support!')).toBeNull();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.getByText('Thank you for your support!')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Make Another Donation' }));
    expect((screen.getByLabelText(/^Email/) as HTMLInputElement).value).toBe('');
    expect((screen.getByLabelText('Name (optional)') as HTMLInputElement).value).toBe('');
    expect(screen.getByRole('button', { name: '$25' }).getAttribute('aria-pressed')).toBe('true');
  });

  it('rejects an invalid email and a zero custom amount', () => {
    render(<DonationTab />);
    fireEvent.change(screen.getByLabelText(/^Email/), { target: { value: 'nope' } });
    fireEvent.click(screen.getByRole('button', { name: /^Donate/ }));
    expect(screen.getByRole('alert').textContent).toBe('Please enter a valid email address.');
    fireEvent.change(screen.getByLabelText('Custom amount (USD)'), { target: { value: '0' } });
    expect((screen.getByRole('button', { name: /^Donate/ }) as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByText(/Demo — no payment is taken/)).toBeTruthy();
  });
});
