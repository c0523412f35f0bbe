import { ApiError } from './errors.ts';
import { MemoryLimitStore, type SharedLimit } from './limit-store.ts';

const local = (): SharedLimit => ({ store: new MemoryLimitStore(), name: 'local' });

/**
 * Fixed-window counter per key (client IP, account …). Counts in this process's memory unless
 * given a shared store (lib/limit-store.ts: PostgreSQL's `limit_counter`, so servers count together).
 */
export class RateLimiter {
  private readonly limit: SharedLimit;

  constructor(
    readonly max: number,
    readonly windowMs: number,
    private now: () => number = Date.now,
    shared: SharedLimit = local(),
  ) {
    this.limit = shared;
  }

  /** Count one hit; returns seconds to wait when over the limit, else 0. */
  async hit(key: string): Promise<number> {
    const t = this.now();
    const w = await this.limit.store.windowHit(this.limit.name, key, this.windowMs, t);
    return w.count > this.max ? Math.max(1, Math.ceil((w.resetAt - t) / 1000)) : 0;
  }

  /** Seconds to wait if the key is over the limit now, else 0 (counts nothing). */
  async peek(key: string): Promise<number> {
    const t = this.now();
    const w = await this.limit.store.windowPeek(this.limit.name, key, t);
    if (!w || w.count < this.max) return 0;
    return Math.max(1, Math.ceil((w.resetAt - t) / 1000));
  }

  async reset(key: string): Promise<void> {
    await this.limit.store.remove(this.limit.name, key);
  }
}

/**
 * Failures with a growing back-off per key (account + address): the first `free` failures cost
 * nothing, then each further one closes the key for base·2^k seconds (capped). A success clears
 * the key. A key without a failure for twice the cap starts again from zero.
 */
export class BackoffLimiter {
  private readonly limit: SharedLimit;

  constructor(
    readonly free: number,
    readonly baseS: number,
    readonly maxS: number,
    private now: () => number = Date.now,
    shared: SharedLimit = local(),
  ) {
    this.limit = shared;
  }

  /** Seconds until the key may try again (0: it may). */
  async wait(key: string): Promise<number> {
    const until = await this.limit.store.heldUntil(this.limit.name, key);
    return Math.max(0, Math.ceil((until - this.now()) / 1000));
  }

  /** Count one failure; returns the back-off it starts, in seconds (0 while still free). */
  async fail(key: string): Promise<number> {
    const t = this.now();
    const failures = await this.limit.store.failureHit(this.limit.name, key, this.maxS * 2000, t);
    const over = failures - this.free;
    const backoff = over > 0 ? Math.min(this.maxS, this.baseS * 2 ** (over - 1)) : 0;
    if (backoff > 0) await this.limit.store.holdUntil(this.limit.name, key, t + backoff * 1000);
    return backoff;
  }

  async succeed(key: string): Promise<void> {
    await this.limit.store.remove(this.limit.name, key);
  }
}

/** The answer to a caller over a limit: wait this many seconds. */
export const tooManyAttempts = (wait: number) =>
  new ApiError('RATE_LIMITED', `Too many attempts. Please wait ${wait} seconds and try again.`);

/** Count one attempt for `key`; over the limit, a 429 RATE_LIMITED naming the wait. */
export async function enforceLimit(limiter: RateLimiter, key: string): Promise<void> {
  const wait = await limiter.hit(key);
  if (wait > 0) throw tooManyAttempts(wait);
}
