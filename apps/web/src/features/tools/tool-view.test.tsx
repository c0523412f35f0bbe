import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ToolView } from './tool-view.tsx';
import type { ToolId } from '../../lib/tools.ts';

afterEach(cleanup);

const TABS: Record<Exclude<ToolId, 'personalize-vbc'>, string[]> = {
  medopti: ['Overview', 'Savings', 'Formulary', 'Antibiotics', 'Resources'],
  policypulse: ['Overview', 'Active Policies', 'Impact Analysis', 'State Compliance', 'Policy Alerts'],
  reimburseright: ['Overview', 'Z-Score Analytics', 'Contract Tools', 'Pre-Authorization'],
  advocateiq: ['Overview', 'Campaigns', 'Coalition Builder', 'Action Items', 'Analytics'],
  claims: ['Overview', 'Claims Dashboard', 'Eligibility Verification', 'Analytics & Forecasting'],
};

describe('ToolView', () => {
  it.each(Object.entries(TABS))(
    '%s: spec tabs, default overview, every tab labelled Sample data and free of NaN',
    async (id, tabs) => {
      const user = userEvent.setup();
      render(<ToolView id={id as ToolId} />);
      await screen.findAllByRole('tab', {}, { timeout: 15_000 }); // first lazy import compiles
      expect(screen.getAllByRole('tab').map((t) => t.textContent)).toEqual(tabs);
      expect(screen.getByRole('tab', { name: 'Overview' }).getAttribute('aria-selected')).toBe('true');
      for (const name of tabs) {
        await user.click(screen.getByRole('tab', { name }));
        const panel = screen.getByRole('tabpanel', { name });
        expect(within(panel).getAllByText('Sample data').length).toBeGreaterThan(0);
        expect(panel.textContent).not.toMatch(/NaN|undefined|Infinity/);
      }
    },
    30_000,
  );

  it('personalize-vbc renders the form', async () => {
    render(<ToolView id="personalize-vbc" />);
    expect(
      await screen.findByRole('button', { name: 'Generate Personalized VBC Plan' }, { timeout: 15_000 }),
    ).toBeTruthy();
  }, 30_000);
});
