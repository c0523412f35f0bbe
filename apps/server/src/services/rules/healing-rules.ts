import type { Etiology, ExudateLevel, FourWeekStatus, TissueShares } from '@woundcare/api-types';
import { pushAreaScore, pushTissueScore } from '../vbc/vbc-rules.ts';

/**
 * The healing-prediction rule table: how one wound's percent area reduction (PAR) is read at
 * 4 weeks, per etiology, with its source. The server derives it; the web shows it.
 */

export interface HealingRule {
  id: string;
  etiologies: readonly Etiology[];
  /** 'par' reads the reduction against a cut-off; 'push' reads the PUSH trend; 'none' shows the reduction only */
  kind: 'par' | 'push' | 'none';
  /** percent reduction at day 28 at or above which the wound is "on track" */
  targetPct: number | null;
  source: string;
  onTrack: string;
  atRisk: string;
  note: string;
}

/** Day 28 ± 7 (clinical-rules: read the 4-week value within day 21–35 or interpolate; never from day 90). */
export const FOUR_WEEK_DAY = 28;
export const FOUR_WEEK_WINDOW = { from: 21, to: 35 } as const;

export const HEALING_RULES: readonly HealingRule[] = [
  {
    id: 'dfu-par-4w',
    etiologies: ['diabetic_foot_ulcer'],
    kind: 'par',
    targetPct: 50,
    source:
      'Sheehan P, Jones P, Caselli A, Giurini JM, Veves A. Percent change in wound area of diabetic foot ulcers over a 4-week period is a robust predictor of complete healing in a 12-week prospective trial. Diabetes Care 2003;26(6):1879–1882 (cut-off 53 %, commonly rounded to 50 %).',
    onTrack: 'Area reduced by at least 50 % at 4 weeks: in Sheehan 2003, 58 % of such ulcers healed by 12 weeks.',
    atRisk:
      'Area reduced by less than 50 % at 4 weeks: in Sheehan 2003 only 9 % of such ulcers healed by 12 weeks — reassess the plan.',
    note: 'Diabetic foot ulcer: percent area reduction at 4 weeks (Sheehan 2003).',
  },
  {
    id: 'vlu-par-4w',
    etiologies: ['venous_leg_ulcer'],
    kind: 'par',
    targetPct: 40,
    source:
      'Kantor J, Margolis DJ. A multicentre study of percentage change in venous leg ulcer area as a prognostic index of healing at 24 weeks. Br J Dermatol 2000;142(5):960–964; Phillips TJ, Machado F, Trout R, Porter J, Olin J, Falanga V. Prognostic indicators in venous ulcers. J Am Acad Dermatol 2000;43(4):627–630 (≥ 40 % by week 3).',
    onTrack:
      'Area reduced by at least 40 %: the pace that predicted healing in Phillips 2000 (there by week 3); percent change at week 4 predicts healing at 24 weeks (Kantor & Margolis 2000).',
    atRisk:
      'Area reduced by less than 40 % at 4 weeks: healing by 24 weeks is less likely (Kantor & Margolis 2000; Phillips 2000) — reassess compression and the plan.',
    note: 'Venous leg ulcer: percent change at week 4 (Kantor & Margolis 2000), cut-off ≥ 40 % (Phillips 2000, week 3).',
  },
  {
    id: 'pi-push-trend',
    etiologies: ['pressure_injury'],
    kind: 'push',
    targetPct: null,
    source:
      'NPIAP Pressure Ulcer Scale for Healing (PUSH) Tool 3.0, National Pressure Injury Advisory Panel, 1998 (revised).',
    onTrack: '',
    atRisk: '',
    note: 'Pressure injury: no area cut-off — follow the PUSH total (size + exudate + tissue) over time; a falling total means healing.',
  },
  {
    id: 'other-no-prediction',
    etiologies: ['arterial_ulcer', 'surgical', 'trauma', 'burn', 'other', 'unknown'],
    kind: 'none',
    targetPct: null,
    source: 'No validated 4-week area cut-off for this etiology; the reduction is shown without a prediction.',
    onTrack: '',
    atRisk: '',
    note: 'The reduction at 4 weeks is shown without a prediction (no validated cut-off for this etiology).',
  },
];

export function healingRuleFor(etiology: Etiology): HealingRule {
  return HEALING_RULES.find((r) => r.etiologies.includes(etiology)) ?? HEALING_RULES[HEALING_RULES.length - 1]!;
}

/** Reading of the 4-week reduction: interpolated between visits either side of day 28 inside the window, or the visit inside it nearest day 28. */
export function readDay28(
  points: readonly { day: number; reductionPct: number }[],
): { reductionPct: number; day: number; method: 'interpolated' | 'nearest_in_window' } | null {
  const inWindow = points.filter((p) => p.day >= FOUR_WEEK_WINDOW.from && p.day <= FOUR_WEEK_WINDOW.to);
  if (inWindow.length === 0) return null;
  const exact = inWindow.find((p) => p.day === FOUR_WEEK_DAY);
  if (exact) return { reductionPct: exact.reductionPct, day: FOUR_WEEK_DAY, method: 'nearest_in_window' };
  const before = [...inWindow].reverse().find((p) => p.day < FOUR_WEEK_DAY);
  const after = inWindow.find((p) => p.day > FOUR_WEEK_DAY);
  if (before && after) {
    const f = (FOUR_WEEK_DAY - before.day) / (after.day - before.day);
    return {
      reductionPct: round1(before.reductionPct + f * (after.reductionPct - before.reductionPct)),
      day: FOUR_WEEK_DAY,
      method: 'interpolated',
    };
  }
  const nearest = [...inWindow].sort((a, b) => Math.abs(a.day - FOUR_WEEK_DAY) - Math.abs(b.day - FOUR_WEEK_DAY))[0]!;
  return { reductionPct: nearest.reductionPct, day: nearest.day, method: 'nearest_in_window' };
}

/** The status the rule gives a reading (null reading = no value in day 21–35). */
export function fourWeekStatus(rule: HealingRule, reductionPct: number | null): FourWeekStatus {
  if (rule.kind === 'push') return 'push_trend';
  if (rule.kind === 'none') return 'no_prediction';
  if (reductionPct === null) return 'insufficient_data';
  return reductionPct >= rule.targetPct! ? 'on_track' : 'at_risk';
}

// ── PUSH 3.0 ──

/** PUSH exudate subscore: none 0, light 1, moderate 2, heavy 3 (PUSH 3.0). */
export const PUSH_EXUDATE_SCORE: Record<ExudateLevel, number> = { none: 0, light: 1, moderate: 2, heavy: 3 };

/**
 * PUSH 3.0 total (0–17) = length × width score + exudate score + tissue score; null when any part
 * is unknown (no calibrated size, exudate not entered, tissue not classified) — never a partial total.
 * The engine's length is the longest diameter and width the longest perpendicular to it, not PUSH's
 * head-to-toe / side-to-side.
 */
export function pushTotal(
  lengthCm: number | null,
  widthCm: number | null,
  exudate: ExudateLevel | null,
  tissue: TissueShares | null,
): number | null {
  if (lengthCm === null || widthCm === null || exudate === null) return null;
  const size = pushAreaScore(lengthCm * widthCm);
  if (size === null) return null;
  if (size === 0) return 0 + PUSH_EXUDATE_SCORE[exudate];
  const t = pushTissueScore(tissue);
  return t === null ? null : size + PUSH_EXUDATE_SCORE[exudate] + t;
}

const round1 = (n: number) => Math.round(n * 10) / 10;
