import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, renderHook } from '@testing-library/react';
import { makeAssessment } from '../../../../test/fixtures.ts';
import { json } from '../../../../test/workspace.tsx';
import { mergeAssessment, POLL_INTERVAL_MS, useAssessments } from './use-assessments.ts';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('mergeAssessment', () => {
  it('replaces in place, or puts a new assessment first', () => {
    const a = makeAssessment({ id: 'analysis-1' });
    const b = makeAssessment({ id: 'analysis-2' });
    expect(mergeAssessment([a], b).map((t) => t.id)).toEqual(['analysis-2', 'analysis-1']);
    expect(mergeAssessment([b, a], { ...a, priority: 'high' })[1]!.priority).toBe('high');
  });
});

describe('useAssessments', () => {
  it('re-reads a running assessment 700 ms after each answer until it completes, then stops', async () => {
    vi.useFakeTimers();
    const running = makeAssessment({ status: 'analyzing', stage: 'decoding', analysisResult: null });
    const replies = [
      { ...running, stage: 'calibrating' as const },
      { ...running, stage: 'assessing' as const },
      makeAssessment(),
    ];
    const calls: string[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (u: RequestInfo | URL) => {
        const url = String(u);
        calls.push(url);
        if (url === '/api/assessments') return json({ assessments: [running] });
        return json({ assessment: replies.shift() ?? makeAssessment() });
      }),
    );
    const polls = () => calls.filter((c) => c === '/api/assessments/analysis-1').length;
    const { result } = renderHook(() => useAssessments());
    expect(result.current.loading).toBe(true);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(0);
    });
    // the list, then at once the first re-read of the running assessment
    expect(result.current.loading).toBe(false);
    expect(polls()).toBe(1);
    expect(result.current.assessments[0]!.stage).toBe('calibrating');
    await act(async () => {
      await vi.advanceTimersByTimeAsync(POLL_INTERVAL_MS - 1);
    });
    expect(polls()).toBe(1);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(1);
    });
    expect(result.current.assessments[0]!.stage).toBe('assessing');
    await act(async () => {
      await vi.advanceTimersByTimeAsync(POLL_INTERVAL_MS);
    });
    expect(result.current.assessments[0]!.status).toBe('completed');
    expect(polls()).toBe(3);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(POLL_INTERVAL_MS * 5);
    });
    expect(polls()).toBe(3);
    expect(calls.filter((c) => c === '/api/assessments')).toHaveLength(1);
  });

  it('an assessment removed while its re-read is on the way stays removed', async () => {
    vi.useFakeTimers();
    const running = makeAssessment({ status: 'analyzing', stage: 'decoding', analysisResult: null });
    let answerPoll: (() => void) | undefined;
    vi.stubGlobal(
      'fetch',
      vi.fn(async (u: RequestInfo | URL, init?: RequestInit) => {
        const url = String(u);
        if (url === '/api/assessments') return json({ assessments: [running] });
        if (init?.method === 'DELETE') return new Response(null, { status: 204 });
        return new Promise<Response>(
          (resolve) => (answerPoll = () => resolve(json({ assessment: { ...running, stage: 'measuring' } }))),
        );
      }),
    );
    const { result } = renderHook(() => useAssessments());
    await act(async () => {
      await vi.advanceTimersByTimeAsync(0);
    });
    expect(answerPoll).toBeTypeOf('function');
    await act(async () => {
      await result.current.remove('analysis-1');
    });
    expect(result.current.assessments).toEqual([]);
    await act(async () => {
      answerPoll!();
      await vi.advanceTimersByTimeAsync(0);
    });
    expect(result.current.assessments).toEqual([]);
  });

  it('drops an assessment that disappeared (404) while polling, and stops polling', async () => {
    vi.useFakeTimers();
    const calls: string[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (u: RequestInfo | URL) => {
        calls.push(String(u));
        return String(u) === '/api/assessments'
          ? json({
              assessments: [
                makeAssessment({ status: 'uploaded', analysisResult: null }),
                makeAssessment({ id: 'analysis-2' }),
              ],
            })
          : json({ error: { code: 'NOT_FOUND', message: 'Assessment not found' } }, 404);
      }),
    );
    const { result } = renderHook(() => useAssessments());
    await act(async () => {
      await vi.advanceTimersByTimeAsync(0);
    });
    expect(calls).toEqual(['/api/assessments', '/api/assessments/analysis-1']);
    expect(result.current.assessments.map((t) => t.id)).toEqual(['analysis-2']);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(POLL_INTERVAL_MS * 3);
    });
    expect(calls).toHaveLength(2);
  });
});
