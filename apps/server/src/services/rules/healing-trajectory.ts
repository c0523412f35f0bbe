/**
 * Healing trajectory of one patient's wound from its measured areas.
 *
 * The 4-week rule: a diabetic foot ulcer whose area has shrunk by less than 50 % after 4 weeks
 * of care is unlikely to heal by 12 weeks (Sheehan P, Jones P, Caselli A, Giurini JM, Veves A.
 * Percent change in wound area of diabetic foot ulcers over a 4-week period is a robust
 * predictor of complete healing in a 12-week prospective trial. Diabetes Care
 * 2003;26(6):1879–1882).
 *
 * Only calibrated measurements carry an area; simulated analyses are not measurements and must
 * not be passed in.
 */

export const FOUR_WEEKS_DAYS = 28;
export const FOUR_WEEK_REDUCTION_TARGET_PCT = 50;
const DAY_MS = 86_400_000;

export interface MeasurementInput {
  threadId: string;
  date: Date | string;
  areaCm2: number | null;
  calibrated: boolean;
}

export interface TrajectoryPoint {
  threadId: string;
  date: string;
  area_cm2: number | null;
  calibrated: boolean;
  /** whole days since the first calibrated measurement (null before it or when uncalibrated) */
  daysSinceFirst: number | null;
  /** percent area reduction from the first calibrated measurement (negative = grown) */
  reductionFromFirstPct: number | null;
}

export type FourWeekStatus = 'insufficient_data' | 'on_track' | 'at_risk';

export interface FourWeekFlag {
  status: FourWeekStatus;
  /** the measurement the flag is read from: the first one at ≥ 4 weeks after the first */
  threadId: string | null;
  daysSinceFirst: number | null;
  reductionPct: number | null;
  targetPct: number;
}

export interface Trajectory {
  points: TrajectoryPoint[];
  reductionSinceFirstPct: number | null;
  reductionSincePreviousPct: number | null;
  fourWeek: FourWeekFlag;
}

const round1 = (n: number) => Math.round(n * 10) / 10;

/** Percent area reduction from `before` to `after`, one decimal; null when undefined. */
export function percentReduction(before: number | null, after: number | null): number | null {
  if (before === null || after === null || !(before > 0) || !Number.isFinite(after)) return null;
  return round1(((before - after) / before) * 100);
}

/** Whole days between two dates, rounded (a visit at the same time of day 4 weeks later = 28). */
export function daysBetween(from: Date, to: Date): number {
  return Math.round((to.getTime() - from.getTime()) / DAY_MS);
}

export function buildTrajectory(input: MeasurementInput[]): Trajectory {
  const sorted = input
    .map((m) => ({ ...m, when: new Date(m.date) }))
    .filter((m) => !Number.isNaN(m.when.getTime()))
    .sort((a, b) => a.when.getTime() - b.when.getTime() || a.threadId.localeCompare(b.threadId, undefined, { numeric: true }));
  const measured = sorted.filter((m) => m.calibrated && typeof m.areaCm2 === 'number' && Number.isFinite(m.areaCm2));
  const first = measured[0] ?? null;

  const points: TrajectoryPoint[] = sorted.map((m) => {
    const isMeasured = first !== null && measured.includes(m);
    return {
      threadId: m.threadId,
      date: m.when.toISOString(),
      area_cm2: m.calibrated && typeof m.areaCm2 === 'number' ? m.areaCm2 : null,
      calibrated: m.calibrated,
      daysSinceFirst: isMeasured ? daysBetween(first.when, m.when) : null,
      reductionFromFirstPct: isMeasured ? percentReduction(first.areaCm2, m.areaCm2) : null,
    };
  });

  const last = measured.at(-1) ?? null;
  const previous = measured.length >= 2 ? measured.at(-2)! : null;
  const reductionSinceFirstPct = first && last && last !== first ? percentReduction(first.areaCm2, last.areaCm2) : null;
  const reductionSincePreviousPct = previous && last ? percentReduction(previous.areaCm2, last.areaCm2) : null;

  let fourWeek: FourWeekFlag = { status: 'insufficient_data', threadId: null, daysSinceFirst: null, reductionPct: null, targetPct: FOUR_WEEK_REDUCTION_TARGET_PCT };
  if (first) {
    const atFourWeeks = measured.find((m) => daysBetween(first.when, m.when) >= FOUR_WEEKS_DAYS);
    if (atFourWeeks) {
      const reductionPct = percentReduction(first.areaCm2, atFourWeeks.areaCm2);
      if (reductionPct !== null) {
        fourWeek = {
          status: reductionPct < FOUR_WEEK_REDUCTION_TARGET_PCT ? 'at_risk' : 'on_track',
          threadId: atFourWeeks.threadId,
          daysSinceFirst: daysBetween(first.when, atFourWeeks.when),
          reductionPct,
          targetPct: FOUR_WEEK_REDUCTION_TARGET_PCT,
        };
      }
    }
  }
  return { points, reductionSinceFirstPct, reductionSincePreviousPct, fourWeek };
}

/** Group key for a patient name: trimmed, inner whitespace collapsed, case-insensitive. */
export function patientKey(name: string): string {
  return name.trim().replace(/\s+/g, ' ').toLocaleLowerCase('en-US');
}
