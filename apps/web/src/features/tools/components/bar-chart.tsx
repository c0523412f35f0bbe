import { useId } from 'react';
import { msg } from '@lingui/core/macro';
import { say } from '../../../lib/i18n/workspace-i18n.ts';

export interface Bar {
  label: string;
  value: number;
  /** the text shown beside the bar (e.g. "87%" or "$12,400"); defaults to the value */
  display?: string;
  /** the full label for the text alternative, when `label` is shortened */
  fullLabel?: string;
  /** overrides the chart's colour for this bar (e.g. losses in red) */
  tone?: BarTone;
}

export type BarTone = 'brand' | 'blue' | 'orange' | 'red' | 'green';

const FILL: Record<BarTone, string> = {
  brand: '#0f766e',
  blue: '#1d4ed8',
  orange: '#c2410c',
  red: '#b91c1c',
  green: '#15803d',
};

interface BarChartProps {
  title: string;
  bars: readonly Bar[];
  /** the value a full-width bar stands for (100 for percentages); defaults to the largest value */
  max?: number;
  tone?: BarTone;
  /** header of the value column in the text alternative */
  valueHeader?: string;
}

/**
 * Horizontal bar chart: each bar is a small SVG whose width is a percentage of the row, so it
 * stays crisp at any width; the label and figure sit above it as text that wraps on a phone
 * instead of overlapping. Screen readers get the same figures as a visually hidden table; the
 * drawing itself is hidden from them.
 */
export function BarChart({ title, bars, max, tone = 'brand', valueHeader = say(msg`Value`) }: BarChartProps) {
  const id = useId();
  const top = max ?? Math.max(0, ...bars.map((b) => b.value));
  const width = (v: number) => (top > 0 ? Math.max(0, Math.min(100, (v / top) * 100)) : 0);
  return (
    <figure aria-labelledby={`${id}-t`} className="m-0">
      <figcaption id={`${id}-t`} className="mb-2 text-sm font-semibold text-slate-700">
        {title}
      </figcaption>
      <div aria-hidden="true" className="space-y-3">
        {bars.map((b) => (
          <div key={b.label}>
            <div className="flex items-baseline justify-between gap-3 text-[13px] leading-snug">
              <span className="min-w-0 text-slate-700">{b.label}</span>
              <span className="shrink-0 font-semibold text-ink tabular-nums">{b.display ?? String(b.value)}</span>
            </div>
            <svg width="100%" height="12" focusable="false" className="mt-1 block">
              <rect x="0" y="0" width="100%" height="12" rx="6" fill="#e2e8f0" />
              <rect x="0" y="0" width={`${width(b.value)}%`} height="12" rx="6" fill={FILL[b.tone ?? tone]} />
            </svg>
          </div>
        ))}
      </div>
      {/* sr-only on a wrapper: a <table> ignores width: 1px and would widen the page */}
      <div className="sr-only">
        <table>
          <caption>{title}</caption>
          <thead>
            <tr>
              <th scope="col">{say(msg`Item`)}</th>
              <th scope="col">{valueHeader}</th>
            </tr>
          </thead>
          <tbody>
            {bars.map((b) => (
              <tr key={b.label}>
                <th scope="row">{b.fullLabel ?? b.label}</th>
                <td>{b.display ?? String(b.value)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </figure>
  );
}
