import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { FollowUpJson, WorklistJson } from '@woundcare/api-types/workspace-status';
import { json, renderInWorkspace } from '../../../../test/workspace.tsx';
import { WorklistTab } from './worklist-tab.tsx';

const item = (over: Partial<FollowUpJson>): FollowUpJson => ({
  woundId: 'w1',
  woundLabel: 'Left heel',
  patientId: 'p1',
  patientName: 'Ann Archer',
  dueDate: '2026-03-09',
  derivedDueDate: '2026-03-09',
  overridden: false,
  overriddenBy: null,
  overriddenAt: null,
  intervalDays: 7,
  intervalSource: 'Wound Bed Preparation 2021',
  fourWeekCheckDate: '2026-03-30',
  lastExamDate: '2026-03-02',
  assignee: null,
  bucket: 'overdue',
  daysOverdue: 2,
  ...over,
});

const worklist: WorklistJson = {
  today: '2026-03-11',
  weekEnd: '2026-03-15',
  timeZone: 'Pacific/Auckland',
  counts: { overdue: 1, today: 1, this_week: 0, later: 1 },
  items: [
    item({}),
    item({
      woundId: 'w2',
      woundLabel: 'Sacrum',
      patientName: 'Ben Baker',
      dueDate: '2026-03-11',
      overridden: true,
      overriddenBy: { id: 'u1', name: 'Ada Nurse' },
      // 22:05 UTC on 10 March is 11:05 on 11 March in Auckland (NZDT, UTC+13)
      overriddenAt: '2026-03-10T22:05:00.000Z',
      assignee: { id: 'u2', name: 'Dr Cole' },
      bucket: 'today',
    }),
    item({ woundId: 'w3', patientName: 'Cal Carter', dueDate: '2026-03-20', fourWeekCheckDate: null, bucket: 'later' }),
  ],
  members: [
    { id: 'u1', name: 'Ada Nurse' },
    { id: 'u2', name: 'Dr Cole' },
  ],
};

function serve() {
  const fetchMock = vi.fn(async (url: string, init?: RequestInit) =>
    init?.method === 'PATCH' ? json({ followUp: null }) : json(worklist),
  );
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}
const calls = (m: ReturnType<typeof serve>) => m.mock.calls.map((c) => [String(c[0]), c[1]?.method ?? 'GET']);

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('WorklistTab', () => {
  it('shows the server’s buckets in order, each wound’s dates and assignee, and opens its upload in one click', async () => {
    const fetchMock = serve();
    renderInWorkspace(<WorklistTab timeZone="Pacific/Auckland" />);
    const overdue = await screen.findByRole('region', { name: /Overdue/ });
    expect(calls(fetchMock)[0]).toEqual(['/api/worklist?tz=Pacific%2FAuckland', 'GET']);
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
      'Overdue1',
      'Due today1',
      'Due this week0',
      'Later1',
    ]);
    expect(overdue.textContent).toContain('Ann Archer · Left heel');
    expect(overdue.textContent).toContain('Due Mon, 9 Mar 2026 · 7 days after the last exam');
    expect(overdue.textContent).toContain('4-week check: Mon, 30 Mar 2026');
    expect(
      within(overdue).getByRole('link', { name: 'Upload the next photo for Ann Archer · Left heel' }),
    ).toHaveProperty('pathname', '/demo/upload');
    expect(
      within(overdue)
        .getByRole('link', { name: 'Upload the next photo for Ann Archer · Left heel' })
        .getAttribute('href'),
    ).toBe('/demo/upload?wound=w1');

    const today = screen.getByRole('region', { name: /Due today/ });
    // who set the date and when, in the wound page's words and the viewer's zone
    expect(today.textContent).toContain('Due Wed, 11 Mar 2026 · Set by Ada Nurse on 11 Mar 2026 at 11:05');
    expect(today.textContent).toContain('Assigned to Dr Cole');
    expect(screen.getByRole('region', { name: /Due this week/ }).textContent).toContain('None.');
    expect(screen.getByRole('region', { name: /Later/ }).textContent).toContain('no measured baseline yet');
    expect(screen.getByText('Wed, 11 Mar 2026')).toBeTruthy();
  });

  it('filters by clinician on the server and saves a new date and assignee', async () => {
    const fetchMock = serve();
    renderInWorkspace(<WorklistTab timeZone="UTC" />);
    await screen.findByRole('region', { name: /Overdue/ });
    fireEvent.change(screen.getByLabelText('Clinician'), { target: { value: 'u2' } });
    await waitFor(() => expect(calls(fetchMock).at(-1)).toEqual(['/api/worklist?tz=UTC&assignee=u2', 'GET']));

    const overdue = await screen.findByRole('region', { name: /Overdue/ });
    // the shared follow-up form, named for its wound among the listed ones
    fireEvent.click(
      within(overdue).getByRole('button', { name: 'Change date or assignee for Ann Archer · Left heel' }),
    );
    const form = within(overdue).getByRole('form', { name: 'Change the next assessment for Ann Archer · Left heel' });
    fireEvent.change(within(form).getByLabelText(/Due date/), { target: { value: '2026-03-12' } });
    fireEvent.change(within(form).getByLabelText('Assigned to'), { target: { value: 'u1' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(calls(fetchMock).find((c) => c[1] === 'PATCH')).toEqual(['/api/wounds/w1/follow-up?tz=UTC', 'PATCH']),
    );
    const patch = fetchMock.mock.calls.find((c) => c[1]?.method === 'PATCH')!;
    expect(JSON.parse(String(patch[1]!.body))).toEqual({ due_date: '2026-03-12', assignee_id: 'u1' });
    // the list is read again after the change
    await waitFor(() => expect(calls(fetchMock).at(-1)?.[1]).toBe('GET'));
  });
});
