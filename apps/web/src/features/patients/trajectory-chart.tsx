import { useId } from 'react';
import { formatArea } from '@woundcare/vocabulary';
import { say } from '../../lib/i18n/workspace-i18n.ts';
import { axisLabel, buildChart, type PatientMeasurement } from './trajectory.ts';
import { trajectoryCopy as copy } from './trajectory-copy.ts';

const W = 480;
const H = 220;
const BOX = { left: 52, top: 14, width: W - 52 - 24, height: H - 14 - 44 };

const shortDate = (iso: string) => new Date(iso).toLocaleDateString('en-US', { month: 'short', day: 'numeric' });

/** Wound area over time for one patient: a hand-written SVG line chart plus the same data as a table. */
export function TrajectoryChart({
  name,
  measurements,
  band,
}: {
  name: string;
  measurements: PatientMeasurement[];
  band?: { from: string; to: string; label: string } | null;
}) {
  const chart = buildChart(measurements, BOX);
  const titleId = useId();
  if (chart.points.length === 0) {
    return <p className="rounded-lg bg-slate-50 px-3 py-6 text-center text-sm text-slate-600">{say(copy.none)}</p>;
  }
  return (
    <figure>
      <svg viewBox={`0 0 ${W} ${H}`} role="img" aria-labelledby={titleId} className="h-auto w-full">
        <title id={titleId}>{say(copy.title, { name, count: chart.points.length })}</title>
        {chart.yTicks.map((t) => (
          <g key={t.value}>
            <line
              x1={BOX.left}
              x2={BOX.left + BOX.width}
              y1={t.y}
              y2={t.y}
              className="stroke-slate-200"
              strokeWidth={1}
            />
            <text x={BOX.left - 8} y={t.y + 4} textAnchor="end" className="fill-slate-600 text-[11px]">
              {t.value}
            </text>
          </g>
        ))}
        <text
          x={14}
          y={BOX.top + BOX.height / 2}
          transform={`rotate(-90 14 ${BOX.top + BOX.height / 2})`}
          textAnchor="middle"
          className="fill-slate-600 text-[11px]"
        >
          {say(copy.areaAxis)}
        </text>
        {band && chart.xOf(band.to) > chart.xOf(band.from) && (
          <g data-testid="four-week-window">
            <rect
              x={chart.xOf(band.from)}
              y={BOX.top}
              width={chart.xOf(band.to) - chart.xOf(band.from)}
              height={BOX.height}
              className="fill-amber-100"
            />
            <text
              x={(chart.xOf(band.from) + chart.xOf(band.to)) / 2}
              y={BOX.top + 12}
              textAnchor="middle"
              className="fill-amber-900 text-[10px]"
            >
              {band.label}
            </text>
          </g>
        )}
        <line
          x1={BOX.left}
          x2={BOX.left + BOX.width}
          y1={BOX.top + BOX.height}
          y2={BOX.top + BOX.height}
          className="stroke-slate-400"
          strokeWidth={1}
        />
        <path d={chart.path} fill="none" className="stroke-brand-700" strokeWidth={2.5} strokeLinejoin="round" />
        {chart.points.map((p) => (
          <g key={p.assessmentId}>
            <circle
              cx={p.x}
              cy={p.y}
              r={5}
              className="fill-white stroke-brand-700"
              strokeWidth={2.5}
              data-testid="trajectory-point"
            >
              <title>{`${shortDate(p.date)}: ${formatArea(p.area)}`}</title>
            </circle>
            <text x={p.x} y={BOX.top + BOX.height + 18} textAnchor="middle" className="fill-slate-600 text-[11px]">
              {axisLabel(p.date, chart.spanMs)}
            </text>
          </g>
        ))}
        <text x={BOX.left + BOX.width / 2} y={H - 6} textAnchor="middle" className="fill-slate-600 text-[11px]">
          {chart.spanMs < 2 * 24 * 3600 * 1000
            ? say(copy.timeAxis, { date: shortDate(chart.points[0]!.date) })
            : say(copy.dateAxis)}
        </text>
      </svg>
      <details className="mt-1 text-sm">
        <summary className="cursor-pointer text-xs font-semibold text-brand-700">{say(copy.showTable)}</summary>
        <table className="mt-2 w-full text-left text-sm">
          <caption className="sr-only">{say(copy.caption, { name })}</caption>
          <thead className="text-xs uppercase text-slate-500">
            <tr>
              <th scope="col" className="py-1 pr-3">
                {say(copy.date)}
              </th>
              <th scope="col" className="py-1 pr-3">
                {say(copy.area)}
              </th>
              <th scope="col" className="py-1">
                {say(copy.analysis)}
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100">
            {measurements.map((m) => (
              <tr key={m.assessmentId}>
                <td className="py-1 pr-3">
                  {new Date(m.date).toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short' })}
                </td>
                <td className="py-1 pr-3">
                  {m.calibrated && m.area_cm2 !== null ? formatArea(m.area_cm2) : say(copy.notMeasured)}
                </td>
                <td className="py-1 font-mono text-xs">{m.assessmentId}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </details>
      {chart.omitted > 0 && (
        <figcaption className="mt-1 text-xs text-slate-500">{say(copy.omitted, { count: chart.omitted })}</figcaption>
      )}
    </figure>
  );
}
