import { afterEach, describe, expect, it, vi } from 'vitest';
import { checkServerHealth } from './server-status.ts';

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

describe('checkServerHealth', () => {
  afterEach(() => vi.useRealTimers());

  it('is connected only when ok and status is healthy', async () => {
    expect(await checkServerHealth(async () => json({ status: 'healthy' }))).toBe(true);
    expect(await checkServerHealth(async () => json({ status: 'unhealthy' }, 200))).toBe(false);
    expect(await checkServerHealth(async () => json({ status: 'healthy' }, 503))).toBe(false);
  });

  it('treats a network failure as demo mode and only warns', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(await checkServerHealth(async () => Promise.reject(new TypeError('offline')))).toBe(false);
    expect(warn).toHaveBeenCalled();
    warn.mockRestore();
  });

  it('aborts after the 3 s time-out', async () => {
    vi.useFakeTimers();
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    let signal: AbortSignal | undefined;
    const hanging: typeof fetch = (_url, init) =>
      new Promise((_resolve, reject) => {
        signal = init?.signal ?? undefined;
        signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
      });
    const p = checkServerHealth(hanging);
    await vi.advanceTimersByTimeAsync(2999);
    expect(signal?.aborted).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(await p).toBe(false);
    expect(signal?.aborted).toBe(true);
    warn.mockRestore();
  });
});
