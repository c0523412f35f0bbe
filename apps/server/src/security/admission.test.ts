import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { admission } from './admission.ts';

describe('admission', () => {
  it('lets at most `limit` requests run at once, serves the rest in arrival order, and frees slots on errors', async () => {
    let active = 0;
    let peak = 0;
    const order: number[] = [];
    const app = new Hono()
      .use('/slow/*', admission(2))
      .get('/slow/:n', async (c) => {
        active++;
        peak = Math.max(peak, active);
        await new Promise((r) => setTimeout(r, 20));
        active--;
        const n = Number(c.req.param('n'));
        order.push(n);
        if (n === 1) throw new Error('boom');
        return c.text(String(n));
      })
      .get('/fast', (c) => c.text('ok'));
    app.onError((_e, c) => c.text('error', 500));
    const started = [1, 2, 3, 4, 5, 6].map((n) => app.request(`/slow/${n}`));
    // a request outside the gate is not held up
    expect(await (await app.request('/fast')).text()).toBe('ok');
    expect(peak).toBeLessThanOrEqual(2);
    const statuses = (await Promise.all(started)).map((r) => r.status);
    expect(statuses).toEqual([500, 200, 200, 200, 200, 200]);
    expect(peak).toBe(2);
    expect(order.slice(2)).toEqual([3, 4, 5, 6]);
  });
});
