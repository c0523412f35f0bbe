import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, screen, within } from '@testing-library/react';
import { makeResult, makeThread } from '../../../../../test/fixtures.ts';
import { fakeWorkspace, renderInWorkspace } from '../../../../../test/workspace.tsx';
import { ReportsTab } from './reports-tab.tsx';

afterEach(cleanup);

describe('ReportsTab', { timeout: 20_000 }, () => {
  it('shows the four metric cards, and the screen, risk level and priority messages as the server worded them', () => {
    const t = makeThread({
      analysisResult: makeResult({
        outline_quality: { score: 0.85, review: true, checks: [], reasons: ['Camera tilted 38° (limit 25°)'] },
        processingTime: 4.26,
        area_cm2: 12.34,
        area_uncertainty_cm2: 0.6,
        severity: 'high',
        diagnosis: 'infected',
        // what the server's rule tables (rules/result-labels.ts) send with these findings
        risk_level: { level: 'High', status: 'Critical' },
        priority_messages: [
          'Immediate medical attention required',
          'Same-day review for systemic antibiotics (deep / spreading infection)',
          'Regular monitoring advised',
        ],
      }),
    });
    renderInWorkspace(<ReportsTab />, fakeWorkspace({ threads: [t], selectedId: t.id }));
    expect(screen.getByText('Outline quality').closest('li')!.textContent).toContain('85 % — Review the outline');
    expect(screen.queryByText(/confidence/i)).toBeNull();
    expect(screen.getByText('4.3s')).toBeTruthy();
    expect(screen.getByText('12.3 ± 0.6 cm²')).toBeTruthy();
    expect(screen.getByText('Risk level').closest('li')!.textContent).toBe('Risk levelHighCritical');
    for (const m of [
      'Immediate medical attention required',
      'Same-day review for systemic antibiotics (deep / spreading infection)',
      'Regular monitoring advised',
    ])
      expect(screen.getByText(m)).toBeTruthy();
    expect(screen.getByText('Positive — deep / surrounding (STONEES)')).toBeTruthy();
    expect(
      within(screen.getByRole('heading', { name: 'Treatment priority' }).closest('section')!)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([
      'Immediate medical attention required',
      'Same-day review for systemic antibiotics (deep / spreading infection)',
      'Regular monitoring advised',
    ]);
    expect(screen.queryByText(/Healing stage/)).toBeNull();
    expect((screen.getByRole('button', { name: 'Export FHIR' }) as HTMLButtonElement).disabled).toBe(false);
  });

  it('labels a simulated report and does not export it as FHIR', () => {
    const t = makeThread({
      simulated: true,
      analysisResult: makeResult({
        severity: 'low',
        diagnosis: 'not_infected',
        risk_level: { level: 'Low', status: 'Stable' },
        priority_messages: ['Regular monitoring advised'],
      }),
    });
    renderInWorkspace(<ReportsTab />, fakeWorkspace({ threads: [t] }));
    expect(screen.getByText(/This report is of a simulated analysis/)).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Export FHIR' }) as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByText('Stable')).toBeTruthy();
    expect(screen.queryByText('Immediate medical attention required')).toBeNull();
  });

  it('leads to the analyses when none is completed', () => {
    renderInWorkspace(
      <ReportsTab />,
      fakeWorkspace({ threads: [makeThread({ status: 'analyzing', analysisResult: null })] }),
    );
    expect(screen.getByText('No completed analyses yet')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Go to analysis threads' })).toBeTruthy();
  });
});
