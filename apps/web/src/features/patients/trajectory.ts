import { msg } from '@lingui/core/macro';
import { say } from '../../lib/i18n/workspace-i18n.ts';

/** One point of the area chart: an assessment's calibrated area on its exam date (read from the trajectory). */
export interface PatientMeasurement {
  assessmentId: string;
  date: string;
  area_cm2: number | null;
  calibrated: boolean;
  daysSinceFirst?: number | null;
  reductionFromFirstPct?: number | null;
}

/** "38 % smaller" / "12 % larger" / "No change" / "—" for a reduction percentage (positive = smaller). */
export function formatReduction(pct: number | null): string {
  if (pct === null || !Number.isFinite(pct)) return '—';
  const r = Math.round(pct);
  if (r === 0) return say(msg`No change`);
  return r > 0
    ? say(msg({ message: '{pct} % smaller', comment: 'pct: a whole percentage' }), { pct: r })
    : say(msg({ message: '{pct} % larger', comment: 'pct: a whole percentage' }), { pct: -r });
}

export interface ChartPoint {
  x: number;
  y: number;
  date: string;
  area: number;
  assessmentId: string;
}

/** A "nice" upper bound and step for the area axis (1, 2, 2.5, 5 × 10^n). */
export function niceScale(max: number, ticks = 4): { top: number; step: number } {
  if (!(max > 0)) return { top: 1, step: 0.25 };
  const raw = max / ticks;
  const pow = 10 ** Math.floor(Math.log10(raw));
  const step = [1, 2, 2.5, 5, 10].map((m) => m * pow).find((s) => s >= raw)!;
  return { top: Math.ceil(max / step) * step, step };
}

/**
 * Geometry of the healing-trajectory chart: calibrated measurements only, x by date, y by
 * area from 0. `box` is the plotting area inside the SVG.
 */
export function buildChart(
  measurements: PatientMeasurement[],
  box: { left: number; top: number; width: number; height: number },
) {
  const pts = measurements
    .filter((m): m is PatientMeasurement & { area_cm2: number } => m.calibrated && m.area_cm2 !== null)
    .map((m) => ({ ...m, t: new Date(m.date).getTime() }))
    .filter((m) => Number.isFinite(m.t))
    .sort((a, b) => a.t - b.t);
  const { top, step } = niceScale(Math.max(0, ...pts.map((p) => p.area_cm2)));
  const t0 = pts[0]?.t ?? 0;
  const t1 = pts[pts.length - 1]?.t ?? 0;
  const span = t1 - t0;
  const points: ChartPoint[] = pts.map((p) => ({
    x: box.left + (span > 0 ? ((p.t - t0) / span) * box.width : box.width / 2),
    y: box.top + box.height - (p.area_cm2 / top) * box.height,
    date: p.date,
    area: p.area_cm2,
    assessmentId: p.assessmentId,
  }));
  const yTicks: { value: number; y: number }[] = [];
  for (let v = 0; v <= top + 1e-9; v += step)
    yTicks.push({ value: Number(v.toFixed(6)), y: box.top + box.height - (v / top) * box.height });
  const path = points.map((p, i) => `${i === 0 ? 'M' : 'L'}${p.x.toFixed(1)},${p.y.toFixed(1)}`).join(' ');
  /** x of an instant, clamped to the plotting area (for the 4-week window band) */
  const xOf = (iso: string) => {
    const t = new Date(iso).getTime();
    const x = span > 0 ? box.left + ((t - t0) / span) * box.width : box.left + box.width / 2;
    return Math.min(box.left + box.width, Math.max(box.left, x));
  };
  return { points, yTicks, path, spanMs: span, omitted: measurements.length - pts.length, xOf };
}

/** X-axis label: the day, or the time of day when all photos fall within two days. */
export function axisLabel(iso: string, spanMs: number): string {
  const d = new Date(iso);
  return spanMs < 2 * 24 * 3600 * 1000
    ? d.toLocaleTimeString('en-US', { hour: 'numeric', minute: '2-digit' })
    : d.toLocaleDateString('en-US', { month: 'short', day: 'numeric' });
}
