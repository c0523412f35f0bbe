import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
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
});
