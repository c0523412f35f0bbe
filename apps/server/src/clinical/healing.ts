import type { Etiology, SignState } from '@woundcare/api-types';
import type { ChangeJson, FourWeekJson, HealingJson } from '@woundcare/api-types';
import type { HistoryVisit } from './inputs.ts';
import { SOURCES } from './sources.ts';

/**
 * Change in area across visits, judged against both visits' own 95 % ranges (the range every
 * surface prints beside the area): the change's interval runs from the earlier range's low end
 * against the later range's high end to the earlier high against the later low —
 * [1 − high₂ / low₁, 1 − low₂ / high₁] — so it is never narrower than the two ranges allow
 * (docs/decisions/0026-change-interval-from-both-ranges.md). A change whose interval holds 0 is
 * "no measurable change" — neither growth nor healing. A visit stored without a range has
 * area ± Z95 × σ (the engine's 1 σ ±); a missing ± is taken as the engine's median end-to-end
 * area error on unseen photos (ASSUMED_RELATIVE_ERROR), and the output says so. A visit with no
 * measured area (no wound found, no sticker) is a gap in the series, never 0 cm².
 *
 * 4-week check: the reduction from the baseline read at the visit inside day 21–35 nearest day 28
 * (never from a later day). Diabetic foot ulcer split at 53 % (Sheehan 2003: ≥ 53 % → 58 % healed
 * by 12 weeks, below → 9 %); venous leg ulcer ≥ 40 % (Kantor & Margolis 2000; Phillips 2000);
 * pressure injury: PUSH trend, no area cut-off.
 */

export const Z95 = 1.96;
/** Median end-to-end area error of the engine on photos the model never saw (13–15 %), as a 1 σ stand-in. */
export const ASSUMED_RELATIVE_ERROR = 0.15;
export const FOUR_WEEK_WINDOW = { from: 21, to: 35 } as const;
const DAY_MS = 86_400_000;

interface Point {
  date: Date;
  areaCm2: number;
  /** the visit's 95 % range, cm² (low floored at MIN_LOW_SHARE of the area) */
  low: number;
  high: number;
  assumed: boolean;
  newBaseline: boolean;
}

/** A range's low end counts as at least this share of the area (a range down to 0 would make the ratio unbounded). */
export const MIN_LOW_SHARE = 0.01;

const round1 = (n: number) => Math.round(n * 10) / 10;

function toPoint(v: HistoryVisit): Point | null {
  const date = new Date(v.examDate);
  if (Number.isNaN(date.getTime()) || v.areaCm2 === null || !Number.isFinite(v.areaCm2) || v.areaCm2 <= 0) return null;
  const a = v.areaCm2;
  const r = v.areaInterval;
  const ranged = r && Number.isFinite(r.lowCm2) && Number.isFinite(r.highCm2) && r.highCm2 > r.lowCm2;
  const assumed = !ranged && v.areaUncertaintyCm2 === null;
  const half = Z95 * (assumed ? a * ASSUMED_RELATIVE_ERROR : (v.areaUncertaintyCm2 ?? 0));
  const low = ranged ? Math.min(r.lowCm2, a) : a - half;
  const high = ranged ? Math.max(r.highCm2, a) : a + half;
  return {
    date,
    areaCm2: a,
    low: Math.max(low, a * MIN_LOW_SHARE),
    high,
    assumed,
    newBaseline: v.newBaseline,
  };
}

/** "59 % smaller (29 to 77 % from both visits' 95 % ranges)" — the change as every surface words it. */
function changeText(c: Pick<ChangeJson, 'reductionPct' | 'intervalPct' | 'verdict'>): string {
  const r = Math.round(c.reductionPct);
  const what =
    c.verdict === 'no_measurable_change'
      ? `no measurable change (${r > 0 ? `${r} % smaller` : r < 0 ? `${-r} % larger` : 'same size'})`
      : c.verdict === 'smaller'
        ? `${r} % smaller`
        : `${-r} % larger`;
  return `${what}; ${intervalText(c.intervalPct)} from both visits' 95 % ranges`;
}

/**
 * The interval in the words of the change itself: "28 to 77 % reduction", "10 to 40 % larger", or,
 * when it spans both, "between 85 % smaller and 718 % larger" (a negative "reduction" is hard to read).
 */
function intervalText([lo, hi]: [number, number]): string {
  const l = Math.round(lo);
  const h = Math.round(hi);
  if (l >= 0) return `${l} to ${h} % reduction`;
  if (h <= 0) return `${-h} to ${-l} % larger`;
  return `between ${h} % smaller and ${-l} % larger`;
}

/** Reduction from `a` to `b` with the interval both visits' ranges allow, and the verdict. */
export function compareAreas(a: Point, b: Point): ChangeJson {
  const lo = (1 - b.high / a.low) * 100;
  const hi = (1 - b.low / a.high) * 100;
  const verdict = lo > 0 ? 'smaller' : hi < 0 ? 'bigger' : 'no_measurable_change';
  const change = {
    reductionPct: round1(((a.areaCm2 - b.areaCm2) / a.areaCm2) * 100),
    intervalPct: [round1(lo), round1(hi)] as [number, number],
    verdict,
  } as const;
  return {
    fromDate: a.date.toISOString(),
    fromAreaCm2: a.areaCm2,
    toAreaCm2: b.areaCm2,
    ...change,
    text: changeText(change),
    uncertainty: a.assumed || b.assumed ? 'assumed' : 'measured',
  };
}

const RULES: Record<
  'dfu' | 'vlu' | 'pi' | 'none',
  Pick<FourWeekJson, 'rule' | 'cutoffPct' | 'source'> & { note: string }
