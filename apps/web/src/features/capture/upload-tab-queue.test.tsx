import { afterEach, beforeEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeWorkspace, renderInWorkspace } from '../../../test/workspace.tsx';
import { ApiRequestError } from '../../lib/api-client.ts';
import type { QueuedUpload } from './queue/queue-db.ts';
import { UploadTab } from './upload-tab.tsx';

// the device's queue, as the upload form sees it: what it was asked to keep
const kept: QueuedUpload[] = [];
vi.mock('./queue/use-upload-queue.ts', () => ({
  useUploadQueue: () => ({
    userId: 'nurse-1',
    items: kept,
    sending: false,
    offline: false,
    storage: 'persistent',
    nextTryAt: null,
  }),
  uploadQueueActions: { queue: vi.fn(async (item: QueuedUpload) => void kept.push(item)) },
}));

const photo = () => new File([new Uint8Array([255, 216, 255])], 'wound.jpg', { type: 'image/jpeg' });

beforeEach(() => {
  kept.length = 0;
  URL.createObjectURL = vi.fn(() => 'blob:preview');
  URL.revokeObjectURL = vi.fn();
});
afterEach(cleanup);

async function startNewPatientUpload() {
  const user = userEvent.setup();
  await user.click(screen.getByRole('button', { name: 'New patient' }));
  await user.type(screen.getByLabelText(/Patient name/), 'Ada');
  await user.upload(screen.getByLabelText(/Wound image/), photo());
  await user.click(screen.getByRole('button', { name: 'Start Analysis' }));
}

describe('UploadTab with no network', { timeout: 20_000 }, () => {
  it('a send that fails on the network is kept with the same key and fields, so its resend is the same upload', async () => {
    const ws = fakeWorkspace({
      upload: vi.fn(() => Promise.reject(new ApiRequestError(0, 'NETWORK_ERROR', 'Cannot reach the server.'))),
    });
    renderInWorkspace(<UploadTab />, ws);
    await startNewPatientUpload();
    await screen.findByText(/The network failed while sending/);
    const [target, , , fields, key] = vi.mocked(ws.upload).mock.calls[0]!;
    expect(kept).toHaveLength(1);
    expect(kept[0]).toMatchObject({
      key,
      userId: 'nurse-1',
      target,
      fields,
      woundId: null,
      label: 'Ada (new patient)',
    });
    expect(kept[0]!.photo).toBeInstanceOf(File);
    expect(ws.open).not.toHaveBeenCalled();
  });

  it('a refusal by the server (4xx) is shown as the error it is, and nothing is kept', async () => {
    const ws = fakeWorkspace({
      upload: vi.fn(() =>
        Promise.reject(new ApiRequestError(413, 'FILE_TOO_LARGE', 'The upload is larger than 20 MB.')),
      ),
    });
    renderInWorkspace(<UploadTab />, ws);
    await startNewPatientUpload();
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Analysis failed. Please try again. (The upload is larger than 20 MB.)',
    );
    expect(kept).toEqual([]);
  });

  it('offline, the photo is kept without a send, dated now (the moment it was taken)', async () => {
    const offline = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    onTestFinished(() => offline.mockRestore());
    const ws = fakeWorkspace();
    renderInWorkspace(<UploadTab />, ws);
    const before = Date.now();
    await startNewPatientUpload();
    await screen.findByText(/Saved on this device/);
    expect(ws.upload).not.toHaveBeenCalled();
    expect(kept).toHaveLength(1);
    const taken = Date.parse(kept[0]!.fields.exam_date!);
    expect(taken).toBeGreaterThanOrEqual(before);
    expect(taken).toBeLessThanOrEqual(Date.now());
    expect(kept[0]!.key).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    // the form is ready for the next photo
    expect(screen.getByText('No image chosen yet')).toBeTruthy();
  });
});
