import { describe, expect, it } from 'vitest';
import { isActivePath, paths, returnPath, signInThen } from './paths.ts';

describe('isActivePath (docs/spec-notes.md#active-link)', () => {
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

describe('returnPath (where a sign-in leads)', () => {
  it('goes back to the signed-in page a link led to', () => {
    expect(returnPath('?next=%2Fdemo%2Fwounds%2Fw1')).toBe('/demo/wounds/w1');
    expect(returnPath(`?${new URLSearchParams({ next: '/demo/upload?wound=w1' })}`)).toBe('/demo/upload?wound=w1');
    expect(returnPath('?next=/treatment-plan/analysis-1')).toBe('/treatment-plan/analysis-1');
    expect(new URLSearchParams(signInThen('/demo/patients/p1').split('?')[1]).get('next')).toBe('/demo/patients/p1');
  });
  it('refuses anything that is not one of this site’s signed-in pages', () => {
    for (const next of ['https://evil.example/demo', '//evil.example/demo', '/demo//evil', '/about', 'demo', ''])
      expect(returnPath(`?${new URLSearchParams({ next })}`), next).toBe('/demo');
    expect(returnPath('')).toBe('/demo');
    expect(returnPath('?next=/demonstrate')).toBe('/demo');
  });
});
