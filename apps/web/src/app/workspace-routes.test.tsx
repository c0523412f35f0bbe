import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, configure, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { AuthProvider, createAuthStore, type AuthStore } from '../lib/auth/auth-context.tsx';
import { returnPath } from '../lib/paths.ts';
import { ProtectedRoute } from './protected-route.tsx';
import { json, stubDialog } from '../../test/workspace.tsx';
import { workspaceRoutes } from './workspace-routes.tsx';

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

/** GET /api/status as the server answers it with the engine ready. */
const readyStatus = {
  analysis: 'ready',
  engine: {
    kind: 'in-process',
    model: 'on_disk',
    modelVersion: 'wound-seg@0123456789ab',
    detail: 'The wound engine runs on this server; it loads its model with the first analysis.',
  },
  queue: { waiting: 0, running: 0, failedLastHour: 0 },
  database: { status: 'up', kind: 'pglite' },
  checkedAt: '2026-03-11T10:00:00.000Z',
};

function mockServer(health: 'healthy' | 'down', signedIn = true) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      const url = String(input);
      if (url === '/api/status')
        return health === 'healthy' ? json(readyStatus) : Promise.reject(new TypeError('offline'));
      if (url.endsWith('/api/auth/get-session'))
        return json(signedIn ? { user, session: { activeOrganizationId: 't1' } } : null);
      if (url.endsWith('/api/auth/sign-out')) return json({ success: true });
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
      if (url.endsWith('/api/assessments')) return json({ assessments: [] });
      if (url.includes('/api/worklist'))
        return json({
          today: '2026-03-10',
          weekEnd: '2026-03-15',
          timeZone: 'UTC',
          counts: { overdue: 0, today: 0, this_week: 0, later: 0 },
          items: [],
          members: [],
        });
      if (url.includes('/api/patients')) return json({ patients: [] });
      return json({ error: { code: 'NOT_FOUND', message: 'No such endpoint' } }, 404);
    }),
  );
}

/** The home page as the guard sends a visitor there: where they were sent, and with what. */
function Home() {
  const { search } = useLocation();
  return <p data-testid="home">home{search}</p>;
}

/** The guarded workspace route table, as the app mounts it, opened at `url`. */
function renderAt(url: string, store?: AuthStore) {
  const router = createMemoryRouter(
    [
      { path: '/', Component: Home },
      { Component: ProtectedRoute, HydrateFallback: () => null, children: workspaceRoutes },
    ],
    { initialEntries: [url] },
  );
  return {
    router,
    ...render(
      <AuthProvider store={store}>
        <RouterProvider router={router} />
      </AuthProvider>,
    ),
  };
}

// a whole workspace renders per test on a shared machine: waits are bounded generously, never timed
configure({ asyncUtilTimeout: 5000 });

// the workspace's lazily loaded modules, loaded once before the tests (not inside a findBy's wait)
beforeAll(async () => {
  await Promise.all([import('../features/workspace/workspace-page.tsx'), import('./workspace-screens.tsx')]);
}, 60_000);

