import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import type { ChartStateJson } from '@woundcare/api-types';
import { json } from '../../../test/workspace.tsx';
import { ChartStatus } from './chart-status.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const state = (s: Partial<ChartStateJson>): ChartStateJson => ({
  status: 'sent',
  connectionName: 'Clinic EHR',
  reason: null,
  attempts: 1,
  sentAt: '2026-11-29T10:00:00.000Z',
  nextAttemptAt: null,
  amended: false,
  ...s,
});

describe('the chart state beside an assessment', () => {
  it('is asked again when an edit answers a new assessment (the edit re-queued the chart write)', async () => {
    let answer = state({});
    const fetch = vi.fn(async () => json(answer));
    vi.stubGlobal('fetch', fetch);
    const { rerender } = render(<ChartStatus assessmentId="analysis-1" revision={{ v: 1 }} />);
    await screen.findByText('In the chart');

    // the server now holds the write queued again; the screen learns it only from a new revision
    answer = state({ status: 'queued', nextAttemptAt: '2026-11-29T10:05:00.000Z' });
    rerender(<ChartStatus assessmentId="analysis-1" revision={{ v: 2 }} />);
    expect(await screen.findByText(/^Queued/)).toBeTruthy();
    expect(screen.queryByText('In the chart')).toBeNull();
  });

  it('asks nothing more while the assessment is unchanged', async () => {
    const fetch = vi.fn(async () => json(state({})));
    vi.stubGlobal('fetch', fetch);
    const revision = { v: 1 };
    const { rerender } = render(<ChartStatus assessmentId="analysis-1" revision={revision} />);
    await screen.findByText('In the chart');
    rerender(<ChartStatus assessmentId="analysis-1" revision={revision} />);
    await screen.findByText('In the chart');
    expect(fetch).toHaveBeenCalledTimes(1);
  });
});
