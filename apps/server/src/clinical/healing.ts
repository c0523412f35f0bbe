import type { Etiology, SignState } from '@woundcare/api-types';
import type { ChangeJson, FourWeekJson, HealingJson } from '@woundcare/api-types';
import type { HistoryVisit } from './inputs.ts';
import { SOURCES } from './sources.ts';

/**
 * Change in area across visits, judged against the measurements' own error: the engine's ± is
 * 1 σ, so a change is measurable when it exceeds Z95 × √(σ₁² + σ₂²) (a 95 % interval); inside it
 * is "no measurable change" — neither growth nor healing. A visit with no measured area (no wound
 * found, no sticker) is a gap in the series, never 0 cm². A missing ± is taken as the engine's
 * median end-to-end area error on unseen photos (ASSUMED_RELATIVE_ERROR), and the output says so.
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
  sigma: number;
  assumed: boolean;
  newBaseline: boolean;
}

const round1 = (n: number) => Math.round(n * 10) / 10;

function toPoint(v: HistoryVisit): Point | null {
  const date = new Date(v.examDate);
  if (Number.isNaN(date.getTime()) || v.areaCm2 === null || !Number.isFinite(v.areaCm2) || v.areaCm2 <= 0) return null;
  const assumed = v.areaUncertaintyCm2 === null;
  return {
    date,
    areaCm2: v.areaCm2,
    sigma: assumed ? v.areaCm2 * ASSUMED_RELATIVE_ERROR : v.areaUncertaintyCm2!,
    assumed,
    newBaseline: v.newBaseline,
  };
}

/** Reduction from `a` to `b` with its 95 % interval and verdict. */
export function compareAreas(a: Point, b: Point): ChangeJson {
  const diff = a.areaCm2 - b.areaCm2;
  const half = Z95 * Math.sqrt(a.sigma ** 2 + b.sigma ** 2);
  const pct = (n: number) => round1((n / a.areaCm2) * 100);
  const verdict = Math.abs(diff) <= half ? 'no_measurable_change' : diff > 0 ? 'smaller' : 'bigger';
  return {
    fromDate: a.date.toISOString(),
    fromAreaCm2: a.areaCm2,
    toAreaCm2: b.areaCm2,
    reductionPct: pct(diff),
    intervalPct: [pct(diff - half), pct(diff + half)],
    verdict,
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
  const interval = `${c.reductionPct} % (95 % interval ${lo} to ${hi} %) on day ${read.day}`;
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
        evidence: `area ${sinceLastVisit.toAreaCm2.toFixed(2)} cm² vs ${sinceLastVisit.fromAreaCm2.toFixed(2)} cm² on ${sinceLastVisit.fromDate.slice(0, 10)}: change ${-sinceLastVisit.reductionPct} % (${sinceLastVisit.verdict.replace(/_/g, ' ')}, judged against the combined ± of both measurements)`,
      }
    : null;
  return { sinceLastVisit, sinceBaseline, fourWeek: readFourWeek(x.etiology, baseline, sinceBase), sizeBigger };
}
