import { useRef, useState, type CSSProperties, type KeyboardEvent, type PointerEvent } from 'react';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import type { HowItWorksStep } from '../../../content/home.ts';
import { clampStep, stepAfterSwipe, stepForKey, trackOffset } from '../carousel.ts';
import { CheckList } from './cards.tsx';
import { illustrationSrc } from './illustrations/illustration-src.ts';

const arrowButton =
  'inline-flex h-11 w-11 items-center justify-center rounded-full border border-slate-300 bg-white text-slate-700 shadow-sm transition-colors hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700 disabled:cursor-not-allowed disabled:opacity-40';

/**
 * The four-step carousel (docs/spec-notes.md#carousel): steps 1…4 bounded, previous/next buttons,
 * step buttons, arrow keys, and a drag or swipe of more than 50 px (left = forward).
 * Below 640 px a slide fills the width; from 640 px the next slide peeks in.
 */
export function HowItWorksCarousel({ steps, label }: { steps: HowItWorksStep[]; label: string }) {
  const count = steps.length;
  const [step, setStep] = useState(1);
  const [drag, setDrag] = useState(0);
  const start = useRef<{ x: number; y: number; id: number } | null>(null);
  const go = (next: number) => setStep(clampStep(next, count));

  function onKeyDown(e: KeyboardEvent<HTMLDivElement>) {
    const next = stepForKey(step, e.key, count);
    if (next === null) return;
    e.preventDefault();
    go(next);
  }

  function onPointerDown(e: PointerEvent<HTMLDivElement>) {
    if (e.pointerType === 'mouse' && e.button !== 0) return;
    start.current = { x: e.clientX, y: e.clientY, id: e.pointerId };
    e.currentTarget.setPointerCapture?.(e.pointerId);
  }
  function onPointerMove(e: PointerEvent<HTMLDivElement>) {
    if (!start.current || start.current.id !== e.pointerId) return;
    setDrag(e.clientX - start.current.x);
  }
  function endDrag(e: PointerEvent<HTMLDivElement>) {
    if (!start.current || start.current.id !== e.pointerId) return;
    const dx = e.clientX - start.current.x;
    start.current = null;
    setDrag(0);
    go(stepAfterSwipe(step, dx, count));
  }
  function cancelDrag() {
    start.current = null;
    setDrag(0);
  }

  const current = steps[step - 1]!;
  return (
    <div role="region" aria-roledescription="carousel" aria-label={label} onKeyDown={onKeyDown}>
      <div className="flex items-center justify-between gap-4">
        <div role="group" aria-label="Choose a step" className="flex gap-2">
          {steps.map((s) => (
            <button
              key={s.number}
              type="button"
              aria-current={s.number === step ? 'step' : undefined}
              aria-label={`Step ${s.number}: ${s.title}`}
              onClick={() => go(s.number)}
              className={`inline-flex items-center gap-2 rounded-full p-1.5 text-sm font-semibold sm:px-4 sm:py-2 transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700 ${
                s.number === step
                  ? 'bg-brand-700 text-white'
                  : 'bg-white text-slate-700 ring-1 ring-inset ring-slate-300 hover:bg-slate-50'
              }`}
            >
              <span
                aria-hidden="true"
                className={`flex h-8 w-8 items-center sm:h-6 sm:w-6 justify-center rounded-full text-xs ${s.number === step ? 'bg-white/20' : 'bg-slate-100'}`}
              >
                {s.number}
              </span>
              <span className="hidden pr-1 sm:inline">{s.title}</span>
            </button>
          ))}
        </div>
        <div className="flex items-center gap-2">
          <button
            type="button"
            className={arrowButton}
            onClick={() => go(step - 1)}
            disabled={step === 1}
            aria-label="Previous step"
          >
            <ChevronLeft className="h-5 w-5" aria-hidden="true" />
          </button>
          <button
            type="button"
            className={arrowButton}
            onClick={() => go(step + 1)}
            disabled={step === count}
            aria-label="Next step"
          >
            <ChevronRight className="h-5 w-5" aria-hidden="true" />
          </button>
        </div>
      </div>

      <p className="sr-only" aria-live="polite" aria-atomic="true">
        Step {step} of {count}: {current.title}
      </p>

      <div
        className="mt-8 cursor-grab touch-pan-y select-none overflow-hidden rounded-3xl focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-brand-700 active:cursor-grabbing"
        tabIndex={0}
        aria-label={`${label}: use the arrow keys or swipe to change step`}
        role="group"
        data-testid="carousel-viewport"
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={endDrag}
        onPointerCancel={cancelDrag}
        onDragStart={(e) => e.preventDefault()}
      >
        <div
          className={`flex [transform:translateX(var(--offset-narrow))] sm:[transform:translateX(var(--offset-wide))] gap-4 sm:gap-6 ${drag === 0 ? 'transition-transform duration-500 ease-out' : ''}`}
          style={
            {
              '--offset-narrow': trackOffset(step, 'narrow', drag),
              '--offset-wide': trackOffset(step, 'wide', drag),
            } as CSSProperties
          }
        >
          {steps.map((s) => {
            const active = s.number === step;
            return (
              <div
                key={s.number}
                role="group"
                aria-roledescription="slide"
                aria-label={`${s.number} of ${count}: ${s.title}`}
                inert={!active}
                className={`grid w-full shrink-0 gap-8 rounded-3xl border bg-white p-6 transition-opacity duration-500 sm:w-[82%] sm:p-10 md:grid-cols-[1fr_1.1fr] md:items-center ${
                  active ? 'border-brand-200 shadow-lg' : 'border-slate-200 opacity-60'
                }`}
              >
                <img
                  src={illustrationSrc.step(s.illustration)}
                  width={320}
                  height={200}
                  alt=""
                  decoding="async"
                  draggable={false}
                  className="h-auto w-full max-w-sm"
                />
                <div>
                  <p className="text-sm font-semibold text-brand-700">Step {s.number}</p>
                  <h3 className="mt-1 text-2xl font-bold text-ink">{s.title}</h3>
                  <p className="mt-3 leading-7 text-slate-600">{s.summary}</p>
                  <CheckList items={s.points} className="mt-6" />
                </div>
              </div>
            );
          })}
        </div>
      </div>
    </div>
  );
}
