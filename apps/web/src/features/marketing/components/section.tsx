import { Suspense, type ReactNode } from 'react';
import { Reveal } from './reveal.tsx';

type Tone = 'white' | 'muted' | 'brand' | 'dark';
const tones: Record<Tone, string> = {
  white: 'bg-white',
  muted: 'bg-slate-50',
  brand: 'bg-brand-50/60',
  dark: 'bg-slate-900 text-slate-100',
};

/** A full-width band with the site's standard spacing; its content fades in on scroll. */
export function Section({
  id,
  tone = 'white',
  children,
  className = '',
  labelledBy,
}: {
  id?: string;
  tone?: Tone;
  children: ReactNode;
  className?: string;
  labelledBy?: string;
}) {
  return (
    <section id={id} aria-labelledby={labelledBy} className={`${tones[tone]} py-16 sm:py-24 ${className}`}>
      {/* Its own hydration boundary: React hydrates sections in separate, short tasks. */}
      <Suspense fallback={null}>
        <Reveal className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">{children}</Reveal>
      </Suspense>
    </section>
  );
}

export function SectionHeader({
  id,
  eyebrow,
  title,
  lead,
  align = 'center',
  inverted = false,
}: {
  id?: string;
  eyebrow?: string;
  title: string;
  lead?: string;
  align?: 'center' | 'left';
  inverted?: boolean;
}) {
  const center = align === 'center';
  return (
    <div className={`max-w-3xl ${center ? 'mx-auto text-center' : ''}`}>
      {eyebrow && (
        <p
          className={`text-sm font-semibold uppercase tracking-wider ${inverted ? 'text-brand-200' : 'text-brand-700'}`}
        >
          {eyebrow}
        </p>
      )}
      <h2
        id={id}
        className={`mt-2 text-3xl font-bold tracking-tight text-balance sm:text-4xl ${inverted ? 'text-white' : 'text-ink'}`}
      >
        {title}
      </h2>
      {lead && (
        <p className={`mt-4 text-lg leading-8 text-pretty ${inverted ? 'text-slate-300' : 'text-slate-600'}`}>{lead}</p>
      )}
    </div>
  );
}
