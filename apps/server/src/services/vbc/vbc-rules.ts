import type {
  TissueShares,
  VbcInsuranceType,
  VbcMeasurement,
  VbcPriority,
  VbcRiskLevel,
  VbcWoundType,
} from '@woundcare/api-types';
/**
 * The scoring rules behind POST /api/personalize-vbc. Every figure is a deterministic function
 * of the wound engine's measurement and the three form inputs; each rule states its rationale.
 * These are planning estimates for a value-based-care programme, not a diagnosis or a price
 * quote. See README.md in this folder for the whole rule set in one place.
 */

export type RiskLevel = VbcRiskLevel;
export type Priority = VbcPriority;

export const WOUND_LABEL: Record<VbcWoundType, string> = {
  diabetic_ulcer: 'diabetic foot ulcer',
  pressure_sore: 'pressure injury',
  surgical_wound: 'surgical wound',
};

// ─── PUSH ────────────────────────────────────────────────────────────────────────────────────
// The PUSH 3.0 subscores (size from length × width, exudate, tissue) are not scored here: they are
// the clinical core's (`clinical/tissue.ts`, `scorePush`), read from the assessment of the same
// photo and form, so the VBC tool and the wound record give one answer. The rules below take the
// core's PUSH size score where they need the wound's size: `area` below is the assessment's
// `push.sizeScore` (0–10), null without a calibrated size.

/** Slough + necrotic share of the bed ("debris" in Sibbald's NERDS), percent. */
export function debrisPct(tissue: TissueShares | null): number | null {
  return tissue ? tissue.slough + tissue.necrotic : null;
}

// ─── Risk ───────────────────────────────────────────────────────────────────────────────────

/**
 * Composite risk = the clinician's patient risk score (0–5) + what the photo adds:
 *   + 1.0 infection signs (the clinical core's infection screen says infected — never the photo's colour
 *         alone) — infection is the
 *         main reason chronic wounds stall and patients are admitted;
 *   + 0.5 a large wound (PUSH area ≥ 8, i.e. L × W > 8 cm²), + 0.5 more above 24 cm² (score 10)
 *         — size at presentation is one of the strongest predictors of non-healing;
 *   + 0.5 debris (slough + necrosis) ≥ 50 % of the bed — it needs debridement before it can heal.
 * It is read on the workspace's z-score bands (docs/spec-notes.md#z-score-bands: high ≥ 2.5, medium 1.5–2.4,
 * low < 1.5), so the form's default risk score of 1.5 is "medium" before the photo is counted.
 */
export function compositeRisk(riskScore: number, m: VbcMeasurement, infected: boolean, area: number | null) {
  const parts: { label: string; points: number }[] = [
    { label: `patient risk score ${riskScore.toFixed(1)}`, points: riskScore },
  ];
  if (infected) parts.push({ label: 'infection signs', points: 1 });
  if (area !== null && area >= 8) parts.push({ label: 'wound larger than 8 cm²', points: 0.5 });
  if (area !== null && area >= 10) parts.push({ label: 'wound larger than 24 cm²', points: 0.5 });
  const debris = debrisPct(m.tissue);
  if (debris !== null && debris >= 50) parts.push({ label: 'slough/necrosis ≥ 50 % of the bed', points: 0.5 });
  const score = Math.round(parts.reduce((a, p) => a + p.points, 0) * 10) / 10;
  return { score, parts, level: riskLevelOf(score) };
}

export function riskLevelOf(score: number): RiskLevel {
  if (score >= 2.5) return 'high';
  if (score >= 1.5) return 'medium';
  return 'low';
}

/**
 * Intervention priority:
 *   urgent   (within 24 h) — infection signs on a diabetic foot ulcer (a limb-threatening
 *            emergency in diabetic-foot guidance), or composite risk ≥ 3.5;
 *   high     (within 72 h) — high composite risk, or infection signs on another wound;
 *   standard (within 1 week) — medium risk;  routine (within 2 weeks) — low risk.
 */
export function interventionPriority(
  woundType: VbcWoundType,
  risk: { score: number; level: RiskLevel },
  infected: boolean,
): Priority {
  if ((infected && woundType === 'diabetic_ulcer') || risk.score >= 3.5) return 'urgent';
  if (risk.level === 'high' || infected) return 'high';
  if (risk.level === 'medium') return 'standard';
  return 'routine';
}

/** Days until the next measured photo, per priority (sooner when the wound is more at risk). */
export const REMEASURE_DAYS: Record<Priority, number> = { urgent: 2, high: 3, standard: 7, routine: 14 };
export const PRIORITY_WINDOW: Record<Priority, string> = {
  urgent: 'within 24 hours',
  high: 'within 72 hours',
  standard: 'within 1 week',
  routine: 'within 2 weeks',
};

// ─── Cost ───────────────────────────────────────────────────────────────────────────────────

/**
 * Expected cost of one wound episode under standard care, USD — planning assumptions of the
 * order of published per-episode estimates (diabetic foot ulcers: about $11,700 excess yearly
 * cost per patient in US claims, Rice et al., Diabetes Care 2014; pressure injuries: AHRQ puts
 * treatment at $20,900 and up; an uncomplicated surgical wound needs a few follow-up visits).
 * An organisation replaces them with its own cost data.
 */
