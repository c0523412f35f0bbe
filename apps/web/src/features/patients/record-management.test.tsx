import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { PatientJson, TrashEntryJson, WoundJson } from '@woundcare/api-types';
import { makeAssessment } from '../../../test/fixtures.ts';
import { fakeWorkspace, json, renderInWorkspace, stubDialog } from '../../../test/workspace.tsx';
import { EditPatientButton } from './edit-patient-dialog.tsx';
import { DeletePatientButton } from './delete-patient-button.tsx';
import { TrashView } from './trash-view.tsx';
import { WoundStatusControl } from './wound-status-control.tsx';

const patient: PatientJson = {
  id: 'p1',
  displayName: 'Harold Jennings',
  identifier: 'MRN-1',
  birthDate: '1950-04-12',
  sex: 'male',
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
  woundCount: 2,
  assessmentCount: 3,
  latestExamDate: null,
  preferredLanguage: null,
};
const wound = {
  id: 'w1',
  patientId: 'p1',
  label: 'Wound 1',
  status: 'open',
  statusDate: null,
} as unknown as WoundJson;

type Call = { method: string; path: string; body: unknown };

/** fetch answered per "METHOD /path" (the first matching entry), recording every call */
function serve(routes: Record<string, (body: unknown) => Response | Promise<Response>>) {
  const calls: Call[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (u: RequestInfo | URL, init: RequestInit = {}) => {
      const url = new URL(String(u), 'http://x');
      const method = init.method ?? 'GET';
      const body = typeof init.body === 'string' ? (JSON.parse(init.body) as unknown) : null;
      calls.push({ method, path: url.pathname, body });
      const handler = routes[`${method} ${url.pathname}`];
      if (!handler) return json({ error: { code: 'NOT_FOUND', message: `no route ${method} ${url.pathname}` } }, 404);
      return handler(body);
    }),
  );
  return calls;
}
const asRole = (role: string) => ({
  'GET /api/auth/get-session': () => json({ user: { id: 'u1' }, session: { activeOrganizationId: 't1' } }),
  'GET /api/auth/organization/get-full-organization': () =>
    json({ id: 't1', members: [{ id: 'm1', userId: 'u1', role }], invitations: [] }),
});

