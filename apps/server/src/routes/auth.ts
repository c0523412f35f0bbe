import { Hono, type Context } from 'hono';
import { z } from 'zod';
import type { AppDeps, AppEnv } from '../context.ts';
import { ApiError, errorBody } from '../lib/errors.ts';
import { parseWith } from '../lib/validate.ts';
import { RateLimiter } from '../lib/rate-limit.ts';
import { recordAudit } from '../services/audit/record-audit.ts';
import { PASSWORD_MAX, PASSWORD_MIN } from '../auth.ts';

const email = z.string().trim().toLowerCase().max(254).pipe(z.email('is not a valid email address'));
const password = z
  .string()
  .min(PASSWORD_MIN, `Password must be at least ${PASSWORD_MIN} characters long`)
  .max(PASSWORD_MAX, `Password must be at most ${PASSWORD_MAX} characters long`);

const signUpSchema = z.object({
  email,
  password,
  first_name: z.string().trim().min(1, 'First name is required').max(100),
  last_name: z.string().trim().min(1, 'Last name is required').max(100),
  title: z.string().trim().max(120).optional().nullable(),
  organization: z.string().trim().max(160).optional().nullable(),
  rememberMe: z.boolean().optional(),
  /** booking a demo through a team invitation link: the new account joins that team */
  invitation_id: z.string().trim().min(1).max(200).optional(),
});
const signInSchema = z.object({ email, password: z.string().min(1).max(PASSWORD_MAX), rememberMe: z.boolean().optional() });
const resetRequestSchema = z.object({ email, redirectTo: z.string().max(300).optional() });
const resetSchema = z.object({ newPassword: password, token: z.string().min(1).max(512) });
const revokeSchema = z.object({ token: z.string().min(1).max(512) });
const changeSchema = z.object({ currentPassword: z.string().min(1).max(PASSWORD_MAX), newPassword: password });

/** The subset of better-auth's endpoints the product uses; anything else is a 404. */
const PASS_THROUGH = new Set(['/get-session', '/list-sessions', '/revoke-session', '/revoke-other-sessions', '/ok']);

export async function jsonBody(c: Context): Promise<unknown> {
  if (!(c.req.header('content-type') ?? '').toLowerCase().includes('application/json')) {
    throw new ApiError(415, 'UNSUPPORTED_MEDIA_TYPE', 'Send the body as application/json.');
  }
  try {
    return await c.req.json();
  } catch {
    throw new ApiError(400, 'INVALID_JSON', 'The request body is not valid JSON.');
  }
}

/** better-auth answers errors as { code, message }; the product answers { error: { code, message } }. */
export async function normalize(res: Response): Promise<Response> {
  // (an error without a JSON body — e.g. an empty 500 — gets the product's shape too)
  if (res.status < 400) return res;
  let payload: { code?: string; message?: string } = {};
  try {
    payload = (await res.clone().json()) as typeof payload;
  } catch {
    /* keep defaults */
  }
  const headers = new Headers(res.headers);
  headers.delete('content-length');
  headers.set('content-type', 'application/json');
  return new Response(JSON.stringify(errorBody(payload.code ?? 'AUTH_ERROR', payload.message ?? 'Authentication failed')), {
    status: res.status,
    headers,
  });
}

/** A new account made through an invitation link accepts it with its fresh session (an invalid one leaves the personal team). */
async function joinInvitedTeam(deps: AppDeps, res: Response, invitationId: string): Promise<void> {
  const cookie = res.headers.getSetCookie().map((sc) => sc.split(';')[0]).join('; ');
  await deps.auth.api.acceptInvitation({ body: { invitationId }, headers: new Headers({ cookie }) }).catch(() => undefined);
}

