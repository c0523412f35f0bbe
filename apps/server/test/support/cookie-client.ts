import { browserRequest } from './browser-request.ts';

/** The origin a fleet's servers are told they serve (PUBLIC_ORIGIN), sent by its clients. */
export const FLEET_ORIGIN = 'http://127.0.0.1:3999';

/**
 * A browser-like client of several servers at once: one cookie jar (a session made on one server
 * is sent to the others), the fleet's origin, and a client address of its own (X-Forwarded-For).
 */
export function cookieClient(ip: string, origin = FLEET_ORIGIN) {
  let cookie = '';
  return async (base: string, route: string, init: RequestInit & { json?: unknown } = {}) => {
    const { headers, body } = browserRequest(init, { origin, ip, cookie });
    const res = await fetch(`${base}${route}`, { ...init, headers, body });
    const set = res.headers.getSetCookie().map((c) => c.split(';')[0]!);
    if (set.length) cookie = set.join('; ');
    return res;
  };
}
export type CookieClient = ReturnType<typeof cookieClient>;
