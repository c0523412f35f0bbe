import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, screen, within } from '@testing-library/react';
import { makeClinicalAssessment, makeResult, makeAssessment } from '../../../test/fixtures.ts';
import { fakeWorkspace, renderInWorkspace } from '../../../test/workspace.tsx';
import { ReportsTab } from './reports-tab.tsx';

afterEach(cleanup);

describe('ReportsTab', { timeout: 20_000 }, () => {
  it('reads the stored assessment: area, priority with reasons, screen, findings and advice — not the engine description', () => {
    const a = makeClinicalAssessment();
    a.priority = {
      level: 'high',
      label: 'Urgent',
      reasons: [{ id: 'urgent_advice', text: 'urgent: ischaemia refer', source: 'IWGDF/ESVS/SVS 2023' }],
    };
    const t = makeAssessment({
      clinical: a,
      analysisResult: makeResult({
        processingTime: 4.26,
        description: 'Engine description: infection screen indeterminate, no marked periwound redness.',
        risk_level: { level: 'Low', status: 'Stable' },
        priority_messages: ['Regular monitoring advised'],
      }),
    });
    renderInWorkspace(<ReportsTab />, fakeWorkspace({ assessments: [t], selectedId: t.id }));
    expect(screen.getByText('Outline check').closest('li')!.textContent).toContain('Outline likely within 15 %');
    expect(screen.getByText('4.3s')).toBeTruthy();
    expect(screen.getByText('4.0 cm², 95 % range 3.4–4.7 cm²')).toBeTruthy();
    const priority = screen.getByText('Priority', { selector: 'li p' }).closest('li')!;
    expect(priority.textContent).toContain('Urgent');
    expect(priority.textContent).toContain('urgent: ischaemia refer');
    expect(screen.getByText('Infection screen (NERDS/STONEES)')).toBeTruthy();
    expect(screen.getAllByText('Indeterminate — bedside assessment needed').length).toBeGreaterThanOrEqual(1);
    expect(screen.getByText('2 of 12')).toBeTruthy();
    expect(
      screen.getByText(/^Area 4\.0 cm², 95 % range 3\.4–4\.7 cm² \(outline: model\)\. Infection screen indeterminate/),
    ).toBeTruthy();
    const advice = within(screen.getByRole('list', { name: 'Advice' }));
    expect(advice.getByText(/^Compression therapy/)).toBeTruthy();
    expect(screen.queryByText(/Engine description/)).toBeNull();
    expect(screen.queryByText('Regular monitoring advised')).toBeNull();
    expect(screen.queryByText('Stable')).toBeNull();
    expect((screen.getByRole('button', { name: 'Export FHIR' }) as HTMLButtonElement).disabled).toBe(false);
  });

  it('says "Clinician-traced outline" in the quality card after an edit, never a 100 % score', () => {
    const a = makeClinicalAssessment();
    a.measurement = {
      ...a.measurement,
      outlineSource: 'clinician',
      outlineQuality: { score: 1, review: false, statement: null },
    };
    renderInWorkspace(<ReportsTab />, fakeWorkspace({ assessments: [makeAssessment({ clinical: a })] }));
    const card = screen.getByText('Outline check').closest('li')!;
    expect(card.textContent).toContain('Clinician-traced outline');
    expect(card.textContent).not.toContain('%');
    expect(screen.queryByText(/Model-traced/)).toBeNull();
  });

  it('labels a simulated report and does not export it as FHIR', () => {
    const t = makeAssessment({ simulated: true });
    renderInWorkspace(<ReportsTab />, fakeWorkspace({ assessments: [t] }));
    expect(screen.getByText(/This report is of a simulated analysis/)).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Export FHIR' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('says "Assessment not available yet" for an analysis without a stored assessment', () => {
    renderInWorkspace(<ReportsTab />, fakeWorkspace({ assessments: [makeAssessment({ clinical: null })] }));
    expect(screen.getByRole('heading', { name: 'Assessment not available yet' })).toBeTruthy();
    expect(screen.queryByText('Wound area')).toBeNull();
    expect(screen.getByRole('button', { name: 'Download PDF report' })).toBeTruthy();
  });

  it('leads to the analyses when none is completed', () => {
    renderInWorkspace(
      <ReportsTab />,
      fakeWorkspace({ assessments: [makeAssessment({ status: 'analyzing', analysisResult: null })] }),
    );
    expect(screen.getByText('No completed analyses yet')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Go to assessments' })).toBeTruthy();
  });
});
