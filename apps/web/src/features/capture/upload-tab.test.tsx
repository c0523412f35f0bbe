import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { makeAssessment } from '../../../test/fixtures.ts';
import type { AssessmentJson } from '@woundcare/api-types';
import { fakeWorkspace, json, renderInWorkspace } from '../../../test/workspace.tsx';
import { ApiRequestError } from '../../lib/api-client.ts';
import { UploadTab } from './upload-tab.tsx';

const photo = () => new File([new Uint8Array([255, 216, 255])], 'wound.jpg', { type: 'image/jpeg' });

beforeEach(() => {
  URL.createObjectURL = vi.fn(() => 'blob:preview');
  URL.revokeObjectURL = vi.fn();
});
afterEach(cleanup);

describe('UploadTab', { timeout: 20_000 }, () => {
  it('shows Start Analysis only for an explicit new patient with a non-blank name and an image, then opens the analysis', async () => {
    const user = userEvent.setup();
    let finish!: (t: AssessmentJson) => void;
    const ws = fakeWorkspace({ upload: vi.fn(() => new Promise<AssessmentJson>((r) => (finish = r))) });
    renderInWorkspace(<UploadTab />, ws);
    expect(screen.getByText('No assessments yet')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Start Analysis' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'New patient' }));
    await user.type(screen.getByLabelText(/Patient name/), '   ');
    await user.upload(screen.getByLabelText(/Wound image/), photo());
    expect(screen.queryByRole('button', { name: 'Start Analysis' })).toBeNull();
    await user.type(screen.getByLabelText(/Patient name/), 'Ada');
    await user.click(screen.getByText(/Bedside infection signs/));
    await user.click(
      within(screen.getByRole('group', { name: 'Smell (malodour after cleansing)' })).getByLabelText('Present'),
    );
    await user.click(within(screen.getByRole('group', { name: 'Oedema (swelling)' })).getByLabelText('Absent'));
    // photo signs are the engine's: not on the upload checklist
    expect(screen.queryByRole('group', { name: /Debris/ })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Start Analysis' }));
    expect(screen.getByRole('button', { name: 'Analyzing...' }).hasAttribute('disabled')).toBe(true);
    expect(ws.upload).toHaveBeenCalledWith(
      { newPatient: { name: 'Ada', identifier: '', birthDate: '' } },
      expect.any(File),
      { smell: 'present', oedema: 'absent' },
      { exam_date: '', depth_cm: '', exudate: '' },
      // the upload's idempotency key: a resend of this photo is never a second assessment
      expect.stringMatching(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/),
    );
    finish(makeAssessment({ id: 'analysis-9', status: 'analyzing', analysisResult: null }));
    await waitFor(() => expect(ws.open).toHaveBeenCalledWith('analysis-9', 'analysis'));
  });

  it('clears the busy state and says so when the upload fails', async () => {
    const user = userEvent.setup();
    const ws = fakeWorkspace({
      upload: vi.fn(async () => Promise.reject(new Error('The upload is larger than 20 MB.'))),
    });
    renderInWorkspace(<UploadTab />, ws);
    await user.click(screen.getByRole('button', { name: 'New patient' }));
    await user.type(screen.getByLabelText(/Patient name/), 'Ada');
    await user.upload(screen.getByLabelText(/Wound image/), photo());
    await user.click(screen.getByRole('button', { name: 'Start Analysis' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Analysis failed. Please try again. (The upload is larger than 20 MB.)',
    );
    expect(screen.getByRole('button', { name: 'Start Analysis' }).hasAttribute('disabled')).toBe(false);
    expect(ws.open).not.toHaveBeenCalled();
  });

  it('lists the first five assessments with their status text, and views completed ones', async () => {
    const assessments = [
      makeAssessment({ id: 'analysis-6', status: 'analyzing', analysisResult: null }),
      makeAssessment({ id: 'analysis-5', status: 'uploaded', analysisResult: null }),
      makeAssessment({ id: 'analysis-4', status: 'failed', analysisResult: null }),
      makeAssessment({ id: 'analysis-3', simulated: true }),
      makeAssessment({ id: 'analysis-2' }),
      makeAssessment({ id: 'analysis-1' }),
    ];
    const ws = fakeWorkspace({ assessments });
    renderInWorkspace(<UploadTab />, ws);
    expect(screen.getAllByText(/· analysis-\d/)).toHaveLength(5);
    expect(screen.queryByText(/· analysis-1$/)).toBeNull();
    for (const text of ['Analyzing...', 'Ready to analyze', 'Failed'])
      expect(screen.getByText(new RegExp(`^${text.replace('.', '\\.')} ·`))).toBeTruthy();
    expect(screen.getAllByText(/^Analysis completed ·/)).toHaveLength(2);
    expect(screen.getByText('Simulated')).toBeTruthy();
    const views = screen.getAllByRole('link', { name: /^View analysis of/ });
    expect(views.map((v) => v.getAttribute('href'))).toEqual([
      '/demo/assessments/analysis-3',
      '/demo/assessments/analysis-2',
    ]);
  });
});

describe('UploadTab for a wound named by the address', { timeout: 20_000 }, () => {
  afterEach(() => vi.unstubAllGlobals());

  it('chooses that patient and wound, and files the photo under the wound', async () => {
    const wound = {
      id: 'w2',
      patientId: 'p1',
      label: 'Wound 2',
      status: 'open',
      bodySiteLabel: null,
      etiology: 'unknown',
      stage: null,
    };
    const other = { ...wound, id: 'w1', label: 'Wound 1' };
    const patient = { id: 'p1', displayName: 'Rosa Diaz', identifier: null };
    vi.stubGlobal(
      'fetch',
      vi.fn(async (u: RequestInfo | URL) => {
        const url = String(u);
        if (url.split('?')[0] === '/api/wounds/w2') return json({ wound, patientName: 'Rosa Diaz', assessments: [] });
        if (url === '/api/patients/p1') return json({ patient, wounds: [other, wound] });
        if (url.startsWith('/api/patients')) return json({ patients: [patient] });
        return json({ error: { code: 'NOT_FOUND', message: 'no' } }, 404);
      }),
    );
    const ws = fakeWorkspace({ upload: vi.fn(async () => makeAssessment({ id: 'analysis-5' })) });
    renderInWorkspace(<UploadTab woundId="w2" />, ws);
    await waitFor(
      () => expect((screen.getByRole('radio', { name: /^Wound 2/ }) as HTMLInputElement).checked).toBe(true),
      {
        timeout: 5000,
      },
    );
    expect((screen.getByRole('radio', { name: /^Wound 1/ }) as HTMLInputElement).checked).toBe(false);
    expect(screen.getByRole('group', { name: '1. Patient' }).textContent).toMatch(/Rosa Diaz/);
    await userEvent.upload(screen.getByLabelText(/Wound image/), photo());
    await userEvent.click(screen.getByRole('button', { name: 'Start Analysis' }));
    await waitFor(() => expect(ws.upload).toHaveBeenCalled());
    expect(vi.mocked(ws.upload).mock.calls[0]![0]).toEqual({ woundId: 'w2' });
  });

  // IWGDF/IDSA 2023: the diabetic foot is graded by its own criteria (local swelling, erythema,
  // tenderness, warmth, purulence, systemic signs) — the checklist follows the chosen wound's cause.
  it('shows the IWGDF/IDSA items on the bedside checklist when the chosen wound is a diabetic foot ulcer', async () => {
    const wound = {
      id: 'w3',
      patientId: 'p1',
      label: 'Left forefoot',
      status: 'open',
      bodySiteLabel: null,
      etiology: 'diabetic_foot_ulcer',
      stage: null,
    };
    const patient = { id: 'p1', displayName: 'Rosa Diaz', identifier: null };
    vi.stubGlobal(
      'fetch',
      vi.fn(async (u: RequestInfo | URL) => {
        const url = String(u);
        if (url.split('?')[0] === '/api/wounds/w3') return json({ wound, patientName: 'Rosa Diaz', assessments: [] });
        if (url === '/api/patients/p1') return json({ patient, wounds: [wound] });
        if (url.startsWith('/api/patients')) return json({ patients: [patient] });
        return json({ error: { code: 'NOT_FOUND', message: 'no' } }, 404);
      }),
    );
    renderInWorkspace(<UploadTab woundId="w3" />, fakeWorkspace());
    await waitFor(
      () => expect((screen.getByRole('radio', { name: /^Left forefoot/ }) as HTMLInputElement).checked).toBe(true),
      {
        timeout: 5000,
      },
    );
    expect(await screen.findByText('Local warmth')).toBeTruthy();
    expect(screen.getByText(/^Systemic signs/)).toBeTruthy();
  });

  it('asks before filing a photo dated on or before another visit: "File it anyway" confirms, "Change date" goes to the date', async () => {
    const wound = {
      id: 'w2',
      patientId: 'p1',
      label: 'Wound 2',
      status: 'open',
      bodySiteLabel: null,
      etiology: 'unknown',
      stage: null,
    };
    const patient = { id: 'p1', displayName: 'Rosa Diaz', identifier: null };
    vi.stubGlobal(
      'fetch',
      vi.fn(async (u: RequestInfo | URL) => {
        const url = String(u);
        if (url.split('?')[0] === '/api/wounds/w2') return json({ wound, patientName: 'Rosa Diaz', assessments: [] });
        if (url === '/api/patients/p1') return json({ patient, wounds: [wound] });
        return json({ patients: [patient] });
      }),
    );
    const conflict = new ApiRequestError(409, 'EXAM_DATE_CONFLICT', 'exam_date: …', {
      examDate: '2026-11-02',
      otherExamDate: '2026-11-02',
      otherAssessmentId: 'analysis-3',
      sameDay: true,
    });
    const upload = vi
      .fn()
      .mockRejectedValueOnce(conflict)
      .mockRejectedValueOnce(conflict)
      .mockResolvedValueOnce(makeAssessment({ id: 'analysis-6' }));
    const ws = fakeWorkspace({ upload });
    renderInWorkspace(<UploadTab woundId="w2" />, ws);
    await waitFor(
      () => expect((screen.getByRole('radio', { name: /^Wound 2/ }) as HTMLInputElement).checked).toBe(true),
      {
        timeout: 5000,
      },
    );
    await userEvent.type(screen.getByLabelText('Exam date'), '2026-11-02');
    await userEvent.upload(screen.getByLabelText(/Wound image/), photo());
    await userEvent.click(screen.getByRole('button', { name: 'Start Analysis' }));
    const question = await screen.findByRole('alert');
    expect(question.textContent).toMatch(
      /already has a visit on 2026-11-02\. File this photo as another visit of that day\?/,
    );
    expect(screen.queryByRole('button', { name: 'Start Analysis' })).toBeNull();
    await userEvent.click(within(question).getByRole('button', { name: 'Change date' }));
    expect(document.activeElement).toBe(screen.getByLabelText('Exam date'));
    expect(ws.open).not.toHaveBeenCalled();

    await userEvent.click(screen.getByRole('button', { name: 'Start Analysis' }));
    await userEvent.click(within(await screen.findByRole('alert')).getByRole('button', { name: 'File it anyway' }));
    await waitFor(() => expect(ws.open).toHaveBeenCalledWith('analysis-6', 'analysis'));
    expect(upload.mock.calls.map((c) => (c[3] as Record<string, string>).confirm_exam_date)).toEqual([
      undefined,
      undefined,
      'true',
    ]);
    expect(upload.mock.calls[2]![0]).toEqual({ woundId: 'w2' });
    // each send with other fields (the confirmation) is another upload: a key of its own
    expect(new Set(upload.mock.calls.map((c) => c[4])).size).toBe(3);
  });
});
