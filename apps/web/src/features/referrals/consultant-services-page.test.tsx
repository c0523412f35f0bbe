import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router';
import type { ConsultantJson } from '@woundcare/api-types';
import { ConsultantServicesPage } from './consultant-services-page.tsx';

const doc = (
  name: string,
  specialization: string,
  availability: ConsultantJson['availability'],
  state = 'California',
): ConsultantJson => ({
  id: name,
  name,
  specialization,
  availability,
  phone: '(916) 555-0116',
  email: `${name.split(' ')[1]!.toLowerCase()}@example.org`,
  address: '1 Demo Way, Sacramento, CA',
  state,
  rating: 4.8,
  consultationTypes: ['video', 'phone'],
});
const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('ConsultantServicesPage', { timeout: 20_000 }, () => {
  it('lists doctors for California by default, filters, and blocks scheduling offline doctors', async () => {
    const fetchMock = vi.fn(async (u: RequestInfo | URL) => {
      const url = new URL(String(u), 'http://x');
      const state = url.searchParams.get('state');
      return json({
        consultants:
          state === 'California'
            ? [
                doc('Dr. Ana Ruiz', 'Wound Care Specialist', 'available'),
                doc('Dr. Cy Lee', 'Vascular Surgery', 'offline'),
              ]
            : [],
      });
    });
    vi.stubGlobal('fetch', fetchMock);
    const user = userEvent.setup();
    render(
      <MemoryRouter initialEntries={['/consultant-services']}>
        <Routes>
          <Route path="/consultant-services" element={<ConsultantServicesPage />} />
        </Routes>
      </MemoryRouter>,
    );
    expect(await screen.findByText('2 Doctors Found')).toBeTruthy();
    expect(String(fetchMock.mock.calls[0]![0])).toContain('state=California');
    expect((screen.getByLabelText('State') as HTMLSelectElement).value).toBe('California');
    expect(Array.from((screen.getByLabelText('State') as HTMLSelectElement).options).map((o) => o.value)).toEqual([
      'California',
      'New York',
      'Texas',
      'Florida',
      'Illinois',
    ]);
    expect(screen.getAllByRole('link', { name: '(916) 555-0116' })[0]!.getAttribute('href')).toBe('tel:9165550116');
    expect(screen.getAllByRole('link').some((a) => a.getAttribute('href') === 'mailto:ana@example.org')).toBe(true);
    expect(screen.getByText('Available Now')).toBeTruthy();
    // fictional entries are labelled example data and carry no star rating posing as a real review
    expect(screen.getAllByText('Example data')).toHaveLength(2);
    expect(screen.queryByText('4.8')).toBeNull();
    expect(screen.queryByText(/out of 5/)).toBeNull();
    // an available doctor is called to book; an offline one says so (no button that books nothing)
    expect(screen.getAllByRole('link', { name: 'Call to schedule' }).map((a) => a.getAttribute('href'))).toEqual([
      'tel:9165550116',
    ]);
    expect(screen.getByText('Offline — scheduling unavailable')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Schedule/ })).toBeNull();

    await user.type(screen.getByLabelText('Search by name or specialization'), 'vascular');
    expect(screen.getByText('1 Doctor Found')).toBeTruthy();
    await user.selectOptions(screen.getByLabelText('Availability'), 'available');
    expect(screen.getByText('No doctors found')).toBeTruthy();
    expect(screen.getByText('Try adjusting your search criteria or location')).toBeTruthy();

    await user.selectOptions(screen.getByLabelText('State'), 'Texas');
    await waitFor(() => expect(String(fetchMock.mock.calls.at(-1)![0])).toContain('state=Texas'));
  });

  it("shows the server's recommended specialist types for an analysis, as the server words them", async () => {
    const fetchMock = vi.fn(async (u: RequestInfo | URL) => {
      const url = new URL(String(u), 'http://x');
      if (url.pathname === '/api/assessments/t-1')
        return json({
          assessment: {
            id: 't-1',
            patientName: 'R. Diaz',
            simulated: false,
            status: 'completed',
            analysisResult: { severity: 'low', diagnosis: 'not_infected' },
          },
        });
      if (url.pathname === '/api/assessments/t-1/consultants')
        return json({ consultants: [], specialistTypes: ['Server-ranked Specialist'], state: 'California' });
      return json({ consultants: [] });
    });
    vi.stubGlobal('fetch', fetchMock);
    render(
      <MemoryRouter initialEntries={['/consultant-services/t-1']}>
        <Routes>
          <Route path="/consultant-services/:assessmentId" element={<ConsultantServicesPage />} />
        </Routes>
      </MemoryRouter>,
    );
    // A client-side rule would have said "General Wound Care Specialist" for this result.
    expect(await screen.findByText('Server-ranked Specialist')).toBeTruthy();
    expect(screen.queryByText('General Wound Care Specialist')).toBeNull();
  });
});