> = {
  dfu: {
    rule: 'dfu-par-4w-53',
    cutoffPct: 53,
    source: SOURCES.sheehan,
    note: 'Diabetic foot ulcer: a reduction of at least 53 % at 4 weeks predicted healing by 12 weeks (58 % healed; below it 9 %, Sheehan 2003).',
  },
  vlu: {
    rule: 'vlu-par-4w-40',
    cutoffPct: 40,
    source: SOURCES.venousPar,
    note: 'Venous leg ulcer: a reduction of at least 40 % by weeks 3–4 predicts healing (Phillips 2000; Kantor & Margolis 2000).',
  },
  pi: {
    rule: 'pi-push-trend',
    cutoffPct: null,
    source: SOURCES.push,
    note: 'Pressure injury: no area cut-off — follow the PUSH total over time.',
  },
  none: {
    rule: 'no-prediction',
    cutoffPct: null,
    source: 'No validated 4-week area cut-off for this etiology.',
    note: 'The reduction is shown without a prediction (no validated cut-off for this etiology).',
  },
};

function ruleFor(etiology: Etiology) {
  if (etiology === 'diabetic_foot_ulcer') return RULES.dfu;
  if (etiology === 'venous_leg_ulcer') return RULES.vlu;
  if (etiology === 'pressure_injury') return RULES.pi;
  return RULES.none;
}

function readFourWeek(etiology: Etiology, baseline: Point | null, series: Point[]): FourWeekJson {
  const rule = ruleFor(etiology);
  const base = {
    rule: rule.rule,
    cutoffPct: rule.cutoffPct,
    window: { ...FOUR_WEEK_WINDOW },
    baselineDate: baseline ? baseline.date.toISOString() : null,
    source: rule.source,
  };
  const none = { day: null, reductionPct: null, intervalPct: null };
  if (rule.cutoffPct === null)
    return {
      ...base,
      ...none,
      status: rule.rule === 'pi-push-trend' ? 'push_trend' : 'no_prediction',
      message: rule.note,
    };
  const inWindow = baseline
    ? series
        .map((p) => ({ p, day: Math.round((p.date.getTime() - baseline.date.getTime()) / DAY_MS) }))
        .filter((d) => d.day >= FOUR_WEEK_WINDOW.from && d.day <= FOUR_WEEK_WINDOW.to)
        .sort((a, b) => Math.abs(a.day - 28) - Math.abs(b.day - 28))
    : [];
  const read = inWindow[0];
  if (!baseline || !read)
    return {
      ...base,
      ...none,
      status: 'insufficient_data',
      message: `Insufficient data: no measured visit between day ${FOUR_WEEK_WINDOW.from} and day ${FOUR_WEEK_WINDOW.to} after the baseline. ${rule.note}`,
    };
  const c = compareAreas(baseline, read.p);
  const cut = rule.cutoffPct;
  const [lo, hi] = c.intervalPct;
  const status: FourWeekJson['status'] =
    c.verdict === 'no_measurable_change'
      ? 'no_measurable_change'
      : lo >= cut
        ? 'on_track'
        : hi < cut
          ? 'at_risk'
          : 'borderline';
  const interval = `${c.reductionPct} % (${lo} to ${hi} % from both visits' 95 % ranges) on day ${read.day}`;
  const message =
    status === 'no_measurable_change'
      ? `No measurable change at 4 weeks: ${interval} — the change lies within the measurements' error; below the ${cut} % split, so review the cause and the plan. ${rule.note}`
      : status === 'on_track'
        ? `On track: reduction ${interval}, at or above ${cut} %. ${rule.note}`
        : status === 'at_risk'
          ? `At risk: reduction ${interval}, below ${cut} % — reassess the cause and the plan. ${rule.note}`
          : `Borderline: reduction ${interval}; the ${cut} % split lies within the measurement's interval — re-measure. ${rule.note}`;
  return { ...base, day: read.day, reductionPct: c.reductionPct, intervalPct: c.intervalPct, status, message };
}

export function assessHealing(x: {
  etiology: Etiology;
  current: HistoryVisit;
  history: readonly HistoryVisit[];
}): HealingJson & { sizeBigger: { state: SignState; evidence: string } | null } {
  // only visits before this one count (re-deriving an older assessment must not read later visits)
  const currentTime = new Date(x.current.examDate).getTime();
  const earlier = x.history
    .map(toPoint)
    .filter((p): p is Point => p !== null && (Number.isNaN(currentTime) || p.date.getTime() < currentTime))
    .sort((a, b) => a.date.getTime() - b.date.getTime());
  const now = toPoint(x.current);
  const series = now ? [...earlier, now] : earlier;
  const baseline = [...series].reverse().find((p) => p.newBaseline) ?? series[0] ?? null;
  const previous = now ? (earlier.at(-1) ?? null) : null;
  const sinceLastVisit = now && previous ? compareAreas(previous, now) : null;
  const sinceBaseline = now && baseline && baseline !== now ? compareAreas(baseline, now) : null;
  const sinceBase = baseline ? series.filter((p) => p.date.getTime() >= baseline.date.getTime()) : [];
  const sizeBigger = sinceLastVisit
    ? {
        state: (sinceLastVisit.verdict === 'bigger' ? 'present' : 'absent') as SignState,
        evidence: `area ${sinceLastVisit.toAreaCm2.toFixed(2)} cm² vs ${sinceLastVisit.fromAreaCm2.toFixed(2)} cm² on ${sinceLastVisit.fromDate.slice(0, 10)}: change ${-sinceLastVisit.reductionPct} % (${sinceLastVisit.verdict.replace(/_/g, ' ')}, judged against both visits' 95 % ranges)`,
      }
    : null;
  return { sinceLastVisit, sinceBaseline, fourWeek: readFourWeek(x.etiology, baseline, sinceBase), sizeBigger };
}