export function authRoutes(deps: AppDeps) {
  const windowMs = deps.env.RATE_LIMIT_AUTH_WINDOW_S * 1000;
  const perIp = new RateLimiter(deps.env.RATE_LIMIT_AUTH_MAX, windowMs);
  const perAccount = new RateLimiter(deps.env.RATE_LIMIT_AUTH_MAX, windowMs);

  const limit = (limiter: RateLimiter, key: string) => {
    const wait = limiter.hit(key);
    if (wait > 0) throw new ApiError(429, 'RATE_LIMITED', `Too many attempts. Please wait ${wait} seconds and try again.`);
  };

  const forward = (c: Context<AppEnv>, path: string, body: unknown) => {
    const headers = new Headers(c.req.raw.headers);
    headers.delete('content-length');
    headers.set('content-type', 'application/json');
    return deps.auth.handler(
      new Request(new URL(`/api/auth${path}`, deps.origin), { method: 'POST', headers, body: JSON.stringify(body) }),
    );
  };

  const audit = (c: Context<AppEnv>, userId: string | null, action: string, resource?: string) =>
    recordAudit(deps.db, { userId, action, resource, ip: c.get('ip'), userAgent: c.req.header('user-agent') });

  return new Hono<AppEnv>()
    .post('/sign-up/email', async (c) => {
      limit(perIp, `signup:${c.get('ip')}`);
      const body = parseWith(signUpSchema, await jsonBody(c));
      const res = await normalize(await forward(c, '/sign-up/email', { ...body, name: `${body.first_name} ${body.last_name}` }));
      if (res.ok) {
        const data = (await res.clone().json()) as { user?: { id: string } };
        if (data.user) await audit(c, data.user.id, 'auth.sign_up');
        if (data.user && body.invitation_id) await joinInvitedTeam(deps, res, body.invitation_id);
      }
      return res;
    })
    .post('/sign-in/email', async (c) => {
      limit(perIp, `signin:${c.get('ip')}`);
      const body = parseWith(signInSchema, await jsonBody(c));
      limit(perAccount, `signin:${body.email}`);
      const res = await normalize(await forward(c, '/sign-in/email', body));
      if (res.ok) {
        const data = (await res.clone().json()) as { user?: { id: string } };
        await audit(c, data.user?.id ?? null, 'auth.sign_in');
      } else {
        const user = await deps.db.selectFrom('user').select('id').where('email', '=', body.email).executeTakeFirst();
        await audit(c, user?.id ?? null, 'auth.sign_in_failed', body.email);
      }
      return res;
    })
    .post('/sign-out', async (c) => {
      const user = c.get('user');
      const res = await deps.auth.handler(c.req.raw);
      if (user) await audit(c, user.id, 'auth.sign_out');
      return normalize(res);
    })
    .post('/request-password-reset', async (c) => {
      limit(perIp, `reset:${c.get('ip')}`);
      const body = parseWith(resetRequestSchema, await jsonBody(c));
      limit(perAccount, `reset:${body.email}`);
      await normalize(await forward(c, '/request-password-reset', { email: body.email, redirectTo: '/reset-password' }));
      // Same answer whether or not the account exists: no account discovery.
      return c.json({ status: true, message: 'Password reset email sent! Check your inbox for instructions.' });
    })
    .post('/reset-password', async (c) => {
      limit(perIp, `reset:${c.get('ip')}`);
      const body = parseWith(resetSchema, await jsonBody(c));
      return normalize(await forward(c, '/reset-password', body));
    })
    .post('/change-password', async (c) => {
      const body = parseWith(changeSchema, await jsonBody(c));
      const res = await normalize(await forward(c, '/change-password', { ...body, revokeOtherSessions: true }));
      const user = c.get('user');
      if (res.ok && user) await audit(c, user.id, 'auth.change_password');
      return res;
    })
    .all('/*', async (c) => {
      const sub = c.req.path.replace(/^\/api\/auth/, '');
      if (!PASS_THROUGH.has(sub)) throw new ApiError(404, 'NOT_FOUND', 'No such endpoint');
      // the one pass-through that takes input: validated here like every other body
      if (sub === '/revoke-session' && c.req.method === 'POST') {
        return normalize(await forward(c, sub, parseWith(revokeSchema, await jsonBody(c))));
      }
      return normalize(await deps.auth.handler(c.req.raw));
    });
}
