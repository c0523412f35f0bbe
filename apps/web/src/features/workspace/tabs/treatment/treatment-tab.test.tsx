import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, screen, within } from '@testing-library/react';
import { makeAssessment, makeThread } from '../../../../../test/fixtures.ts';
import { fakeWorkspace, renderInWorkspace } from '../../../../../test/workspace.tsx';
import { TreatmentTab } from './treatment-tab.tsx';

afterEach(cleanup);

describe('TreatmentTab', { timeout: 20_000 }, () => {
  it('renders the stored plan and the advice rows it is built from; the download is the PDF report', () => {
    const t = makeThread();
    renderInWorkspace(<TreatmentTab />, fakeWorkspace({ threads: [t], selectedId: t.id }));
    expect(screen.getByRole('heading', { name: 'Venous leg ulcer: care plan' })).toBeTruthy();
    const steps = screen.getByRole('heading', { name: 'Steps' }).closest('section')!;
    expect(within(steps).getByText(/^Compression therapy \(ABPI 1/)).toBeTruthy();
    expect(screen.getByText(/^Compression system prescribed after the ABPI/)).toBeTruthy();
    expect(screen.getByText('Review at least weekly; re-measure at 4 weeks against the baseline.')).toBeTruthy();
    expect(screen.getByText('Self-treatable: no')).toBeTruthy();
    const advice = within(screen.getByRole('list', { name: 'Advice' }));
    expect(advice.getByText(/^Compression therapy/)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Download Treatment Plan (PDF)' })).toBeTruthy();
    expect(screen.queryByText(/Medications|severity/)).toBeNull();
  });

  it('shows what the re-derived assessment says after it changes (no compression, a vascular referral)', () => {
    const a = makeAssessment();
    a.advice = [
      {
        id: 'ischaemia_refer',
        kind: 'urgent',
        text: 'ABPI 0.6: urgent vascular referral.',
        source: 'ESVS',
        actions: [],
      },
    ];
    a.plan = {
      ...a.plan,
      materials: [],
      steps: [{ text: 'ABPI 0.6: urgent vascular referral.', actions: [], fromRow: 'ischaemia_refer' }],
    };
    const t = makeThread({ assessment: a });
    renderInWorkspace(<TreatmentTab />, fakeWorkspace({ threads: [t], selectedId: t.id }));
    expect(screen.getAllByText('ABPI 0.6: urgent vascular referral.').length).toBe(2);
    expect(screen.queryByText(/Compression/)).toBeNull();
  });

  it('says "Assessment not available yet" without a stored assessment', () => {
    renderInWorkspace(<TreatmentTab />, fakeWorkspace({ threads: [makeThread({ assessment: null })] }));
    expect(screen.getByRole('heading', { name: 'Assessment not available yet' })).toBeTruthy();
  });
});
