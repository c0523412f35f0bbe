// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, renderHook, waitFor } from '@testing-library/react';
import { fetchServerStatus, useServerStatus } from './get-server-status.ts';

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

const report = (analysis: 'ready' | 'degraded' | 'unavailable') => ({
  analysis,
  engine: { kind: 'in-process', model: 'on_disk', modelVersion: 'wound-seg@abc', detail: 'x' },
  queue: { waiting: 0, running: 0, failedLastHour: 0 },
  database: { status: 'up', kind: 'pglite' },
  checkedAt: '2026-03-11T10:00:00.000Z',
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('fetchServerStatus', () => {
  it('reads GET /api/status', async () => {
    const fetchMock = vi.fn(async () => json(report('ready')));
    vi.stubGlobal('fetch', fetchMock);
    expect((await fetchServerStatus()).analysis).toBe('ready');
    expect(String((fetchMock.mock.calls[0] as unknown[])[0])).toBe('/api/status');
  });

  it('gives up after the 3 s time-out', async () => {
    vi.useFakeTimers();
    let signal: AbortSignal | undefined;
    vi.stubGlobal(
      'fetch',
      (_url: string, init?: RequestInit) =>
        new Promise((_resolve, reject) => {
          signal = init?.signal ?? undefined;
          signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
        }),
    );
    const p = fetchServerStatus();
    const settled = expect(p).rejects.toThrow();
    await vi.advanceTimersByTimeAsync(2999);
    expect(signal?.aborted).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    await settled;
    expect(signal?.aborted).toBe(true);
  });
});

describe('useServerStatus', () => {
  it('is checking, then the server’s word; a server that does not answer is unavailable; recheck asks again', async () => {
    let answer: () => Promise<Response> = async () => json(report('ready'));
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => answer()),
    );
    const { result } = renderHook(() => useServerStatus());
    expect(result.current.state).toBe('checking');
    await waitFor(() => expect(result.current.state).toBe('ready'));
    expect(result.current.status?.engine.modelVersion).toBe('wound-seg@abc');

    answer = async () => json(report('degraded'));
    act(() => result.current.recheck());
    await waitFor(() => expect(result.current.state).toBe('degraded'));

    answer = async () => Promise.reject(new TypeError('offline'));
    act(() => result.current.recheck());
    await waitFor(() => expect(result.current.state).toBe('unavailable'));
    expect(result.current.status).toBeNull();
  });
});
