import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router';
import type { PatientPlanJson } from '@woundcare/api-types';
import { PatientPlanPage } from './patient-plan-page.tsx';

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const TOKEN = 'AbCdEfGhIjKlMnOpQrStUvWxYz0123456789_-abcde';

const PLAN: PatientPlanJson = {
  firstName: 'Maria',
  bodySite: 'Heel, left',
  seeToday: false,
  homeCare: ['Wash your hands before and after you touch the wound or the dressing.', 'Wear your offloading boot.'],
  avoid: ['Do not pick at or remove the dark crust over the wound. Leave it in place.'],
  materials: ['Clean disposable gloves'],
  seekHelp: ['Fever, chills or feeling unwell'],
  nextAppointment: null,
  examDate: '2026-03-02',
  expiresAt: '2026-04-01T09:00:00.000Z',
};

function renderAt(token = TOKEN) {
  return render(
    <MemoryRouter initialEntries={[`/plan/${token}`]}>
      <Routes>
        <Route path="/plan/:token" element={<PatientPlanPage />} />
      </Routes>
    </MemoryRouter>,
  );
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('PatientPlanPage', { timeout: 20_000 }, () => {
  it('shows the plan the server wrote for the patient, as it is, with print and the printed QR code of the link', async () => {
    const calls: string[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (u: RequestInfo | URL) => {
        calls.push(String(u));
        return json({ plan: PLAN });
      }),
    );
    const print = vi.fn();
    vi.stubGlobal('print', print);
    const user = userEvent.setup();
    renderAt();
    expect(screen.getByText('Loading your care plan…')).toBeTruthy();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Hello Maria, here is your wound care plan' }),
    ).toBeTruthy();
    expect(calls).toEqual([`/api/patient-plan/${TOKEN}`]);
    expect(screen.getByText('Heel, left')).toBeTruthy();
    expect(screen.getByText('From your visit on 2 March 2026.')).toBeTruthy();
    const home = screen.getByRole('heading', { name: 'What to do at home' }).closest('section')!;
    expect(
      within(home)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(PLAN.homeCare);
    expect(screen.getByRole('heading', { name: 'What not to do' })).toBeTruthy();
    const help = screen.getByRole('heading', { name: 'When to get help' }).closest('section')!;
    expect(within(help).getByText('Fever, chills or feeling unwell')).toBeTruthy();
    const next = screen.getByRole('heading', { name: 'Your next appointment' }).closest('section')!;
    expect(within(next).getByText('Your clinic will tell you.')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByText(/This link works until 1 April 2026/)).toBeTruthy();
    expect(screen.getByRole('img', { name: 'QR code of the link to this plan' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Print this plan' }));
    expect(print).toHaveBeenCalledOnce();
  });

  it('puts a "seen today" warning first, names the appointment when there is one, and leaves out an empty "not to do"', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () =>
        json({ plan: { ...PLAN, seeToday: true, avoid: [], nextAppointment: '2026-03-09', bodySite: null } }),
      ),
    );
    renderAt();
    expect((await screen.findByRole('alert')).textContent).toMatch(/Your wound needs to be seen today/);
    expect(screen.getByText('9 March 2026')).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'What not to do' })).toBeNull();
    expect(screen.getByText('As your clinic showed you')).toBeTruthy();
  });

  it.each([
    [410, 'LINK_EXPIRED', 'This link has expired', 'Ask your clinic for a new one.'],
    [
      410,
      'LINK_REVOKED',
      'This link is no longer active',
      'Your clinic has withdrawn it. Ask your clinic for a new one.',
    ],
    [
      404,
      'NOT_FOUND',
      'This link does not work',
      'Check that you typed the whole link, or ask your clinic for a new one.',
    ],
  ])('answers %i %s with a friendly page, not an error', async (status, code, title, text) => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => json({ error: { code, message: 'server words' } }, status)),
    );
    renderAt();
    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeTruthy();
    expect(screen.getByText(text)).toBeTruthy();
    expect(screen.queryByText('server words')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
  });

  it('offers to try again when the server cannot be reached', async () => {
    let calls = 0;
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        calls += 1;
        if (calls === 1) throw new TypeError('Failed to fetch');
        return json({ plan: PLAN });
      }),
    );
    const user = userEvent.setup();
    renderAt();
    expect(await screen.findByRole('heading', { name: 'We could not load your plan' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { level: 1, name: /Hello Maria/ })).toBeTruthy();
  });
});
