import type {
  ClinicalAssessment,
  Etiology,
  FourWeekCheck,
  FourWeekJson,
  OutlineStatus,
  TrajectoryPointJson,
  WoundTrajectoryJson,
} from '@woundcare/api-types';

/**
 * One wound's trajectory on its exam dates, read from each visit's stored assessment: its area
 * (a visit with no measured area — no wound found, no sticker — is a gap, never 0 cm²), the
 * change since the previous measured visit and the 4-week check exactly as the clinical core
 * judged them (against the measurements' combined ±). Nothing here re-derives a clinical rule;
 * only Gilman's edge advance and the day counts are arithmetic on the stored figures.
 */

const DAY_MS = 86_400_000;

export interface AssessmentInput {
  assessmentId: string;
  examDate: Date | string;
  /** completed and not simulated */
  measured: boolean;
  outlineStatus: OutlineStatus;
  newBaseline: boolean;
  /** the visit's stored assessment; null when none is stored ("assessment not available") */
  clinical: ClinicalAssessment | null;
}

const round2 = (n: number) => Math.round(n * 100) / 100;

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

export const ASSESSMENT_NOT_AVAILABLE = 'Assessment not available: not measured.';

/** The stored 4-week check as the trajectory contract carries it (the core reads the visit nearest day 28). */
export function toFourWeekCheck(f: FourWeekJson): FourWeekCheck {
  return {
    status: f.status,
    rule: f.rule,
    source: f.source,
    reductionPct: f.reductionPct,
    intervalPct: f.intervalPct,
    day: f.day,
    method: f.day === null ? null : 'nearest_in_window',
    targetPct: f.cutoffPct,
    window: { ...f.window },
    baselineDate: f.baselineDate,
    message: f.message,
  };
}

const NO_CHECK: FourWeekCheck = {
  status: 'insufficient_data',
  rule: 'not-available',
  source: 'No stored assessment of this wound.',
  reductionPct: null,
  intervalPct: null,
  day: null,
  method: null,
  targetPct: null,
  window: { from: 21, to: 35 },
  baselineDate: null,
  message: 'Assessment not available: no 4-week check.',
};

export function buildWoundTrajectory(
  woundId: string,
  etiology: Etiology,
  input: readonly AssessmentInput[],
): WoundTrajectoryJson {
  const visits = input
    .map((a) => ({ ...a, when: new Date(a.examDate) }))
    .filter((a) => a.measured && !Number.isNaN(a.when.getTime()))
    .sort(
      (a, b) =>
        a.when.getTime() - b.when.getTime() ||
        a.assessmentId.localeCompare(b.assessmentId, undefined, { numeric: true }),
    );

  const points: TrajectoryPointJson[] = visits.map((a) => {
    const m = a.clinical?.measurement ?? null;
    const healing = a.clinical?.healing ?? null;
    const area = m?.areaCm2 ?? null;
    const baselineDate = healing?.fourWeek.baselineDate ?? null;
    const isBaseline = area !== null && baselineDate !== null && new Date(baselineDate).getTime() === a.when.getTime();
    const last = healing?.sinceLastVisit ?? null;
    return {
      assessmentId: a.assessmentId,
      examDate: a.when.toISOString(),
      area_cm2: area,
      area_uncertainty_cm2: m?.areaUncertaintyCm2 ?? null,
      areaText: area === null ? null : (m?.areaText ?? null),
      measurementStatus: m?.status ?? 'not_available',
      measurementText: m?.text ?? ASSESSMENT_NOT_AVAILABLE,
      perimeter_cm: m?.perimeterCm ?? null,
      outlineStatus: a.outlineStatus,
      newBaseline: isBaseline && a.newBaseline,
      day: area !== null && baselineDate !== null ? daysBetween(new Date(baselineDate), a.when) : null,
      reductionFromBaselinePct: area === null ? null : isBaseline ? 0 : (healing?.sinceBaseline?.reductionPct ?? null),
      reductionFromPreviousPct: area === null ? null : (last?.reductionPct ?? null),
      changeVerdict: area === null ? null : (last?.verdict ?? null),
      changeIntervalPct: area === null ? null : (last?.intervalPct ?? null),
      changeText: area === null ? null : (last?.text ?? null),
      pushTotal: etiology === 'pressure_injury' ? (a.clinical?.push.total ?? null) : null,
    };
  });

  // the newest stored assessment has read every earlier visit: its 4-week check is the wound's
  const newest = visits.filter((v) => v.clinical !== null).at(-1)?.clinical ?? null;
  const fourWeek = newest ? toFourWeekCheck(newest.healing.fourWeek) : { ...NO_CHECK };
  const measured = points.filter((p) => p.area_cm2 !== null);
  const basePoint = fourWeek.baselineDate
    ? (measured.find((p) => new Date(p.examDate).getTime() === new Date(fourWeek.baselineDate!).getTime()) ?? null)
    : null;
  const lastPoint = measured.at(-1) ?? null;

  let edge: number | null = null;
  if (
    basePoint &&
    lastPoint &&
    lastPoint !== basePoint &&
    basePoint.perimeter_cm !== null &&
    lastPoint.perimeter_cm !== null
  ) {
    edge = edgeAdvanceCmPerWeek(
      basePoint.area_cm2!,
      basePoint.perimeter_cm,
      lastPoint.area_cm2!,
      lastPoint.perimeter_cm,
      (new Date(lastPoint.examDate).getTime() - new Date(basePoint.examDate).getTime()) / DAY_MS,
    );
  }
  return {
    woundId,
    etiology,
    points,
    baselineAssessmentId: basePoint?.assessmentId ?? null,
    reductionFromBaselinePct: lastPoint && lastPoint !== basePoint ? lastPoint.reductionFromBaselinePct : null,
    reductionFromPreviousPct: lastPoint?.reductionFromPreviousPct ?? null,
    edgeAdvanceCmPerWeek: edge,
    fourWeek,
    excludedCount: points.length - measured.length,
  };
}
