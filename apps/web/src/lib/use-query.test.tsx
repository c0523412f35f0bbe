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
    const { result, rerender } = renderHook(
      ({ state }) =>
        useQuery(['consultants', state], (signal) => {
          const d = deferred<string>();
          calls.push({ state, d, signal });
          return d.promise;
        }),
      { initialProps: { state: 'CA' } },
    );
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
    const fetcher = vi.fn(async () => 'assessment');
    const { result } = renderHook(() => useQuery(['assessment', undefined], fetcher, { enabled: false }));
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

describe('useQuery: polling and local writes', () => {
  afterEach(() => vi.useRealTimers());

  it('fetches again n ms after each answer, never two at once, and stops when unmounted', async () => {
    vi.useFakeTimers();
    let n = 0;
    let inFlight = 0;
    let maxInFlight = 0;
    const fetcher = vi.fn(async () => {
      inFlight += 1;
      maxInFlight = Math.max(maxInFlight, inFlight);
      await new Promise((r) => setTimeout(r, 300)); // a server slower than the interval
      inFlight -= 1;
      return ++n;
    });
    const { result, unmount } = renderHook(() => useQuery(['status'], fetcher, { refetchIntervalMs: 100 }));
    await act(async () => {
      await vi.advanceTimersByTimeAsync(300);
    });
    expect(result.current.data).toBe(1);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(400); // 100 ms wait + 300 ms answer
    });
    expect(result.current.data).toBe(2);
    expect(maxInFlight).toBe(1);
    unmount();
    const calls = fetcher.mock.calls.length;
    await act(async () => {
      await vi.advanceTimersByTimeAsync(2000);
    });
    expect(fetcher.mock.calls.length).toBe(calls);
  });

  it('does not poll without refetchIntervalMs', async () => {
    vi.useFakeTimers();
    const fetcher = vi.fn(async () => 'once');
    renderHook(() => useQuery(['once'], fetcher));
    await act(async () => {
      await vi.advanceTimersByTimeAsync(5000);
    });
    expect(fetcher).toHaveBeenCalledTimes(1);
  });

  it('setData writes the data locally; an answer to a request sent before the write is dropped', async () => {
    const first = deferred<string[]>();
    const second = deferred<string[]>();
    const answers = [first, second];
    const { result } = renderHook(() => useQuery(['assessments'], () => answers.shift()!.promise));
    await act(async () => first.resolve(['a']));
    expect(result.current.data).toEqual(['a']);
    act(() => result.current.refetch()); // request sent …
    act(() => result.current.setData((list) => [...(list ?? []), 'b'])); // … then a local write
    expect(result.current).toMatchObject({ status: 'success', data: ['a', 'b'] });
    await act(async () => second.resolve(['a'])); // the older answer arrives last
    expect(result.current.data).toEqual(['a', 'b']);
  });
});

describe('useQuery: keepPreviousData', () => {
  it('keeps the last key’s data shown while the new key loads, then shows the new answer', async () => {
    const answers: Record<string, ReturnType<typeof deferred<string[]>>> = { '': deferred(), ad: deferred() };
    const { result, rerender } = renderHook(
      ({ q }) => useQuery(['patients', q], () => answers[q]!.promise, { keepPreviousData: true }),
      { initialProps: { q: '' } },
    );
    expect(result.current.status).toBe('loading');
    await act(async () => answers['']!.resolve(['Ada', 'Bob']));
    rerender({ q: 'ad' });
    expect(result.current).toMatchObject({ status: 'success', data: ['Ada', 'Bob'] });
    await act(async () => answers.ad!.resolve(['Ada']));
    expect(result.current.data).toEqual(['Ada']);
  });

  it('without it, a new key is loading', async () => {
    const { result, rerender } = renderHook(({ q }) => useQuery(['patients', q], async () => [q]), {
      initialProps: { q: 'a' },
    });
    await waitFor(() => expect(result.current.data).toEqual(['a']));
    rerender({ q: 'b' });
    expect(result.current.status).toBe('loading');
  });
});
