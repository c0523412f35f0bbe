import { describe, expect, it } from 'vitest';
import { countBy, mean, percentOf, round, sum, truncate } from './figures.ts';
import { formatDate, formatPercent, formatUsd, formatUsdCompact } from './format.ts';

describe('figures', () => {
  it('sums and averages, with no NaN for an empty list', () => {
    expect(sum([1, 2, 3.5])).toBe(6.5);
    expect(sum([])).toBe(0);
    expect(mean([40, 29.6, 34.8])).toBeCloseTo(34.8, 10);
    expect(mean([])).toBeNull();
  });

  it('rounds half away from zero', () => {
    expect(round(1.005, 2)).toBe(1.01);
    expect(round(34.7619, 1)).toBe(34.8);
    expect(round(-2.25, 1)).toBe(-2.3);
    expect(round(66.66666, 1)).toBe(66.7);
  });

  it('gives a percent of a whole, null for a zero whole', () => {
    expect(percentOf(2, 3)).toBe(66.7);
    expect(percentOf(1, 0)).toBeNull();
  });

  it('counts per key in key order, zero for missing keys', () => {
    const counts = countBy(['a', 'c', 'a'], ['a', 'b', 'c'] as const, (x) => x as 'a' | 'b' | 'c');
    expect(counts).toEqual({ a: 2, b: 0, c: 1 });
    expect(Object.keys(counts)).toEqual(['a', 'b', 'c']);
  });

  it('cuts text to the limit with an ellipsis only when needed', () => {
    expect(truncate('short', 30)).toBe('short');
    const long = 'Medicare Coverage Expansion for Advanced Wound Dressings';
    const cut = truncate(long, 30);
    expect(cut).toBe('Medicare Coverage Expansion fo…');
    expect(cut.length).toBe(31);
    expect(truncate('x'.repeat(30), 30)).toBe('x'.repeat(30));
  });
});

describe('format', () => {
  it('formats money plainly and compactly', () => {
    expect(formatUsd(129600)).toBe('$129,600');
    expect(formatUsdCompact(4_710_000)).toBe('$4.71M');
    expect(formatUsdCompact(525_400)).toBe('$525.4K');
    expect(formatUsdCompact(780)).toBe('$780');
    expect(formatUsdCompact(2_000_000)).toBe('$2M');
  });

  it('formats percents and dates', () => {
    expect(formatPercent(34.8)).toBe('34.8%');
    expect(formatPercent(null)).toBe('—');
    expect(formatDate('2025-06-30')).toBe('Jun 30, 2025');
  });
});
