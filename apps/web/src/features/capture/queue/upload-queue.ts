import type { AssessmentJson } from '@woundcare/api-types';
import { ApiRequestError } from '../../../lib/api-client.ts';
import type { QueuedUpload, queueDb } from './queue-db.ts';

/** Sends one waiting upload (with its idempotency key); resolves with the server's assessment. */
export type SendUpload = (item: QueuedUpload) => Promise<AssessmentJson>;

/** Persistent storage for the queue: granted, refused by the browser, or not known (not asked yet, or not offered). */
export type StorageGrant = 'persistent' | 'refused' | 'unknown';

export interface QueueSnapshot {
  /** the signed-in account the queue serves (null: signed out) */
  userId: string | null;
  /** the signed-in account's waiting uploads, oldest first (another account's are never shown or sent) */
  items: readonly QueuedUpload[];
  /** a send is under way */
  sending: boolean;
  /** the browser says it has no network */
  offline: boolean;
  storage: StorageGrant;
  /** when the next automatic try is due (ms since the epoch); null when none is planned */
  nextTryAt: number | null;
}

export interface QueueDeps {
  db: typeof queueDb;
  send: SendUpload;
  isOnline: () => boolean;
  /** ask the browser to keep this site's storage (navigator.storage.persist); null: not offered */
  persist: () => Promise<boolean | null>;
  now?: () => number;
  setTimer?: (fn: () => void, ms: number) => unknown;
  clearTimer?: (handle: unknown) => void;
}

/** The first automatic retry after a network failure, doubling up to the longest wait. */
export const FIRST_RETRY_MS = 5_000;
export const LONGEST_RETRY_MS = 5 * 60_000;

/**
 * What a failed send means: the network (or a server that is down, busy or no longer knows the
 * session) is tried again later; any other 4xx is the server refusing this photo, kept with its
 * message for the nurse and not sent again by itself.
 */
function failureOf(err: unknown): { kind: 'retry' } | { kind: 'refused'; message: string; code: string } {
  if (!(err instanceof ApiRequestError) || err.status === 0) return { kind: 'retry' };
  if (err.status >= 500 || [401, 403, 408, 429].includes(err.status)) return { kind: 'retry' };
  return { kind: 'refused', message: err.message, code: err.code };
}

/**
 * The offline capture queue: photos kept on the device until the server acknowledged them.
 * `flush` sends the signed-in account's waiting uploads oldest first, one at a time; a photo
 * leaves the queue only on the server's 2xx answer. A network failure stops the round and plans
 * the next one on a back-off timer; the caller also flushes on `online`, on visibility, on start
 * and after each new photo.
 */
