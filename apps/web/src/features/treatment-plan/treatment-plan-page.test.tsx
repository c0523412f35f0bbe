import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router';
import type { TreatmentPlanJson } from '@woundcare/api-types';
import { TreatmentPlanPage } from './treatment-plan-page.tsx';

const plan: TreatmentPlanJson = {
  name: 'Clean wound care',
  description: 'Keep the bed moist.',
  severity: 'low',
  materials: ['Saline', 'Foam dressing'],
  steps: { '1': 'Wash hands', '2': 'Cleanse', '3': 'Dress' },
  precautions: ['Do not let it dry out'],
  when_to_seek_help: ['Fever'],
  duration: '3-7 days',
  is_self_treatable: true,
};
const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

function renderAt(path: string) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="/treatment-plan/:threadId" element={<TreatmentPlanPage />} />
      </Routes>
    </MemoryRouter>,
  );
}

beforeEach(() => {
  URL.createObjectURL = vi.fn(() => 'blob:plan');
  URL.revokeObjectURL = vi.fn();
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('TreatmentPlanPage', { timeout: 20_000 }, () => {
  it('loads the plan; steps highlight one at a time; downloads and copies the link', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async (u: RequestInfo | URL) =>
        String(u).endsWith('/treatment-plan')
          ? json({ plan })
          : json({ thread: { id: 'analysis-4', patientName: 'Ada', simulated: true } }),
      ),
    );
    const user = userEvent.setup(); // (installs its own clipboard stub; ours replaces it)
    const writeText = vi.fn(async () => {});
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    renderAt('/treatment-plan/analysis-4');
    expect(screen.getByText('Loading treatment plan...')).toBeTruthy();
    expect(await screen.findByRole('heading', { level: 1, name: 'Clean wound care' })).toBeTruthy();
    expect(screen.getByText('Status: Active')).toBeTruthy();
    expect(screen.getByText('Self-Treatable: Yes')).toBeTruthy();
    expect(screen.getByText('Simulated')).toBeTruthy();
    const [one, two] = screen.getAllByRole('button', { pressed: false }).filter((b) => /^\d/.test(b.textContent ?? ''));
    await user.click(one!);
    expect(one!.getAttribute('aria-pressed')).toBe('true');
    await user.click(two!);
    expect(one!.getAttribute('aria-pressed')).toBe('false');
    expect(two!.getAttribute('aria-pressed')).toBe('true');
    await user.click(two!);
    expect(two!.getAttribute('aria-pressed')).toBe('false');

    const clicks: string[] = [];
    const orig = HTMLAnchorElement.prototype.click;
    HTMLAnchorElement.prototype.click = function click(this: HTMLAnchorElement) {
      clicks.push(this.download);
    };
    await user.click(screen.getByRole('button', { name: 'Download' }));
    HTMLAnchorElement.prototype.click = orig;
    expect(clicks).toEqual(['treatment-plan-analysis-4.txt']);

    await user.click(screen.getByRole('button', { name: 'Share' }));
    expect(writeText).toHaveBeenCalledWith(window.location.href);
    expect(await screen.findByText('Link copied to clipboard!')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Find Doctors' }).getAttribute('href')).toBe(
      '/consultant-services/analysis-4',
    );
    await user.click(screen.getByRole('button', { name: 'Schedule Follow-up' }));
    expect(screen.getByText(/no appointment was booked/)).toBeTruthy();
  });

  it('says the plan was not found when the API answers 404', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    vi.stubGlobal(
      'fetch',
      vi.fn(async () =>
        json({ error: { code: 'NOT_FOUND', message: 'Thread not found or analysis not completed' } }, 404),
      ),
    );
    renderAt('/treatment-plan/analysis-99');
    expect(await screen.findByRole('heading', { name: 'Treatment plan not found' })).toBeTruthy();
    expect(screen.getByText('The treatment plan for this analysis is not available.')).toBeTruthy();
    warn.mockRestore();
  });
});
