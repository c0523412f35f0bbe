import type {
  Etiology,
  ExudateLevel,
  FourWeekCheck,
  OutlineStatus,
  TissueShares,
  TrajectoryPointJson,
  WoundTrajectoryJson,
} from '@woundcare/api-types';
import { FOUR_WEEK_WINDOW, fourWeekStatus, healingRuleFor, pushTotal, readDay28 } from './healing-rules.ts';

/**
 * One wound's healing trajectory on its exam dates: points from every completed,
 * calibrated, non-simulated assessment; reductions from the baseline in force (the first
 * measurement, or the latest one a clinician marked as a new baseline, e.g. after sharp
 * debridement) and from the previous visit; Gilman's edge advance; the 4-week check.
 */

const DAY_MS = 86_400_000;

export interface AssessmentInput {
  threadId: string;
  examDate: Date | string;
  /** completed and not simulated */
  measured: boolean;
  calibrated: boolean;
  areaCm2: number | null;
  perimeterCm: number | null;
  lengthCm: number | null;
  widthCm: number | null;
  tissue: TissueShares | null;
  exudate: ExudateLevel | null;
  outlineStatus: OutlineStatus;
  newBaseline: boolean;
}

const round1 = (n: number) => Math.round(n * 10) / 10;
const round2 = (n: number) => Math.round(n * 100) / 100;

/** Percent area reduction from `before` to `after`, one decimal (negative = grown); null when undefined. */
export function percentReduction(before: number | null, after: number | null): number | null {
  if (before === null || after === null || !(before > 0) || !Number.isFinite(after)) return null;
  return round1(((before - after) / before) * 100);
}

/** Whole days between two instants, rounded (the same hour 4 weeks later = 28). */
export function daysBetween(from: Date, to: Date): number {
  return Math.round((to.getTime() - from.getTime()) / DAY_MS);
}

/**
 * Gilman's edge advance: Δarea ÷ mean perimeter (cm), per week. Positive = the edge moves in.
 * Gilman TH. Parameter for measurement of wound closure. Wounds 1990;2(3):95–101.
 */
export function edgeAdvanceCmPerWeek(a0: number, p0: number, a1: number, p1: number, days: number): number | null {
  const meanPerimeter = (p0 + p1) / 2;
  if (!(meanPerimeter > 0) || !(days > 0)) return null;
  return round2((a0 - a1) / meanPerimeter / (days / 7));
}

export function buildWoundTrajectory(
  woundId: string,
  etiology: Etiology,
  input: readonly AssessmentInput[],
): WoundTrajectoryJson {
  const rule = healingRuleFor(etiology);
  const sorted = input
    .map((a) => ({ ...a, when: new Date(a.examDate) }))
    .filter((a) => !Number.isNaN(a.when.getTime()))
    .sort(
      (a, b) =>
        a.when.getTime() - b.when.getTime() || a.threadId.localeCompare(b.threadId, undefined, { numeric: true }),
    );
  const plotted = sorted.filter(
    (a) => a.measured && a.calibrated && typeof a.areaCm2 === 'number' && Number.isFinite(a.areaCm2),
  );
  const excludedCount = sorted.filter((a) => a.measured).length - plotted.length;

  let baseline: (typeof plotted)[number] | null = null;
  let previous: (typeof plotted)[number] | null = null;
  const points: TrajectoryPointJson[] = plotted.map((a) => {
    if (!baseline || a.newBaseline) baseline = a;
    const point: TrajectoryPointJson = {
      threadId: a.threadId,
      examDate: a.when.toISOString(),
      area_cm2: a.areaCm2,
      perimeter_cm: a.perimeterCm,
      outlineStatus: a.outlineStatus,
      newBaseline: a === baseline && a.newBaseline,
      day: daysBetween(baseline.when, a.when),
      reductionFromBaselinePct: percentReduction(baseline.areaCm2, a.areaCm2),
      reductionFromPreviousPct: previous ? percentReduction(previous.areaCm2, a.areaCm2) : null,
      pushTotal: etiology === 'pressure_injury' ? pushTotal(a.lengthCm, a.widthCm, a.exudate, a.tissue) : null,
    };
    previous = a;
    return point;
  });

  const base = baseline as (typeof plotted)[number] | null;
  const last = plotted.at(-1) ?? null;
  const sinceBaseline = base ? points.slice(plotted.indexOf(base)) : [];
  const reading = readDay28(
    sinceBaseline
      .filter((p) => p.reductionFromBaselinePct !== null)
      .map((p) => ({ day: p.day!, reductionPct: p.reductionFromBaselinePct! })),
  );
  const status = fourWeekStatus(rule, reading?.reductionPct ?? null);
  const fourWeek: FourWeekCheck = {
    status,
    rule: rule.id,
    source: rule.source,
    reductionPct: reading?.reductionPct ?? null,
    day: reading?.day ?? null,
    method: reading?.method ?? null,
    targetPct: rule.targetPct,
    window: { ...FOUR_WEEK_WINDOW },
    baselineDate: base ? base.when.toISOString() : null,
    message:
      status === 'on_track'
        ? rule.onTrack
        : status === 'at_risk'
          ? rule.atRisk
          : status === 'insufficient_data'
            ? `Insufficient data: no assessment between day ${FOUR_WEEK_WINDOW.from} and day ${FOUR_WEEK_WINDOW.to} after the baseline. ${rule.note}`
            : rule.note,
  };

  let edge: number | null = null;
  if (base && last && last !== base && base.perimeterCm !== null && last.perimeterCm !== null) {
    edge = edgeAdvanceCmPerWeek(
      base.areaCm2!,
      base.perimeterCm,
      last.areaCm2!,
      last.perimeterCm,
      (last.when.getTime() - base.when.getTime()) / DAY_MS,
    );
  }
  const lastPoint = points.at(-1) ?? null;
  return {
    woundId,
    etiology,
    points,
    baselineThreadId: base ? base.threadId : null,
    reductionFromBaselinePct: last && base && last !== base ? lastPoint!.reductionFromBaselinePct : null,
    reductionFromPreviousPct: lastPoint?.reductionFromPreviousPct ?? null,
    edgeAdvanceCmPerWeek: edge,
    fourWeek,
    excludedCount,
  };
}
