import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Tabs, tabIndexForKey } from './tabs.tsx';

afterEach(cleanup);

const defs = [
  { id: 'overview', label: 'Overview', panel: <p>Overview panel</p> },
  { id: 'architecture', label: 'Architecture', panel: <p>Architecture panel</p> },
  { id: 'roadmap', label: 'Roadmap', panel: <p>Roadmap panel</p> },
] as const;

function Harness() {
  const [tab, setTab] = useState<(typeof defs)[number]['id']>('overview');
  return <Tabs tabs={[...defs]} selected={tab} onSelect={setTab} label="Sections" />;
}

describe('tabIndexForKey', () => {
  it('wraps with the arrows and jumps with Home/End', () => {
    expect(tabIndexForKey(0, 'ArrowRight', 4)).toBe(1);
    expect(tabIndexForKey(3, 'ArrowRight', 4)).toBe(0);
    expect(tabIndexForKey(0, 'ArrowLeft', 4)).toBe(3);
    expect(tabIndexForKey(2, 'Home', 4)).toBe(0);
    expect(tabIndexForKey(0, 'End', 4)).toBe(3);
    expect(tabIndexForKey(0, 'a', 4)).toBeNull();
  });
});

describe('Tabs (WAI-ARIA)', () => {
  it('shows the selected panel, labelled by its tab, and keeps the others in the DOM but hidden', () => {
    render(<Harness />);
    const tab = screen.getByRole('tab', { name: 'Overview' });
    expect(tab.getAttribute('aria-selected')).toBe('true');
    expect(screen.getByRole('tabpanel', { name: 'Overview' }).textContent).toBe('Overview panel');
    expect(
      screen.getByText('Roadmap panel', { selector: 'p' }).closest('[role="tabpanel"]')!.hasAttribute('hidden'),
    ).toBe(true);
    expect(screen.getAllByRole('tab').map((t) => t.tabIndex)).toEqual([0, -1, -1]);
  });

  it('moves selection and focus with the arrow keys and switches by click', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(screen.getByRole('tab', { name: 'Overview' }));
    await user.keyboard('{ArrowRight}');
    const arch = screen.getByRole('tab', { name: 'Architecture' });
    expect(arch.getAttribute('aria-selected')).toBe('true');
    expect(document.activeElement).toBe(arch);
    expect(screen.getByRole('tabpanel', { name: 'Architecture' })).toBeTruthy();
    await user.keyboard('{ArrowLeft}{ArrowLeft}');
    expect(screen.getByRole('tab', { name: 'Roadmap' }).getAttribute('aria-selected')).toBe('true');
    await user.click(screen.getByRole('tab', { name: 'Overview' }));
    expect(screen.getByRole('tabpanel', { name: 'Overview' })).toBeTruthy();
  });
});
