import { useMemo, type ReactNode } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { NavProvider, type Nav, type NavLinkProps } from '../lib/nav.tsx';

const RouterLink = ({ to, ...rest }: NavLinkProps) => <Link to={to} {...rest} />;

/** Inside the React Router app, lib/nav's links and navigation go through the router. */
export function RouterNavProvider({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const value = useMemo<Nav>(
    () => ({ pathname, navigate: (to) => void navigate(to), Link: RouterLink }),
    [pathname, navigate],
  );
  return <NavProvider value={value}>{children}</NavProvider>;
}
