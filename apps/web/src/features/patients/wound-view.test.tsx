import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { WoundJson, WoundTrajectoryJson } from '@woundcare/api-types';
import type { WoundFollowUpJson } from '@woundcare/api-types/workspace-status';
import { makeClinicalAssessment, makeAssessment } from '../../../test/fixtures.ts';
import { fakeWorkspace, json, renderInWorkspace } from '../../../test/workspace.tsx';
import { WoundView } from './wound-view.tsx';

const fourWeek = {
  status: 'insufficient_data',
  rule: 'vlu-par-4w-40',
  source: 'Phillips TJ et al. 2000',
  reductionPct: null,
  day: null,
  method: null,
  targetPct: 40,
  window: { from: 21, to: 35 },
  baselineDate: null,
  message: 'Not enough measured visits yet.',
} as const;

const wound: WoundJson = {
  id: 'w1',
  patientId: 'p1',
  label: 'Left lower leg',
  bodySite: null,
  bodySiteLabel: null,
  etiology: 'venous_leg_ulcer',
  stage: null,
  onsetDate: null,
  abpi: 1,
  tbi: null,
  healingPotential: 'healable',
  status: 'open',
  statusDate: null,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
  assessmentCount: 2,
  latestArea_cm2: 4,
  latestExamDate: '2026-03-08T09:00:00.000Z',
  reductionFromPreviousPct: null,
  fourWeek,
};

/** a later visit where no wound was found: stored with no area */
function noArea() {
  const a = makeClinicalAssessment();
  a.measurement = {
    ...a.measurement,
    status: 'no_wound_found',
    areaCm2: null,
    areaUncertaintyCm2: null,
    text: 'Not measured: no wound was found on the photo.',
  };
  return makeAssessment({ id: 'analysis-2', examDate: '2026-03-08T09:00:00.000Z', clinical: a });
}

const trajectory: WoundTrajectoryJson = {
  woundId: 'w1',
  etiology: 'venous_leg_ulcer',
  points: [
    {
      assessmentId: 'analysis-1',
      examDate: '2026-03-01T09:30:00.000Z',
      area_cm2: 4,
      area_uncertainty_cm2: 0.4,
      areaText: '4.0 cm², 95 % range 3.2–5.0 cm²',
      changeText: null,
      measurementStatus: 'measured',
      measurementText: 'Measured on the calibrated photo.',
      changeVerdict: null,
      changeIntervalPct: null,
      perimeter_cm: 8,
      outlineStatus: 'model',
      newBaseline: false,
      day: 0,
      reductionFromBaselinePct: null,
      reductionFromPreviousPct: null,
      pushTotal: null,
    },
    {
      assessmentId: 'analysis-2',
      examDate: '2026-03-08T09:00:00.000Z',
      area_cm2: null,
      area_uncertainty_cm2: null,
      areaText: null,
      changeText: null,
      measurementStatus: 'no_wound_found',
      measurementText: 'Not measured: no wound was found on the photo.',
      changeVerdict: null,
      changeIntervalPct: null,
      perimeter_cm: null,
      outlineStatus: 'model',
      newBaseline: false,
      day: 7,
      reductionFromBaselinePct: null,
      reductionFromPreviousPct: null,
      pushTotal: null,
    },
  ],
  baselineAssessmentId: 'analysis-1',
  reductionFromBaselinePct: null,
  reductionFromPreviousPct: null,
  edgeAdvanceCmPerWeek: null,
  fourWeek,
  excludedCount: 1,
};

