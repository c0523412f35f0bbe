import { describe, expect, it } from 'vitest';
import { deriveAssessment } from '../derive-assessment.ts';
import { ALL_CASES, buildInputs, CASE_GROUPS, checkCase } from './index.ts';

describe('clinical case library', () => {
  it('holds at least 150 cases with unique ids, each expectation cited', () => {
    expect(ALL_CASES.length).toBeGreaterThanOrEqual(150);
    const ids = ALL_CASES.map((c) => c.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const c of ALL_CASES) {
      expect(c.expect.length, c.id).toBeGreaterThan(0);
      for (const e of c.expect) expect(e.cite.length, c.id).toBeGreaterThan(20);
    }
  });

  for (const [group, cases] of Object.entries(CASE_GROUPS))
    describe(group, () => {
      for (const c of cases)
        it(`${c.id}: ${c.title}`, () => {
          expect(checkCase(c, deriveAssessment(buildInputs(c.given)))).toEqual([]);
        });
    });
});
