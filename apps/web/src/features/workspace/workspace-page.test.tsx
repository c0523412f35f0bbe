import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { AuthProvider } from '../../lib/auth/auth-context.tsx';
import { json, stubDialog } from '../../../test/workspace.tsx';
import { TAB_STORAGE_KEY } from './workspace-tabs.ts';
import { WorkspacePage } from './workspace-page.tsx';

const user = { id: 'u1', email: 'grace@example.com', name: 'Grace Hopper' };
const profile = {
  id: 'u1',
  email: user.email,
  first_name: 'Grace',
  last_name: 'Hopper',
  title: null,
  organization: null,
  created_at: '2026-01-02T00:00:00Z',
};

/** GET /api/status as the server answers it with the engine ready, with its model gone, or not at all. */
type Engine = 'ready' | 'model-missing' | 'down';
const statusReport = (engine: 'ready' | 'model-missing') => ({
  analysis: engine === 'ready' ? 'ready' : 'unavailable',
  engine: {
    kind: 'in-process',
    model: engine === 'ready' ? 'on_disk' : 'missing',
    modelVersion: engine === 'ready' ? 'wound-seg@0123456789ab' : null,
    detail:
      engine === 'ready'
        ? 'The wound engine runs on this server; it loads its model with the first analysis.'
        : 'The segmentation model is missing on this server: uploads cannot be analysed.',
  },
  queue: { waiting: 0, running: 0, failedLastHour: engine === 'ready' ? 0 : 1 },
  database: { status: 'up', kind: 'pglite' },
  checkedAt: '2026-03-11T10:00:00.000Z',
});

function mockServer(initial: Engine) {
  const server = { engine: initial };
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      const url = String(input);
      if (url === '/api/status')
        return server.engine === 'down' ? Promise.reject(new TypeError('offline')) : json(statusReport(server.engine));
      if (url.endsWith('/api/auth/get-session')) return json({ user, session: { activeOrganizationId: 't1' } });
      if (url.endsWith('/api/auth/organization/list'))
        return json([{ id: 't1', name: "Grace's practice", slug: 'g', createdAt: '2026-01-02T00:00:00Z' }]);
      if (url.endsWith('/api/auth/organization/get-full-organization'))
        return json({
          id: 't1',
          name: "Grace's practice",
          slug: 'g',
          createdAt: '2026-01-02T00:00:00Z',
          members: [
            { id: 'm1', organizationId: 't1', userId: 'u1', role: 'owner', createdAt: '2026-01-02T00:00:00Z', user },
          ],
          invitations: [],
        });
      if (url.endsWith('/api/profile')) return json({ profile });
      if (url.endsWith('/api/profile/audit'))
        return json({
          entries: [
            { id: 1, action: 'auth.sign_in', resource: null, ip: '127.0.0.1', created_at: '2026-01-02T10:00:00Z' },
          ],
        });
      if (url.endsWith('/api/profile/sessions'))
        return json({
          sessions: [
            {
              id: 's1',
              current: true,
              device: 'Chrome on Linux',
              ip: '127.0.0.1',
              created_at: '2026-01-02T10:00:00Z',
              last_seen_at: '2026-01-02T10:05:00Z',
            },
          ],
        });
      if (url.endsWith('/api/team/settings'))
        return json({ team_id: 't1', team_name: "Grace's practice", my_role: 'owner', require_two_factor: false });
      if (url.endsWith('/api/threads')) return json({ threads: [] });
      if (url.startsWith('/api/dashboard'))
        return json({
          week: { from: '2026-03-09T00:00:00.000Z', to: '2026-03-16T00:00:00.000Z', timeZone: 'UTC' },
          openWounds: 0,
          patientsSeenThisWeek: 0,
          assessmentsThisWeek: 0,
          fourWeek: { onTrack: 0, checked: 0, onTrackPct: null },
          outlinesAwaitingConfirmation: 0,
          recent: [],
        });
      return json({ error: { code: 'NOT_FOUND', message: 'No such endpoint' } }, 404);
    }),
  );
  return server;
}

function renderPage() {
  return render(
    <AuthProvider>
      <MemoryRouter initialEntries={['/demo']}>
        <WorkspacePage />
      </MemoryRouter>
    </AuthProvider>,
  );
}

