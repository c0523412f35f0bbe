import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { AuthProvider } from '../../lib/auth/auth-context.tsx';
import { json } from '../../../test/workspace.tsx';
import { TeamSection } from './team-section.tsx';
import { TeamSwitcher } from '../workspace/components/team-switcher.tsx';
import { teamCopy as copy } from './team-copy.ts';

const me = { id: 'u1', email: 'olga@example.com', name: 'Olga Owner', emailVerified: true };
const carl = { id: 'u2', email: 'carl@example.com', name: 'Carl Clinician', emailVerified: true };
const member = (id: string, user: typeof me, role: string) => ({
  id,
  organizationId: 't1',
  userId: user.id,
  role,
  createdAt: '2026-01-02T00:00:00Z',
  user,
});
const teams = [
  { id: 't1', name: 'Harbor Wound Center', slug: 'h', createdAt: '2026-01-02T00:00:00Z' },
  { id: 't2', name: "Olga's practice", slug: 'o', createdAt: '2026-01-01T00:00:00Z' },
];

function mockServer(myRole: string, signedIn: typeof me = me) {
  const calls: { url: string; body: unknown }[] = [];
  const invitations = [
    {
      id: 'i1',
      organizationId: 't1',
      email: 'nina@example.com',
      role: 'clinician',
      status: 'pending',
      expiresAt: '2026-01-09T00:00:00Z',
      inviterId: 'u1',
    },
  ];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = String(input);
      if (init?.body) calls.push({ url, body: JSON.parse(String(init.body)) });
      if (url.endsWith('/api/auth/get-session'))
        return json({ user: signedIn, session: { activeOrganizationId: 't1' } });
      if (url.endsWith('/api/auth/send-verification-email')) return json({ status: true });
      if (url.endsWith('/api/profile'))
        return json({
          profile: {
            id: 'u1',
            email: me.email,
            first_name: 'Olga',
            last_name: 'Owner',
            title: null,
            organization: null,
            created_at: '2026-01-02T00:00:00Z',
          },
        });
      if (url.endsWith('/organization/list')) return json(teams);
      if (url.endsWith('/organization/get-full-organization'))
        return json({
          ...teams[0],
          members: [member('m1', signedIn, myRole), member('m2', carl, 'clinician')],
          invitations,
        });
      if (url.endsWith('/organization/invite-member'))
        return json({ id: 'i2', email: 'new@example.com', role: 'admin', status: 'pending' });
      if (url.endsWith('/organization/update-member-role')) return json({ member: member('m2', carl, 'admin') });
      return json({ error: { code: 'NOT_FOUND', message: 'No such endpoint' } }, 404);
    }),
  );
  return calls;
}

const renderIt = (ui: React.ReactNode) =>
  render(
    <AuthProvider>
      <MemoryRouter>{ui}</MemoryRouter>
    </AuthProvider>,
  );

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('TeamSection', { timeout: 30_000 }, () => {
  it('lets an owner see members and pending invitations, invite a colleague and change a role', async () => {
    const calls = mockServer('owner');
    renderIt(<TeamSection />);
    const members = await screen.findByRole('list', { name: 'Members' });
    expect(within(members).getByText('Carl Clinician')).toBeTruthy();
    expect(within(members).getByText('(you)')).toBeTruthy();
    expect(
      within(screen.getByRole('list', { name: 'Pending invitations' })).getByText('nina@example.com'),
    ).toBeTruthy();

    await userEvent.type(screen.getByLabelText("Colleague's email"), 'new@example.com');
    await userEvent.selectOptions(screen.getByLabelText('Role'), 'admin');
    await userEvent.click(screen.getByRole('button', { name: 'Send invitation' }));
    expect(await screen.findByText('Invitation sent to new@example.com.')).toBeTruthy();
    expect(calls.find((c) => c.url.endsWith('/invite-member'))?.body).toEqual({
      email: 'new@example.com',
      role: 'admin',
    });

    await userEvent.selectOptions(screen.getByLabelText('Role of Carl Clinician'), 'admin');
    expect(await screen.findByText('Carl Clinician is now Admin.')).toBeTruthy();
    expect(calls.find((c) => c.url.endsWith('/update-member-role'))?.body).toEqual({ memberId: 'm2', role: 'admin' });
  });

  it("refuses an address the server would refuse, with the server schema's words, and sends nothing", async () => {
    const calls = mockServer('owner');
    renderIt(<TeamSection />);
    await userEvent.type(await screen.findByLabelText("Colleague's email"), 'not-an-address');
    await userEvent.click(screen.getByRole('button', { name: 'Send invitation' }));
    expect(await screen.findByText(/^email: /)).toBeTruthy();
    expect(calls.some((c) => c.url.endsWith('/invite-member'))).toBe(false);
  });

  it('shows an owner whose email is unconfirmed the invite form disabled, says why and sends the link again', async () => {
    const calls = mockServer('owner', { ...me, emailVerified: false });
    renderIt(<TeamSection />);
    const form = await screen.findByRole('form', {
      name: copy.inviteHeading,
      description: copy.inviteNeedsConfirmation('olga@example.com'),
    });
    for (const control of [
      within(form).getByLabelText("Colleague's email"),
      within(form).getByLabelText('Role'),
      within(form).getByRole('button', { name: 'Send invitation' }),
    ])
      expect(control.matches(':disabled'), control.outerHTML).toBe(true);
    await userEvent.click(within(form).getByRole('button', { name: 'Send invitation' }));
    expect(calls.some((c) => c.url.endsWith('/invite-member'))).toBe(false);

    await userEvent.click(within(form).getByRole('button', { name: 'Send the link again' }));
    expect(await within(form).findByText('A new link is on its way to olga@example.com.')).toBeTruthy();
    expect(calls.filter((c) => c.url.endsWith('/send-verification-email'))).toHaveLength(1);
  });

  it('lets a confirmed owner use the invite form, with no confirmation notice', async () => {
    mockServer('owner');
    renderIt(<TeamSection />);
    const form = await screen.findByRole('form', { name: copy.inviteHeading });
    expect(within(form).getByLabelText("Colleague's email").matches(':disabled')).toBe(false);
    expect(within(form).getByRole('button', { name: 'Send invitation' }).matches(':disabled')).toBe(false);
    expect(within(form).queryByRole('button', { name: 'Send the link again' })).toBeNull();
  });

  it('shows a clinician the roles without controls and no invite form', async () => {
    mockServer('clinician');
    renderIt(<TeamSection />);
    const members = await screen.findByRole('list', { name: 'Members' });
    expect(within(members).getAllByText('Clinician').length).toBe(2);
    expect(screen.queryByRole('button', { name: 'Send invitation' })).toBeNull();
    expect(screen.queryByRole('button', { name: /Remove/ })).toBeNull();
    expect(screen.getByText('Owners and admins invite colleagues, change roles and remove members.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Leave team' })).toBeTruthy();
  });
});

describe('TeamSwitcher', () => {
  it('offers every team of a user in several teams, the active one selected', async () => {
    mockServer('owner');
    renderIt(<TeamSwitcher />);
    const select = (await screen.findByLabelText('Active team')) as HTMLSelectElement;
    expect(select.value).toBe('t1');
    expect([...select.options].map((o) => o.textContent)).toEqual(['Harbor Wound Center', "Olga's practice"]);
  });
});
