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
