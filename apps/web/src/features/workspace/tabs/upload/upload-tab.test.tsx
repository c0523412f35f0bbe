import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { makeThread } from '../../../../../test/fixtures.ts';
import type { ThreadJson } from '@woundcare/api-types';
import { fakeWorkspace, renderInWorkspace } from '../../../../../test/workspace.tsx';
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
