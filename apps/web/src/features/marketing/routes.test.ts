import { describe, expect, it } from 'vitest';
import type { RouteObject } from 'react-router';
import { paths } from '../../lib/paths.ts';
import { SERVICE_IDS, SOLUTION_IDS } from '../../content/ids.ts';
import { solutions } from '../../content/solutions.ts';
import { services } from '../../content/services.ts';
import { pressPage } from '../../content/press.ts';
import { serviceGroups, solutionLinks } from '../../content/navigation.ts';
import type { PageMeta } from '../../lib/meta.ts';
import { marketingRoutes } from './routes.tsx';

const routePath = (r: RouteObject) => (r.index ? '/' : `/${r.path}`);
const meta = (r: RouteObject) => (r.handle as { meta: PageMeta }).meta;

describe('marketing route table', () => {
  it('has every public route (docs/spec-notes.md#public-routes) plus the sticker page, once', () => {
    const all = marketingRoutes.map(routePath);
    expect(new Set(all).size).toBe(all.length);
    const expected = [
      '/',
      '/solutions',
      ...SOLUTION_IDS.map(paths.solution),
      '/services',
      ...SERVICE_IDS.map(paths.service),
      '/tech-base',
      '/about',
      '/careers',
      '/press',
      '/contact',
      '/privacy',
      '/terms',
      '/security',
      '/calibration-sticker',
    ];
    expect([...all].sort()).toEqual([...expected].sort());
    expect(SOLUTION_IDS).toHaveLength(4);
    expect(SERVICE_IDS).toHaveLength(11);
  });

  it('gives every route a title, description, keywords and category, all distinct', () => {
    for (const r of marketingRoutes) {
      const m = meta(r);
      expect(m.description.length, routePath(r)).toBeGreaterThan(50);
      expect(m.description.length, routePath(r)).toBeLessThanOrEqual(170);
      expect(m.keywords?.length, routePath(r)).toBeGreaterThan(0);
      expect(m.category, routePath(r)).toBeTruthy();
      if (!r.index) expect(m.title, routePath(r)).toBeTruthy();
    }
    const titles = marketingRoutes.map((r) => meta(r).title);
    expect(new Set(titles).size).toBe(titles.length);
  });

  it('has content for every solution and service id', () => {
    expect(solutions.map((s) => s.id).sort()).toEqual([...SOLUTION_IDS].sort());
    expect(services.map((s) => s.id).sort()).toEqual([...SERVICE_IDS].sort());
  });

  it('links only to pages that exist (content, navigation, news)', () => {
    const targets = [
      ...solutions.flatMap((s) => s.services.map((l) => l.path)),
      ...pressPage.news.map((n) => n.link.path),
      ...solutionLinks.map((l) => l.to),
      ...serviceGroups.flatMap((g) => g.links.map((l) => l.to)),
    ];
    const known = new Set(marketingRoutes.map(routePath));
    for (const t of targets) expect(known.has(t), t).toBe(true);
  });
});
