import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { makeClinicalAssessment, makeResult, makeAssessment } from '../../../test/fixtures.ts';
import { fakeWorkspace, json, renderInWorkspace } from '../../../test/workspace.tsx';
import { ConsultantsTab } from './consultants-tab.tsx';

const doctor = (name: string, state: string) => ({
  id: name,
  name,
  specialization: 'Wound Care',
  phone: '+1 555 0100',
  email: 'dr@example.com',
  address: `1 Main St, ${state}`,
  state,
  rating: 4.5,
  availability: 'available',
  consultationTypes: ['video'],
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('ConsultantsTab', { timeout: 20_000 }, () => {
  it('shows the specialist types, screen and priority of the stored assessment, and the consultants of the chosen state', async () => {
    const calls: string[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (u: RequestInfo | URL) => {
        const url = String(u);
        calls.push(url);
        if (url === '/api/states') return json({ states: ['California', 'New York'] });
        const state = new URL(url, 'http://x').searchParams.get('state')!;
        return json({
          consultants: [doctor(`Dr. ${state}`, state)],
          specialistTypes: [],
          state,
          teamContacts: [],
          sampleDirectory: true,
        });
      }),
    );
    // the engine result says otherwise: the tab must show what the stored assessment says
    const a = makeClinicalAssessment({ specialistTypes: ['Vascular Surgeon (assessment)'] });
    a.infection = { ...a.infection, label: 'Screen label from the assessment' };
    a.priority = { ...a.priority, level: 'high', label: 'Urgent' };
    const t = makeAssessment({
      clinical: a,
      analysisResult: makeResult({
        severity: 'low',
        specialist_types: ['General Wound Care Specialist'],
        screen_label: 'Screen label from the engine result',
      }),
    });
    renderInWorkspace(<ConsultantsTab />, fakeWorkspace({ assessments: [t], selectedId: t.id }));
    const details = screen.getByRole('heading', { name: /Analysis details/ }).closest('section')!;
    expect(within(details).getByText('Vascular Surgeon (assessment)')).toBeTruthy();
    expect(within(details).getByText('Screen label from the assessment')).toBeTruthy();
    expect(within(details).getByText('Urgent')).toBeTruthy();
    expect(within(details).queryByText('Screen label from the engine result')).toBeNull();
    expect(within(details).queryByText(/General Wound Care Specialist/)).toBeNull();
    // every quick action does what it says: the referral; no buttons that only say they are not connected
    expect(
      within(details)
        .getAllByRole('button')
        .map((b) => b.textContent?.trim()),
    ).toEqual(['Send referral']);
    expect(await screen.findByText('Dr. California')).toBeTruthy();
    await userEvent.selectOptions(
      await screen.findByLabelText('State'),
      await screen.findByRole('option', { name: 'New York' }),
    );
    expect(await screen.findByText('Dr. New York')).toBeTruthy();
    expect(screen.queryByText('Dr. California')).toBeNull();
    expect(calls).toContain('/api/assessments/analysis-1/consultants?state=New+York');
  });

  it('falls back to a labelled sample contact when the directory cannot be reached', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => json({ error: { code: 'INTERNAL', message: 'down' } }, 500)),
    );
    const t = makeAssessment();
    renderInWorkspace(<ConsultantsTab />, fakeWorkspace({ assessments: [t], selectedId: t.id }));
    expect(await screen.findByText(/The consultant directory could not be reached/)).toBeTruthy();
    expect(screen.getByText('Sample data')).toBeTruthy();
  });
});
