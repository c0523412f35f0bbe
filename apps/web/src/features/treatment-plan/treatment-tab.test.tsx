import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { makeClinicalAssessment, makeAssessment } from '../../../test/fixtures.ts';
import { fakeWorkspace, json, renderInWorkspace } from '../../../test/workspace.tsx';
import { TreatmentTab } from './treatment-tab.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const LINK = `http://localhost/plan/${'T'.repeat(43)}`;

/** The server as these buttons meet it: the patient links, the wound page, its follow-up. */
function serve(woundStatus = 'open') {
  const sent: { url: string; method: string; body: unknown }[] = [];
  let due = '2026-12-01';
  vi.stubGlobal(
    'fetch',
    vi.fn(async (u: RequestInfo | URL, init?: RequestInit) => {
      const url = String(u);
      const method = init?.method ?? 'GET';
      const body = init?.body ? (JSON.parse(String(init.body)) as Record<string, unknown>) : undefined;
      sent.push({ url, method, body });
      if (url.endsWith('/patient-links') && method === 'POST')
        return json({ link: { id: 'l1', locale: 'es' }, url: LINK }, 201);
      if (url.includes('/follow-up') && method === 'PATCH') {
        due = String(body!.due_date);
        return json({ followUp: null });
      }
      if (url.startsWith('/api/wounds/'))
        return json({
          wound: { id: 'w1', status: woundStatus },
          patientName: 'Ada',
          assessments: [],
          followUp: {
            today: '2026-11-29',
            timeZone: 'UTC',
            next: {
              dueDate: due,
              overridden: false,
              bucket: 'later',
              daysOverdue: 0,
              intervalDays: 7,
              intervalSource: 'x',
            },
            assignee: null,
            members: [{ id: 'u1', name: 'Grace Hopper' }],
          },
        });
      return json({ error: { code: 'NOT_FOUND', message: 'no' } }, 404);
    }),
  );
  return sent;
}

describe('TreatmentTab', { timeout: 20_000 }, () => {
  it('renders the stored plan and the advice rows it is built from; the download is the PDF report', () => {
    const t = makeAssessment();
    renderInWorkspace(<TreatmentTab />, fakeWorkspace({ assessments: [t], selectedId: t.id }));
    expect(screen.getByRole('heading', { name: 'Venous leg ulcer: care plan' })).toBeTruthy();
    const steps = screen.getByRole('heading', { name: 'Steps' }).closest('section')!;
    expect(within(steps).getByText(/^Compression therapy \(ABPI 1/)).toBeTruthy();
    expect(screen.getByText(/^Compression system prescribed after the ABPI/)).toBeTruthy();
    expect(screen.getByText('Review at least weekly; re-measure at 4 weeks against the baseline.')).toBeTruthy();
    expect(screen.getByText('Self-treatable: no')).toBeTruthy();
    const advice = within(screen.getByRole('list', { name: 'Advice' }));
    expect(advice.getByText(/^Compression therapy/)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Download Treatment Plan (PDF)' })).toBeTruthy();
    expect(screen.queryByText(/Medications|severity/)).toBeNull();
  });

  it('shows what the re-derived assessment says after it changes (no compression, a vascular referral)', () => {
    const a = makeClinicalAssessment();
    a.advice = [
      {
        id: 'ischaemia_refer',
        kind: 'urgent',
        text: 'ABPI 0.6: urgent vascular referral.',
        source: 'ESVS',
        actions: [],
      },
    ];
    a.plan = {
      ...a.plan,
      materials: [],
      steps: [{ text: 'ABPI 0.6: urgent vascular referral.', actions: [], fromRow: 'ischaemia_refer' }],
    };
    const t = makeAssessment({ clinical: a });
    renderInWorkspace(<TreatmentTab />, fakeWorkspace({ assessments: [t], selectedId: t.id }));
    expect(screen.getAllByText('ABPI 0.6: urgent vascular referral.').length).toBe(2);
    expect(screen.queryByText(/Compression/)).toBeNull();
  });

  it('says "Assessment not available yet" without a stored assessment', () => {
    renderInWorkspace(<TreatmentTab />, fakeWorkspace({ assessments: [makeAssessment({ clinical: null })] }));
    expect(screen.getByRole('heading', { name: 'Assessment not available yet' })).toBeTruthy();
  });

  it('"Share with patient" creates the patient’s own link and copies it — never the clinician’s page address', async () => {
    const sent = serve();
    const t = makeAssessment();
    const user = userEvent.setup();
    const writeText = vi.fn(async () => {});
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    renderInWorkspace(<TreatmentTab />, fakeWorkspace({ assessments: [t], selectedId: t.id }));
    await user.click(screen.getByRole('button', { name: 'Share with patient' }));
    // the link opens in the patient's preferred language, which the server chose and the message names
    expect((await screen.findByRole('status')).textContent).toMatch(
      /created and copied .* for 30 days, in Spanish \(Español\)\./,
    );
    expect(sent.find((r) => r.method === 'POST')).toMatchObject({
      url: `/api/assessments/${t.id}/patient-links`,
      body: { expires_in_days: 30 },
    });
    expect(writeText).toHaveBeenCalledWith(LINK);
    expect((screen.getByLabelText('Patient link') as HTMLInputElement).value).toBe(LINK);
    expect(screen.getByRole('link', { name: 'Manage or revoke links on the full plan' })).toBeTruthy();
    expect(screen.queryByText(/not connected|sign in/i)).toBeNull();
  });

  it('"Schedule follow-up" sets the wound’s next assessment date in place', async () => {
    const sent = serve();
    const t = makeAssessment();
    const user = userEvent.setup();
    renderInWorkspace(<TreatmentTab />, fakeWorkspace({ assessments: [t], selectedId: t.id }));
    expect(await screen.findByText('Next assessment due Tue, 1 Dec 2026')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Schedule follow-up' }));
    const form = screen.getByRole('form', { name: 'Change the next assessment' });
    const date = within(form).getByLabelText(/Due date/);
    await user.clear(date);
    await user.type(date, '2026-12-04');
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.getByText('Next assessment due Fri, 4 Dec 2026')).toBeTruthy());
    expect(sent.find((r) => r.method === 'PATCH')).toMatchObject({
      url: `/api/wounds/${t.woundId}/follow-up?tz=UTC`,
      body: { due_date: '2026-12-04' },
    });
    expect(screen.getByRole('status').textContent).toBe('Saved.');
  });

  it('offers no follow-up for a healed wound', async () => {
    serve('healed');
    const t = makeAssessment();
    renderInWorkspace(<TreatmentTab />, fakeWorkspace({ assessments: [t], selectedId: t.id }));
    expect(await screen.findByText('No follow-up: wound healed')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Schedule follow-up' }).hasAttribute('disabled')).toBe(true);
  });
});
