import { useEffect, type ComponentType, type ReactNode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createAuthStore } from '../lib/auth/auth-context.tsx';
import { revealOnScroll } from '../features/marketing/components/reveal.tsx';
import { AuthModalHost } from '../app/auth-modal-host.tsx';
import { IslandRoot, islandIdPrefix } from './island.tsx';
import { islandLoaders } from './registry.ts';
import { reportRecoverableError } from './report-error.ts';
import type { IslandName } from './names.ts';

function Done({ onDone, children }: { onDone: () => void; children: ReactNode }) {
  useEffect(onDone, [onDone]);
  return children;
}

function once(fn: () => void) {
  let called = false;
  return () => {
    if (called) return;
    called = true;
    fn();
  };
}

/** Hydrates every [data-island] of the page, each as its own React root sharing one auth store. */
export async function hydrateIslands() {
  const pathname = window.location.pathname;
  const store = createAuthStore('loading');
  const elements = [...document.querySelectorAll<HTMLElement>('[data-island]')];
  const components = await Promise.all(elements.map((el) => islandLoaders[el.dataset.island as IslandName]()));
  let pending = elements.length;
  const finished = () => {
    if (--pending === 0) document.documentElement.dataset.hydrated = 'true';
  };
  pending += 1; // the auth modal's host
  elements.forEach((el, i) => {
    // the props were written from this component's own props when the page was rendered
    const Component = components[i] as ComponentType<object>;
    const props = JSON.parse(el.dataset.props ?? '{}') as object;
    const onDone = once(finished);
    hydrateRoot(
      el,
      <IslandRoot pathname={pathname} store={store}>
        <Done onDone={onDone}>
          <Component {...props} />
        </Done>
      </IslandRoot>,
      { identifierPrefix: islandIdPrefix(Number(el.dataset.islandIndex)), onRecoverableError: reportRecoverableError },
    );
  });
  const host = document.body.appendChild(document.createElement('div'));
  createRoot(host, { onRecoverableError: reportRecoverableError }).render(
    <IslandRoot pathname={pathname} store={store}>
      <Done onDone={once(finished)}>
        <AuthModalHost />
      </Done>
    </IslandRoot>,
  );
  store.start();
  for (const el of document.querySelectorAll<HTMLElement>('[data-reveal]'))
    revealOnScroll(el, el.dataset.reveal || '0px');
}
