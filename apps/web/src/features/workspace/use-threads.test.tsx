import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, renderHook } from '@testing-library/react';
import { makeThread } from '../../../test/fixtures.ts';
import { json } from '../../../test/workspace.tsx';
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
  it('re-reads a running thread 700 ms after each answer until it completes, then stops', async () => {
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
    const polls = () => calls.filter((c) => c === '/api/threads/analysis-1').length;
    const { result } = renderHook(() => useThreads());
    expect(result.current.loading).toBe(true);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(0);
    });
    // the list, then at once the first re-read of the running thread
    expect(result.current.loading).toBe(false);
    expect(polls()).toBe(1);
    expect(result.current.threads[0]!.stage).toBe('calibrating');
    await act(async () => {
      await vi.advanceTimersByTimeAsync(POLL_INTERVAL_MS - 1);
    });
    expect(polls()).toBe(1);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(1);
    });
    expect(result.current.threads[0]!.stage).toBe('assessing');
    await act(async () => {
      await vi.advanceTimersByTimeAsync(POLL_INTERVAL_MS);
    });
    expect(result.current.threads[0]!.status).toBe('completed');
    expect(polls()).toBe(3);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(POLL_INTERVAL_MS * 5);
    });
    expect(polls()).toBe(3);
    expect(calls.filter((c) => c === '/api/threads')).toHaveLength(1);
  });

  it('a thread removed while its re-read is on the way stays removed', async () => {
    vi.useFakeTimers();
    const running = makeThread({ status: 'analyzing', stage: 'decoding', analysisResult: null });
    let answerPoll: (() => void) | undefined;
    vi.stubGlobal(
      'fetch',
      vi.fn(async (u: RequestInfo | URL, init?: RequestInit) => {
        const url = String(u);
        if (url === '/api/threads') return json({ threads: [running] });
        if (init?.method === 'DELETE') return new Response(null, { status: 204 });
        return new Promise<Response>(
          (resolve) => (answerPoll = () => resolve(json({ thread: { ...running, stage: 'measuring' } }))),
        );
      }),
    );
    const { result } = renderHook(() => useThreads());
    await act(async () => {
      await vi.advanceTimersByTimeAsync(0);
    });
    expect(answerPoll).toBeTypeOf('function');
    await act(async () => {
      await result.current.remove('analysis-1');
    });
    expect(result.current.threads).toEqual([]);
    await act(async () => {
      answerPoll!();
      await vi.advanceTimersByTimeAsync(0);
    });
    expect(result.current.threads).toEqual([]);
  });

  it('drops a thread that disappeared (404) while polling, and stops polling', async () => {
    vi.useFakeTimers();
    const calls: string[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (u: RequestInfo | URL) => {
        calls.push(String(u));
        return String(u) === '/api/threads'
          ? json({
              threads: [makeThread({ status: 'uploaded', analysisResult: null }), makeThread({ id: 'analysis-2' })],
            })
          : json({ error: { code: 'NOT_FOUND', message: 'Thread not found' } }, 404);
      }),
    );
    const { result } = renderHook(() => useThreads());
    await act(async () => {
      await vi.advanceTimersByTimeAsync(0);
    });
    expect(calls).toEqual(['/api/threads', '/api/threads/analysis-1']);
    expect(result.current.threads.map((t) => t.id)).toEqual(['analysis-2']);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(POLL_INTERVAL_MS * 3);
    });
    expect(calls).toHaveLength(2);
  });
});
