import type { Context } from 'hono';
import { getConnInfo } from '@hono/node-server/conninfo';

/**
 * The client's address. With `trustedHops` proxies in front (TRUST_PROXY), each of them appended
 * the address it received the request from to X-Forwarded-For, so the client is the entry
 * `trustedHops` from the right; anything left of it was written by the client and is ignored.
 * Without trusted proxies (0), the socket's address.
 */
export function clientIp(c: Context, trustedHops: number): string {
  if (trustedHops > 0) {
    const fwd = c.req.header('x-forwarded-for');
    const entries = fwd
      ? fwd
          .split(',')
          .map((s) => s.trim())
          .filter(Boolean)
      : [];
    // fewer entries than hops: the request did not pass through all of them — take the leftmost we have
    if (entries.length) return entries[Math.max(0, entries.length - trustedHops)]!.slice(0, 64);
  }
  try {
    return getConnInfo(c).remote.address ?? 'unknown';
  } catch {
    return 'local';
  }
}
