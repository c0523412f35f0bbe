import type { Context } from 'hono';
import { getConnInfo } from '@hono/node-server/conninfo';

/** The client's address: X-Forwarded-For only when TRUST_PROXY is on, else the socket's. */
export function clientIp(c: Context, trustProxy: boolean): string {
  if (trustProxy) {
    const fwd = c.req.header('x-forwarded-for');
    if (fwd) return fwd.split(',')[0]!.trim().slice(0, 64);
  }
  try {
    return getConnInfo(c).remote.address ?? 'unknown';
  } catch {
    return 'local';
  }
}
