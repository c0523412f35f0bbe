import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PersonalizeVbcPage } from './personalize-vbc-page.tsx';
import type { PersonalizedVbc } from '../api/personalize-vbc.ts';

const RESULT: PersonalizedVbc = {
  vbc_metrics: {
    quality_score: 36,
    cost_savings_potential: 2690,
    intervention_effectiveness: 54,
    patient_satisfaction_prediction: 85,
  },
  personalized_plan: {
    risk_stratification: 'Medium risk — composite 1.5',
    intervention_priority: 'Standard — see the patient within 1 week.',
    cost_effectiveness: 'Expected episode cost $13,460',
    patient_engagement: 'Weekly photo check-in',
    outcome_prediction: 'Baseline 3.10 cm².',
    care_coordination: 'Wound clinician with podiatry.',
    treatment_recommendations: ['Offload the ulcer.'],
  },
  recommendations: ['See the patient within 1 week and take the next measured photo in 7 days.'],
  measurement: {
    calibrated: true,
    area_cm2: 3.1,
    length_cm: 2.5,
    width_cm: 1.6,
    area_px: 52000,
    tissue: { granulation: 70, slough: 20, necrotic: 0, epithelial: 10 },
    diagnosis: 'not_infected',
    push_area_score: 6,
    push_tissue_score: 3,
    push_exudate_score: null,
    push_total: null,
    warnings: [],
  },
  basis: {
    risk_level: 'medium',
    composite_risk: 1.5,
    priority: 'standard',
    expected_episode_cost: 13460,
    avoidable_share: 0.2,
    assumptions: ['Exudate is not visible on a photo.'],
  },
  rules_version: 'vbc-rules-2',
};

const photo = (name = 'wound.png') => new File([new Uint8Array([137, 80, 78, 71])], name, { type: 'image/png' });
const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

beforeEach(() => {
  URL.createObjectURL = vi.fn(() => 'blob:preview');
  URL.revokeObjectURL = vi.fn();
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('PersonalizeVbcPage', () => {
  it('keeps Generate disabled until an image is chosen, with the spec defaults', async () => {
    const user = userEvent.setup();
    render(<PersonalizeVbcPage />);
    const generate = screen.getByRole('button', { name: 'Generate Personalized VBC Plan' }) as HTMLButtonElement;
    expect(generate.disabled).toBe(true);
    expect(screen.getByText('Please select a wound image first')).toBeTruthy();
    expect((screen.getByLabelText('Wound type') as HTMLSelectElement).value).toBe('diabetic_ulcer');
    expect((screen.getByLabelText('Insurance type') as HTMLSelectElement).value).toBe('medicare');
    expect((screen.getByLabelText('Patient risk score') as HTMLInputElement).value).toBe('1.5');
    await user.upload(screen.getByLabelText('Wound image'), photo());
    expect(generate.disabled).toBe(false);
  });

  it('sends the spec form fields, shows Analyzing... and then the results', async () => {
    let release: (r: Response) => void = () => {};
    const fetchMock = vi.fn((_url: string, _init: RequestInit) => new Promise<Response>((r) => (release = r)));
    vi.stubGlobal('fetch', fetchMock);
    const user = userEvent.setup();
    render(<PersonalizeVbcPage />);
    await user.upload(screen.getByLabelText('Wound image'), photo());
    await user.selectOptions(screen.getByLabelText('Insurance type'), 'self_pay');
    await user.click(screen.getByRole('button', { name: 'Generate Personalized VBC Plan' }));
    const busy = screen.getByRole('button', { name: 'Analyzing...' }) as HTMLButtonElement;
    expect(busy.disabled).toBe(true);
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/personalize-vbc');
    const body = init.body as FormData;
    expect(body.get('wound_type')).toBe('diabetic_ulcer');
    expect(body.get('patient_risk_score')).toBe('1.5');
    expect(body.get('insurance_type')).toBe('self_pay');
    expect((body.get('file') as File).name).toBe('wound.png');
    release(json(200, RESULT));
    await screen.findByRole('heading', { name: 'VBC performance metrics' });
    expect(screen.getByText('36/100')).toBeTruthy();
    expect(screen.getByText('$2,690')).toBeTruthy();
    expect(screen.getByText('Calibrated')).toBeTruthy();
    expect(screen.getByText('Offload the ulcer.')).toBeTruthy();
  });

  it('shows the error banner and clears it when a new image is chosen', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => json(422, { error: { code: 'NO_WOUND_FOUND', message: 'No wound was outlined.' } })),
    );
    const user = userEvent.setup();
    render(<PersonalizeVbcPage />);
    await user.upload(screen.getByLabelText('Wound image'), photo());
    await user.click(screen.getByRole('button', { name: 'Generate Personalized VBC Plan' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe('Failed to analyze wound image: No wound was outlined.');
    await user.upload(screen.getByLabelText('Wound image'), photo('other.png'));
    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull());
  });
});
