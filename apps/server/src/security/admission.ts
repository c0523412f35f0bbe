import type { MiddlewareHandler } from 'hono';

/**
 * At most `limit` requests through at once; the rest wait their turn (FIFO). A burst of heavy
 * requests (50 photo uploads at the same moment) then takes the same total time, but the event
 * loop holds only a few of them at any moment, so light requests (/health, page data) are not
 * queued behind all of them.
 */
export function admission(limit: number): MiddlewareHandler {
  let active = 0;
  const waiting: (() => void)[] = [];
  return async (_c, next) => {
    if (active >= limit) await new Promise<void>((r) => waiting.push(r));
    else active++;
    try {
      await next();
    } finally {
      const nextUp = waiting.shift();
      if (nextUp) nextUp();
      else active--;
    }
  };
}
