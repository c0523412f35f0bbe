import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { json } from '../../../test/workspace.tsx';
import { EMPTY_CHOICE, isTargetChosen, RecordPicker, type RecordChoice } from './record-picker.tsx';

const wound = (id: string, label: string, status: string) => ({
  id,
  patientId: 'p1',
  label,
  bodySite: null,
  bodySiteLabel: null,
  etiology: 'unknown',
  stage: null,
  onsetDate: null,
  abpi: null,
  status,
  statusDate: null,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
  assessmentCount: 1,
  latestArea_cm2: null,
  latestExamDate: null,
  reductionFromPreviousPct: null,
  fourWeek: {
    status: 'insufficient_data',
    rule: '',
    source: '',
    reductionPct: null,
    day: null,
    method: null,
    targetPct: null,
    window: { from: 21, to: 35 },
    baselineDate: null,
    message: '',
  },
});

function Harness({ seen }: { seen: RecordChoice[] }) {
  const [value, setValue] = useState<RecordChoice>(EMPTY_CHOICE);
  return (
    <RecordPicker
      value={value}
      onChange={(v) => {
        seen.push(v);
        setValue(v);
      }}
    />
  );
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const PATIENTS = [
  { id: 'p1', displayName: 'Ada Lovelace', identifier: 'MRN-1', birthDate: '1950-04-12', woundCount: 2 },
  { id: 'p2', displayName: 'Grace Hopper', identifier: 'MRN-2', birthDate: '1961-12-09', woundCount: 1 },
];

/** The server's search as the contract has it: name or MRN (substring, any case) or the birth date's start. */
function fakeRecord() {
  const asked: string[] = [];
  const fetch = vi.fn(async (u: RequestInfo | URL) => {
    const url = new URL(String(u), 'http://x');
    if (url.pathname === '/api/patients') {
      const q = (url.searchParams.get('q') ?? '').toLowerCase();
      asked.push(q);
      return json({
        patients: PATIENTS.filter(
          (p) =>
            !q ||
            p.displayName.toLowerCase().includes(q) ||
            p.identifier.toLowerCase().includes(q) ||
            p.birthDate.startsWith(q),
        ),
      });
    }
    if (url.pathname === '/api/patients/p1')
      return json({
        patient: PATIENTS[0],
        wounds: [wound('w1', 'Left heel', 'healed'), wound('w2', 'Sacrum', 'open')],
      });
    return json({ error: { code: 'NOT_FOUND', message: 'no' } }, 404);
  });
  vi.stubGlobal('fetch', fetch);
  return { asked };
}

const results = () =>
  within(screen.getByRole('list', { name: 'Matching patients' }))
    .getAllByRole('button')
    .map((b) => b.textContent);

describe('RecordPicker', { timeout: 20_000 }, () => {
  it('finds the patient by MRN or by birth date on the server, then asks for the wound — none is preselected', async () => {
    const server = fakeRecord();
    const seen: RecordChoice[] = [];
    render(<Harness seen={seen} />);
    const search = screen.getByLabelText('Find the patient');
    await userEvent.type(search, 'mrn-2');
    await vi.waitFor(() =>
      expect(results()).toEqual([expect.stringMatching(/^Grace Hopper.*MRN MRN-2 · born 1961-12-09/)]),
    );
    await userEvent.clear(search);
    await userEvent.type(search, '1950-04-12');
    await vi.waitFor(() => expect(results()).toEqual([expect.stringMatching(/^Ada Lovelace/)]));
    expect(server.asked).toEqual(expect.arrayContaining(['mrn-2', '1950-04-12']));
    await userEvent.click(screen.getByRole('button', { name: /^Ada Lovelace/ }));

    const group = await screen.findByRole('group', { name: '2. Wound' });
    await vi.waitFor(() =>
      expect(
        within(group)
          .getAllByRole('radio')
          .map((r) => r.closest('label')!.textContent),
      ).toEqual([expect.stringMatching(/^Left heel/), expect.stringMatching(/^Sacrum/), 'New wound']),
    );
    expect(
      within(group)
        .getAllByRole('radio')
        .some((r) => (r as HTMLInputElement).checked),
    ).toBe(false);
    expect(seen.at(-1)).toMatchObject({ patientId: 'p1', woundId: '' });
    expect(isTargetChosen(seen.at(-1)!)).toBe(false);
    await userEvent.click(within(group).getByRole('radio', { name: /^Sacrum/ }));
    expect(seen.at(-1)).toMatchObject({ patientId: 'p1', woundId: 'w2', woundLabel: 'Sacrum' });
    expect(isTargetChosen(seen.at(-1)!)).toBe(true);
  });

  it('starts an explicit new patient with name, MRN and birth date; a namesake on the list is pointed out, not used', async () => {
    fakeRecord();
    const seen: RecordChoice[] = [];
    render(<Harness seen={seen} />);
    await userEvent.click(screen.getByRole('button', { name: 'New patient' }));
    expect(isTargetChosen(seen.at(-1)!)).toBe(false);
    await userEvent.type(screen.getByLabelText(/Patient name/), 'ada lovelace');
    await userEvent.type(screen.getByLabelText('MRN (optional)'), 'MRN-9');
    await userEvent.type(screen.getByLabelText('Birth date (optional)'), '1990-01-02');
    expect((await screen.findByRole('status')).textContent).toMatch(/already on your list.*start a new patient/);
    expect(seen.at(-1)).toMatchObject({
      patientId: 'new',
      name: 'ada lovelace',
      identifier: 'MRN-9',
      birthDate: '1990-01-02',
    });
    expect(isTargetChosen(seen.at(-1)!)).toBe(true);
    // back to the search: nothing of the new patient is kept
    await userEvent.click(screen.getByRole('button', { name: 'Change patient' }));
    expect(seen.at(-1)).toMatchObject({ patientId: '', name: '', identifier: '' });
    expect(screen.getByLabelText('Find the patient')).toBeTruthy();
  });

  it('says so when the patients cannot be read, and still offers "New patient"', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => json({ error: { code: 'INTERNAL', message: 'down' } }, 500)),
    );
    render(<Harness seen={[]} />);
    expect(await screen.findByText(/Could not search the patients/)).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'New patient' }));
    expect(screen.getByLabelText(/Patient name/)).toBeTruthy();
  });
});
