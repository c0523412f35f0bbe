import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { json } from '../../../../../test/workspace.tsx';
import { EMPTY_CHOICE, RecordPicker, type RecordChoice } from './record-picker.tsx';

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

describe('RecordPicker', { timeout: 20_000 }, () => {
  it('lists the patients, and for a chosen patient their wounds with the open one preselected', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async (u: RequestInfo | URL) => {
        const url = String(u);
        if (url === '/api/patients')
          return json({ patients: [{ id: 'p1', displayName: 'Ada Lovelace', identifier: 'MRN-1' }] });
        if (url === '/api/patients/p1')
          return json({
            patient: { id: 'p1' },
            wounds: [wound('w1', 'Left heel', 'healed'), wound('w2', 'Sacrum', 'open')],
          });
        return json({ error: { code: 'NOT_FOUND', message: 'no' } }, 404);
      }),
    );
    const seen: RecordChoice[] = [];
    render(<Harness seen={seen} />);
    await userEvent.selectOptions(
      screen.getByLabelText('Patient'),
      await screen.findByRole('option', { name: 'Ada Lovelace (MRN-1)' }),
    );
    await vi.waitFor(() => expect((screen.getByLabelText('Wound') as HTMLSelectElement).value).toBe('w2'));
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(
      expect.arrayContaining([expect.stringMatching(/^Left heel/), expect.stringMatching(/^Sacrum/), 'New wound']),
    );
    expect(seen.at(-1)).toMatchObject({ patientId: 'p1', woundId: 'w2' });
  });

  it('leaves "New patient" to choose when the list cannot be read', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => json({ error: { code: 'INTERNAL', message: 'down' } }, 500)),
    );
    render(<Harness seen={[]} />);
    await new Promise((r) => setTimeout(r, 50));
    const select = screen.getByLabelText('Patient');
    expect(
      within(select)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['New patient']);
    expect(screen.getByLabelText(/Patient name/)).toBeTruthy();
  });
});
