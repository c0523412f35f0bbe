import { describe, expect, it } from 'vitest';
import { activityLabel } from './activity.ts';

describe('activityLabel', () => {
  it('names known actions and spells out unknown codes', () => {
    expect(activityLabel('auth.sign_in')).toBe('Signed in');
    expect(activityLabel('auth.sign_in_failed')).toBe('Failed sign-in attempt');
    expect(activityLabel('thread.delete')).toBe('Thread delete');
    expect(activityLabel('')).toBe('Activity');
  });
});
