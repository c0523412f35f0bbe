import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { AuthProvider } from '../../lib/auth/auth-context.tsx';
import { AcceptInvitationPage } from './accept-invitation-page.tsx';
import { invitationCopy } from './invitation-copy.ts';
import { jsonResponse, stubSignedInServer } from '../../../test/signed-in-server.ts';

const json = jsonResponse;
const me = { id: 'u1', email: 'nina@example.com', name: 'Nina' };

const mockServer = (invitation: (url: string) => Response) =>
  stubSignedInServer(me, (url) => (url.includes('/organization/get-invitation') ? invitation(url) : null));

const renderAt = (path: string) =>
  render(
    <AuthProvider>
      <MemoryRouter initialEntries={[path]}>
        <AcceptInvitationPage />
      </MemoryRouter>
    </AuthProvider>,
  );

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('AcceptInvitationPage', { timeout: 20_000 }, () => {
  it('reads the invitation of the link once signed in and offers to accept or decline', async () => {
    const fetch = mockServer(() =>
      json({
        id: 'i1',
        email: me.email,
        role: 'clinician',
        status: 'pending',
        organizationId: 't1',
        organizationName: 'Harbor Wound Center',
        inviterEmail: 'olga@example.com',
      }),
    );
    renderAt('/accept-invitation?token=i1');
    expect(await screen.findByText(/olga@example\.com invited you to join Harbor Wound Center/)).toBeTruthy();
    expect(screen.getByRole('button', { name: invitationCopy.accept })).toBeTruthy();
    expect(fetch.mock.calls.map(([u]) => String(u)).filter((u) => u.includes('get-invitation'))).toEqual([
      '/api/auth/organization/get-invitation?token=i1',
    ]);
  });

  it('says why an invitation cannot be used (another account, or no longer valid)', async () => {
    mockServer(() =>
      json({ error: { code: 'YOU_ARE_NOT_THE_RECIPIENT_OF_THE_INVITATION', message: 'not yours' } }, 403),
    );
    renderAt('/accept-invitation?token=i1');
    expect(await screen.findByText(invitationCopy.wrongAccount)).toBeTruthy();
    expect(screen.queryByRole('button', { name: invitationCopy.accept })).toBeNull();
  });

  it('asks an account whose address is unconfirmed to confirm it first', async () => {
    mockServer(() =>
      json(
        { error: { code: 'EMAIL_VERIFICATION_REQUIRED_FOR_INVITATION', message: 'Email verification required' } },
        403,
      ),
    );
    renderAt('/accept-invitation?token=i1');
    expect(await screen.findByText(invitationCopy.confirmFirst)).toBeTruthy();
    expect(screen.queryByRole('button', { name: invitationCopy.accept })).toBeNull();
  });

  it('asks nothing of the server without a token in the link (an old ?id= link included)', async () => {
    const fetch = mockServer(() => json({}));
    renderAt('/accept-invitation?id=i1');
    expect(screen.getByText(invitationCopy.noLink)).toBeTruthy();
    await new Promise((r) => setTimeout(r, 50));
    expect(fetch.mock.calls.some(([u]) => String(u).includes('get-invitation'))).toBe(false);
  });

  it('signed out: the sign-up form holds the invited address, locked, and sends it with the link', async () => {
    const bodies: unknown[] = [];
    const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = String(input);
      if (url.endsWith('/api/auth/get-session')) return json(null);
      if (url.startsWith('/api/invitation?')) return json({ email: 'nina@example.com', team_name: 'Harbor' });
      if (url.endsWith('/api/auth/sign-up/email')) {
        bodies.push(JSON.parse(String(init?.body)));
        return json({ error: { code: 'INVITATION_EMAIL_MISMATCH', message: 'x' } }, 400);
      }
      return json({ error: { code: 'NOT_FOUND', message: 'No such endpoint' } }, 404);
    });
    vi.stubGlobal('fetch', fetch);
    renderAt('/accept-invitation?token=tok-1');
    const email = (await screen.findByDisplayValue('nina@example.com')) as HTMLInputElement;
    expect(email.readOnly).toBe(true);
    expect(screen.getByText(invitationCopy.emailLocked('Harbor'))).toBeTruthy();
    expect(fetch.mock.calls.map(([u]) => String(u))).toContain('/api/invitation?token=tok-1');
    await userEvent.type(screen.getByLabelText(/First name/), 'Nina');
    await userEvent.type(screen.getByLabelText(/Last name/), 'Nurse');
    await userEvent.type(screen.getByLabelText(/^Password/), 'wound-care-42');
    await userEvent.click(screen.getByRole('button', { name: invitationCopy.join }));
    expect(await screen.findByText(invitationCopy.otherAddress)).toBeTruthy();
    expect(bodies).toEqual([expect.objectContaining({ email: 'nina@example.com', invitation_token: 'tok-1' })]);
  });

  it('signed out: refuses a password shorter than 8 characters before sending anything (NIST SP 800-63B)', async () => {
    const fetch = vi.fn(async (input: RequestInfo | URL) => {
      const url = String(input);
      if (url.endsWith('/api/auth/get-session')) return json(null);
      if (url.startsWith('/api/invitation?')) return json({ email: 'nina@example.com', team_name: 'Harbor' });
      return json({ error: { code: 'NOT_FOUND', message: 'No such endpoint' } }, 404);
    });
    vi.stubGlobal('fetch', fetch);
    renderAt('/accept-invitation?token=tok-1');
    await screen.findByDisplayValue('nina@example.com');
    await userEvent.type(screen.getByLabelText(/First name/), 'Nina');
    await userEvent.type(screen.getByLabelText(/Last name/), 'Nurse');
    await userEvent.type(screen.getByLabelText(/^Password/), 'wound-7');
    await userEvent.click(screen.getByRole('button', { name: invitationCopy.join }));
    expect(await screen.findByText('Password must be at least 8 characters long')).toBeTruthy();
    expect(fetch.mock.calls.map(([u]) => String(u)).filter((u) => u.includes('sign-up'))).toEqual([]);
  });

  it('signed out with a link that is no longer valid: says so', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: RequestInfo | URL) =>
        String(input).endsWith('/api/auth/get-session')
          ? json(null)
          : json({ error: { code: 'NOT_FOUND', message: 'gone' } }, 404),
      ),
    );
    renderAt('/accept-invitation?token=old');
    expect(await screen.findByText(invitationCopy.invalid)).toBeTruthy();
  });
});
