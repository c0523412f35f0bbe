import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SavingsTab } from './savings-tab.tsx';

afterEach(cleanup);

describe('MedOpti patient impact calculator', () => {
  it('starts at 150 patients × 3 medications × 6 months = $129,600', () => {
    render(<SavingsTab />);
    expect((screen.getByLabelText('Patients') as HTMLInputElement).value).toBe('150');
    expect((screen.getByLabelText('Medications per patient') as HTMLInputElement).value).toBe('3');
    expect((screen.getByLabelText('Months') as HTMLInputElement).value).toBe('6');
    expect(screen.getByText('$129,600')).toBeTruthy();
    expect(screen.getAllByText('Sample data').length).toBeGreaterThan(0);
  });

  it('shows a message for a negative or empty value instead of NaN, and recovers', async () => {
    const user = userEvent.setup();
    const { container } = render(<SavingsTab />);
    const months = screen.getByLabelText('Months');
    await user.clear(months);
    await user.type(months, '-2');
    expect(screen.getByText('Enter the number of months as 0 or more, not a negative number.')).toBeTruthy();
    expect(months.getAttribute('aria-invalid')).toBe('true');
    expect(container.textContent).not.toContain('NaN');
    await user.clear(months);
    expect(screen.getByText('Enter the number of months.')).toBeTruthy();
    expect(container.textContent).not.toContain('NaN');
    await user.type(months, '1');
    expect(screen.getAllByText('$21,600', { selector: 'dd' })).toHaveLength(2); // total = per month for 1 month
    expect(months.getAttribute('aria-invalid')).toBeNull();
  });
});
