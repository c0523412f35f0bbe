import { useEffect } from 'react';
import { useLocation } from 'react-router';

export const HASH_SCROLL_DELAY_MS = 100;
export const SCROLL_OFFSET_PX = 80;

/** Scroll the element with `id` into view, 80 px below the sticky header. */
export function scrollToId(id: string, behavior: ScrollBehavior = 'smooth') {
  const el = document.getElementById(id);
  if (!el) return false;
  const top = el.getBoundingClientRect().top + window.scrollY - SCROLL_OFFSET_PX;
  window.scrollTo({ top, behavior });
  return true;
}

/** On navigation: to the top, or to the hash's element after 100 ms (docs/spec-notes.md#scroll-on-navigation). */
export function ScrollManager() {
  const { pathname, hash } = useLocation();
  useEffect(() => {
    if (hash) {
      const t = window.setTimeout(() => scrollToId(decodeURIComponent(hash.slice(1))), HASH_SCROLL_DELAY_MS);
      return () => window.clearTimeout(t);
    }
    window.scrollTo({ top: 0, behavior: 'smooth' });
  }, [pathname, hash]);
  return null;
}
