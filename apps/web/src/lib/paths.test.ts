import { describe, expect, it } from 'vitest';
import { isActivePath, paths } from './paths.ts';

describe('isActivePath (spec 000 §2.2)', () => {
  it('matches "/" only exactly', () => {
    expect(isActivePath('/', paths.home)).toBe(true);
    expect(isActivePath('/about', paths.home)).toBe(false);
    expect(isActivePath('/solutions/wound-measurement', paths.home)).toBe(false);
  });

  it('matches other paths by prefix, on segment boundaries', () => {
    expect(isActivePath('/solutions', paths.solutions)).toBe(true);
    expect(isActivePath('/solutions/care-coordination', paths.solutions)).toBe(true);
    expect(isActivePath('/services/mobile-unit', paths.services)).toBe(true);
    expect(isActivePath('/solutionsx', paths.solutions)).toBe(false);
    expect(isActivePath('/services', paths.solutions)).toBe(false);
  });
});
