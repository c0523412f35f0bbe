import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { TeamAuditEntryJson, TeamAuditPageJson } from '@woundcare/api-types';
import { json } from '../../../test/workspace.tsx';
import { TeamAudit } from './team-audit.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const entry = (over: Partial<TeamAuditEntryJson>): TeamAuditEntryJson => ({
  id: 1,
  at: '2026-03-03T14:05:00.000Z',
  when: '3 Mar 2026, 14:05',
  person: 'Carl Nurse',
  person_id: 'u-carl',
  patient: 'Jane Roe',
  patient_id: 'p-jane',
  what: 'Opened the assessment of 3 Mar 2026',
  kind: 'opened',
  ...over,
});
const page = (entries: TeamAuditEntryJson[], over: Partial<TeamAuditPageJson> = {}): TeamAuditPageJson => ({
  entries,
  total: entries.length,
  page: 1,
  page_size: 50,
  time_zone: 'Europe/London',
  people: [
    { id: 'u-carl', name: 'Carl Nurse' },
    { id: 'u-olga', name: 'Olga Nurse' },
  ],
  ...over,
});

/** A server that answers the audit with `answer(url)` and the patient list with Jane and Bob. */
function serve(answer: (url: URL) => Response) {
  const fetch = vi.fn(async (input: RequestInfo | URL) => {
    const url = new URL(String(input), 'http://localhost');
    if (url.pathname === '/api/patients')
      return json({
        patients: [
          { id: 'p-jane', displayName: 'Jane Roe' },
          { id: 'p-bob', displayName: 'Bob Smith' },
        ],
      });
    return answer(url);
  });
  vi.stubGlobal('fetch', fetch);
  return fetch;
}
const auditUrls = (fetch: ReturnType<typeof serve>) =>
  fetch.mock.calls.map(([u]) => new URL(String(u), 'http://localhost')).filter((u) => u.pathname === '/api/team/audit');

describe('TeamAudit', () => {
  it('shows who did what to which patient and when, in words, with the team time zone', async () => {
    serve(() =>
      json(
        page([
          entry({ id: 2, what: 'Downloaded the PDF of the assessment of 3 Mar 2026', kind: 'downloaded' }),
          entry({ id: 1, person: 'Olga Nurse', patient: 'Deleted patient', what: 'Moved the patient to the trash' }),
          entry({ id: 0, person: 'Olga Nurse', patient: null, patient_id: null, what: 'Signed in' }),
        ]),
      ),
    );
    render(<TeamAudit />);
    const list = await screen.findByRole('list', { name: 'Team audit entries' });
    const items = within(list).getAllByRole('listitem');
    expect(items.map((i) => i.textContent)).toEqual([
      '3 Mar 2026, 14:05Carl NurseJane RoeDownloaded the PDF of the assessment of 3 Mar 2026',
      '3 Mar 2026, 14:05Olga NurseDeleted patientMoved the patient to the trash',
      '3 Mar 2026, 14:05Olga Nurse—Signed in',
    ]);
    expect(screen.getByText(/times in Europe\/London/)).toBeTruthy();
    expect(screen.getByText('3 entries')).toBeTruthy();
  });

  it('asks the server again with each filter and exports the same filter', async () => {
    const fetch = serve((url) => json(page(url.searchParams.get('patient') ? [entry({})] : [])));
    render(<TeamAudit />);
    expect(await screen.findByText('Nothing recorded for this filter.')).toBeTruthy();
    // the patient list fills its filter
    await screen.findByRole('option', { name: 'Bob Smith' });
    await userEvent.selectOptions(screen.getByLabelText('Patient'), 'p-jane');
    await userEvent.selectOptions(screen.getByLabelText('Person'), 'u-carl');
    await userEvent.selectOptions(screen.getByLabelText('Action'), 'downloaded');
    await userEvent.type(screen.getByLabelText('From'), '2026-03-01');
    expect(await screen.findByText('Opened the assessment of 3 Mar 2026')).toBeTruthy();
    const last = auditUrls(fetch).at(-1)!;
    expect(Object.fromEntries(last.searchParams)).toEqual({
      patient: 'p-jane',
      person: 'u-carl',
      action: 'downloaded',
      from: '2026-03-01',
    });
    const exportLink = screen.getByRole('link', { name: 'Export CSV' });
    expect(exportLink.getAttribute('href')).toBe(
      '/api/team/audit/export?person=u-carl&patient=p-jane&action=downloaded&from=2026-03-01',
    );
    // clearing the filters asks for everything again
    await userEvent.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(await screen.findByText('Nothing recorded for this filter.')).toBeTruthy();
    expect(auditUrls(fetch).at(-1)!.search).toBe('');
  });

  it('pages through a long log', async () => {
    const fetch = serve((url) => {
      const n = Number(url.searchParams.get('page') ?? 1);
      return json(page([entry({ id: n, what: `Entry on page ${n}` })], { total: 120, page: n }));
    });
    render(<TeamAudit />);
    expect(await screen.findByText('Entry on page 1')).toBeTruthy();
    expect(screen.getByText('Page 1 of 3')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Newer' }).hasAttribute('disabled')).toBe(true);
    await userEvent.click(screen.getByRole('button', { name: 'Older' }));
    expect(await screen.findByText('Entry on page 2')).toBeTruthy();
    expect(auditUrls(fetch).at(-1)!.searchParams.get('page')).toBe('2');
  });

  it("says so when the server refuses (a member is not the team's admin)", async () => {
    serve(() =>
      json(
        {
          error: {
            code: 'ADMIN_REQUIRED',
            message: "Only the team's owners and admins can read the team's audit trail.",
          },
        },
        403,
      ),
    );
    render(<TeamAudit />);
    expect(
      await screen.findByText(
        "Could not load the team audit: Only the team's owners and admins can read the team's audit trail.",
      ),
    ).toBeTruthy();
  });
});
