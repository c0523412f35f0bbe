import type { ReactNode } from 'react';

/** The top band of an inner page: eyebrow, h1, lead, actions and an optional illustration. */
export function PageHero({
  eyebrow,
  title,
  tagline,
  lead,
  actions,
  aside,
  children,
}: {
  eyebrow: string;
  title: string;
  tagline?: string;
  lead: string;
  actions?: ReactNode;
  aside?: ReactNode;
  children?: ReactNode;
}) {
  return (
    <section className="relative overflow-hidden border-b border-slate-200 bg-gradient-to-b from-brand-50/70 to-white">
      <div
        className={`mx-auto grid max-w-7xl items-center gap-12 px-4 py-16 sm:px-6 sm:py-20 lg:px-8 ${aside ? 'lg:grid-cols-[1.15fr_1fr]' : ''}`}
      >
        <div className="max-w-3xl">
          <p className="text-sm font-semibold uppercase tracking-wider text-brand-700">{eyebrow}</p>
          <h1 className="mt-3 text-4xl font-bold tracking-tight text-balance text-ink sm:text-5xl">{title}</h1>
          {tagline && <p className="mt-4 text-xl font-semibold text-pretty text-brand-800 sm:text-2xl">{tagline}</p>}
          <p className="mt-6 text-lg leading-8 text-pretty text-slate-600">{lead}</p>
          {actions && <div className="mt-8 flex flex-wrap gap-3">{actions}</div>}
          {children}
        </div>
        {aside && <div className="hidden lg:block">{aside}</div>}
      </div>
    </section>
  );
}
