import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { TeamSettingsJson } from '@woundcare/api-types';
import { json } from '../../../test/workspace.tsx';
import { TeamSettings } from './team-settings.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const SETTINGS: TeamSettingsJson = {
  team_id: 't1',
  team_name: 'Riverside Wound Clinic',
  my_role: 'owner',
  require_two_factor: false,
  sample_directory: true,
  time_zone: 'America/Chicago',
  clinic_phone: null,
};

/** A server holding the team's settings: PUT merges the body (as the API does), GET reads them back. */
function serve() {
  let current = { ...SETTINGS };
  const puts: unknown[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      if (init?.method === 'PUT') {
        const body = JSON.parse(String(init.body)) as Partial<TeamSettingsJson>;
        puts.push(body);
        current = { ...current, ...body, clinic_phone: body.clinic_phone || null };
      }
      return json(current);
    }),
  );
  return puts;
}

describe('team settings', () => {
  it('an admin sets the clinic phone and time zone; the form sends them and shows the saved state', async () => {
    const puts = serve();
    render(<TeamSettings canEdit />);
    const phone = await screen.findByLabelText('Clinic phone for patients');
    expect(screen.getByText(/Riverside Wound Clinic/)).toBeTruthy();
    expect((screen.getByLabelText('Clinic time zone') as HTMLSelectElement).value).toBe('America/Chicago');
    await userEvent.type(phone, '+1 312 555 0100');
    await userEvent.selectOptions(screen.getByLabelText('Clinic time zone'), 'Europe/Berlin');
    await userEvent.click(screen.getByRole('button', { name: 'Save team settings' }));
    await screen.findByText('Team settings saved.');
    expect(puts).toEqual([{ clinic_phone: '+1 312 555 0100', time_zone: 'Europe/Berlin', sample_directory: true }]);
  });

  it('says what is wrong with a number that is not a phone number and sends nothing', async () => {
    const puts = serve();
    render(<TeamSettings canEdit />);
    await userEvent.type(await screen.findByLabelText('Clinic phone for patients'), 'call reception');
    await userEvent.click(screen.getByRole('button', { name: 'Save team settings' }));
    await screen.findByText(/must be a phone number/);
    expect(puts).toEqual([]);
  });

  it('a member reads the settings without a form; an unset phone says so', async () => {
    serve();
    render(<TeamSettings canEdit={false} />);
    await screen.findByText('Riverside Wound Clinic');
    expect(screen.getByText('Not set')).toBeTruthy();
    expect(screen.getByText('America/Chicago')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Save team settings' })).toBeNull();
  });
});
