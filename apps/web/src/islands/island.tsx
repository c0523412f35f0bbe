import { createContext, StrictMode, useContext, type ComponentType, type ReactNode } from 'react';
import { AuthProvider, type AuthStore } from '../lib/auth/auth-context.tsx';
import { NavProvider, plainNav } from '../lib/nav.tsx';
import type { IslandName } from './names.ts';

/** One island the prerender met: rendered on its own (own useId space), then put in its placeholder. */
export interface CollectedIsland {
  name: IslandName;
  props: object;
  element: ReactNode;
}

/**
 * 'app': inside the signed-in React Router app an island is just its component.
 * 'static': the prerender of a public page: the island becomes a placeholder that the prerender
 * fills with the island rendered by itself, so the browser can hydrate exactly that HTML.
 */
export type IslandMode = { kind: 'app' } | { kind: 'static'; pathname: string; collected: CollectedIsland[] };

export const IslandModeContext = createContext<IslandMode>({ kind: 'app' });

/** The providers an island's React root has, the same in the prerender and in the browser. */
export function IslandRoot({
  pathname,
  store,
  children,
}: {
  pathname: string;
  store?: AuthStore;
  children: ReactNode;
}) {
  return (
    <StrictMode>
      <AuthProvider initialStatus="loading" store={store}>
        <NavProvider value={plainNav(pathname)}>{children}</NavProvider>
      </AuthProvider>
    </StrictMode>
  );
}

/**
 * The island's empty root as the page render leaves it; the prerender fills it with the island's
 * own HTML (no raw-HTML sink in the component tree: React renders the element empty).
 */
export const islandMarker = (index: number) => `data-island-index="${index}" class="contents"></div>`;
/** useId prefix of island n: its ids can never collide with another island's. */
export const islandIdPrefix = (index: number) => `i${index}-`;

/** An interactive part of a public page: hydrated by React after first paint (src/islands/runtime.tsx). */
export function Island<P extends object>({
  name,
  component: Component,
  props,
}: {
  name: IslandName;
  component: ComponentType<P>;
  props: P;
}) {
  const mode = useContext(IslandModeContext);
  if (mode.kind === 'app') return <Component {...props} />;
  const index = mode.collected.length;
  mode.collected.push({ name, props, element: <Component {...props} /> });
  return <div data-island={name} data-props={JSON.stringify(props)} data-island-index={index} className="contents" />;
}