const followUp: WoundFollowUpJson = {
  today: '2026-03-11',
  timeZone: 'UTC',
  next: {
    woundId: 'w1',
    woundLabel: 'Left lower leg',
    patientId: 'p1',
    patientName: 'Ada Lovelace',
    dueDate: '2026-03-15',
    derivedDueDate: '2026-03-15',
    overridden: false,
    overriddenBy: null,
    overriddenAt: null,
    intervalDays: 7,
    intervalSource: 'Wound Bed Preparation 2021',
    fourWeekCheckDate: null,
    lastExamDate: '2026-03-08',
    assignee: null,
    bucket: 'this_week',
    daysOverdue: 0,
  },
  assignee: null,
  members: [],
};

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('WoundView', { timeout: 20_000 }, () => {
  it('shows a visit with no area as "not measured" (not charted as 0); a TBI edit is sent and the assessments are read again', async () => {
    const sent: { method: string; url: string; body: unknown }[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (u: RequestInfo | URL, init?: RequestInit) => {
        const url = String(u);
        const method = init?.method ?? 'GET';
        if (method === 'PATCH') {
          sent.push({ method, url, body: JSON.parse(String(init!.body)) });
          return json({ wound: { ...wound, abpi: 0.6, tbi: 0.5 } });
        }
        if (url.endsWith('/trajectory')) return json({ trajectory });
        if (url.endsWith('/referrals')) return json({ referrals: [] });
        return json({ wound, patientName: 'Ada Lovelace', assessments: [noArea(), makeAssessment()], followUp });
      }),
    );
    const ws = fakeWorkspace();
    renderInWorkspace(<WoundView id="w1" />, ws);
    const timeline = await screen.findByRole('region', { name: 'Assessment timeline' });
    const visits = await within(timeline).findAllByRole('listitem');
    expect(visits[0]!.textContent).toContain('Not measured');
    expect(visits[0]!.textContent).toContain('no wound was found');
    expect(visits[1]!.textContent).toContain('4.0 cm², 95 % range 3.4–4.7 cm²');
    // one point charted (the gap is not a 0), and the chart's table says "Not measured"
    expect(screen.getByText(/1 measurement$/)).toBeTruthy();
    expect(screen.getByText(/with no measured area are not charted/)).toBeTruthy();

    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Edit wound details' }));
    const form = screen.getByRole('form', { name: 'Edit wound details' });
    const tbi = within(form).getByLabelText(/Toe-brachial index \(TBI\)/);
    await user.type(tbi, '2.5');
    await user.click(within(form).getByRole('button', { name: 'Save details' }));
    // the server's own schema refuses it, in its words, and nothing is sent
    expect(within(form).getByText(/^tbi: must be at most 2/)).toBeTruthy();
    expect(sent).toEqual([]);

    await user.clear(tbi);
    await user.type(tbi, '0.5');
    const abpi = within(form).getByLabelText(/ABPI/);
    await user.clear(abpi);
    await user.type(abpi, '0.6');
    await user.click(within(form).getByRole('button', { name: 'Save details' }));
    await waitFor(() => expect(sent.length).toBe(1));
    expect(sent[0]!.url).toBe('/api/wounds/w1');
    expect(sent[0]!.body).toMatchObject({ abpi: 0.6, tbi: 0.5 });
    // the server re-derived every assessment of the wound: the open views read the assessments again
    await waitFor(() => expect(ws.refresh).toHaveBeenCalled());
  });

  it('links each assessment to its result, the patient back, and "Add photo" to the upload form with the wound chosen', async () => {
    const urls: string[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (u: RequestInfo | URL) =>
        urls.push(String(u)) && String(u).endsWith('/trajectory')
          ? json({ trajectory })
          : String(u).endsWith('/referrals')
            ? json({ referrals: [] })
            : json({ wound, patientName: 'Ada Lovelace', assessments: [noArea(), makeAssessment()], followUp }),
      ),
    );
    renderInWorkspace(<WoundView id="w1" />, fakeWorkspace());
    const timeline = await screen.findByRole('region', { name: 'Assessment timeline' });
    const opens = await within(timeline).findAllByRole('link', { name: /^Open the assessment of / });
    expect(opens.map((a) => a.getAttribute('href'))).toEqual([
      '/demo/assessments/analysis-2',
      '/demo/assessments/analysis-1',
    ]);
    expect(screen.getByRole('link', { name: 'Add photo' }).getAttribute('href')).toBe('/demo/upload?wound=w1');
    expect(screen.getByRole('link', { name: 'Ada Lovelace' }).getAttribute('href')).toBe('/demo/patients/p1');
    // the next assessment due, asked for in the browser's time zone
    const next = screen.getByRole('region', { name: 'Next assessment' });
    expect(next.textContent).toContain('Next assessment due Sun, 15 Mar 2026');
    const tz = Intl.DateTimeFormat().resolvedOptions().timeZone;
    expect(urls).toContain(`/api/wounds/w1?${new URLSearchParams({ tz })}`);
  });

  it('says so when the address names no wound of the team (not a blank page)', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => json({ error: { code: 'NOT_FOUND', message: 'Wound not found' } }, 404)),
    );
    renderInWorkspace(<WoundView id="nope" />, fakeWorkspace());
    expect(await screen.findByRole('heading', { level: 1, name: 'Wound not found' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'All patients' }).getAttribute('href')).toBe('/demo/patients');
  });
});
