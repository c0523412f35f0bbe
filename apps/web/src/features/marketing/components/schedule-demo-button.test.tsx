import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { AuthProvider } from '../../../lib/auth/auth-context.tsx';
import { NavProvider, plainNav } from '../../../lib/nav.tsx';
import { jsonResponse, stubSignedInServer } from '../../../../test/signed-in-server.ts';
import { OPEN_WORKSPACE, ScheduleDemoButton } from './schedule-demo-button.tsx';

const renderButton = () =>
  render(
    <AuthProvider>
      <NavProvider value={plainNav('/')}>
        <ScheduleDemoButton />
      </NavProvider>
    </AuthProvider>,
  );

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('ScheduleDemoButton', () => {
  it('offers a signed-out visitor the demo', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => jsonResponse(null)),
    );
    renderButton();
    expect(await screen.findByRole('button', { name: 'Schedule Demo' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: OPEN_WORKSPACE })).toBeNull();
  });

  it('offers a signed-in clinician the way back to the workspace instead', async () => {
    stubSignedInServer({ id: 'u1', email: 'ada@example.com', name: 'Ada' });
    renderButton();
    const link = await screen.findByRole('link', { name: OPEN_WORKSPACE });
    expect(link.getAttribute('href')).toBe('/demo');
    expect(screen.queryByRole('button', { name: 'Schedule Demo' })).toBeNull();
  });
});
