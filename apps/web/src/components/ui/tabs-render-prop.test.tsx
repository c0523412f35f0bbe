import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Tabs } from './tabs.tsx';

const TABS = [
  { id: 'overview', label: 'Overview' },
  { id: 'savings', label: 'Savings' },
  { id: 'resources', label: 'Resources' },
] as const;
type Id = (typeof TABS)[number]['id'];

afterEach(cleanup);

function Harness() {
  const [tab, setTab] = useState<Id>('overview');
  return (
    <Tabs label="Demo sections" tabs={TABS} selected={tab} onSelect={setTab}>
      {(id) => <p>Panel {id}</p>}
    </Tabs>
  );
}

describe('Tabs', () => {
  it('starts on the given tab and links tab and panel', () => {
    render(<Harness />);
    const tab = screen.getByRole('tab', { name: 'Overview' });
    expect(tab.getAttribute('aria-selected')).toBe('true');
    const panel = screen.getByRole('tabpanel', { name: 'Overview' });
    expect(panel.textContent).toContain('Panel overview');
    expect(tab.getAttribute('aria-controls')).toBe(panel.id);
    expect(screen.getByRole('tab', { name: 'Savings' }).getAttribute('tabindex')).toBe('-1');
  });

  it('moves with the arrow keys, wrapping, and Home/End', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(screen.getByRole('tab', { name: 'Overview' }));
    await user.keyboard('{ArrowRight}');
    expect(document.activeElement).toBe(screen.getByRole('tab', { name: 'Savings' }));
    expect(screen.getByRole('tabpanel').textContent).toContain('Panel savings');
    await user.keyboard('{ArrowRight}{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Overview' }).getAttribute('aria-selected')).toBe('true');
    await user.keyboard('{ArrowLeft}');
    expect(screen.getByRole('tabpanel').textContent).toContain('Panel resources');
    await user.keyboard('{Home}');
    expect(screen.getByRole('tabpanel').textContent).toContain('Panel overview');
    await user.keyboard('{End}');
    expect(document.activeElement).toBe(screen.getByRole('tab', { name: 'Resources' }));
  });

  it('switches on click', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(screen.getByRole('tab', { name: 'Savings' }));
    expect(screen.getByRole('tabpanel', { name: 'Savings' }).textContent).toContain('Panel savings');
  });
});