beforeEach(() => {
  stubDialog();
  sessionStorage.clear();
  localStorage.clear();
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('WorkspacePage', { timeout: 30_000 }, () => {
  it('/demo (after sign-in, "Back to workspace") opens the worklist, not My Profile', async () => {
    mockServer('healthy');
    const { router } = renderAt('/demo');
    expect(await screen.findByRole('heading', { level: 1, name: 'Worklist' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/demo/worklist');
  });

  it('My Profile shows the user, the badge, the activity log and what to do first', async () => {
    mockServer('healthy');
    const { router } = renderAt('/demo/profile');
    expect(await screen.findByRole('button', { name: 'Analysis ready' })).toBeTruthy();
    expect(await screen.findByRole('heading', { level: 1, name: 'My Profile' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/demo/profile');
    expect(await screen.findByText('Signed in')).toBeTruthy();
    expect(screen.getByDisplayValue('Grace')).toBeTruthy();
    expect(screen.getByText('Email cannot be changed')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Sign Out' })).toBeTruthy();
    // the active team in the top bar (one team: its name, no switcher) and the Team section
    expect(await screen.findByTestId('active-team')).toBeTruthy();
    expect(screen.getByTestId('active-team').textContent).toContain("Grace's practice");
    expect(screen.queryByLabelText('Active team')).toBeNull();
    expect(await screen.findByRole('list', { name: 'Members' })).toBeTruthy();
    // an empty workspace says what to do next, starting with a patient
    const start = await screen.findByRole('region', { name: 'Get started: your first wound assessment' });
    expect(within(start).getByRole('link', { name: 'Go to Patient Management' }).getAttribute('href')).toBe(
      '/demo/patients',
    );
  });

  it('each tab has an address: the menu and a quick action go there, and the same address opens the same screen', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    mockServer('down');
    const first = renderAt('/demo/profile');
    expect(await screen.findByRole('button', { name: 'Analysis unavailable' })).toBeTruthy();
    const nav = screen.getAllByRole('navigation', { name: 'Workspace' })[0]!;
    await userEvent.click(within(nav).getByRole('link', { name: 'Dashboard' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Dashboard' })).toBeTruthy();
    expect(first.router.state.location.pathname).toBe('/demo/dashboard');
    expect(within(nav).getByRole('link', { name: 'Dashboard' }).getAttribute('aria-current')).toBe('page');
    // a quick action switches tabs too
    await userEvent.click(screen.getByRole('button', { name: 'View Reports' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Reports & Analytics' })).toBeTruthy();
    expect(first.router.state.location.pathname).toBe('/demo/reports');
    // Back returns to the dashboard
    await first.router.navigate(-1);
    expect(await screen.findByRole('heading', { level: 1, name: 'Dashboard' })).toBeTruthy();
    first.unmount();
    // a reload (or a new browser tab) of the address opens the same screen; nothing is kept in storage
    renderAt('/demo/reports');
    expect(await screen.findByRole('heading', { level: 1, name: 'Reports & Analytics' })).toBeTruthy();
    expect(sessionStorage.length).toBe(0);
    warn.mockRestore();
  });

  it('the worklist has its own address, below the tabs in the menu and marked there when open', async () => {
    mockServer('healthy');
    const { router } = renderAt('/demo/dashboard');
    const nav = (await screen.findAllByRole('navigation', { name: 'Workspace' }))[0]!;
    // the spec's eleven tabs stay the menu; the worklist and the team are links below them
    expect(within(nav).getAllByRole('link')).toHaveLength(13);
    await userEvent.click(within(nav).getByRole('link', { name: 'Worklist' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Worklist' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/demo/worklist');
    expect(within(nav).getByRole('link', { name: 'Worklist' }).getAttribute('aria-current')).toBe('page');
    expect(within(nav).getByRole('link', { name: 'Dashboard' }).getAttribute('aria-current')).toBeNull();
  });

  it('opens the menu as a drawer that closes with its close button', async () => {
    mockServer('healthy');
    renderAt('/demo/profile');
    await userEvent.click(await screen.findByRole('button', { name: 'Menu' }));
    const drawer = screen.getByRole('dialog', { name: 'Workspace menu', hidden: true });
    expect(drawer.hasAttribute('open')).toBe(true);
    await userEvent.click(within(drawer).getByRole('link', { name: 'Patient Management' }));
    expect(drawer.hasAttribute('open')).toBe(false);
    expect(await screen.findByRole('heading', { level: 1, name: 'Patient Management' })).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Menu' }));
    await userEvent.click(within(drawer).getByRole('button', { name: 'Close menu' }));
    expect(drawer.hasAttribute('open')).toBe(false);
  });

  it('an unknown workspace address keeps the workspace and says so', async () => {
    mockServer('healthy');
    renderAt('/demo/no-such-screen');
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeTruthy();
    expect(screen.getAllByRole('navigation', { name: 'Workspace' }).length).toBeGreaterThan(0);
  });

  it('a signed-out visitor to a deep link is asked to sign in, and the sign-in then returns to it', async () => {
    mockServer('healthy', false);
    const store = createAuthStore();
    renderAt('/demo/wounds/w1', store);
    const home = await screen.findByTestId('home');
    const search = home.textContent!.slice('home'.length);
    expect(new URLSearchParams(search).get('next')).toBe('/demo/wounds/w1');
    expect(store.getSnapshot().modal).toBe('signin');
    expect(returnPath(search)).toBe('/demo/wounds/w1');
  });

  it('signing out removes the workspace’s stored keys and goes home without asking to sign in', async () => {
    mockServer('healthy');
    sessionStorage.setItem('woundly.workspace.tab', 'reports');
    sessionStorage.setItem('woundly.workspace.assessment', 'analysis-1');
    localStorage.setItem('woundly.workspace.draft', 'x');
    sessionStorage.setItem('unrelated', 'kept');
    const store = createAuthStore();
    const { router } = renderAt('/demo/profile', store);
    await userEvent.click(await screen.findByRole('button', { name: 'Sign Out' }));
    await screen.findByTestId('home');
    expect(router.state.location.search).toBe('');
    expect(store.getSnapshot().modal).toBeNull();
    expect(sessionStorage.getItem('woundly.workspace.tab')).toBeNull();
    expect(sessionStorage.getItem('woundly.workspace.assessment')).toBeNull();
    expect(localStorage.getItem('woundly.workspace.draft')).toBeNull();
    expect(sessionStorage.getItem('unrelated')).toBe('kept');
  });
});