export function createUploadQueue(deps: QueueDeps) {
  const now = deps.now ?? Date.now;
  const setTimer = deps.setTimer ?? ((fn: () => void, ms: number) => setTimeout(fn, ms));
  const clearTimer = deps.clearTimer ?? ((h: unknown) => clearTimeout(h as ReturnType<typeof setTimeout>));
  let userId: string | null = null;
  let all: QueuedUpload[] = [];
  let snapshot: QueueSnapshot = {
    userId: null,
    items: [],
    sending: false,
    offline: !deps.isOnline(),
    storage: 'unknown',
    nextTryAt: null,
  };
  const listeners = new Set<() => void>();
  const sentListeners = new Set<(a: AssessmentJson) => void>();
  let running: Promise<void> | null = null;
  let again = false;
  let failures = 0;
  let timer: unknown = null;

  function publish(patch: Partial<QueueSnapshot> = {}) {
    snapshot = { ...snapshot, ...patch, userId, items: all.filter((i) => i.userId === userId) };
    for (const l of listeners) l();
  }

  async function reload() {
    all = await deps.db.list();
    publish();
  }

  function plan(ms: number | null) {
    if (timer !== null) clearTimer(timer);
    timer = null;
    if (ms === null) return publish({ nextTryAt: null });
    timer = setTimer(() => {
      timer = null;
      void flush();
    }, ms);
    publish({ nextTryAt: now() + ms });
  }

  /** One pass over the waiting photos; false when a network failure stopped it (the timer tries again). */
  async function round(retryRefused: boolean): Promise<boolean> {
    const user = userId;
    // no network: nothing is tried (the `online` event starts the next round)
    if (!user || !deps.isOnline()) {
      plan(null);
      return true;
    }
    for (const item of all.filter((i) => i.userId === user && (retryRefused || !i.error))) {
      // signed out or switched account meanwhile: nothing more is sent under this round's account
      if (userId !== user) return true;
      try {
        const assessment = await deps.send(item);
        await deps.db.remove(item.key);
        all = all.filter((i) => i.key !== item.key);
        failures = 0;
        publish();
        for (const l of sentListeners) l(assessment);
      } catch (err) {
        const failure = failureOf(err);
        if (failure.kind === 'retry') {
          failures += 1;
          plan(Math.min(FIRST_RETRY_MS * 2 ** (failures - 1), LONGEST_RETRY_MS));
          return false;
        }
        const refused = { ...item, error: failure.message, errorCode: failure.code };
        await deps.db.put(refused);
        all = all.map((i) => (i.key === item.key ? refused : i));
        publish();
      }
    }
    plan(null);
    return true;
  }

  /** Send the waiting uploads now (`retryRefused`: also those the server refused before). */
  function flush(opts: { retryRefused?: boolean } = {}): Promise<void> {
    if (running) {
      again = true;
      return running;
    }
    running = (async () => {
      publish({ sending: true, offline: !deps.isOnline() });
      try {
        let completed: boolean;
        // a photo added during a round is sent in another one, unless the network just failed
        do {
          again = false;
          await reload();
          completed = await round(opts.retryRefused ?? false);
        } while (again && completed);
      } finally {
        running = null;
        publish({ sending: false });
      }
    })();
    return running;
  }

  async function askPersistence() {
    if (snapshot.storage === 'persistent') return;
    const granted = await deps.persist().catch(() => null);
    publish({ storage: granted === null ? 'unknown' : granted ? 'persistent' : 'refused' });
  }

  return {
    getSnapshot: () => snapshot,
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    /** called with each assessment the server acknowledged */
    onSent(listener: (a: AssessmentJson) => void) {
      sentListeners.add(listener);
      return () => void sentListeners.delete(listener);
    },
    /** The signed-in account (null: signed out); its waiting uploads are shown and sent. */
    async setUser(id: string | null) {
      if (id === userId) return;
      userId = id;
      await reload();
      if (id && snapshot.items.length > 0) {
        await askPersistence();
        await flush();
      }
    },
    /** Keep a new photo on the device (resolves once it is stored), then try to send it and every other waiting one. */
    async add(item: QueuedUpload) {
      await deps.db.put(item);
      await reload();
      void askPersistence();
      void flush();
    },
    flush,
    /** The network came back (or went): note it, and send when it is back. */
    setOnline(online: boolean) {
      publish({ offline: !online });
      if (online) void flush();
    },
    /**
     * The nurse answered the server's exam-date question for a refused photo: "file it as another
     * visit". That is another upload (its fields differ), so it goes with a new key.
     */
    async fileAsAnotherVisit(key: string, newKey: string) {
      const item = all.find((i) => i.key === key);
      if (!item) return;
      const again: QueuedUpload = {
        ...item,
        key: newKey,
        fields: { ...item.fields, confirm_exam_date: 'true' },
        error: null,
        errorCode: undefined,
      };
      await deps.db.put(again);
      await deps.db.remove(key);
      await reload();
      void flush();
    },
    /** The nurse discarded a waiting photo: it is deleted from the device and never sent. */
    async discard(key: string) {
      await deps.db.remove(key);
      await reload();
    },
    /** Forget every waiting upload on this device (sign-out). */
    async clear() {
      plan(null);
      await deps.db.clear();
      await reload();
    },
  };
}
