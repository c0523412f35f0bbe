import { mean, percentOf, round, sum } from '../shared/figures.ts';
import { say } from '../../../lib/i18n/workspace-i18n.ts';
import { medoptiCopy } from './medopti-copy.ts';
import type { AntibioticUse, FormularyItem, Medication } from './data.ts';

/** Discount of one medication: (current − negotiated) / current, percent to one decimal. */
export function savingsPercent(m: Pick<Medication, 'currentPrice' | 'negotiatedPrice'>): number {
  return round(((m.currentPrice - m.negotiatedPrice) / m.currentPrice) * 100, 1);
}

/** Savings of one month's supply, USD. */
export function unitSavings(m: Pick<Medication, 'currentPrice' | 'negotiatedPrice'>): number {
  return m.currentPrice - m.negotiatedPrice;
}

/** Projected savings = Σ (current − negotiated) over the sample medications (docs/spec-notes.md#medopti-figures). */
export function projectedSavings(meds: readonly Medication[]): number {
  return sum(meds.map(unitSavings));
}

/** Average discount = mean of the savingsPercent figures, one decimal (docs/spec-notes.md#medopti-figures); null for none. */
export function averageDiscount(meds: readonly Medication[]): number | null {
  const m = mean(meds.map(savingsPercent));
  return m === null ? null : round(m, 1);
}

/** Formulary optimisation = share of formulary items on the preferred tier, percent (whole number). */
export function formularyOptimisation(items: readonly FormularyItem[]): number | null {
  return percentOf(items.filter((i) => i.tier === 'Preferred').length, items.length, 0);
}

/** Stewardship figures: culture-guided share of courses, and courses longer than the guideline. */
export function stewardship(rows: readonly AntibioticUse[]) {
  const courses = sum(rows.map((r) => r.courses));
  const guided = sum(rows.map((r) => r.cultureGuided));
  return {
    courses,
    cultureGuidedRate: percentOf(guided, courses, 1),
    overGuideline: rows.filter((r) => r.meanDays > r.guidelineDays).map((r) => r.name),
    perDrugGuidedRate: rows.map((r) => ({ name: r.name, rate: percentOf(r.cultureGuided, r.courses, 1) ?? 0 })),
  };
}

export type CalculatorField = 'patients' | 'medicationsPerPatient' | 'months';

export type ParsedInputs =
  | { ok: true; patients: number; medicationsPerPatient: number; months: number }
  | { ok: false; errors: Partial<Record<CalculatorField, string>> };

const FIELDS: readonly CalculatorField[] = ['patients', 'medicationsPerPatient', 'months'];

/**
 * Read the calculator's three text inputs. Each must be a whole number of 0 or more; an empty,
 * negative, fractional or non-numeric entry yields a message for that field (never NaN).
 */
export function parseCalculatorInputs(raw: Record<CalculatorField, string>): ParsedInputs {
  const errors: Partial<Record<CalculatorField, string>> = {};
  const values: Partial<Record<CalculatorField, number>> = {};
  for (const field of FIELDS) {
    const text = raw[field].trim();
    const n = Number(text);
    const says = medoptiCopy.errors[field];
    if (text === '') errors[field] = say(says.empty);
    else if (!Number.isFinite(n)) errors[field] = say(says.notNumber);
    else if (n < 0) errors[field] = say(says.negative);
    else if (!Number.isInteger(n)) errors[field] = say(says.fraction);
    else values[field] = n;
  }
  if (Object.keys(errors).length) return { ok: false, errors };
  return {
    ok: true,
    patients: values.patients!,
    medicationsPerPatient: values.medicationsPerPatient!,
    months: values.months!,
  };
}

/**
 * Patient impact of the negotiated prices.
 *
 * Assumption (stated on screen): each medication a patient uses is one month's supply per month,
 * and its saving is the average saving per supply over the sample medications,
 * mean(current − negotiated). Then
 *   monthly savings = patients × medications per patient × average saving per supply
 *   total savings   = monthly savings × months
 *   per patient     = medications per patient × average saving per supply × months
 */
export function patientImpact(
  inputs: { patients: number; medicationsPerPatient: number; months: number },
  meds: readonly Medication[],
) {
  const perSupply = mean(meds.map(unitSavings)) ?? 0;
  const monthly = inputs.patients * inputs.medicationsPerPatient * perSupply;
  return {
    perSupply: round(perSupply, 2),
    monthlySavings: round(monthly, 2),
    totalSavings: round(monthly * inputs.months, 2),
    perPatient: round(inputs.medicationsPerPatient * perSupply * inputs.months, 2),
  };
}
