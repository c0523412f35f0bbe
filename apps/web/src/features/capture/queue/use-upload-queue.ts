import { useEffect, useSyncExternalStore } from 'react';
import type { AssessmentJson } from '@woundcare/api-types';
import { onClientStateCleared } from '../../../lib/client-state.ts';
import { createAssessment } from '../../assessments/api/create-assessment.ts';
import { queueDb, type QueuedUpload } from './queue-db.ts';
import { createUploadQueue } from './upload-queue.ts';

/** The service worker's Background Sync tag, and the message it sends the open app when it fires. */
const SYNC_TAG = 'upload-queue';
const SYNC_MESSAGE = 'upload-queue:flush';

/** The one queue of this browser tab: photos waiting on this device, sent by the signed-in account. */
const uploadQueue = createUploadQueue({
  db: queueDb,
  send: (item) =>
    createAssessment(
      item.target,
      new File([item.photo], item.fileName, { type: item.photo.type }),
      item.signs,
      item.fields,
      item.key,
    ),
  isOnline: () => navigator.onLine,
  persist: async () => (navigator.storage?.persist ? navigator.storage.persist() : null),
});

// sign-out clears the browser (docs/spec-notes.md#sign-out-clears-the-browser): waiting photos go too
onClientStateCleared(() => {
  uploadQueue.clear().catch((err: unknown) => console.warn('The waiting photos could not be deleted', err));
});

/**
 * The queue's state for `userId` (the signed-in account; null: signed out): its waiting photos,
 * sending, offline, storage grant. Naming the account also starts sending its waiting photos.
 */
export function useUploadQueue(userId?: string | null) {
  useEffect(() => {
    if (userId !== undefined) void uploadQueue.setUser(userId);
  }, [userId]);
  return useSyncExternalStore(uploadQueue.subscribe, uploadQueue.getSnapshot, uploadQueue.getSnapshot);
}

/** Background Sync where the browser has it (Chromium): the service worker wakes the open app to send. */
async function requestBackgroundSync() {
  try {
    const reg = await navigator.serviceWorker?.getRegistration('/demo');
    const sync = (reg as (ServiceWorkerRegistration & { sync?: { register(tag: string): Promise<void> } }) | undefined)
      ?.sync;
    await sync?.register(SYNC_TAG);
  } catch {
    /* not offered or not allowed: the online event, visibility and the back-off timer still send */
  }
}

export const uploadQueueActions = {
  /** Keep a photo on the device and try to send it (with every other waiting one) at once. */
  async queue(item: QueuedUpload) {
    await uploadQueue.add(item);
    void requestBackgroundSync();
  },
  /** Send now, including photos the server refused before (the nurse asked). */
  sendNow: () => uploadQueue.flush({ retryRefused: true }),
  discard: (key: string) => uploadQueue.discard(key),
  fileAsAnotherVisit: (key: string) => uploadQueue.fileAsAnotherVisit(key, crypto.randomUUID()),
};

/**
 * Runs the queue while the workspace is open for `userId`: sends on start, on the `online`
 * event, when the page becomes visible, when the service worker's Background Sync fires, and on
 * the back-off timer; `onSent` gets each assessment the server acknowledged.
 */
export function useUploadQueueRunner(userId: string | null, onSent: (a: AssessmentJson) => void) {
  useUploadQueue(userId);
  useEffect(() => uploadQueue.onSent(onSent), [onSent]);
  useEffect(() => {
    const online = () => uploadQueue.setOnline(true);
    const offline = () => uploadQueue.setOnline(false);
    const visible = () => {
      if (document.visibilityState === 'visible') void uploadQueue.flush();
    };
    const message = (e: MessageEvent<unknown>) => {
      if ((e.data as { type?: unknown } | null)?.type === SYNC_MESSAGE) void uploadQueue.flush();
    };
    window.addEventListener('online', online);
    window.addEventListener('offline', offline);
    document.addEventListener('visibilitychange', visible);
    navigator.serviceWorker?.addEventListener('message', message);
    return () => {
      window.removeEventListener('online', online);
      window.removeEventListener('offline', offline);
      document.removeEventListener('visibilitychange', visible);
      navigator.serviceWorker?.removeEventListener('message', message);
    };
  }, []);
}
