import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { AuthProvider } from '../../../lib/auth/auth-context.tsx';
import { EmailConfirmationNotice } from './email-confirmation-notice.tsx';
import { emailConfirmationCopy as copy } from './email-confirmation-copy.ts';

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

function mockServer(emailVerified: boolean) {
  const fetch = vi.fn(async (input: RequestInfo | URL) => {
    const url = String(input);
    if (url.endsWith('/api/auth/get-session'))
      return json({ user: { id: 'u1', email: 'ada@example.com', name: 'Ada', emailVerified }, session: {} });
    if (url.endsWith('/api/auth/send-verification-email')) return json({ status: true });
    if (url.endsWith('/api/profile'))
      return json({
        profile: {
          id: 'u1',
          email: 'ada@example.com',
          first_name: 'Ada',
          last_name: 'N',
          title: null,
          organization: null,
          created_at: '2026-01-02T00:00:00Z',
        },
      });
    return json({ error: { code: 'NOT_FOUND', message: 'No such endpoint' } }, 404);
  });
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

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
