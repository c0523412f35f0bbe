import { useEffect } from 'react';
import { useLocation, useMatches } from 'react-router';
import { buildMeta, type PageMeta } from '../lib/meta.ts';

/** The deepest route's `handle.meta`; routes carry their metadata beside their element. */
export function useRouteMeta(): PageMeta | null {
  const matches = useMatches();
  for (let i = matches.length - 1; i >= 0; i--) {
    const meta = (matches[i]!.handle as { meta?: PageMeta } | undefined)?.meta;
    if (meta) return meta;
  }
  return null;
}

function upsert(selector: string, create: () => HTMLElement, apply: (el: HTMLElement) => void) {
  let el = document.head.querySelector<HTMLElement>(selector);
  if (!el) {
    el = create();
    document.head.appendChild(el);
  }
  apply(el);
}

/** Keeps <title>, meta tags and the canonical link in step with client-side navigation. */
export function DocumentMeta() {
  const meta = useRouteMeta();
  const { pathname } = useLocation();
  useEffect(() => {
    const { title, canonical, tags } = buildMeta(meta, window.location.origin, pathname);
    document.title = title;
    for (const tag of tags) {
      const attr = tag.name ? 'name' : 'property';
      const key = (tag.name ?? tag.property)!;
      upsert(
        `meta[${attr}="${key}"]`,
        () => {
          const m = document.createElement('meta');
          m.setAttribute(attr, key);
          return m;
        },
        (el) => el.setAttribute('content', tag.content),
      );
    }
    upsert(
      'link[rel="canonical"]',
      () => Object.assign(document.createElement('link'), { rel: 'canonical' }),
      (el) => el.setAttribute('href', canonical),
    );
  }, [meta, pathname]);
  return null;
}
