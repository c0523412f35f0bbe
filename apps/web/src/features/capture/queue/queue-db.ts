import { openDB, type DBSchema, type IDBPDatabase } from 'idb';
import type { BedsideSigns } from '@woundcare/api-types';
import type { UploadTarget } from '../../assessments/api/create-assessment.ts';

/**
 * A photo waiting to be uploaded, kept on the device (IndexedDB) with everything its upload
 * sends, until the server has acknowledged it.
 */
export interface QueuedUpload {
  /** the upload's idempotency key (a UUID): every send of this photo carries it */
  key: string;
  /** the account that took it: it is only ever sent while that account is signed in */
  userId: string;
  /** when it was queued (ISO) */
  queuedAt: string;
  target: UploadTarget;
  /** the chosen wound (null: a new patient's first wound, made by the upload) */
  woundId: string | null;
  /** who and where, as the form named them ("Maria Lopez · Wound 1") */
  label: string;
  /** the upload's form fields, exactly as every send of this photo sends them */
  fields: Record<string, string>;
  signs: BedsideSigns;
  photo: Blob;
  fileName: string;
  /** the server's refusal (a 4xx answer): kept for the nurse to read, not sent again by itself */
  error: string | null;
  /** the refusal's stable code (EXAM_DATE_CONFLICT: the nurse may file it as another visit) */
  errorCode?: string;
}

interface QueueSchema extends DBSchema {
  uploads: { key: string; value: QueuedUpload; indexes: { queuedAt: string } };
}

const DB_NAME = 'woundly-upload-queue';
let opened: Promise<IDBPDatabase<QueueSchema>> | null = null;

function db() {
  opened ??= openDB<QueueSchema>(DB_NAME, 1, {
    upgrade(d) {
      const store = d.createObjectStore('uploads', { keyPath: 'key' });
      store.createIndex('queuedAt', 'queuedAt');
    },
  });
  return opened;
}

/** A browser without IndexedDB (some private modes, a test without one) keeps nothing on the device. */
const noStore = () => typeof indexedDB === 'undefined';

export const queueDb = {
  /** every waiting upload on this device, oldest first */
  async list(): Promise<QueuedUpload[]> {
    if (noStore()) return [];
    return (await db()).getAllFromIndex('uploads', 'queuedAt');
  },
  async put(item: QueuedUpload): Promise<void> {
    if (noStore()) throw new Error('This browser cannot keep photos on the device, so the photo was not kept.');
    await (await db()).put('uploads', item);
  },
  async remove(key: string): Promise<void> {
    if (noStore()) return;
    await (await db()).delete('uploads', key);
  },
  async clear(): Promise<void> {
    if (noStore()) return;
    await (await db()).clear('uploads');
  },
};
