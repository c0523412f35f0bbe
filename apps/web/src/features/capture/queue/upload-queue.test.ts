import { describe, expect, it } from 'vitest';
import type { AssessmentJson } from '@woundcare/api-types';
import { ApiRequestError } from '../../../lib/api-client.ts';
import type { QueuedUpload } from './queue-db.ts';
import { createUploadQueue, FIRST_RETRY_MS, type SendUpload } from './upload-queue.ts';

/** The queue on an in-memory store, a scripted server, and a hand-driven timer. */
function setUp(opts: { online?: boolean; persist?: boolean | null } = {}) {
  const stored = new Map<string, QueuedUpload>();
  const db = {
    list: async () => [...stored.values()].sort((a, b) => a.queuedAt.localeCompare(b.queuedAt)),
    put: async (i: QueuedUpload) => void stored.set(i.key, i),
    remove: async (k: string) => void stored.delete(k),
    clear: async () => stored.clear(),
  };
  const answers: ((item: QueuedUpload) => Promise<AssessmentJson>)[] = [];
  const sent: string[] = [];
  const send: SendUpload = (item) => {
    sent.push(item.key);
    const next = answers.shift();
    return next ? next(item) : Promise.resolve({ id: `analysis-${sent.length}` } as AssessmentJson);
  };
  const timers: { fn: () => void; ms: number }[] = [];
  let online = opts.online ?? true;
  const queue = createUploadQueue({
    db,
    send,
    isOnline: () => online,
    persist: async () => opts.persist ?? true,
    setTimer: (fn, ms) => timers.push({ fn, ms }),
    clearTimer: () => void timers.splice(0),
  });
  return {
    queue,
    stored,
    answers,
    sent,
    timers,
    setOnline: (v: boolean) => {
      online = v;
      queue.setOnline(v);
    },
  };
}

