import { lazy, Suspense, useCallback, useEffect, useRef, useState } from 'react';
import { ChevronDown, LayoutDashboard, Menu, X } from 'lucide-react';
import { Button, buttonClass } from '../../components/ui/button.tsx';
import { useAuth } from '../../lib/auth/auth-context.tsx';
import { useDismiss } from '../../lib/use-dismiss.ts';
import { NavLink as RouterLink, useNav } from '../../lib/nav.tsx';
import { primaryLinks, serviceGroups, solutionLinks, type NavLink } from '../../content/navigation.ts';
import { site } from '../../content/site.ts';
import { isActivePath, paths } from '../../lib/paths.ts';
import { Logo } from './logo.tsx';
import { linkClass } from './link-class.ts';

// The phone menu's code loads on first open, the signed-in menu's once signed in: a visitor's
// first download stays small.
const UserMenu = lazy(() => import('./user-menu.tsx').then((m) => ({ default: m.UserMenu })));
const MobileMenu = lazy(() => import('./mobile-menu.tsx').then((m) => ({ default: m.MobileMenu })));

function Dropdown({
  label,
  base,
  groups,
}: {
  label: string;
  base: string;
  groups: { title?: string; links: NavLink[] }[];
}) {
  const [open, setOpen] = useState(false);
  const ref = useRef<HTMLDivElement>(null);
  const { pathname } = useNav();
  const close = useCallback(() => setOpen(false), []);
  useDismiss(ref, open, close);
  useEffect(close, [pathname, close]);
  const menuId = `menu-${label.toLowerCase()}`;
  return (
    <div ref={ref} className="relative">
      <button
        type="button"
        aria-expanded={open}
        aria-controls={menuId}
        onClick={() => setOpen((o) => !o)}
        className={`${linkClass(isActivePath(pathname, base))} inline-flex items-center gap-1`}
      >
        {label}
        <ChevronDown className={`h-4 w-4 transition-transform ${open ? 'rotate-180' : ''}`} aria-hidden="true" />
      </button>
      {open && (
        <div
          id={menuId}
          className="absolute left-0 top-full z-50 mt-2 w-[min(36rem,90vw)] rounded-xl border border-slate-200 bg-white p-4 shadow-xl"
        >
          <div className={`grid gap-4 ${groups.length > 1 ? 'sm:grid-cols-3' : ''}`}>
            {groups.map((g) => (
              <div key={g.title ?? 'all'}>
                {g.title && (
                  <p className="mb-2 text-xs font-semibold uppercase tracking-wide text-slate-500">{g.title}</p>
                )}
                <ul className="space-y-1">
                  {g.links.map((l) => (
                    <li key={l.to}>
                      <RouterLink
                        to={l.to}
                        className="block rounded-md px-2 py-1.5 text-sm text-slate-700 hover:bg-brand-50 hover:text-brand-800"
                      >
                        <span className="font-medium">{l.label}</span>
                        {l.description && <span className="block text-xs text-slate-500">{l.description}</span>}
                      </RouterLink>
                    </li>
                  ))}
                </ul>
              </div>
            ))}
          </div>
          <RouterLink
            to={base}
            className="mt-3 block border-t border-slate-100 pt-3 text-sm font-semibold text-brand-700 hover:underline"
          >
            All {label.toLowerCase()} →
          </RouterLink>
        </div>
      )}
    </div>
  );
}

export function Header() {
  const { status, openAuthModal } = useAuth();
  const { pathname, Link } = useNav();
  const [mobileOpen, setMobileOpen] = useState(false);
  const closeMobile = useCallback(() => setMobileOpen(false), []);
  useEffect(closeMobile, [pathname, closeMobile]);
  // the workspace has its own header and menu: on a phone the site's would be a second one
  const inWorkspace = isActivePath(pathname, paths.demo);
  const workspaceLink = status === 'signed-in' && !inWorkspace && (
    <Link to={paths.demo} className={buttonClass('primary', 'sm')}>
      <LayoutDashboard className="h-4 w-4" aria-hidden="true" /> Open workspace
    </Link>
  );

  return (
    <header
      className={`sticky top-0 z-40 border-b border-slate-200/80 bg-white/95 backdrop-blur ${inWorkspace ? 'hidden lg:block' : ''}`}
    >
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:absolute focus:left-2 focus:top-2 focus:rounded focus:bg-white focus:px-3 focus:py-2"
      >
        Skip to content
      </a>
      <div className="relative mx-auto flex h-16 max-w-7xl items-center justify-between gap-4 px-4 sm:px-6">
        <Link to={paths.home} className="flex items-center gap-2" aria-label={`${site.name} home`}>
          <Logo />
        </Link>
        <nav aria-label="Main" className="hidden items-center gap-1 lg:flex">
          <RouterLink to={paths.home} className={linkClass(isActivePath(pathname, paths.home))}>
            Home
          </RouterLink>
          <Dropdown label="Solutions" base={paths.solutions} groups={[{ links: solutionLinks }]} />
          <Dropdown label="Services" base={paths.services} groups={serviceGroups} />
          {primaryLinks.slice(1).map((l) => (
            <RouterLink key={l.to} to={l.to} className={linkClass(isActivePath(pathname, l.to))}>
              {l.label}
            </RouterLink>
          ))}
        </nav>
        <div className="flex items-center gap-2">
          {workspaceLink}
          <div className="hidden lg:block">
            {status === 'signed-in' ? (
              <Suspense fallback={null}>
                <UserMenu />
              </Suspense>
            ) : (
              <div className="flex items-center gap-2">
                {/* returning staff sign in here; Schedule Demo stays the spec's sign-up button */}
                <Button variant="ghost" onClick={() => openAuthModal('signin')}>
                  Sign in
                </Button>
                <Button onClick={() => openAuthModal('signup')}>Schedule Demo</Button>
              </div>
            )}
          </div>
          {status === 'signed-in' && (
            <div className="hidden sm:block lg:hidden">
              <Suspense fallback={null}>
                <UserMenu />
              </Suspense>
            </div>
          )}
          <button
            type="button"
            className="rounded-md p-2 text-slate-700 hover:bg-slate-100 lg:hidden"
            aria-expanded={mobileOpen}
            aria-controls="mobile-menu"
            aria-label={mobileOpen ? 'Close menu' : 'Open menu'}
            onPointerDown={(e) => e.stopPropagation()}
            onClick={() => setMobileOpen((o) => !o)}
          >
            {mobileOpen ? (
              <X className="h-6 w-6" aria-hidden="true" />
            ) : (
              <Menu className="h-6 w-6" aria-hidden="true" />
            )}
          </button>
        </div>
        {mobileOpen && (
          <Suspense fallback={null}>
            <MobileMenu onClose={closeMobile} />
          </Suspense>
        )}
      </div>
    </header>
  );
}
