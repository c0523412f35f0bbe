import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, renderHook, waitFor } from '@testing-library/react';
import { useQuery } from './use-query.ts';

afterEach(cleanup);

/** A promise the test settles by hand. */
function deferred<T>() {
  let resolve!: (v: T) => void;
  let reject!: (e: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

describe('useQuery', () => {
  it('is loading, then has the data', async () => {
    const d = deferred<string[]>();
    const { result } = renderHook(() => useQuery(['consultants', 'CA'], () => d.promise));
    expect(result.current.status).toBe('loading');
    await act(async () => d.resolve(['Dr. Lee']));
    expect(result.current).toMatchObject({ status: 'success', data: ['Dr. Lee'], error: null });
  });

  it('reports a failure as an error result (never thrown into the render)', async () => {
    const failure = new Error('offline');
    const { result } = renderHook(() => useQuery(['plan', 'a1'], () => Promise.reject(failure)));
    await waitFor(() => expect(result.current.status).toBe('error'));
    expect(result.current.error).toBe(failure);
    expect(result.current.data).toBeUndefined();
  });

  it('never shows an answer for an older key, even when it arrives last, and aborts its request', async () => {
    const calls: { state: string; d: ReturnType<typeof deferred<string>>; signal: AbortSignal }[] = [];
    const { result, rerender } = renderHook(({ state }) =>
      useQuery(['consultants', state], (signal) => {
        const d = deferred<string>();
        calls.push({ state, d, signal });
        return d.promise;
      }), { initialProps: { state: 'CA' } });
    rerender({ state: 'NY' });
    expect(result.current.status).toBe('loading');
    const ca = calls.find((c) => c.state === 'CA')!;
    const ny = calls.find((c) => c.state === 'NY')!;
    expect(ca.signal.aborted).toBe(true);
    await act(async () => ny.d.resolve('NY list'));
    await act(async () => ca.d.resolve('CA list'));
    expect(result.current).toMatchObject({ status: 'success', data: 'NY list' });
  });

  it('fetches nothing while disabled', () => {
    const fetcher = vi.fn(async () => 'thread');
    const { result } = renderHook(() => useQuery(['thread', undefined], fetcher, { enabled: false }));
    expect(result.current.status).toBe('idle');
    expect(fetcher).not.toHaveBeenCalled();
  });

  it('refetch() asks again and keeps the last data shown meanwhile', async () => {
    let n = 0;
    const next = deferred<number>();
    const { result } = renderHook(() => useQuery(['count'], () => (++n === 1 ? Promise.resolve(1) : next.promise)));
    await waitFor(() => expect(result.current.data).toBe(1));
    act(() => result.current.refetch());
    expect(result.current).toMatchObject({ status: 'success', data: 1 });
    await act(async () => next.resolve(2));
    expect(result.current.data).toBe(2);
    expect(n).toBe(2);
  });

  it('drops an answer that arrives after unmount', async () => {
    const d = deferred<string>();
    let signal: AbortSignal | undefined;
    const { unmount } = renderHook(() => useQuery(['x'], (s) => ((signal = s), d.promise)));
    unmount();
    expect(signal?.aborted).toBe(true);
    await act(async () => d.resolve('late'));
  });
});
