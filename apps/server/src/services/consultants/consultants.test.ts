import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/support/harness.ts';
import { US_STATES } from '../../db/seed/us-states.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('consultant directory seed', () => {
  it('has several fictional clinicians for every one of the 50 states', async () => {
    const rows = await t.deps.db.selectFrom('consultants').selectAll().execute();
    expect(US_STATES).toHaveLength(50);
    for (const s of US_STATES) {
      const mine = rows.filter((r) => r.state === s.name);
      expect(mine.length, s.name).toBeGreaterThanOrEqual(3);
      expect(
        mine.some((r) => r.availability === 'available'),
        s.name,
      ).toBe(true);
    }
    for (const r of rows) {
      expect(r.phone).toMatch(/^\(\d{3}\) 555-01\d{2}$/);
      expect(r.email).toMatch(/@example\.org$/);
      expect(r.rating).toBeGreaterThanOrEqual(4.5);
      expect(r.rating).toBeLessThanOrEqual(5);
      expect(Array.isArray(r.consultation_types)).toBe(true);
    }
    expect(new Set(rows.map((r) => r.name)).size).toBe(rows.length);
  });
});
