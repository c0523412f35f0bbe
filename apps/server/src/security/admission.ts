export interface Gate {
  /** run `fn` when a slot is free (FIFO), holding the slot until it settles */
  run<T>(fn: () => Promise<T>): Promise<T>;
  readonly active: number;
  readonly waiting: number;
}

/**
 * At most `limit` tasks at once; the rest wait their turn (FIFO). A burst of heavy requests
 * (50 photo uploads at the same moment) then takes the same total time, but the event loop holds
 * only a few of them at any moment, so light requests (/health, page data) are not queued behind
 * all of them.
 */
export function createGate(limit: number): Gate {
  let active = 0;
  const queue: (() => void)[] = [];
  return {
    get active() {
      return active;
    },
    get waiting() {
      return queue.length;
    },
    async run<T>(fn: () => Promise<T>): Promise<T> {
      if (active >= limit) await new Promise<void>((r) => queue.push(r));
      else active++;
      try {
        return await fn();
      } finally {
        const nextUp = queue.shift();
        if (nextUp) nextUp();
        else active--;
      }
    },
  };
}
