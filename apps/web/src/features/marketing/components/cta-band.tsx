import type { ReactNode } from 'react';
import { Reveal } from './reveal.tsx';

/** A secondary action on the dark panel. */
export const onDarkLinkClass =
  'inline-flex items-center justify-center gap-2 rounded-lg px-6 py-3 text-base font-semibold text-white ring-1 ring-inset ring-white/40 transition-colors hover:bg-white/10 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white';

/** Closing call to action on a dark brand panel. */
export function CtaBand({ title, lead, children }: { title: string; lead: string; children: ReactNode }) {
  return (
    <section className="bg-white px-4 py-16 sm:px-6 sm:py-24 lg:px-8">
      <Reveal className="mx-auto max-w-7xl overflow-hidden rounded-3xl bg-brand-900 px-6 py-12 text-center shadow-xl sm:px-12 sm:py-16">
        <h2 className="mx-auto max-w-2xl text-3xl font-bold tracking-tight text-balance text-white sm:text-4xl">
          {title}
        </h2>
        <p className="mx-auto mt-4 max-w-2xl text-lg leading-8 text-brand-100">{lead}</p>
        <div className="mt-8 flex flex-wrap justify-center gap-3">{children}</div>
      </Reveal>
    </section>
  );
}
