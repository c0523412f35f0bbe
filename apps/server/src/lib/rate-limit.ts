/**
 * Fixed-window counter per key (client IP, account …). In memory: one server process.
 * A multi-process deployment puts a shared store behind the same interface.
 */
export class RateLimiter {
  private hits = new Map<string, { count: number; resetAt: number }>();

  constructor(
    readonly max: number,
    readonly windowMs: number,
    private now: () => number = Date.now,
  ) {}

  /** Count one hit; returns seconds to wait when over the limit, else 0. */
  hit(key: string): number {
    const t = this.now();
    let entry = this.hits.get(key);
    if (!entry || entry.resetAt <= t) {
      entry = { count: 0, resetAt: t + this.windowMs };
      this.hits.set(key, entry);
      if (this.hits.size > 50_000) this.sweep(t);
    }
    entry.count += 1;
    return entry.count > this.max ? Math.ceil((entry.resetAt - t) / 1000) : 0;
  }

  /** Seconds to wait if the key is over the limit now, else 0 (counts nothing). */
  peek(key: string): number {
    const t = this.now();
    const entry = this.hits.get(key);
    if (!entry || entry.resetAt <= t || entry.count < this.max) return 0;
    return Math.ceil((entry.resetAt - t) / 1000);
  }

  reset(key: string) {
    this.hits.delete(key);
  }

  private sweep(t: number) {
    for (const [k, v] of this.hits) if (v.resetAt <= t) this.hits.delete(k);
  }
}

/**
 * Failures with a growing back-off per key (account + address): the first `free` failures cost
 * nothing, then each further one closes the key for base·2^k seconds (capped). A success clears
 * the key. Stale keys are dropped once their back-off has long passed.
 */
export class BackoffLimiter {
  private entries = new Map<string, { failures: number; until: number; last: number }>();

  constructor(
    readonly free: number,
    readonly baseS: number,
    readonly maxS: number,
    private now: () => number = Date.now,
  ) {}

  /** Seconds until the key may try again (0: it may). */
  wait(key: string): number {
    const e = this.entries.get(key);
    if (!e) return 0;
    return Math.max(0, Math.ceil((e.until - this.now()) / 1000));
  }

  /** Count one failure; returns the back-off it starts, in seconds (0 while still free). */
  fail(key: string): number {
    const t = this.now();
    let e = this.entries.get(key);
    if (!e || t - e.last > this.maxS * 2000) e = { failures: 0, until: 0, last: t };
    e.failures += 1;
    e.last = t;
    const over = e.failures - this.free;
    const backoff = over > 0 ? Math.min(this.maxS, this.baseS * 2 ** (over - 1)) : 0;
    e.until = t + backoff * 1000;
    this.entries.set(key, e);
    if (this.entries.size > 50_000)
      for (const [k, v] of this.entries) if (t - v.last > this.maxS * 2000) this.entries.delete(k);
    return backoff;
  }

  succeed(key: string) {
    this.entries.delete(key);
  }
}
