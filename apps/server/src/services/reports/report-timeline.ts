import { rgb } from 'pdf-lib';
import { formatArea, type WoundTrajectoryJson } from '@woundcare/api-types';
import { BRAND, MUTED, type Writer } from './pdf-writer.ts';

export interface ReportTimeline {
  woundTitle: string;
  trajectory: WoundTrajectoryJson;
}

const GRID = rgb(0.85, 0.87, 0.89);
const BAND = rgb(1, 0.95, 0.8);
const pct = (v: number | null) => (v === null ? '—' : `${v > 0 ? '-' : v < 0 ? '+' : ''}${Math.abs(v).toFixed(1)} %`);
const day = (iso: string) => new Date(iso).toLocaleDateString('en-US', { dateStyle: 'medium', timeZone: 'UTC' });

/**
 * The wound's timeline in the PDF: an area chart of the measured visits (4-week window shaded)
 * and the table of every visit — a visit with no measured area says "not measured", never 0.
 */
export function drawWoundTimeline(w: Writer, t: ReportTimeline): void {
  const tr = t.trajectory;
  w.heading(`Wound timeline — ${t.woundTitle}`);
  if (tr.points.length === 0) {
    w.text('No completed assessments of this wound yet.', { color: MUTED });
    return;
  }
  if (tr.points.some((p) => p.area_cm2 !== null)) drawAreaChart(w, tr);
  else w.text('No measured area for this wound yet: nothing to chart.', { color: MUTED });
  const f = tr.fourWeek;
  w.row(
    '4-week check',
    `${f.status.replaceAll('_', ' ')}${f.reductionPct !== null ? ` (${f.reductionPct} % on day ${f.day ?? '—'}${f.intervalPct ? `; ${f.intervalPct[0]} to ${f.intervalPct[1]} % from both visits' 95 % ranges` : ''})` : ''}`,
  );
  w.text(f.message, { size: 9, color: MUTED });
  w.text('Exam date | Day | Area | vs previous | vs baseline | Outline', { size: 9, bold: true });
  for (const p of tr.points) {
    const change =
      p.changeVerdict === 'no_measurable_change'
        ? 'no measurable change'
        : p.changeIntervalPct
          ? `${pct(p.reductionFromPreviousPct)} (${pct(p.changeIntervalPct[1])} to ${pct(p.changeIntervalPct[0])})`
          : pct(p.reductionFromPreviousPct);
    w.text(
      `${day(p.examDate)} | ${p.day ?? '—'} | ${p.area_cm2 === null ? 'not measured' : (p.areaText ?? formatArea(p.area_cm2, p.area_uncertainty_cm2))} | ${change} | ${pct(p.reductionFromBaselinePct)} | ${p.outlineStatus}${p.newBaseline ? ' (new baseline)' : ''}${p.pushTotal !== null ? ` | PUSH ${p.pushTotal}` : ''}`,
      { size: 9 },
    );
    if (p.area_cm2 === null) w.text(p.measurementText, { indent: 12, size: 8, color: MUTED });
  }
}

function drawAreaChart(w: Writer, tr: WoundTrajectoryJson): void {
  const width = 500;
  const height = 150;
  w.ensure(height + 42);
  const x0 = 62;
  const top = w.y - 20;
  const y0 = top - height;
  const measured = tr.points.filter((p) => p.area_cm2 !== null);
  const times = measured.map((p) => new Date(p.examDate).getTime());
  const tMin = Math.min(...times);
  const span = Math.max(1, Math.max(...times) - tMin);
  const maxArea = Math.max(...measured.map((p) => p.area_cm2!), 0.1) * 1.1;
  const xOf = (ms: number) => x0 + (measured.length === 1 ? width / 2 : ((ms - tMin) / span) * width);
  const yOf = (a: number) => y0 + (a / maxArea) * height;
  const page = w.page;
  if (tr.fourWeek.baselineDate) {
    const b = new Date(tr.fourWeek.baselineDate).getTime();
    const from = Math.max(x0, Math.min(x0 + width, xOf(b + tr.fourWeek.window.from * 86_400_000)));
    const to = Math.max(x0, Math.min(x0 + width, xOf(b + tr.fourWeek.window.to * 86_400_000)));
    if (to > from) page.drawRectangle({ x: from, y: y0, width: to - from, height, color: BAND });
  }
  for (let i = 0; i <= 4; i++) {
    const y = y0 + (i / 4) * height;
    page.drawLine({ start: { x: x0, y }, end: { x: x0 + width, y }, thickness: 0.5, color: GRID });
    page.drawText(((maxArea * i) / 4).toFixed(1), { x: x0 - 30, y: y - 3, size: 8, font: w.regular, color: MUTED });
  }
  page.drawText('cm²'.replace('²', '2'), { x: x0 - 30, y: top + 8, size: 8, font: w.regular, color: MUTED });
  const pts = measured.map((p) => ({ x: xOf(new Date(p.examDate).getTime()), y: yOf(p.area_cm2!) }));
  for (let i = 1; i < pts.length; i++)
    page.drawLine({ start: pts[i - 1]!, end: pts[i]!, thickness: 1.5, color: BRAND });
  for (const p of pts) page.drawCircle({ x: p.x, y: p.y, size: 2.5, color: BRAND });
  w.y = y0 - 14;
  w.text(
    'Shaded: day 21–35 after the baseline (the 4-week check window). Visits with no measured area are not charted.',
    {
      size: 8,
      color: MUTED,
    },
  );
}
