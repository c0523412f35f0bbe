import type { ReactNode } from 'react';
import { FlaskConical, Info } from 'lucide-react';

export type BadgeTone =
  'green' | 'blue' | 'yellow' | 'red' | 'grey' | 'slate' | 'brand' | 'amber' | 'orange' | 'violet';

const tones: Record<BadgeTone, string> = {
  green: 'bg-green-100 text-green-800 ring-green-600/20',
  blue: 'bg-blue-100 text-blue-800 ring-blue-600/20',
  yellow: 'bg-yellow-100 text-yellow-900 ring-yellow-600/30',
  red: 'bg-red-100 text-red-800 ring-red-600/20',
  grey: 'bg-slate-100 text-slate-700 ring-slate-500/20',
  slate: 'bg-slate-100 text-slate-700 ring-slate-500/20',
  orange: 'bg-orange-100 text-orange-800 ring-orange-600/20',
  brand: 'bg-brand-50 text-brand-800 ring-brand-700/20',
  amber: 'bg-amber-100 text-amber-900 ring-amber-600/30',
  violet: 'bg-violet-100 text-violet-800 ring-violet-600/20',
};

/** The one badge of the product (status, priority, sample/simulated labels). */
export function Badge({
  tone = 'grey',
  children,
  className = '',
  wrap = false,
}: {
  tone?: BadgeTone;
  children: ReactNode;
  className?: string;
  /** a long label (a sentence, not a word or two) may wrap instead of widening the page */
  wrap?: boolean;
}) {
  return (
    <span
      className={`inline-flex items-center gap-1 ${wrap ? 'whitespace-normal rounded-2xl text-left' : 'whitespace-nowrap rounded-full'} px-2.5 py-0.5 text-xs font-semibold ring-1 ring-inset ${tones[tone]} ${className}`}
    >
      {children}
    </span>
  );
}

/** Marks figures that are fixed sample values, not measurements. */
export function SampleDataBadge({ label = 'Sample data' }: { label?: string }) {
  return (
    <Badge tone="violet">
      <Info className="h-3 w-3" aria-hidden="true" />
      {label}
    </Badge>
  );
}

/** Marks a simulated analysis or demo result, everywhere it appears. */
export function SimulatedBadge({ label = 'Simulated' }: { label?: string }) {
  return (
    <Badge tone="amber">
      <FlaskConical className="h-3 w-3" aria-hidden="true" />
      {label}
    </Badge>
  );
}
