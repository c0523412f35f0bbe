import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AssessmentJson } from '@woundcare/api-types';
import { makeAssessment } from '../../../test/fixtures.ts';
import { fakeWorkspace, json, renderInWorkspace } from '../../../test/workspace.tsx';
import { AttemptNote, RetryButton } from './retry-button.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

/** fetch answered per "METHOD /path", recording every call */
function serve(routes: Record<string, () => Response>) {
  const calls: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (u: RequestInfo | URL, init: RequestInit = {}) => {
      const key = `${init.method ?? 'GET'} ${new URL(String(u), 'http://x').pathname}`;
      calls.push(key);
      return routes[key]?.() ?? json({ error: { code: 'NOT_FOUND', message: 'no route' } }, 404);
    }),
  );
  return calls;
}

describe('retry', { timeout: 20_000 }, () => {
  it('re-queues a failed analysis and puts the answer into the workspace', async () => {
    const failed = makeAssessment({ id: 'analysis-3', status: 'failed', error: 'The engine stopped.', attempts: 1 });
    const again: AssessmentJson = { ...failed, status: 'analyzing', error: null, attempts: 1 };
    const calls = serve({ 'POST /api/assessments/analysis-3/retry': () => json({ assessment: again }, 202) });
    const { ws } = renderInWorkspace(<RetryButton assessment={failed} />, fakeWorkspace());
    await userEvent.click(screen.getByRole('button', { name: /Retry the analysis/ }));
    await waitFor(() => expect(ws.replace).toHaveBeenCalledWith(again));
    expect(calls).toEqual(['POST /api/assessments/analysis-3/retry']);
  });

  it('is offered only on a failed analysis, and the attempt shows from the second run', () => {
    renderInWorkspace(
      <>
        <RetryButton assessment={makeAssessment({ id: 'analysis-4', status: 'completed' })} />
        <AttemptNote assessment={makeAssessment({ attempts: 1 })} />
        <AttemptNote assessment={makeAssessment({ attempts: 2 })} />
      </>,
    );
    expect(screen.queryByRole('button', { name: /Retry/ })).toBeNull();
    expect(screen.getAllByText(/Attempt/).map((e) => e.textContent)).toEqual(['Attempt 2']);
  });
});
