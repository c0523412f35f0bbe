import type { Feature, Stat } from '../../../content/marketing-types.ts';
import { IconTile } from './icon.tsx';

/** A grid of icon + title + text cards (features, values, perks …). */
export function FeatureGrid({
  items,
  columns = 3,
  headingLevel = 3,
}: {
  items: Feature[];
  columns?: 2 | 3 | 4;
  headingLevel?: 2 | 3;
}) {
  const cols = { 2: 'md:grid-cols-2', 3: 'md:grid-cols-2 lg:grid-cols-3', 4: 'sm:grid-cols-2 lg:grid-cols-4' }[columns];
  const H = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <ul className={`grid gap-6 ${cols}`}>
      {items.map((f) => (
        <li
          key={f.title}
          className="flex gap-4 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:flex-col sm:gap-0 sm:p-6"
        >
          <IconTile icon={f.icon} />
          <div>
            <H className="text-lg font-semibold text-ink sm:mt-4">{f.title}</H>
            <p className="mt-1 text-sm leading-6 text-slate-600 sm:mt-2">{f.description}</p>
          </div>
        </li>
      ))}
    </ul>
  );
}

/** Figures in a row: big value, short label. */
export function StatGrid({ stats, inverted = false, label }: { stats: Stat[]; inverted?: boolean; label?: string }) {
  const cols =
    stats.length === 4
      ? 'grid-cols-2 lg:grid-cols-4'
      : stats.length === 2
        ? 'grid-cols-1 sm:grid-cols-2'
        : 'grid-cols-1 sm:grid-cols-3';
  return (
    <dl aria-label={label} className={`grid gap-6 ${cols}`}>
      {stats.map((s) => (
        <div
          key={s.label}
          className={`flex flex-col-reverse justify-end rounded-2xl p-6 ${inverted ? 'bg-white/5 ring-1 ring-white/10' : 'border border-slate-200 bg-white'}`}
        >
          <dt className={`mt-1 text-sm font-medium ${inverted ? 'text-slate-300' : 'text-slate-600'}`}>{s.label}</dt>
          <dd className={`text-3xl font-bold tracking-tight sm:text-4xl ${inverted ? 'text-white' : 'text-brand-800'}`}>
            {s.value}
          </dd>
        </div>
      ))}
    </dl>
  );
}

/** A list with check marks. */
export function CheckList({ items, className = '' }: { items: string[]; className?: string }) {
  return (
    <ul className={`space-y-3 ${className}`}>
      {items.map((item) => (
        <li key={item} className="flex gap-3 text-sm leading-6 text-slate-700">
          <svg viewBox="0 0 20 20" className="mt-0.5 h-5 w-5 shrink-0 text-brand-600" aria-hidden="true">
            <circle cx="10" cy="10" r="9" fill="currentColor" opacity="0.12" />
            <path
              d="M6 10.5l2.5 2.5L14 7.5"
              fill="none"
              stroke="currentColor"
              strokeWidth="1.8"
              strokeLinecap="round"
              strokeLinejoin="round"
            />
          </svg>
          <span>{item}</span>
        </li>
      ))}
    </ul>
  );
}
