import { describe, expect, it } from 'vitest';
import { antibiotics, CALCULATOR_DEFAULTS, formulary, medications, type Medication } from './data.ts';
import {
  averageDiscount,
  formularyOptimisation,
  parseCalculatorInputs,
  patientImpact,
  projectedSavings,
  savingsPercent,
  stewardship,
} from './rules.ts';

describe('MedOpti price figures', () => {
  it('derives the spec sample discounts from the prices (40 %, 29.6 %, 34.8 %)', () => {
    expect(medications.map(savingsPercent)).toEqual([40, 29.6, 34.8]);
  });

  it('projected savings is the sum of current − negotiated', () => {
    expect(projectedSavings(medications)).toBe(34 + 37 + 73);
    expect(projectedSavings([])).toBe(0);
  });

  it('average discount is the mean savings percent to one decimal', () => {
    expect(averageDiscount(medications)).toBe(34.8);
    const two: Medication[] = [
      { name: 'a', currentPrice: 100, negotiatedPrice: 90, category: '', woundType: '' },
      { name: 'b', currentPrice: 100, negotiatedPrice: 85, category: '', woundType: '' },
    ];
    expect(averageDiscount(two)).toBe(12.5);
    expect(averageDiscount([])).toBeNull();
  });
});

describe('formulary and stewardship', () => {
  it('formulary optimisation is the preferred-tier share', () => {
    expect(formularyOptimisation(formulary)).toBe(71); // 5 of 7
    expect(formularyOptimisation([])).toBeNull();
  });

  it('stewardship counts culture-guided courses and over-long courses', () => {
    const s = stewardship(antibiotics);
    expect(s.courses).toBe(110);
    expect(s.cultureGuidedRate).toBe(70.9); // 78 / 110
    expect(s.overGuideline).toEqual(['Amoxicillin–clavulanate']);
  });
});

describe('patient impact calculator', () => {
  const raw = (p: string, m: string, mo: string) => ({ patients: p, medicationsPerPatient: m, months: mo });

  it('computes the defaults: 150 patients × 3 medications × 6 months × $48 average saving', () => {
    const parsed = parseCalculatorInputs(
      raw(
        String(CALCULATOR_DEFAULTS.patients),
        String(CALCULATOR_DEFAULTS.medicationsPerPatient),
        String(CALCULATOR_DEFAULTS.months),
      ),
    );
    expect(parsed.ok).toBe(true);
    if (!parsed.ok) return;
    const r = patientImpact(parsed, medications);
    expect(r.perSupply).toBe(48);
    expect(r.monthlySavings).toBe(21_600);
    expect(r.totalSavings).toBe(129_600);
    expect(r.perPatient).toBe(864);
  });

  it('scales linearly and gives zero for zero patients', () => {
    expect(patientImpact({ patients: 0, medicationsPerPatient: 3, months: 6 }, medications).totalSavings).toBe(0);
    expect(patientImpact({ patients: 10, medicationsPerPatient: 1, months: 1 }, medications).totalSavings).toBe(480);
  });

  it('answers empty, negative, fractional and non-numeric input with a message, never NaN', () => {
    const r = parseCalculatorInputs(raw('', '-2', 'abc'));
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.errors.patients).toBe('Enter the number of patients.');
    expect(r.errors.medicationsPerPatient).toBe(
      'Enter the medications per patient as 0 or more, not a negative number.',
    );
    expect(r.errors.months).toBe('Enter the number of months as a number.');
    const frac = parseCalculatorInputs(raw('1.5', '3', '6'));
    expect(frac.ok ? null : frac.errors.patients).toBe('Enter the number of patients as a whole number.');
  });
});
