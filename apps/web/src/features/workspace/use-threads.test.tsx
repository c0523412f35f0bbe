import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, renderHook } from '@testing-library/react';
import { makeThread } from '../../lib/analysis/fixtures.ts';
import { json } from './test-utils.tsx';
import { mergeThread, POLL_INTERVAL_MS, useThreads } from './use-threads.ts';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('mergeThread', () => {
  it('replaces in place, or puts a new thread first', () => {
    const a = makeThread({ id: 'analysis-1' });
    const b = makeThread({ id: 'analysis-2' });
    expect(mergeThread([a], b).map((t) => t.id)).toEqual(['analysis-2', 'analysis-1']);
    expect(mergeThread([b, a], { ...a, priority: 'high' })[1]!.priority).toBe('high');
  });
});

describe('useThreads', () => {
  it('polls a running thread every 700 ms until it completes, then stops', async () => {
    vi.useFakeTimers();
    const running = makeThread({ status: 'analyzing', stage: 'decoding', analysisResult: null });
    const replies = [
      { ...running, stage: 'calibrating' as const },
      { ...running, stage: 'assessing' as const },
      makeThread(),
    ];
    const calls: string[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (u: RequestInfo | URL) => {
        const url = String(u);
        calls.push(url);
        if (url === '/api/threads') return json({ threads: [running] });
        return json({ thread: replies.shift() ?? makeThread() });
      }),
    );
    const { result } = renderHook(() => useThreads());
    await act(async () => {
      await vi.advanceTimersByTimeAsync(0);
    });
    expect(result.current.threads[0]!.stage).toBe('decoding');
    await act(async () => {
      await vi.advanceTimersByTimeAsync(POLL_INTERVAL_MS);
    });
    expect(result.current.threads[0]!.stage).toBe('calibrating');
    await act(async () => {
      await vi.advanceTimersByTimeAsync(POLL_INTERVAL_MS);
    });
    expect(result.current.threads[0]!.stage).toBe('assessing');
    await act(async () => {
      await vi.advanceTimersByTimeAsync(POLL_INTERVAL_MS);
    });
    expect(result.current.threads[0]!.status).toBe('completed');
    const polls = calls.filter((c) => c === '/api/threads/analysis-1').length;
    await act(async () => {
      await vi.advanceTimersByTimeAsync(POLL_INTERVAL_MS * 5);
    });
    expect(calls.filter((c) => c === '/api/threads/analysis-1').length).toBe(polls);
    expect(polls).toBe(3);
  });

  it('drops a thread that disappeared (404) while polling', async () => {
    vi.useFakeTimers();
    vi.stubGlobal(
      'fetch',
      vi.fn(async (u: RequestInfo | URL) =>
        String(u) === '/api/threads'
          ? json({ threads: [makeThread({ status: 'uploaded', analysisResult: null })] })
          : json({ error: { code: 'NOT_FOUND', message: 'Thread not found' } }, 404),
      ),
    );
    const { result } = renderHook(() => useThreads());
    await act(async () => {
      await vi.advanceTimersByTimeAsync(0);
    });
    expect(result.current.threads).toHaveLength(1);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(POLL_INTERVAL_MS);
    });
    expect(result.current.threads).toEqual([]);
  });
});
