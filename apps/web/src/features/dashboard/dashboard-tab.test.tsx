import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, within } from '@testing-library/react';
import type { DashboardJson } from '@woundcare/api-types/workspace-status';
import { json, renderInWorkspace } from '../../../test/workspace.tsx';
import { DashboardTab } from './dashboard-tab.tsx';

const dashboard: DashboardJson = {
  week: { from: '2026-03-09T00:00:00.000Z', to: '2026-03-16T00:00:00.000Z', timeZone: 'Europe/London' },
  openWounds: 3,
  patientsSeenThisWeek: 2,
  assessmentsThisWeek: 4,
  fourWeek: { onTrack: 1, checked: 2, onTrackPct: 50 },
  outlinesAwaitingConfirmation: 5,
  followUps: { overdue: 2, dueToday: 1 },
  recent: [
    {
      id: 'analysis-12',
      patientId: 'p1',
      patientName: 'Ann Archer',
      woundId: 'w1',
      woundLabel: 'Left heel ulcer',
      examDate: '2026-03-11T09:00:00.000Z',
      status: 'completed',
      simulated: false,
      outlineStatus: 'model',
      priority: { level: 'high', label: 'Urgent' },
      measurementText: '3.2 cm² ± 0.1 cm²',
    },
    {
      id: 'analysis-11',
      patientId: 'p2',
      patientName: 'Cal Carter',
      woundId: 'w2',
      woundLabel: 'Wound 1',
      examDate: '2026-03-10T09:00:00.000Z',
      status: 'failed',
      simulated: false,
      outlineStatus: 'model',
      priority: null,
      measurementText: null,
    },
  ],
};

function serve(body: DashboardJson) {
  const fetchMock = vi.fn(async () => json(body));
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('DashboardTab', () => {
  it("shows the team's figures as the server counted them, the week it counted, and links the latest assessments", async () => {
    const fetchMock = serve(dashboard);
    renderInWorkspace(<DashboardTab />);
    const stats = await screen.findByRole('list', { name: 'This week at a glance' });
    const stat = (label: string) => within(stats).getByText(label).closest('li')!.textContent;
    expect(stat('Open wounds')).toContain('3');
    expect(stat('Patients seen this week')).toContain('2');
    expect(stat('Assessments this week')).toContain('4');
    expect(stat('On track at the 4-week check')).toContain('50 %');
    expect(stat('On track at the 4-week check')).toContain('1 of 2 open wounds with a 4-week check');
    expect(stat('Outlines awaiting confirmation')).toContain('5');
    expect(screen.getByText('Mon 9 Mar – Sun 15 Mar 2026 (Europe/London)')).toBeTruthy();
    // the browser's time zone is sent, so "this week" is the clinician's calendar week
    expect(String((fetchMock.mock.calls[0] as unknown[])[0])).toMatch(/^\/api\/dashboard\?tz=/);

    const links = screen.getAllByRole('link');
    // the follow-up card: the server's counts, and the way to the worklist
    const followUps = screen.getByRole('region', { name: 'Follow-ups' });
    expect(followUps.textContent).toContain('2 overdue · 1 due today');
    expect(within(followUps).getByRole('link', { name: 'Open the worklist' }).getAttribute('href')).toBe(
      '/demo/worklist',
    );
    expect(links.map((l) => l.getAttribute('href'))).toEqual([
      '/demo/worklist',
      '/demo/assessments/analysis-12',
      '/demo/assessments/analysis-11',
    ]);
    expect(links[1]!.textContent).toContain('Ann Archer · Left heel ulcer');
    expect(links[1]!.textContent).toContain('Urgent');
    expect(links[2]!.textContent).toContain('Failed');
    // no sample figures are left
    expect(screen.queryByText(/Sample data/)).toBeNull();
    expect(screen.queryByText(/1,247/)).toBeNull();
  });

  it('says when no 4-week check has been read yet, and what to do first when there are no assessments', async () => {
    serve({ ...dashboard, fourWeek: { onTrack: 0, checked: 0, onTrackPct: null }, recent: [] });
    renderInWorkspace(<DashboardTab />);
    expect(await screen.findByText('No open wound has reached its 4-week check yet')).toBeTruthy();
    expect(screen.getByText('No assessments yet')).toBeTruthy();
    expect(screen.queryAllByRole('link').map((l) => l.getAttribute('href'))).toEqual(['/demo/worklist']);
  });
});
