import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { makeThread } from '../../../../../test/fixtures.ts';
import type { ThreadJson } from '@woundcare/api-types';
import { fakeWorkspace, json, renderInWorkspace } from '../../../../../test/workspace.tsx';
import { UploadTab } from './upload-tab.tsx';

const photo = () => new File([new Uint8Array([255, 216, 255])], 'wound.jpg', { type: 'image/jpeg' });

beforeEach(() => {
  URL.createObjectURL = vi.fn(() => 'blob:preview');
  URL.revokeObjectURL = vi.fn();
});
afterEach(cleanup);

describe('UploadTab', { timeout: 20_000 }, () => {
  it('shows Start Analysis only with a non-blank name and an image, then opens the analysis', async () => {
    const user = userEvent.setup();
    let finish!: (t: ThreadJson) => void;
    const ws = fakeWorkspace({ upload: vi.fn(() => new Promise<ThreadJson>((r) => (finish = r))) });
    renderInWorkspace(<UploadTab />, ws);
    expect(screen.getByText('No analysis threads yet')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Start Analysis' })).toBeNull();
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
      { patientName: 'Ada' },
      expect.any(File),
      { smell: 'present', oedema: 'absent' },
      { exam_date: '', depth_cm: '', exudate: '' },
    );
    finish(makeThread({ id: 'analysis-9', status: 'analyzing', analysisResult: null }));
    await waitFor(() => expect(ws.open).toHaveBeenCalledWith('analysis-9', 'analysis'));
  });

  it('clears the busy state and says so when the upload fails', async () => {
    const user = userEvent.setup();
    const ws = fakeWorkspace({
      upload: vi.fn(async () => Promise.reject(new Error('The upload is larger than 20 MB.'))),
    });
    renderInWorkspace(<UploadTab />, ws);
    await user.type(screen.getByLabelText(/Patient name/), 'Ada');
    await user.upload(screen.getByLabelText(/Wound image/), photo());
    await user.click(screen.getByRole('button', { name: 'Start Analysis' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Analysis failed. Please try again. (The upload is larger than 20 MB.)',
    );
    expect(screen.getByRole('button', { name: 'Start Analysis' }).hasAttribute('disabled')).toBe(false);
    expect(ws.open).not.toHaveBeenCalled();
  });

  it('lists the first five threads with their status text, and views completed ones', async () => {
    const threads = [
      makeThread({ id: 'analysis-6', status: 'analyzing', analysisResult: null }),
      makeThread({ id: 'analysis-5', status: 'uploaded', analysisResult: null }),
      makeThread({ id: 'analysis-4', status: 'failed', analysisResult: null }),
      makeThread({ id: 'analysis-3', simulated: true }),
      makeThread({ id: 'analysis-2' }),
      makeThread({ id: 'analysis-1' }),
    ];
    const ws = fakeWorkspace({ threads });
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
    const ws = fakeWorkspace({ upload: vi.fn(async () => makeThread({ id: 'analysis-5' })) });
    renderInWorkspace(<UploadTab woundId="w2" />, ws);
    await waitFor(() => expect((screen.getByLabelText('Wound') as HTMLSelectElement).value).toBe('w2'), {
      timeout: 5000,
    });
    expect((screen.getByLabelText('Patient') as HTMLSelectElement).value).toBe('p1');
    await userEvent.upload(screen.getByLabelText(/Wound image/), photo());
    await userEvent.click(screen.getByRole('button', { name: 'Start Analysis' }));
    await waitFor(() => expect(ws.upload).toHaveBeenCalled());
    expect(vi.mocked(ws.upload).mock.calls[0]![0]).toEqual({ woundId: 'w2' });
  });
});
