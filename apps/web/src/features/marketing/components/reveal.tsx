import { useEffect, useRef, type ReactNode } from 'react';

export const REVEAL_THRESHOLD = 0.1;

/**
 * Fades its children in when about 10% of them is visible (spec 000 §2.5). The server-rendered
 * HTML is always visible (no-JS readers, search engines, LCP); only after hydration are blocks
 * that start below the fold hidden and then revealed. Reduced motion: nothing is hidden.
 */
export function Reveal({ children, className = '', rootMargin = '0px' }: { children: ReactNode; className?: string; rootMargin?: string }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const el = ref.current;
    if (!el || typeof IntersectionObserver === 'undefined') return;
    if (window.matchMedia?.('(prefers-reduced-motion: reduce)').matches) return;
    if (el.getBoundingClientRect().top < window.innerHeight) return; // already seen: leave it alone
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
  }, [rootMargin]);
  return (
    <div ref={ref} className={className}>
      {children}
    </div>
  );
}
