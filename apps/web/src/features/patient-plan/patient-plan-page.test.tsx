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
  locale: 'en',
  firstName: 'Maria',
  bodySite: { region: 'heel', side: 'left' },
  urgency: null,
  homeCare: ['wash-hands', 'removable-offloading'],
  avoid: ['avoid-debride'],
  materials: ['gloves'],
  seekHelp: [{ sign: 'feeling-unwell', text: 'Fever, chills or feeling unwell' }],
  clinic: { name: 'Riverside Wound Clinic', phone: '+1 312 555 0100' },
  nextAppointment: null,
  examDate: '2026-03-02',
  // noon, 12 calendar days from today: "12 days left"
  expiresAt: new Date(new Date().getFullYear(), new Date().getMonth(), new Date().getDate() + 12, 12).toISOString(),
};

function renderAt(token = TOKEN, search = '') {
  return render(
    <MemoryRouter initialEntries={[`/plan/${token}${search}`]}>
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
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Hello Maria, here is your wound care plan' }),
    ).toBeTruthy();
    expect(calls).toEqual([`/api/patient-plan/${TOKEN}`]);
    expect(screen.getByText('Heel, left side')).toBeTruthy();
    expect(screen.getByText('From your visit on March 2, 2026.')).toBeTruthy();
    const home = screen.getByRole('heading', { name: 'What to do at home' }).closest('section')!;
    expect(
      within(home)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([
      'Wash your hands before and after you touch the wound or the dressing.',
      'Wear your special boot or shoe that takes weight off the wound every time you stand or walk — also indoors and for short trips.',
    ]);
    expect(document.documentElement.lang).toBe('en');
    expect(screen.getByRole('heading', { name: 'What not to do' })).toBeTruthy();
    const help = screen.getByRole('heading', { name: 'When to get help' }).closest('section')!;
    expect(within(help).getByText('Fever, chills or feeling unwell')).toBeTruthy();
    const next = screen.getByRole('heading', { name: 'Your next appointment' }).closest('section')!;
    expect(within(next).getByText('Your clinic will tell you.')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByText(/^This link works until/).textContent).toMatch(
      /^This link works until [A-Z][a-z]+ \d{1,2}, \d{4}\. 12 days left\. Keep it private/,
    );
    expect(screen.getByRole('img', { name: 'QR code of the link to this plan' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Print this plan' }));
    expect(print).toHaveBeenCalledOnce();
  });

  it('puts a "call your clinic today" block first, names the appointment when there is one, and leaves out an empty "not to do"', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () =>
        json({ plan: { ...PLAN, urgency: 'today', avoid: [], nextAppointment: '2026-03-09', bodySite: null } }),
      ),
    );
    renderAt();
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toMatch(/Call your clinic today/);
    // the clinic's number, one tap away in the block and beside the clinic's name
    expect(within(alert).getByRole('link', { name: 'Call +1 312 555 0100' }).getAttribute('href')).toBe(
      'tel:+13125550100',
    );
    expect(screen.getByText(/Riverside Wound Clinic/)).toBeTruthy();
    // the first thing on the page, above the greeting
    expect(
      alert.compareDocumentPosition(screen.getByRole('heading', { level: 1 })) & Node.DOCUMENT_POSITION_FOLLOWING,
    ).toBeTruthy();
    expect(screen.getByText('March 9, 2026')).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'What not to do' })).toBeNull();
    expect(screen.getByText('As your clinic showed you')).toBeTruthy();
  });

  it('sends the patient to the emergency department when the plan is an emergency', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => json({ plan: { ...PLAN, urgency: 'emergency' } })),
    );
    renderAt();
    expect((await screen.findByRole('alert')).textContent).toMatch(/Go to the emergency department today/);
    // what to do on the way, not at home
    expect(screen.getByRole('heading', { name: 'Before you go' })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'What to do at home' })).toBeNull();
    // nothing below the alert tells the patient to wait for a same-day call to the clinic
    expect(screen.queryByText(/Call your clinic the same day/)).toBeNull();
  });

  it.each([
    [410, 'LINK_EXPIRED', 'This link has expired', 'Ask your clinic for a new one.'],
    [
      410,
      'LINK_REVOKED',
      'This link is no longer active',
      'Your clinic has turned it off. Ask your clinic for a new one.',
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

  it('opens a link made in Spanish in Spanish (lang="es", hreflang alternates), and switches to English on the same plan', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => json({ plan: { ...PLAN, locale: 'es', nextAppointment: '2026-03-09' } })),
    );
    const user = userEvent.setup();
    renderAt();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Hola, Maria: este es su plan para cuidar la herida' }),
    ).toBeTruthy();
    expect(document.documentElement.lang).toBe('es');
    expect(document.title).toBe('Su plan de cuidado | Woundly');
    expect(screen.getByText('Talón, lado izquierdo')).toBeTruthy();
    expect(screen.getByText('De su cita del 2 de marzo de 2026.')).toBeTruthy();
    expect(screen.getByText('9 de marzo de 2026')).toBeTruthy();
    expect(screen.getByText('Quedan 12 días.')).toBeTruthy();
    const help = screen.getByRole('heading', { name: 'Cuándo pedir ayuda' }).closest('section')!;
    expect(within(help).getByText('Fiebre, escalofríos o sentirse mal')).toBeTruthy();
    const alternates = [...document.head.querySelectorAll('link[rel="alternate"]')].map(
      (l) => `${l.getAttribute('hreflang')} ${new URL(l.getAttribute('href')!).search}`,
    );
    expect(alternates).toEqual(['en ?lang=en', 'es ?lang=es']);

    const languages = screen.getByRole('navigation', { name: 'Idioma' });
    expect(within(languages).getByRole('link', { name: 'Español' }).getAttribute('aria-current')).toBe('true');
    await user.click(within(languages).getByRole('link', { name: 'English' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Hello Maria, here is your wound care plan' }),
    ).toBeTruthy();
    expect(document.documentElement.lang).toBe('en');
    expect(screen.getByText('March 9, 2026')).toBeTruthy();
    expect(screen.getByText('Fever, chills or feeling unwell')).toBeTruthy();
  });

  it('keeps a red flag the plan wrote without a code, in its own language, rather than leave it out', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () =>
        json({ plan: { ...PLAN, locale: 'es', seekHelp: [{ sign: null, text: 'A new warning sign' }] } }),
      ),
    );
    renderAt();
    const item = await screen.findByText('A new warning sign');
    expect(item.getAttribute('lang')).toBe('en');
  });

  it('says a revoked link is off in the language of the address', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => json({ error: { code: 'LINK_REVOKED', message: 'server words' } }, 410)),
    );
    renderAt(TOKEN, '?lang=es');
    expect(await screen.findByRole('heading', { level: 1, name: 'Este enlace ya no está activo' })).toBeTruthy();
    expect(screen.getByText('Su clínica lo desactivó. Pida uno nuevo a su clínica.')).toBeTruthy();
    expect(document.documentElement.lang).toBe('es');
  });
});
