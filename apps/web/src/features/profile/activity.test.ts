import { describe, expect, it } from 'vitest';
import { activityLabel, collapseActivity } from './activity.ts';

describe('activityLabel', () => {
  it('names known actions and spells out unknown codes', () => {
    expect(activityLabel('auth.sign_in')).toBe('Signed in');
    expect(activityLabel('auth.sign_in_failed')).toBe('Failed sign-in attempt');
    expect(activityLabel('assessment.delete')).toBe('Assessment delete');
    expect(activityLabel('')).toBe('Activity');
  });
});

describe('collapseActivity', () => {
  it('merges consecutive repeats only', () => {
    const e = (action: string, resource: string | null) => ({ action, resource });
    const rows = collapseActivity([
      e('assessment.read', 'a-1'),
      e('assessment.read', 'a-1'),
      e('assessment.read', 'a-2'),
      e('assessment.read', 'a-1'),
    ]);
    expect(rows.map((r) => [r.entry.resource, r.count])).toEqual([
      ['a-1', 2],
      ['a-2', 1],
      ['a-1', 1],
    ]);
  });
});
