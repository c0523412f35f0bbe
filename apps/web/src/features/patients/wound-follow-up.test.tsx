import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { WoundJson } from '@woundcare/api-types';
import type { FollowUpJson, WoundFollowUpJson } from '@woundcare/api-types/workspace-status';
import { json, renderInWorkspace } from '../../../test/workspace.tsx';
import { WoundFollowUp } from './wound-follow-up.tsx';

const wound = { id: 'w1', patientId: 'p1', label: 'Left heel', status: 'open', statusDate: null } as WoundJson;
const grace = { id: 'u1', name: 'Grace Hopper' };
const alan = { id: 'u2', name: 'Alan Turing' };

const next = (over: Partial<FollowUpJson> = {}): FollowUpJson => ({
  woundId: 'w1',
  woundLabel: 'Left heel',
  patientId: 'p1',
  patientName: 'Ann Archer',
  dueDate: '2026-03-14',
  derivedDueDate: '2026-03-14',
  overridden: false,
  overriddenBy: null,
  overriddenAt: null,
  intervalDays: 3,
  intervalSource: 'IWGDF 2023',
  fourWeekCheckDate: null,
  lastExamDate: '2026-03-11',
  assignee: null,
  bucket: 'this_week',
  daysOverdue: 0,
  ...over,
});

const followUp = (over: Partial<WoundFollowUpJson> = {}): WoundFollowUpJson => ({
  today: '2026-03-11',
  timeZone: 'Pacific/Auckland',
  next: next(),
  assignee: null,
  members: [alan, grace],
  ...over,
});

function show(f: WoundFollowUpJson, w: WoundJson = wound) {
  const onChanged = vi.fn();
  renderInWorkspace(<WoundFollowUp wound={w} followUp={f} onChanged={onChanged} />);
  return { card: screen.getByRole('region', { name: 'Next assessment' }), onChanged };
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the wound’s next assessment', () => {
  it('shows a date from the plan’s review interval, unassigned', () => {
    const { card } = show(followUp());
    expect(within(card).getByText('Next assessment due Sat, 14 Mar 2026')).toBeTruthy();
    expect(card.textContent).toContain('Unassigned');
    expect(within(card).getByText('From the plan’s review interval: every 3 days')).toBeTruthy();
    expect(within(card).getByText('IWGDF 2023').tagName).toBe('CITE');
    expect(card.textContent).not.toMatch(/Overdue|Due today|Set by/);
  });

  it('says who set the date and when (in the viewer’s zone), and who it is assigned to', () => {
    const { card } = show(
      followUp({
        assignee: alan,
        next: next({
          dueDate: '2026-03-12',
          overridden: true,
          overriddenBy: grace,
          // 22:05 UTC on 10 March is 11:05 on 11 March in Auckland (NZDT, UTC+13)
          overriddenAt: '2026-03-10T22:05:00.000Z',
          assignee: alan,
        }),
      }),
    );
    expect(within(card).getByText('Next assessment due Thu, 12 Mar 2026')).toBeTruthy();
    expect(card.textContent).toContain('Assigned to Alan Turing');
    expect(card.textContent).toContain('Set by Grace Hopper on 11 Mar 2026 at 11:05');
    expect(card.textContent).not.toContain('review interval');
  });

  it('counts the days overdue, and says when it is due today', () => {
    show(followUp({ next: next({ dueDate: '2026-03-08', bucket: 'overdue', daysOverdue: 3 }) }));
    expect(screen.getByText('Overdue by 3 days')).toBeTruthy();
    cleanup();
    show(followUp({ next: next({ dueDate: '2026-03-10', bucket: 'overdue', daysOverdue: 1 }) }));
    expect(screen.getByText('Overdue by 1 day')).toBeTruthy();
    cleanup();
    show(followUp({ next: next({ dueDate: '2026-03-11', bucket: 'today' }) }));
    expect(screen.getByText('Due today')).toBeTruthy();
    expect(screen.queryByText(/Overdue/)).toBeNull();
  });

  it('shows no due date and no change for a healed or closed wound', () => {
    const { card } = show(followUp({ next: null, assignee: grace }), { ...wound, status: 'healed' });
    expect(card.textContent).toContain('No follow-up: wound healed');
    expect(card.textContent).not.toMatch(/due|Assigned/);
    expect(within(card).queryByRole('button')).toBeNull();
    cleanup();
    show(followUp({ next: null }), { ...wound, status: 'closed' });
    expect(screen.getByText('No follow-up: wound closed')).toBeTruthy();
  });

  it('says an open wound gets its date from the first assessment', () => {
    const { card } = show(followUp({ next: null, assignee: grace }));
    expect(card.textContent).toContain('No date yet: the first assessment sets it');
    expect(card.textContent).toContain('Assigned to Grace Hopper');
    expect(within(card).getByRole('button', { name: 'Change date or assignee' })).toBeTruthy();
  });
});

describe('changing it', { timeout: 20_000 }, () => {
  it('opens the shared follow-up form with the wound’s date and assignee, and reads the wound again after a save', async () => {
    const sent: { url: string; body: unknown }[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (u: RequestInfo | URL, init?: RequestInit) => {
        sent.push({ url: String(u), body: JSON.parse(String(init!.body)) });
        return json({ followUp: null });
      }),
    );
    const user = userEvent.setup();
    const { card, onChanged } = show(
      followUp({ assignee: alan, next: next({ overridden: true, overriddenBy: grace, overriddenAt: null }) }),
    );
    await user.click(within(card).getByRole('button', { name: 'Change date or assignee' }));
    const form = within(card).getByRole('form', { name: 'Change the next assessment' });
    expect((within(form).getByLabelText(/Due date/) as HTMLInputElement).value).toBe('2026-03-14');
    expect((within(form).getByLabelText('Assigned to') as HTMLSelectElement).value).toBe('u2');
    await user.click(within(form).getByRole('button', { name: 'Use the plan’s date' }));
    await waitFor(() => expect(onChanged).toHaveBeenCalledTimes(1));
    expect(sent).toEqual([{ url: '/api/wounds/w1/follow-up?tz=Pacific%2FAuckland', body: { due_date: null } }]);
    expect(within(card).getByRole('status').textContent).toBe('Saved.');
  });
});
