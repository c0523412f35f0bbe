import { useId } from 'react';

export interface Bar {
  label: string;
  value: number;
  /** the text shown beside the bar (e.g. "87%" or "$12,400"); defaults to the value */
  display?: string;
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

const ROW = 46;

/**
 * Horizontal bar chart in plain SVG. Widths are percentages of the chart, so it stays crisp and
 * readable at any width (labels sit above their bar, never squeezed beside it). Screen readers
 * get the same figures as a visually hidden table; the drawing itself is hidden from them.
 */
export function BarChart({ title, bars, max, tone = 'brand', valueHeader = 'Value' }: BarChartProps) {
  const id = useId();
  const top = max ?? Math.max(0, ...bars.map((b) => b.value));
  const width = (v: number) => (top > 0 ? Math.max(0, Math.min(100, (v / top) * 100)) : 0);
  return (
    <figure aria-labelledby={`${id}-t`} className="m-0">
      <figcaption id={`${id}-t`} className="mb-2 text-sm font-semibold text-slate-700">
        {title}
      </figcaption>
      <svg width="100%" height={bars.length * ROW} aria-hidden="true" focusable="false" className="block overflow-visible">
        {bars.map((b, i) => {
          const y = i * ROW;
          return (
            <g key={b.label}>
              <text x="0" y={y + 14} fontSize="13" fill="#334155">
                {b.label}
              </text>
              <text x="100%" y={y + 14} fontSize="13" fontWeight="600" fill="#0f172a" textAnchor="end">
                {b.display ?? String(b.value)}
              </text>
              <rect x="0" y={y + 22} width="100%" height="12" rx="6" fill="#e2e8f0" />
              <rect x="0" y={y + 22} width={`${width(b.value)}%`} height="12" rx="6" fill={FILL[b.tone ?? tone]} />
            </g>
          );
        })}
      </svg>
      <table className="sr-only">
        <caption>{title}</caption>
        <thead>
          <tr>
            <th scope="col">Item</th>
            <th scope="col">{valueHeader}</th>
          </tr>
        </thead>
        <tbody>
          {bars.map((b) => (
            <tr key={b.label}>
              <th scope="row">{b.label}</th>
              <td>{b.display ?? String(b.value)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  );
}
