import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { AuthProvider } from '../../../lib/auth/auth-context.tsx';
import { EmailConfirmationNotice } from './email-confirmation-notice.tsx';
import { emailConfirmationCopy as copy } from './email-confirmation-copy.ts';
import { jsonResponse, stubSignedInServer } from '../../../../test/signed-in-server.ts';

const mockServer = (emailVerified: boolean) =>
  stubSignedInServer({ id: 'u1', email: 'ada@example.com', name: 'Ada', emailVerified }, (url) =>
    url.endsWith('/api/auth/send-verification-email') ? jsonResponse({ status: true }) : null,
  );

const renderAt = (path: string) =>
  render(
    <AuthProvider>
      <MemoryRouter initialEntries={[path]}>
        <EmailConfirmationNotice />
      </MemoryRouter>
    </AuthProvider>,
  );

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('EmailConfirmationNotice', { timeout: 20_000 }, () => {
  it('asks an unconfirmed user to confirm and mails a new link on request', async () => {
    const fetch = mockServer(false);
    renderAt('/demo');
    expect(await screen.findByRole('heading', { name: copy.title })).toBeTruthy();
    expect(screen.getByText(copy.body('ada@example.com'))).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: copy.resend }));
    expect(await screen.findByText(copy.sent('ada@example.com'))).toBeTruthy();
    expect(fetch.mock.calls.filter(([u]) => String(u).endsWith('/send-verification-email'))).toHaveLength(1);
  });

  it('says when the link could not confirm, and says nothing to a confirmed user', async () => {
    mockServer(false);
    renderAt('/demo?email=confirmed&error=TOKEN_EXPIRED');
    expect(await screen.findByText(copy.linkFailed)).toBeTruthy();
    cleanup();
    mockServer(true);
    const { container } = renderAt('/demo');
    await new Promise((r) => setTimeout(r, 50));
    expect(container.textContent).toBe('');
  });

  it('confirms the confirmation when the link lands', async () => {
    mockServer(true);
    renderAt('/demo?email=confirmed');
    expect(await screen.findByText(copy.confirmed)).toBeTruthy();
  });
});
