import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router';
import { makeClinicalAssessment, makeAssessment } from '../../../test/fixtures.ts';
import { TreatmentPlanPage } from './treatment-plan-page.tsx';

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

function renderAt(path: string) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="/treatment-plan/:assessmentId" element={<TreatmentPlanPage />} />
      </Routes>
    </MemoryRouter>,
  );
}

beforeEach(() => {
  URL.createObjectURL = vi.fn(() => 'blob:plan');
  URL.revokeObjectURL = vi.fn();
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

/** the plan's patient, for the share card's language */
const PATIENT = { patient: { id: 'p-1', displayName: 'Ada', preferredLanguage: null }, wounds: [] };

describe('TreatmentPlanPage', { timeout: 20_000 }, () => {
  it('shows the stored assessment’s plan beside its advice; steps highlight one at a time; Download is the PDF report', async () => {
    const assessment = makeAssessment({ id: 'analysis-4', patientName: 'Ada', simulated: true });
    const calls: string[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (u: RequestInfo | URL) => {
        calls.push(String(u));
        if (String(u).endsWith('/patient-links')) return json({ links: [] });
        if (String(u).startsWith('/api/patients/')) return json(PATIENT);
        return String(u).endsWith('/report.pdf')
          ? new Response('%PDF-1.7', { status: 200, headers: { 'content-type': 'application/pdf' } })
          : json({ assessment });
      }),
    );
    const user = userEvent.setup();
    renderAt('/treatment-plan/analysis-4');
    expect(screen.getByText('Loading treatment plan...')).toBeTruthy();
    expect(await screen.findByRole('heading', { level: 1, name: 'Venous leg ulcer: care plan' })).toBeTruthy();
    expect(screen.getByText('Routine')).toBeTruthy();
    expect(screen.getByText('Self-treatable: No')).toBeTruthy();
    expect(screen.getByText('Review at least weekly; re-measure at 4 weeks against the baseline.')).toBeTruthy();
    expect(screen.getByText('Simulated')).toBeTruthy();
    // materials and steps from the plan; the advice rows it is built from, with their sources
    expect(screen.getByText(/^Compression system prescribed after the ABPI/)).toBeTruthy();
    const advice = screen.getByRole('heading', { name: 'Advice the plan is built from' }).closest('section')!;
    expect(within(advice).getByText(/^Compression therapy \(ABPI 1/)).toBeTruthy();
    expect(within(advice).getByText(/^Source: ESVS 2022/)).toBeTruthy();
    expect(screen.getByText('Fever, chills or feeling unwell')).toBeTruthy();
    const [one, two] = screen.getAllByRole('button', { pressed: false }).filter((b) => /^\d/.test(b.textContent ?? ''));
    await user.click(one!);
    expect(one!.getAttribute('aria-pressed')).toBe('true');
    await user.click(two!);
    expect(one!.getAttribute('aria-pressed')).toBe('false');
    expect(two!.getAttribute('aria-pressed')).toBe('true');
    await user.click(two!);
    expect(two!.getAttribute('aria-pressed')).toBe('false');
    const clicks: string[] = [];
    const orig = HTMLAnchorElement.prototype.click;
    HTMLAnchorElement.prototype.click = function click(this: HTMLAnchorElement) {
      clicks.push(this.download);
    };
    await user.click(screen.getByRole('button', { name: 'Download PDF' }));
    await waitFor(() => expect(clicks).toEqual(['woundly-report-analysis-4.pdf']));
    HTMLAnchorElement.prototype.click = orig;
    expect(calls).toContain('/api/assessments/analysis-4/report.pdf');
    expect(calls.some((c) => c.endsWith('/treatment-plan'))).toBe(false);
    // "Share with patient" takes the keyboard to the card that makes the patient's link
    const scroll = vi.fn();
    Element.prototype.scrollIntoView = scroll;
    await user.click(screen.getByRole('button', { name: 'Share with patient' }));
    expect(document.activeElement).toBe(screen.getByRole('heading', { level: 2, name: 'Share with patient' }));
    expect(scroll).toHaveBeenCalled();
    expect(await screen.findByText('No links yet.')).toBeTruthy();
    // referral under its one name: "Send referral", not a "Find Doctors" directory link
    expect(screen.queryByRole('link', { name: 'Find Doctors' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Send referral' })).toBeTruthy();
  });

  it('"Schedule follow-up" sets the wound’s next assessment date in place (the worklist’s request)', async () => {
    const assessment = makeAssessment({ id: 'analysis-4' });
    const sent: { url: string; method: string; body: unknown }[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (u: RequestInfo | URL, init?: RequestInit) => {
        const url = String(u);
        sent.push({ url, method: init?.method ?? 'GET', body: init?.body ? JSON.parse(String(init.body)) : null });
        if (url.endsWith('/patient-links')) return json({ links: [] });
        if (url.startsWith('/api/patients/')) return json(PATIENT);
        if (url.includes('/follow-up')) return json({ followUp: null });
        return json({ assessment });
      }),
    );
    const user = userEvent.setup();
    renderAt('/treatment-plan/analysis-4');
    await user.click(await screen.findByRole('button', { name: 'Schedule follow-up' }));
    const form = screen.getByRole('form', { name: 'Schedule the next assessment' });
    await user.type(within(form).getByLabelText(/Next assessment due/), '2026-12-04');
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    expect((await screen.findByRole('status')).textContent).toBe(
      "Next assessment due 2026-12-04: it is on the team's worklist.",
    );
    expect(sent.find((r) => r.method === 'PATCH')).toMatchObject({
      url: expect.stringMatching(new RegExp(`^/api/wounds/${assessment.woundId}/follow-up\\?tz=`)),
      body: { due_date: '2026-12-04' },
    });
    expect(screen.queryByText(/not connected/)).toBeNull();
  });

  it('shows the plan the stored assessment has now (a vascular referral, no compression)', async () => {
    const a = makeClinicalAssessment();
    a.plan = {
      ...a.plan,
      steps: [
        { text: 'ABPI 0.6: moderate to severe ischaemia — urgent vascular referral.', actions: [], fromRow: 'x' },
      ],
      materials: [],
    };
    a.advice = a.advice.filter((r) => r.id !== 'vlu_compression');
    vi.stubGlobal(
      'fetch',
      vi.fn(async (u: RequestInfo | URL) =>
        String(u).endsWith('/patient-links')
          ? json({ links: [] })
          : json({ assessment: makeAssessment({ id: 'analysis-5', clinical: a }) }),
      ),
    );
    renderAt('/treatment-plan/analysis-5');
    expect(await screen.findByText(/urgent vascular referral/)).toBeTruthy();
    expect(screen.queryByText(/Compression/)).toBeNull();
  });

  it('keeps the documented plan and shows its amendment beside it (who, when, why)', async () => {
    const amended = makeAssessment({
      id: 'analysis-6',
      amendments: [
        {
          at: '2026-11-20T10:00:00.000Z',
          by: 'Vera Nurse',
          bySystem: false,
          reason: 'Wound edited: ABPI 1.0 → 0.6',
          summary: 'priority Routine → Urgent; advice: + urgent vascular referral',
          rulesVersion: '2026-11.8',
          clinical: makeClinicalAssessment(),
        },
      ],
    });
    vi.stubGlobal(
      'fetch',
      vi.fn(async (u: RequestInfo | URL) =>
        String(u).endsWith('/patient-links') ? json({ links: [] }) : json({ assessment: amended }),
      ),
    );
    renderAt('/treatment-plan/analysis-6');
    const list = await screen.findByRole('list', { name: 'Amendments' });
    expect(list.textContent).toMatch(/Amended .* by Vera Nurse: priority Routine → Urgent/);
    expect(list.textContent).toMatch(/Why: Wound edited: ABPI 1\.0 → 0\.6/);
  });

  it('says "Assessment not available yet" when the analysis has no stored assessment', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => json({ assessment: makeAssessment({ clinical: null }) })),
    );
    renderAt('/treatment-plan/analysis-1');
    expect(await screen.findByRole('heading', { name: 'Assessment not available yet' })).toBeTruthy();
  });

  it('says the plan was not found when the API answers 404', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    vi.stubGlobal(
      'fetch',
      vi.fn(async () =>
        json({ error: { code: 'NOT_FOUND', message: 'Assessment not found or analysis not completed' } }, 404),
      ),
    );
    renderAt('/treatment-plan/analysis-99');
    expect(await screen.findByRole('heading', { name: 'Treatment plan not found' })).toBeTruthy();
    expect(screen.getByText('The treatment plan for this analysis is not available.')).toBeTruthy();
    warn.mockRestore();
  });
});