export const BASE_EPISODE_COST: Record<VbcWoundType, number> = {
  diabetic_ulcer: 11_700,
  pressure_sore: 20_900,
  surgical_wound: 3_000,
};

/**
 * Size multiplier by PUSH area score: ≤ 2 cm² ×0.75, 2–8 cm² ×1, 8–24 cm² ×1.5, > 24 cm² ×2
 * (bigger wounds take longer and need more supplies). Without a sticker the size is unknown and
 * the multiplier is 1 — stated as an assumption in the answer.
 */
export function sizeMultiplier(areaScore: number | null): number {
  if (areaScore === null) return 1;
  if (areaScore <= 4) return 0.75;
  if (areaScore <= 7) return 1;
  if (areaScore <= 9) return 1.5;
  return 2;
}

/** Infection ×1.5 (antimicrobials, more visits, admissions); risk ×(1 + 0.1 × risk score). */
export function expectedEpisodeCost(
  woundType: VbcWoundType,
  riskScore: number,
  infected: boolean,
  area: number | null,
): number {
  const cost = BASE_EPISODE_COST[woundType] * sizeMultiplier(area) * (infected ? 1.5 : 1) * (1 + 0.1 * riskScore);
  return roundTo(cost, 10);
}

/**
 * Share of the episode cost a coordinated value-based pathway plans to avoid (measured
 * follow-up, early escalation, fewer unplanned visits): 20 %, or 30 % with infection signs
 * (treating early avoids admissions, the costliest part of an episode).
 */
export function avoidableShare(infected: boolean): number {
  return infected ? 0.3 : 0.2;
}

export function costSavingsPotential(episodeCost: number, infected: boolean): number {
  return roundTo(episodeCost * avoidableShare(infected), 10);
}

// ─── Scores (0–100) ─────────────────────────────────────────────────────────────────────────

/**
 * Quality score — the wound's state on the PUSH scale turned into 0–100 (100 = closed):
 *   100 × (1 − (area + tissue) / 14) with both subscores (14 = their maximum, exudate left out),
 *   100 × (1 − tissue / 4) without a calibrated size (flagged as not calibrated),
 * minus 15 with infection signs (PUSH has no infection item; infection stalls healing).
 * Clamped to 0–100, whole number. Null when the tissue could not be classified.
 */
export function qualityScore(areaScore: number | null, tissueScore: number | null, infected: boolean): number | null {
  if (tissueScore === null) return null;
  const base = areaScore === null ? 100 * (1 - tissueScore / 4) : 100 * (1 - (areaScore + tissueScore) / 14);
  return clamp(Math.round(base - (infected ? 15 : 0)), 0, 100);
}

/**
 * Intervention effectiveness — a planning score for how well the standard pathway is expected
 * to work for this wound (not a probability of healing): start from the wound type (surgical 85,
 * pressure 65, diabetic 60: acute wounds heal more reliably than chronic ones), then
 *   − 15 infection signs, − 10 debris ≥ 25 % (debridement must come first),
 *   − 10 PUSH area ≥ 8 (> 8 cm²), − 4 per point of patient risk score.
 * Clamped to 5–95.
 */
export const EFFECTIVENESS_BASE: Record<VbcWoundType, number> = {
  surgical_wound: 85,
  pressure_sore: 65,
  diabetic_ulcer: 60,
};

export function interventionEffectiveness(
  woundType: VbcWoundType,
  riskScore: number,
  m: VbcMeasurement,
  infected: boolean,
  area: number | null,
): number {
  const debris = debrisPct(m.tissue);
  let v = EFFECTIVENESS_BASE[woundType];
  if (infected) v -= 15;
  if (debris !== null && debris >= 25) v -= 10;
  if (area !== null && area >= 8) v -= 10;
  v -= 4 * riskScore;
  return clamp(Math.round(v), 5, 95);
}

/**
 * Patient satisfaction prediction — a heuristic for planning outreach, 0–100: 85, then
 *   − 15 self-pay (out-of-pocket cost is the strongest driver of dissatisfaction and drop-out),
 *   − 5 Medicaid (access barriers: transport, fewer in-network clinics),
 *   − 5 urgent or high priority (more visits, more burden), − 5 patient risk score ≥ 3.
 * Clamped to 0–100.
 */
export const INSURANCE_SATISFACTION: Record<VbcInsuranceType, number> = {
  medicare: 0,
  private: 0,
  medicaid: -5,
  self_pay: -15,
};

export function satisfactionPrediction(insurance: VbcInsuranceType, priority: Priority, riskScore: number): number {
  let v = 85 + INSURANCE_SATISFACTION[insurance];
  if (priority === 'urgent' || priority === 'high') v -= 5;
  if (riskScore >= 3) v -= 5;
  return clamp(v, 0, 100);
}

/** Week-4 area reduction that predicts healing by week 12 (≈ 50 %; Sheehan et al., Diabetes Care 2003). */
export const WEEK4_REDUCTION = 0.5;

function clamp(v: number, lo: number, hi: number) {
  return Math.min(hi, Math.max(lo, v));
}
/** Round to a multiple of `step`, after settling binary-fraction noise (13454.9999… → 13455 → 13460). */
function roundTo(v: number, step: number) {
  return Math.round(Math.round(v * 100) / 100 / step) * step;
}
