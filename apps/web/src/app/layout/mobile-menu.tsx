import { useRef } from 'react';
import { Button } from '../../components/ui/button.tsx';
import { useAuth } from '../../lib/auth/auth-context.tsx';
import { displayName } from '../../lib/auth/display-name.ts';
import { useDismiss, useScrollLock } from '../../lib/use-dismiss.ts';
import { NavLink as RouterLink, useNav } from '../../lib/nav.tsx';
import { primaryLinks, serviceGroups, solutionLinks, type NavLink } from '../../content/navigation.ts';
import { isActivePath, paths } from '../../lib/paths.ts';
import { linkClass } from './link-class.ts';

/** The site's menu on a phone: every page, then sign-in state (the workspace link, or Book a Demo). */
export function MobileMenu({ onClose }: { onClose: () => void }) {
  const { pathname, Link } = useNav();
  const { status, openAuthModal, user, profile } = useAuth();
  const ref = useRef<HTMLDivElement>(null);
  useDismiss(ref, true, onClose);
  useScrollLock(true);
  const item = (l: NavLink) => (
    <li key={l.to}>
      <RouterLink to={l.to} onClick={onClose} className={`block ${linkClass(isActivePath(pathname, l.to))}`}>
        {l.label}
      </RouterLink>
    </li>
  );
  return (
    <div
      ref={ref}
      id="mobile-menu"
      className="absolute inset-x-0 top-full max-h-[calc(100dvh-4rem)] overflow-y-auto border-t border-slate-200 bg-white px-4 pb-6 pt-2 shadow-xl lg:hidden"
    >
      <nav aria-label="Mobile">
        <ul className="space-y-1">
          {item(primaryLinks[0]!)}
          <li className="pt-2 text-xs font-semibold uppercase tracking-wide text-slate-500">Solutions</li>
          {item({ label: 'All solutions', to: paths.solutions })}
          {solutionLinks.map(item)}
          <li className="pt-2 text-xs font-semibold uppercase tracking-wide text-slate-500">Services</li>
          {item({ label: 'All services', to: paths.services })}
          {serviceGroups.flatMap((g) => g.links).map(item)}
          <li className="pt-2 text-xs font-semibold uppercase tracking-wide text-slate-500">Company</li>
          {primaryLinks.slice(1).map(item)}
        </ul>
      </nav>
      <div className="mt-4 border-t border-slate-200 pt-4">
        {status === 'signed-in' ? (
          <div className="space-y-2">
            <p className="text-sm text-slate-600">Signed in as {displayName(user, profile)}</p>
            <Link to={paths.demo} onClick={onClose} className="block font-semibold text-brand-700">
              Demo Dashboard
            </Link>
          </div>
        ) : (
          <div className="space-y-2">
            <Button
              className="w-full"
              onClick={() => {
                onClose();
                openAuthModal('signup');
              }}
            >
              Schedule Demo
            </Button>
            <Button
              variant="secondary"
              className="w-full"
              onClick={() => {
                onClose();
                openAuthModal('signin');
              }}
            >
              Sign in
            </Button>
          </div>
        )}
      </div>
    </div>
  );
}
