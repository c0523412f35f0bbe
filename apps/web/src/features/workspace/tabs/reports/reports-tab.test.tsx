import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import { makeResult, makeThread } from '../../../../lib/analysis/fixtures.ts';
import { fakeWorkspace, renderInWorkspace } from '../../test-utils.tsx';
import { ReportsTab } from './reports-tab.tsx';

afterEach(cleanup);

describe('ReportsTab', { timeout: 20_000 }, () => {
  it('shows the four metric cards and the priority messages of the open analysis', () => {
    const t = makeThread({ analysisResult: makeResult({ confidence: 0.85, processingTime: 4.26, area_cm2: 12.34, severity: 'high', diagnosis: 'infected' }) });
    renderInWorkspace(<ReportsTab />, fakeWorkspace({ threads: [t], selectedId: t.id }));
    expect(screen.getByText('85.0%')).toBeTruthy();
    expect(screen.getByText('4.3s')).toBeTruthy();
    expect(screen.getByText('12.3 cm²')).toBeTruthy();
    expect(screen.getByText('Risk level').closest('li')!.textContent).toBe('Risk levelHighCritical');
    for (const m of ['Immediate medical attention required', 'Antibiotic treatment recommended', 'Regular monitoring advised']) expect(screen.getByText(m)).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Export FHIR' }) as HTMLButtonElement).disabled).toBe(false);
  });

  it('labels a simulated report and does not export it as FHIR', () => {
    const t = makeThread({ simulated: true, analysisResult: makeResult({ severity: 'low', diagnosis: 'not_infected' }) });
    renderInWorkspace(<ReportsTab />, fakeWorkspace({ threads: [t] }));
    expect(screen.getByText(/This report is of a simulated analysis/)).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Export FHIR' }) as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByText('Stable')).toBeTruthy();
    expect(screen.queryByText('Immediate medical attention required')).toBeNull();
  });

  it('leads to the analyses when none is completed', () => {
    renderInWorkspace(<ReportsTab />, fakeWorkspace({ threads: [makeThread({ status: 'analyzing', analysisResult: null })] }));
    expect(screen.getByText('No completed analyses yet')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Go to analysis threads' })).toBeTruthy();
  });
});
