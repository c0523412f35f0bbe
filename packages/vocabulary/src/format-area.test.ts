import { describe, expect, it } from 'vitest';
import { formatArea, formatAreaRange, formatAreaRangeParts, formatOutlineQuality } from './format-area.ts';

describe('formatArea: the area with its ± rounded to what the uncertainty supports', () => {
  it.each([
    [4.2345, 0.34, '4.2 ± 0.4 cm²'],
    [4.2345, 0.034, '4.23 ± 0.04 cm²'],
    [12.49, 1.6, '12 ± 2 cm²'],
    [0.21, 0.004, '0.21 ± 0.01 cm²'],
    [4.2345, null, '4.23 cm²'],
    [null, 0.3, 'not measured'],
  ] as const)('%s ± %s → %s', (a, u, expected) => {
    expect(formatArea(a, u)).toBe(expected);
  });
  it('keeps at most two decimals and at least none', () => {
    expect(formatArea(4.2345, 0.0001)).toBe('4.23 ± 0.01 cm²');
    expect(formatArea(40.6, 25)).toBe('41 ± 25 cm²');
  });
  it('writes a ± that reaches zero as a range from zero, never a negative area', () => {
    expect(formatArea(2.3, 2.6)).toBe('2 cm² (0–5 cm²)');
    expect(formatArea(0.42, 0.5)).toBe('0.4 cm² (0–1.0 cm²)');
    expect(formatArea(1.5, 1.5)).toBe('2 cm² (0–3 cm²)');
    // a measured interval that stays above zero keeps the ± form
    expect(formatArea(2.4, 1.6)).toBe('2 ± 2 cm²');
    expect(formatArea(0.42, 0.3)).toBe('0.4 ± 0.3 cm²');
  });
});

describe('formatOutlineQuality', () => {
  it('shows the score as a percentage and asks for review when a check failed', () => {
    expect(formatOutlineQuality({ score: 0.823, review: false })).toBe('82 %');
    expect(formatOutlineQuality({ score: 0.41, review: true })).toBe('41 % — Review the outline');
    expect(formatOutlineQuality(null)).toBe('not measured');
  });
});

describe('formatAreaRange: the area with its range and the range coverage', () => {
  it('writes the range with its stated coverage, rounded outwards to what the range supports', () => {
    expect(formatAreaRange(4.31, { low_cm2: 2.54, high_cm2: 6.07, coverage: 0.95 })).toBe(
      '4.3 cm², 95 % range 2.5–6.1 cm²',
    );
    expect(formatAreaRange(0.42, { low_cm2: 0.335, high_cm2: 0.507, coverage: 0.95 })).toBe(
      '0.42 cm², 95 % range 0.33–0.51 cm²',
    );
  });

  it('keeps a wide range readable: each end two significant figures, a small low end never written as 0', () => {
    expect(formatAreaRange(19.4, { low_cm2: 0.634, high_cm2: 77.2, coverage: 0.95 })).toBe(
      '19 cm², 95 % range 0.63–78 cm²',
    );
    expect(formatAreaRange(0.8, { low_cm2: 0.31, high_cm2: 5.02, coverage: 0.95 })).toBe(
      '0.80 cm², 95 % range 0.31–5.1 cm²',
    );
  });

  it('gives the same text in two parts for a screen that sets the area large', () => {
    const range = { low_cm2: 1.31, high_cm2: 2.38, coverage: 0.95 };
    expect(formatAreaRangeParts(1.82, range)).toEqual({ value: '1.8 cm²', range: '95 % range 1.3–2.4 cm²' });
    expect(formatAreaRangeParts(4.2, null, 0.3)).toEqual({ value: '4.2 ± 0.3 cm²', range: null });
    const { value, range: r } = formatAreaRangeParts(1.82, range);
    expect(`${value}, ${r}`).toBe(formatAreaRange(1.82, range));
  });

  it('falls back to the ± without a range, and says "not measured" without an area', () => {
    expect(formatAreaRange(4.2, null, 0.3)).toBe('4.2 ± 0.3 cm²');
    expect(formatAreaRange(null, { low_cm2: 1, high_cm2: 2, coverage: 0.95 })).toBe('not measured');
  });

  it('the plain statement replaces the score when the engine reports one', () => {
    expect(
      formatOutlineQuality({ score: 0.3, review: true, statement: 'Check the outline: the edge is blurred' }),
    ).toBe('Check the outline: the edge is blurred');
  });
});
