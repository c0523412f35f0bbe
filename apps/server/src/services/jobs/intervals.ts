/**
 * The periodic work a job system does while it runs (heartbeats, sweeps of stale assessments):
 * intervals that never keep the process alive on their own, and all stop together.
 */
export function createIntervals() {
  let timers: NodeJS.Timeout[] = [];
  return {
    every(ms: number, run: () => void): void {
      const timer = setInterval(run, ms);
      timer.unref();
      timers.push(timer);
    },
    clear(): void {
      for (const timer of timers) clearInterval(timer);
      timers = [];
    },
  };
}
