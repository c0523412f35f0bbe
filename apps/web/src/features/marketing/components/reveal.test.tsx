import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderToString } from 'react-dom/server';
import { act, cleanup, render } from '@testing-library/react';
import { Reveal, REVEAL_THRESHOLD } from './reveal.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

type Callback = (entries: { isIntersecting: boolean }[]) => void;

function stubObserver() {
  const observers: { cb: Callback; options: IntersectionObserverInit }[] = [];
  vi.stubGlobal(
    'IntersectionObserver',
    class {
      constructor(cb: Callback, options: IntersectionObserverInit) {
        observers.push({ cb, options });
      }
      observe() {}
      disconnect() {}
    },
  );
  return observers;
}

const motion = (reduce: boolean) =>
  vi.stubGlobal('matchMedia', (q: string) => ({ matches: reduce && q.includes('reduce'), media: q }));

describe('Reveal', () => {
  it('is visible in server-rendered HTML (no hiding class before hydration)', () => {
    const html = renderToString(<Reveal className="x">Hello</Reveal>);
    // data-reveal: on a prerendered page the islands runtime applies the same behaviour to it.
    expect(html).toBe('<div class="x" data-reveal="0px">Hello</div>');
  });

  it('hides a block below the fold after hydration and shows it at 10% visibility', () => {
    const observers = stubObserver();
    motion(false);
    const rect = vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockReturnValue({ top: 5000 } as DOMRect);
    const { container } = render(<Reveal>Below</Reveal>);
    const el = container.firstElementChild!;
    expect(el.classList.contains('reveal')).toBe(true);
    expect(el.classList.contains('is-visible')).toBe(false);
    expect(observers[0]!.options.threshold).toBe(REVEAL_THRESHOLD);
    expect(REVEAL_THRESHOLD).toBe(0.1);
    act(() => observers[0]!.cb([{ isIntersecting: true }]));
    expect(el.classList.contains('is-visible')).toBe(true);
    rect.mockRestore();
  });

  it('leaves blocks already on screen, and everything under reduced motion, untouched', () => {
    stubObserver();
    motion(false);
    const top = vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockReturnValue({ top: 10 } as DOMRect);
    expect(render(<Reveal>Top</Reveal>).container.firstElementChild!.className).toBe('');
    top.mockRestore();
    cleanup();
    motion(true);
    const below = vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockReturnValue({ top: 5000 } as DOMRect);
    expect(render(<Reveal>Calm</Reveal>).container.firstElementChild!.className).toBe('');
    below.mockRestore();
  });
});
