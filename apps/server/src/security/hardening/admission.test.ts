import { describe, expect, it } from 'vitest';
import { createGate } from './admission.ts';

describe('admission gate', () => {
  it('runs at most `limit` tasks at once, the rest in arrival order, and frees slots on errors', async () => {
    const gate = createGate(2);
    let active = 0;
    let peak = 0;
    const order: number[] = [];
    const task = (n: number) => async () => {
      active++;
      peak = Math.max(peak, active);
      await new Promise((r) => setTimeout(r, 20));
      active--;
      order.push(n);
      if (n === 1) throw new Error('boom');
      return n;
    };
    const started = [1, 2, 3, 4, 5, 6].map((n) => gate.run(task(n)));
    expect(gate.active).toBe(2);
    expect(gate.waiting).toBe(4);
    const settled = await Promise.allSettled(started);
    expect(settled.map((s) => s.status)).toEqual([
      'rejected',
      'fulfilled',
      'fulfilled',
      'fulfilled',
      'fulfilled',
      'fulfilled',
    ]);
    expect(peak).toBe(2);
    expect(order.slice(2)).toEqual([3, 4, 5, 6]);
    expect(gate.active).toBe(0);
    expect(gate.waiting).toBe(0);
    // the slot freed by the failed task was reused: a new task runs at once
    await expect(gate.run(async () => 'again')).resolves.toBe('again');
  });
});