let n = 0;
function item(userId: string, extra: Partial<QueuedUpload> = {}): QueuedUpload {
  n += 1;
  return {
    key: `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
    userId,
    queuedAt: new Date(Date.UTC(2026, 10, 1, 9, n)).toISOString(),
    target: { woundId: 'w1' },
    woundId: 'w1',
    label: 'Maria Lopez · Wound 1',
    fields: { exam_date: '2026-11-01' },
    signs: {},
    photo: new Blob([new Uint8Array([1, 2, 3])], { type: 'image/jpeg' }),
    fileName: 'wound.jpg',
    error: null,
    ...extra,
  };
}

const networkDown = () => Promise.reject(new ApiRequestError(0, 'NETWORK_ERROR', 'Cannot reach the server.'));
const until = async (ok: () => boolean) => {
  for (let i = 0; i < 100 && !ok(); i++) await new Promise((r) => setTimeout(r, 0));
  expect(ok()).toBe(true);
};

describe('the offline upload queue', () => {
  it('keeps a photo taken offline, and sends it once the network is back; it leaves only when acknowledged', async () => {
    const q = setUp({ online: false });
    await q.queue.setUser('u1');
    const photo = item('u1');
    await q.queue.add(photo);
    await q.queue.flush();
    expect(q.queue.getSnapshot().items.map((i) => i.key)).toEqual([photo.key]);
    expect(q.sent).toEqual([]);

    // the network returns but the answer is lost: still waiting, tried again later with the same key
    q.answers.push(networkDown);
    q.setOnline(true);
    await until(() => q.timers.length === 1);
    expect(q.stored.has(photo.key)).toBe(true);
    expect(q.timers[0]!.ms).toBe(FIRST_RETRY_MS);

    q.timers[0]!.fn();
    await until(() => q.stored.size === 0);
    expect(q.sent).toEqual([photo.key, photo.key]);
    expect(q.queue.getSnapshot().items).toEqual([]);
  });

  it('waits longer after each network failure (back-off), and starts over after a success', async () => {
    const q = setUp();
    await q.queue.setUser('u1');
    q.answers.push(networkDown, networkDown, networkDown);
    await q.queue.add(item('u1'));
    const waits: number[] = [];
    for (let i = 0; i < 3; i++) {
      await until(() => q.timers.length === 1 && q.queue.getSnapshot().sending === false);
      waits.push(q.timers[0]!.ms);
      q.timers.shift()!.fn();
    }
    await until(() => q.stored.size === 0);
    expect(waits).toEqual([FIRST_RETRY_MS, 2 * FIRST_RETRY_MS, 4 * FIRST_RETRY_MS]);
    expect(q.queue.getSnapshot().nextTryAt).toBeNull();
  });

  it('keeps a photo the server refuses (4xx) with its message, sends the next, and does not resend it by itself', async () => {
    const q = setUp();
    await q.queue.setUser('u1');
    const refused = item('u1');
    const fine = item('u1');
    q.answers.push(() => Promise.reject(new ApiRequestError(404, 'NOT_FOUND', 'Wound not found')));
    await q.queue.add(refused);
    await until(() => q.stored.get(refused.key)?.error === 'Wound not found');
    await q.queue.add(fine);
    await until(() => !q.stored.has(fine.key));
    expect(q.sent).toEqual([refused.key, fine.key]);
    expect(q.queue.getSnapshot().items.map((i) => [i.key, i.error])).toEqual([[refused.key, 'Wound not found']]);
    // the nurse asks: sent again (and acknowledged this time)
    await q.queue.flush({ retryRefused: true });
    expect(q.stored.size).toBe(0);
  });

  it('a server error (5xx) or an ended session (401) is tried again later, not shown as a refusal', async () => {
    const q = setUp();
    await q.queue.setUser('u1');
    const photo = item('u1');
    q.answers.push(() => Promise.reject(new ApiRequestError(503, 'ENGINE_BUSY', 'Busy')));
    await q.queue.add(photo);
    await until(() => q.timers.length === 1);
    expect(q.stored.get(photo.key)?.error).toBeNull();
    q.answers.push(() => Promise.reject(new ApiRequestError(401, 'UNAUTHORIZED', 'Sign in')));
    q.timers.shift()!.fn();
    await until(() => q.timers.length === 1);
    expect(q.stored.get(photo.key)?.error).toBeNull();
  });

  it('never sends or shows another account’s photos', async () => {
    const q = setUp({ online: false });
    await q.queue.setUser('nurse-a');
    const fromA = item('nurse-a');
    await q.queue.add(fromA);
    await q.queue.setUser('nurse-b');
    expect(q.queue.getSnapshot().items).toEqual([]);
    q.setOnline(true);
    await q.queue.flush();
    expect(q.sent).toEqual([]);
    expect(q.stored.has(fromA.key)).toBe(true);
    // back to its own account: sent
    await q.queue.setUser('nurse-a');
    await until(() => q.stored.size === 0);
    expect(q.sent).toEqual([fromA.key]);
  });

  it('discarding deletes a waiting photo unsent; clearing (sign-out) deletes them all', async () => {
    const q = setUp({ online: false });
    await q.queue.setUser('u1');
    const a = item('u1');
    const b = item('u1');
    await q.queue.add(a);
    await q.queue.add(b);
    await q.queue.discard(a.key);
    expect(q.queue.getSnapshot().items.map((i) => i.key)).toEqual([b.key]);
    await q.queue.clear();
    expect(q.stored.size).toBe(0);
    q.setOnline(true);
    await q.queue.flush();
    expect(q.sent).toEqual([]);
  });

  it('says when the browser refused persistent storage', async () => {
    const refused = setUp({ online: false, persist: false });
    await refused.queue.setUser('u1');
    expect(refused.queue.getSnapshot().storage).toBe('unknown');
    await refused.queue.add(item('u1'));
    await until(() => refused.queue.getSnapshot().storage === 'refused');
    const granted = setUp({ online: false, persist: true });
    await granted.queue.setUser('u1');
    await granted.queue.add(item('u1'));
    await until(() => granted.queue.getSnapshot().storage === 'persistent');
  });
});

describe('the server’s exam-date question for a waiting photo', () => {
  it('“file as another visit” sends it again with the confirmation, under a new key', async () => {
    const q = setUp();
    await q.queue.setUser('u1');
    const second = item('u1');
    q.answers.push(() =>
      Promise.reject(new ApiRequestError(409, 'EXAM_DATE_CONFLICT', 'Wound 1 already has a visit on 2026-11-01.')),
    );
    await q.queue.add(second);
    await until(() => q.stored.get(second.key)?.errorCode === 'EXAM_DATE_CONFLICT');
    const fields: Record<string, string>[] = [];
    q.answers.push(async (i) => {
      fields.push(i.fields);
      return { id: 'analysis-2' } as AssessmentJson;
    });
    await q.queue.fileAsAnotherVisit(second.key, 'new-key');
    await until(() => q.stored.size === 0);
    expect(q.sent).toEqual([second.key, 'new-key']);
    expect(fields).toEqual([{ exam_date: '2026-11-01', confirm_exam_date: 'true' }]);
  });
});