beforeEach(() => {
  stubDialog();
  sessionStorage.clear();
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('WorkspacePage', { timeout: 30_000 }, () => {
  it('opens on My Profile with the user, the badge, and the activity log', async () => {
    mockServer('ready');
    renderPage();
    expect(await screen.findByRole('button', { name: 'Analysis ready' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'My Profile' })).toBeTruthy();
    expect(await screen.findByText('Signed in')).toBeTruthy();
    expect(screen.getByDisplayValue('Grace')).toBeTruthy();
    expect(screen.getByText('Email cannot be changed')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Sign Out' })).toBeTruthy();
    // the active team in the top bar (one team: its name, no switcher) and the Team section
    expect(await screen.findByTestId('active-team')).toBeTruthy();
    expect(screen.getByTestId('active-team').textContent).toContain("Grace's practice");
    expect(screen.queryByLabelText('Active team')).toBeNull();
    expect(await screen.findByRole('list', { name: 'Members' })).toBeTruthy();
    // sign-in and security: password, two-factor (off), the team's rule for its owner, this session
    expect(screen.getByRole('button', { name: 'Change password' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Turn on two-factor' })).toBeTruthy();
    expect(
      (await screen.findByRole('checkbox', { name: /Require two-factor sign-in for this team/ })).hasAttribute(
        'checked',
      ),
    ).toBe(false);
    expect(await screen.findByText('Chrome on Linux')).toBeTruthy();
    expect(screen.getByText('This device')).toBeTruthy();
    expect(screen.getByText('No other session is signed in.')).toBeTruthy();
  });

  it('switches tabs from the menu, remembers the tab for a reload, and says analysis is unavailable when the server is down', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    mockServer('down');
    const first = renderPage();
    expect(await screen.findByRole('button', { name: 'Analysis unavailable' })).toBeTruthy();
    const nav = screen.getAllByRole('navigation', { name: 'Workspace' })[0]!;
    await userEvent.click(within(nav).getByRole('button', { name: 'Dashboard' }));
    expect(screen.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeTruthy();
    expect(within(nav).getByRole('button', { name: 'Dashboard' }).getAttribute('aria-current')).toBe('page');
    expect(sessionStorage.getItem(TAB_STORAGE_KEY)).toBe('dashboard');
    // a quick action switches tabs too
    await userEvent.click(screen.getByRole('button', { name: 'View Reports' }));
    expect(screen.getByRole('heading', { level: 1, name: 'Reports & Analytics' })).toBeTruthy();
    first.unmount();
    renderPage();
    expect(await screen.findByRole('heading', { level: 1, name: 'Reports & Analytics' })).toBeTruthy();
    warn.mockRestore();
  });

  it('changes the badge when the engine stops, and its panel says why', async () => {
    const server = mockServer('ready');
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Analysis ready' }));
    const panel = screen.getByRole('dialog', { name: 'Analysis status' });
    expect(within(panel).getByText('wound-seg@0123456789ab')).toBeTruthy();
    expect(within(panel).getByText('0 waiting · 0 running · 0 failed in the last hour')).toBeTruthy();

    server.engine = 'model-missing';
    await userEvent.click(within(panel).getByRole('button', { name: 'Check again' }));
    expect(await screen.findByRole('button', { name: 'Analysis unavailable' })).toBeTruthy();
    expect(within(panel).getByText(/segmentation model is missing/)).toBeTruthy();
    expect(within(panel).getByText('Missing')).toBeTruthy();
    expect(within(panel).getByText('0 waiting · 0 running · 1 failed in the last hour')).toBeTruthy();
  });

  it('opens the menu as a drawer that closes with its close button', async () => {
    mockServer('ready');
    renderPage();
    await userEvent.click(screen.getByRole('button', { name: 'Menu' }));
    const drawer = screen.getByRole('dialog', { name: 'Workspace menu', hidden: true });
    expect(drawer.hasAttribute('open')).toBe(true);
    await userEvent.click(within(drawer).getByRole('button', { name: 'Patient Management' }));
    expect(drawer.hasAttribute('open')).toBe(false);
    expect(screen.getByRole('heading', { level: 1, name: 'Patient Management' })).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Menu' }));
    await userEvent.click(within(drawer).getByRole('button', { name: 'Close menu' }));
    expect(drawer.hasAttribute('open')).toBe(false);
  });
});
