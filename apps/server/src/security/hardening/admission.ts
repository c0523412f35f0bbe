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

export interface FairGate {
  /** run `fn` when a slot is free; waiting keys take turns (round-robin), FIFO within a key */
  run<T>(key: string, fn: () => Promise<T>): Promise<T>;
  readonly active: number;
  readonly waiting: number;
}

/**
 * At most `limit` tasks at once, handed out fairly: when a slot frees, the key that has waited
 * its turn longest goes next, so one key's burst cannot queue every other key behind it.
 */
export function createFairGate(limit: number): FairGate {
  let active = 0;
  const queues = new Map<string, (() => void)[]>();
  const turn: string[] = [];
  let waiting = 0;
  const release = () => {
    const key = turn.shift();
    if (key === undefined) {
      active--;
      return;
    }
    const q = queues.get(key)!;
    const next = q.shift()!;
    if (q.length) turn.push(key);
    else queues.delete(key);
    waiting--;
    next();
  };
  return {
    get active() {
      return active;
    },
    get waiting() {
      return waiting;
    },
    async run<T>(key: string, fn: () => Promise<T>): Promise<T> {
      if (active >= limit) {
        await new Promise<void>((r) => {
          const q = queues.get(key);
          if (q) q.push(r);
          else {
            queues.set(key, [r]);
            turn.push(key);
          }
          waiting++;
        });
      } else active++;
      try {
        return await fn();
      } finally {
        release();
      }
    },
  };
}
