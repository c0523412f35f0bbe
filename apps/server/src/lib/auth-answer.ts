import type { Context } from 'hono';
import { AUTH_ERROR_CODES, type AuthErrorCode } from '@woundcare/api-types';
import { ApiError, errorResponse, isErrorCode, type AuthRefusal } from './errors.ts';

const isAuthErrorCode = (code: unknown): code is AuthErrorCode =>
  typeof code === 'string' && (AUTH_ERROR_CODES as readonly string[]).includes(code);

/**
 * better-auth answers errors as { code, message } with its own status; the product answers
 * { error: { code, message } }. One of our codes keeps the table's status; one of better-auth's
 * codes the contract lists (AUTH_ERROR_CODES) keeps better-auth's status; any other code, or an
 * error without a JSON body (e.g. an empty 500), is AUTH_ERROR. A signed-in caller refused with
 * 401 (the team endpoints) gets 403 (FORBIDDEN for better-auth's bare UNAUTHORIZED).
 */
export async function normalize(c: Context, res: Response, opts: { signedIn?: boolean } = {}): Promise<Response> {
  if (res.status < 400) return res;
  let payload: { code?: unknown; message?: unknown } = {};
  try {
    payload = (await res.clone().json()) as typeof payload;
  } catch {
    /* keep defaults */
  }
  const message = typeof payload.message === 'string' && payload.message ? payload.message : 'Authentication failed';
  const refused = opts.signedIn && res.status === 401;
  const code = refused && payload.code === 'UNAUTHORIZED' ? 'FORBIDDEN' : payload.code;
  const out = isErrorCode(code)
    ? errorResponse(c, new ApiError(code, message))
    : errorResponse(c, {
        status: refused ? 403 : (res.status as AuthRefusal['status']),
        code: isAuthErrorCode(code) ? code : 'AUTH_ERROR',
        message,
      });
  // better-auth's headers (a cookie it clears) go with the answer
  res.headers.forEach((value, key) => {
    if (key !== 'content-length' && key !== 'content-type' && key !== 'set-cookie') out.headers.set(key, value);
  });
  for (const cookie of res.headers.getSetCookie()) out.headers.append('set-cookie', cookie);
  return out;
}

/**
 * The caller's request re-sent to better-auth at `url` with its headers (cookies, origin …): a
 * validated `body` as a JSON POST, or without one a GET. The original body's length and (for a
 * GET) type are dropped.
 */
export function authRequest(c: Context, url: URL, body?: unknown): Request {
  const headers = new Headers(c.req.raw.headers);
  headers.delete('content-length');
  if (body === undefined) {
    headers.delete('content-type');
    return new Request(url, { method: 'GET', headers });
  }
  headers.set('content-type', 'application/json');
  return new Request(url, { method: 'POST', headers, body: JSON.stringify(body) });
}

/** The `name=value` pairs of the cookies an answer sets, as a request's cookie header. */
export function cookiesSetBy(res: Response): string {
  return res.headers
    .getSetCookie()
    .map((sc) => sc.split(';')[0])
    .join('; ');
}

/**
 * better-auth's answer without a session token in its JSON (`token`, `session.token`): the token
 * travels only in the httpOnly cookie, so no script on the page can read or send it elsewhere.
 */
export async function withoutSessionToken(res: Response): Promise<Response> {
  if (!res.ok || !(res.headers.get('content-type') ?? '').includes('json')) return res;
  const data = (await res.clone().json()) as unknown;
  if (!data || typeof data !== 'object') return res;
  const { token: _token, ...rest } = data as Record<string, unknown>;
  const session = rest.session as Record<string, unknown> | undefined;
  if (session && typeof session === 'object') {
    const { token: _sessionToken, ...kept } = session;
    rest.session = kept;
  }
  const headers = new Headers(res.headers);
  headers.delete('content-length');
  return new Response(JSON.stringify(rest), { status: res.status, headers });
}
