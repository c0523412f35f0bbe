import { describe, expect, it } from 'vitest';
import { compareAreas } from './healing.ts';

const visit = (day: number, areaCm2: number, low: number, high: number) => ({
  date: new Date(Date.UTC(2026, 10, day)),
  areaCm2,
  low,
  high,
  assumed: false,
  newBaseline: false,
});

// The interval is [1 − high₂/low₁, 1 − low₂/high₁] (decision 0026); the figures below are worked by hand.
describe('the change between two visits, in words', () => {
  it('a shrinking wound: the reduction and its interval', () => {
    // 6.6 [5.4, 7.8] → 2.7 [2.0, 3.4]: 59 % smaller; 1 − 3.4/5.4 = 37 %, 1 − 2.0/7.8 = 74 %
    expect(compareAreas(visit(1, 6.6, 5.4, 7.8), visit(29, 2.7, 2.0, 3.4)).text).toBe(
      "59 % smaller; 37 to 74 % reduction from both visits' 95 % ranges",
    );
  });

  it('a growing wound: the interval as growth, not a negative reduction', () => {
    // 2.0 [1.8, 2.2] → 3.0 [2.7, 3.3]: 50 % larger; 1 − 3.3/1.8 = −83 %, 1 − 2.7/2.2 = −23 %
    expect(compareAreas(visit(1, 2.0, 1.8, 2.2), visit(29, 3.0, 2.7, 3.3)).text).toBe(
      "50 % larger; 23 to 83 % larger from both visits' 95 % ranges",
    );
  });

  it('wide ranges: an interval from smaller to larger, never a "−200 % reduction"', () => {
    // 3.0 [2, 4] → 3.3 [1, 6]: 1 − 6/2 = −200 %, 1 − 1/4 = 75 %
    expect(compareAreas(visit(1, 3.0, 2, 4), visit(29, 3.3, 1, 6)).text).toBe(
      "no measurable change (10 % larger); between 75 % smaller and 200 % larger from both visits' 95 % ranges",
    );
  });
});
