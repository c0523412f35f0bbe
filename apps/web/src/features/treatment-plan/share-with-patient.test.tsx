import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { PatientLinkJson } from '@woundcare/api-types';
import { ShareWithPatient } from './share-with-patient.tsx';

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

const link = (over: Partial<PatientLinkJson> = {}): PatientLinkJson => ({
  id: 'c0ffee00-0000-4000-8000-000000000001',
  createdAt: '2026-03-01T10:00:00.000Z',
  expiresAt: '2026-03-31T10:00:00.000Z',
  revokedAt: null,
  opens: 2,
  locale: 'en',
  lastOpenedAt: '2026-03-02T08:00:00.000Z',
  status: 'active',
  ...over,
});
const URL_ = `http://localhost/plan/${'T'.repeat(43)}`;

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('ShareWithPatient', { timeout: 20_000 }, () => {
  it('lists the links with their opens, creates one for the chosen period (shown once, with its QR code) and revokes one at once', async () => {
    const requests: { url: string; method: string; body: unknown }[] = [];
    const fresh = link({ id: 'c0ffee00-0000-4000-8000-000000000002', opens: 0, createdAt: '2026-03-05T09:00:00.000Z' });
    vi.stubGlobal(
      'fetch',
      vi.fn(async (u: RequestInfo | URL, init?: RequestInit) => {
        const method = init?.method ?? 'GET';
        requests.push({ url: String(u), method, body: init?.body ? JSON.parse(String(init.body)) : undefined });
        if (method === 'POST') return json({ link: fresh, url: URL_ }, 201);
        if (method === 'DELETE')
          return json({ link: { ...link(), status: 'revoked', revokedAt: '2026-03-05T10:00:00.000Z' } });
        if (String(u).startsWith('/api/patients/'))
          return json({ patient: { id: 'p-1', displayName: 'Maria Lopez', preferredLanguage: 'es' }, wounds: [] });
        return json({ links: [link()] });
      }),
    );
    const user = userEvent.setup();
    const writeText = vi.fn(async () => {});
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    render(<ShareWithPatient assessmentId="analysis-4" patientId="p-1" />);
    const list = await screen.findByRole('list', { name: 'Links to this plan' });
    expect(within(list).getByText('2')).toBeTruthy();
    expect(within(list).getByText('Active')).toBeTruthy();
    expect(within(list).getByText('English')).toBeTruthy();
    expect(requests.map((r) => r.url).sort()).toEqual([
      '/api/assessments/analysis-4/patient-links',
      '/api/patients/p-1',
    ]);

    // the patient's preferred language unless the clinician picks another
    const language = screen.getByLabelText("Patient's language") as HTMLSelectElement;
    await waitFor(() => expect(language.value).toBe('es'));
    expect([...language.options].map((o) => o.textContent)).toEqual(['English', 'Spanish (Español) — preferred']);

    // 30 days unless the clinician picks another period
    const period = screen.getByLabelText('Link lasts') as HTMLSelectElement;
    expect(period.value).toBe('30');
    expect([...period.options].map((o) => o.textContent)).toEqual(['7 days', '30 days', '90 days']);
    await user.selectOptions(period, '90');
    await user.click(screen.getByRole('button', { name: 'Create patient link' }));
    expect(requests.at(-1)).toMatchObject({
      url: '/api/assessments/analysis-4/patient-links',
      method: 'POST',
      body: { expires_in_days: 90, locale: 'es' },
    });
    expect(((await screen.findByLabelText('Patient link')) as HTMLInputElement).value).toBe(URL_);
    expect(screen.getByRole('img', { name: 'QR code of the new patient link' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Open patient page' }).getAttribute('href')).toBe(URL_);
    expect(screen.getByRole('link', { name: 'Open patient page' }).getAttribute('rel')).toMatch(/noreferrer/);
    await user.click(screen.getByRole('button', { name: 'Copy link' }));
    expect(writeText).toHaveBeenCalledWith(URL_);
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);

    const revokeButtons = within(list).getAllByRole('button', { name: /^Revoke the link created/ });
    await user.click(revokeButtons[1]!);
    expect(requests.at(-1)).toMatchObject({
      url: '/api/patient-links/c0ffee00-0000-4000-8000-000000000001',
      method: 'DELETE',
    });
    expect(await screen.findByText('Link revoked: it no longer opens.')).toBeTruthy();
    expect(within(list).getByText('Revoked')).toBeTruthy();
    // a revoked link has no Revoke button left; the new one keeps its own
    expect(within(list).getAllByRole('button', { name: /^Revoke/ })).toHaveLength(1);
  });

  it('says so when there are no links, and shows the server’s message when creating fails', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async (_u: RequestInfo | URL, init?: RequestInit) =>
        init?.method === 'POST'
          ? json({ error: { code: 'NOT_FOUND', message: 'Assessment not found or analysis not completed' } }, 404)
          : json({ links: [] }),
      ),
    );
    const user = userEvent.setup();
    render(<ShareWithPatient assessmentId="analysis-9" patientId={null} />);
    expect(await screen.findByText('No links yet.')).toBeTruthy();
    // no patient on record: English, unless the clinician picks another
    const language = screen.getByLabelText("Patient's language") as HTMLSelectElement;
    expect(language.value).toBe('en');
    await user.selectOptions(language, 'es');
    await user.click(screen.getByRole('button', { name: 'Create patient link' }));
    expect((await screen.findByRole('alert')).textContent).toMatch(/Assessment not found or analysis not completed/);
    expect(screen.queryByLabelText('Patient link')).toBeNull();
  });
});