beforeAll(stubDialog);
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('edit patient', { timeout: 20_000 }, () => {
  it('changes every field (name, MRN, birth date, sex, preferred language) and hands back what the server saved', async () => {
    const calls = serve({
      'PATCH /api/patients/p1': (body) =>
        json({ patient: { ...patient, ...(body as object), displayName: 'Harold J. Jennings' } }),
    });
    const onSaved = vi.fn();
    renderInWorkspace(<EditPatientButton patient={patient} onSaved={onSaved} />);
    await userEvent.click(screen.getByRole('button', { name: 'Edit patient' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit patient' });
    const name = within(dialog).getByLabelText(/Name/);
    await userEvent.clear(name);
    await userEvent.type(name, 'Harold J. Jennings');
    const mrn = within(dialog).getByLabelText('Identifier (MRN)');
    await userEvent.clear(mrn);
    await userEvent.type(mrn, 'MRN-2');
    const born = within(dialog).getByLabelText('Birth date');
    await userEvent.clear(born);
    await userEvent.type(born, '1951-05-13');
    await userEvent.selectOptions(within(dialog).getByLabelText('Sex'), 'other');
    await userEvent.selectOptions(within(dialog).getByLabelText('Preferred language'), 'es');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(calls.find((c) => c.method === 'PATCH')!.body).toEqual({
      display_name: 'Harold J. Jennings',
      identifier: 'MRN-2',
      birth_date: '1951-05-13',
      sex: 'other',
      preferred_language: 'es',
    });
    expect((onSaved.mock.calls[0]![0] as PatientJson).displayName).toBe('Harold J. Jennings');
  });

  it('shows the server’s refusal (a taken MRN) and keeps the dialog open', async () => {
    serve({
      'PATCH /api/patients/p1': () =>
        json(
          {
            error: {
              code: 'IDENTIFIER_TAKEN',
              message: 'identifier: another of your patients already has this identifier (MRN).',
            },
          },
          409,
        ),
    });
    const onSaved = vi.fn();
    renderInWorkspace(<EditPatientButton patient={patient} onSaved={onSaved} />);
    await userEvent.click(screen.getByRole('button', { name: 'Edit patient' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText(/already has this identifier/)).toBeTruthy();
    expect(onSaved).not.toHaveBeenCalled();
    expect(screen.getByRole('dialog', { name: 'Edit patient' })).toBeTruthy();
  });
});

describe('delete patient', { timeout: 20_000 }, () => {
  it('offers an admin the delete, confirms it, and moves the patient to the trash', async () => {
    const calls = serve({ ...asRole('admin'), 'DELETE /api/patients/p1': () => new Response(null, { status: 204 }) });
    const onDeleted = vi.fn();
    const { ws } = renderInWorkspace(<DeletePatientButton patient={patient} onDeleted={onDeleted} />);
    await userEvent.click(await screen.findByRole('button', { name: 'Delete patient' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete Harold Jennings?' });
    expect(within(dialog).getByText(/2 wounds and 3 assessments/)).toBeTruthy();
    expect(calls.some((c) => c.method === 'DELETE')).toBe(false);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Move to trash' }));
    await waitFor(() => expect(onDeleted).toHaveBeenCalled());
    expect(calls.filter((c) => c.method === 'DELETE').map((c) => c.path)).toEqual(['/api/patients/p1']);
    // their assessments leave the analysis list
    expect(ws.refresh).toHaveBeenCalled();
  });

  it('offers a clinician no delete', async () => {
    const calls = serve(asRole('clinician'));
    renderInWorkspace(<DeletePatientButton patient={patient} onDeleted={vi.fn()} />);
    await waitFor(() => expect(calls.some((c) => c.path.endsWith('get-full-organization'))).toBe(true));
    await act(() => Promise.resolve());
    expect(screen.queryByRole('button', { name: 'Delete patient' })).toBeNull();
  });
});

describe('trash view', { timeout: 20_000 }, () => {
  const entries: TrashEntryJson[] = [
    {
      kind: 'patient',
      id: 'p1',
      patientName: 'Harold Jennings',
      identifier: 'MRN-1',
      woundLabel: null,
      examDate: null,
      woundCount: 2,
      assessmentCount: 3,
      deletedAt: '2026-03-01T10:00:00.000Z',
      deletedBy: 'Ada Nurse',
      purgeAt: '2026-03-31T10:00:00.000Z',
    },
    {
      kind: 'assessment',
      id: 'analysis-7',
      patientName: 'Maria Lopez',
      identifier: null,
      woundLabel: 'Wound 1',
      examDate: '2026-02-20T10:00:00.000Z',
      woundCount: 0,
      assessmentCount: 0,
      deletedAt: '2026-02-28T10:00:00.000Z',
      deletedBy: null,
      purgeAt: '2026-03-30T10:00:00.000Z',
    },
  ];

  it('lists what was deleted and restores a patient and an assessment', async () => {
    let left = entries;
    const calls = serve({
      'GET /api/trash': () => json({ entries: left, retentionDays: 30 }),
      'POST /api/patients/p1/restore': () => ((left = left.filter((e) => e.id !== 'p1')), json({ patient })),
      'POST /api/assessments/analysis-7/restore': () => (
        (left = []),
        json({ assessment: makeAssessment({ id: 'analysis-7' }) })
      ),
    });
    const { ws } = renderInWorkspace(<TrashView onBack={vi.fn()} />, fakeWorkspace());
    expect(await screen.findByText('Harold Jennings')).toBeTruthy();
    expect(screen.getByText(/Patient \(MRN MRN-1\) with 2 wounds and 3 assessments/)).toBeTruthy();
    expect(screen.getByText(/by Ada Nurse/)).toBeTruthy();
    expect(screen.getByText('Maria Lopez · Wound 1 · analysis-7')).toBeTruthy();
    expect(screen.getByText(/stay here for 30 days/)).toBeTruthy();

    await userEvent.click(screen.getByRole('button', { name: 'Restore Harold Jennings' }));
    await waitFor(() => expect(screen.queryByText('Harold Jennings')).toBeNull());
    await userEvent.click(screen.getByRole('button', { name: 'Restore Maria Lopez · Wound 1 · analysis-7' }));
    expect(await screen.findByText('The trash is empty')).toBeTruthy();
    expect(calls.filter((c) => c.method === 'POST').map((c) => c.path)).toEqual([
      '/api/patients/p1/restore',
      '/api/assessments/analysis-7/restore',
    ]);
    expect(ws.refresh).toHaveBeenCalled();
  });
});

describe('wound status', { timeout: 20_000 }, () => {
  it('marks an open wound healed on a date, then closes it', async () => {
    let current = wound;
    const calls = serve({
      'PATCH /api/wounds/w1': (body) => {
        const b = body as { status: WoundJson['status']; status_date?: string };
        current = { ...current, status: b.status, statusDate: b.status_date ?? null };
        return json({ wound: current });
      },
    });
    const onChanged = vi.fn((w: WoundJson) => (current = w));
    const { rerender } = renderInWorkspace(<WoundStatusControl wound={current} onChanged={onChanged} />);
    expect(screen.getByText('Open')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Close wound' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Mark healed' }));
    const date = screen.getByLabelText(/Healed on/);
    await userEvent.clear(date);
    await userEvent.type(date, '2026-03-02');
    await userEvent.click(screen.getByRole('button', { name: 'Save as healed' }));
    await waitFor(() => expect(onChanged).toHaveBeenCalledTimes(1));
    expect(calls.at(-1)!.body).toEqual({ status: 'healed', status_date: '2026-03-02' });

    rerender(<WoundStatusControl wound={current} onChanged={onChanged} />);
    expect(screen.getByText('Healed since 2026-03-02')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Close wound' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save as closed' }));
    await waitFor(() => expect(onChanged).toHaveBeenCalledTimes(2));
    expect((calls.at(-1)!.body as { status: string }).status).toBe('closed');
  });
});
