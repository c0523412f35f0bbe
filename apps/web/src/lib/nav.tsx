import { createContext, useContext, type AnchorHTMLAttributes, type ComponentType, type ReactNode } from 'react';
import { isActivePath } from './paths.ts';

export type NavLinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & { to: string };

/**
 * How a component links and navigates without knowing who routes: inside the signed-in React
 * Router app the router's Link and navigate (app/router-nav.tsx); on a prerendered public page's
 * island plain anchors and full page loads (public pages are separate HTML documents).
 */
export interface Nav {
  pathname: string;
  navigate(to: string): void;
  Link: ComponentType<NavLinkProps>;
}

const PlainLink = ({ to, ...rest }: NavLinkProps) => <a href={to} {...rest} />;

/** The pathname without a trailing slash ("/about/" and "/about" are the same page). */
export const normalizePathname = (p: string) => (p.length > 1 ? p.replace(/\/+$/, '') || '/' : p);

export function plainNav(pathname: string): Nav {
  return { pathname: normalizePathname(pathname), navigate: (to) => window.location.assign(to), Link: PlainLink };
}

const NavContext = createContext<Nav | null>(null);

export function NavProvider({ value, children }: { value: Nav; children: ReactNode }) {
  return <NavContext.Provider value={value}>{children}</NavContext.Provider>;
}

export function useNav(): Nav {
  const nav = useContext(NavContext);
  if (!nav) throw new Error('useNav must be used inside <NavProvider>');
  return nav;
}

/** A link that says aria-current="page" when it points at the current page's section. */
export function NavLink({ to, ...rest }: NavLinkProps) {
  const { pathname, Link } = useNav();
  return <Link to={to} aria-current={isActivePath(pathname, to) ? 'page' : undefined} {...rest} />;
}
