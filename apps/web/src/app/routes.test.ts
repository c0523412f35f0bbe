import { describe, expect, it } from 'vitest';
import { matchRoutes } from 'react-router';
import { routes } from './routes.tsx';

describe('the route table', () => {
  it('sends unknown multi-segment paths to the catch-all 404 route', () => {
    const m = matchRoutes(routes, '/services/not-a-service')!;
    expect(m.at(-1)!.route.path).toBe('*');
    const known = matchRoutes(routes, '/services/virtual-care')!;
    expect(known.at(-1)!.route.path).toBe('services/virtual-care');
    // The sticker page is a static route, so it wins over the signed-in /:product route.
    expect(matchRoutes(routes, '/calibration-sticker')!.at(-1)!.route.path).toBe('calibration-sticker');
  });
});

describe("the patient's plan route", () => {
  it('is /plan/:token, outside the site layout and the signed-in guard', () => {
    const m = matchRoutes(routes, '/plan/AbC_def-123')!;
    expect(m.at(-1)!.route.path).toBe('plan/:token');
    expect(m.at(-1)!.params.token).toBe('AbC_def-123');
    // its layout is neither the site's root (header, footer) nor the workspace's guard
    expect(m.map((x) => x.route.path ?? '(layout)')).toEqual(['(layout)', 'plan/:token']);
    expect(m[0]!.route).not.toBe(routes.find((r) => r.path === '/'));
    // the home page and the 404 stay where they were
    expect(matchRoutes(routes, '/')!.at(-1)!.route.index).toBe(true);
    expect(matchRoutes(routes, '/plan/a/b')!.at(-1)!.route.path).toBe('*');
  });
});
