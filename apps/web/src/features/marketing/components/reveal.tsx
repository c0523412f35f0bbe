import { useEffect, useRef, type ReactNode } from 'react';

export const REVEAL_THRESHOLD = 0.1;

/**
 * Hides a block that starts below the fold and fades it in when about 10% of it is visible
 * (docs/spec-notes.md#reveal). Returns the clean-up. Reduced motion, or no IntersectionObserver: nothing is
 * hidden. Used by <Reveal> in the app and, on prerendered pages, on every [data-reveal] element.
 */
export function revealOnScroll(el: HTMLElement, rootMargin = '0px'): () => void {
  if (typeof IntersectionObserver === 'undefined') return () => {};
  if (window.matchMedia?.('(prefers-reduced-motion: reduce)').matches) return () => {};
  if (el.getBoundingClientRect().top < window.innerHeight) return () => {}; // already seen: leave it alone
  el.classList.add('reveal');
  const observer = new IntersectionObserver(
    (entries) => {
      if (entries.some((e) => e.isIntersecting)) {
        el.classList.add('is-visible');
        observer.disconnect();
      }
    },
    { threshold: REVEAL_THRESHOLD, rootMargin },
  );
  observer.observe(el);
  return () => {
    observer.disconnect();
    el.classList.remove('reveal', 'is-visible');
  };
}

/**
 * Fades its children in on scroll. The server-rendered HTML is always visible (no-JS readers,
 * search engines, LCP); only after the page's script runs are blocks below the fold hidden and
 * then revealed.
 */
export function Reveal({
  children,
  className = '',
  rootMargin = '0px',
}: {
  children: ReactNode;
  className?: string;
  rootMargin?: string;
}) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => (ref.current ? revealOnScroll(ref.current, rootMargin) : undefined), [rootMargin]);
  return (
    <div ref={ref} className={className} data-reveal={rootMargin}>
      {children}
    </div>
  );
}
