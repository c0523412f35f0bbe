import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createIntervals } from './intervals.ts';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('createIntervals', () => {
  it('runs each task on its own period until cleared, then never again', () => {
    const intervals = createIntervals();
    const heartbeat = vi.fn();
    const sweep = vi.fn();
    intervals.every(100, heartbeat);
    intervals.every(250, sweep);
    vi.advanceTimersByTime(500);
    expect([heartbeat.mock.calls.length, sweep.mock.calls.length]).toEqual([5, 2]);
    intervals.clear();
    vi.advanceTimersByTime(1000);
    expect([heartbeat.mock.calls.length, sweep.mock.calls.length]).toEqual([5, 2]);
  });

  it('does not hold the process open', () => {
    const setIntervalSpy = vi.spyOn(globalThis, 'setInterval');
    const intervals = createIntervals();
    intervals.every(100, () => undefined);
    const timer = setIntervalSpy.mock.results[0]!.value as NodeJS.Timeout;
    expect(timer.hasRef()).toBe(false);
    intervals.clear();
    setIntervalSpy.mockRestore();
  });
});
