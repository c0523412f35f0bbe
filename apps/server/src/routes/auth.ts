import { Hono, type Context } from 'hono';
import * as contract from '@woundcare/api-types/requests';
import type { AppDeps, AppEnv } from '../context.ts';
import { AUTH_ERROR_CODES, type AuthErrorCode } from '@woundcare/api-types';
import { ApiError, errorResponse, isErrorCode, type AuthRefusal } from '../lib/errors.ts';
import { parseWith } from '../lib/validate.ts';
import { BackoffLimiter, RateLimiter } from '../lib/rate-limit.ts';
import { sharedLimit } from '../lib/limit-store.ts';
import { recordAudit } from '../services/audit/record-audit.ts';
import { newPasswordSchema } from '../lib/password-policy.ts';
import { dropResetTokens, resetTokenOwner } from '../services/auth/reset-tokens.ts';
import { markEmailVerified } from '../services/auth/email-verification.ts';
import { VERIFIED_CALLBACK } from '../services/auth/verification-mail.ts';
import { invitationByToken } from '../services/teams/invitation-tokens.ts';

// the contract's schemas, with the server's common-password check on every new password
const password = newPasswordSchema;
const signUpSchema = contract.signUpSchema.extend({ password });
const signInSchema = contract.signInSchema;
const resetRequestSchema = contract.resetRequestSchema;
const resetSchema = contract.resetPasswordSchema.extend({ newPassword: password });
const revokeSchema = contract.revokeSessionSchema;
const changeSchema = contract.changePasswordSchema.extend({ newPassword: password });
const verifyQuery = contract.verifyEmailQuery;

/** The subset of better-auth's endpoints the product uses; anything else is a 404. */
const PASS_THROUGH = new Set(['/get-session', '/list-sessions', '/revoke-session', '/revoke-other-sessions', '/ok']);

export async function jsonBody(c: Context): Promise<unknown> {
  if (!(c.req.header('content-type') ?? '').toLowerCase().includes('application/json')) {
    throw new ApiError('UNSUPPORTED_MEDIA_TYPE', 'Send the body as application/json.');
  }
  try {
    return await c.req.json();
  } catch {
    throw new ApiError('INVALID_JSON', 'The request body is not valid JSON.');
  }
}

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

const isAuthErrorCode = (code: unknown): code is AuthErrorCode =>
  typeof code === 'string' && (AUTH_ERROR_CODES as readonly string[]).includes(code);

/**
 * A new account made through an invitation link accepts it with its fresh session; the link's
 * token (mailed to the address) is the proof, the sign-up already matched it to the address. An
 * unknown or used token leaves the personal team. Returns the team joined, or null.
 */
async function joinInvitedTeam(
  deps: AppDeps,
  res: Response,
  token: string,
): Promise<{ invitationId: string; teamId: string } | null> {
  const invitation = await invitationByToken(deps.db, token);
  if (!invitation?.usable) return null;
  const cookie = res.headers
    .getSetCookie()
    .map((sc) => sc.split(';')[0])
    .join('; ');
  const joined = await deps.auth.api
    .acceptInvitation({ body: { invitationId: invitation.id }, headers: new Headers({ cookie }) })
    .then(
      () => true,
      () => false,
    );
  return joined ? { invitationId: invitation.id, teamId: invitation.organizationId } : null;
}
/** Wrong passwords from one address for one account before its back-off starts (1 s, 2 s, 4 s … 15 min). */
const SIGN_IN_FREE_FAILURES = 5;
/** Wrong passwords for one account from all addresses in 15 minutes before unknown addresses wait. */
const ACCOUNT_WIDE_FAILURES = 100;
/** An address the account signed in from within this many days is "known". */
const KNOWN_ADDRESS_DAYS = 90;

const tooMany = (wait: number) =>
  new ApiError('RATE_LIMITED', `Too many attempts. Please wait ${wait} seconds and try again.`);

export function authRoutes(deps: AppDeps) {
  const windowMs = deps.env.RATE_LIMIT_AUTH_WINDOW_S * 1000;
  const perIp = new RateLimiter(deps.env.RATE_LIMIT_AUTH_MAX, windowMs, Date.now, sharedLimit(deps, 'auth.ip'));
  const perAccount = new RateLimiter(
    deps.env.RATE_LIMIT_AUTH_MAX,
    windowMs,
    Date.now,
    sharedLimit(deps, 'auth.account'),
  );
  // Sign-in failures count per account AND address, with a growing back-off: a stranger's wrong
  // passwords slow the stranger down, not the owner elsewhere. A flood from many addresses makes
  // unknown addresses wait; the owner's known addresses and sessions are never held back by it.
  const signInBackoff = new BackoffLimiter(
    SIGN_IN_FREE_FAILURES,
    1,
    15 * 60,
    Date.now,
    sharedLimit(deps, 'auth.sign-in-backoff'),
  );
  const accountWide = new RateLimiter(
    ACCOUNT_WIDE_FAILURES,
    15 * 60_000,
    Date.now,
    sharedLimit(deps, 'auth.account-wide'),
  );

  const limit = async (limiter: RateLimiter, key: string) => {
    const wait = await limiter.hit(key);
    if (wait > 0) throw tooMany(wait);
  };
  const userIdByEmail = async (address: string) =>
    (await deps.db.selectFrom('user').select('id').where('email', '=', address).executeTakeFirst())?.id ?? null;
  const knownAddress = async (c: Context<AppEnv>, userId: string) => {
    if (c.get('user')?.id === userId) return true;
    const since = new Date(Date.now() - KNOWN_ADDRESS_DAYS * 86_400_000);
    const row = await deps.db
      .selectFrom('audit_log')
      .select('id')
      .where('user_id', '=', userId)
      .where('action', '=', 'auth.sign_in')
      .where('ip', '=', c.get('ip'))
      .where('created_at', '>', since)
      .limit(1)
      .executeTakeFirst();
    return !!row;
  };

  const forward = (c: Context<AppEnv>, path: string, body: unknown) => {
    const headers = new Headers(c.req.raw.headers);
    headers.delete('content-length');
    headers.set('content-type', 'application/json');
    return deps.auth.handler(
      new Request(new URL(`/api/auth${path}`, deps.origin), { method: 'POST', headers, body: JSON.stringify(body) }),
    );
  };

  const audit = (c: Context<AppEnv>, userId: string | null, action: string, resource?: string, teamId?: string) =>
    recordAudit(deps.db, {
      userId,
      action,
      resource,
      teamId: teamId ?? c.get('team')?.id ?? null,
      ip: c.get('ip'),
      userAgent: c.req.header('user-agent'),
    });

  return (
    new Hono<AppEnv>()
      .post('/sign-up/email', async (c) => {
        await limit(perIp, `signup:${c.get('ip')}`);
        const body = parseWith(signUpSchema, await jsonBody(c));
        const res = await normalize(
          c,
          await forward(c, '/sign-up/email', { ...body, name: `${body.first_name} ${body.last_name}` }),
        );
        if (res.ok) {
          const data = (await res.clone().json()) as { user?: { id: string } };
          if (data.user) await audit(c, data.user.id, 'auth.sign_up');
          const joined =
            data.user && body.invitation_token ? await joinInvitedTeam(deps, res, body.invitation_token) : null;
          if (data.user && joined) await audit(c, data.user.id, 'team.join', joined.invitationId, joined.teamId);
        }
        return res;
      })
      // the link of the confirmation mail: confirms the address, then opens the workspace
      .get('/verify-email', async (c) => {
        await limit(perIp, `verify:${c.get('ip')}`);
        const { token } = parseWith(verifyQuery, c.req.query());
        const url = new URL('/api/auth/verify-email', deps.origin);
        url.searchParams.set('token', token);
        url.searchParams.set('callbackURL', VERIFIED_CALLBACK);
        const headers = new Headers(c.req.raw.headers);
        return normalize(c, await deps.auth.handler(new Request(url, { method: 'GET', headers })));
      })
      // a new confirmation mail to the signed-in user's own address
      .post('/send-verification-email', async (c) => {
        await limit(perIp, `verify-send:${c.get('ip')}`);
        const user = c.get('user');
        if (!user) throw new ApiError('UNAUTHORIZED', 'Please sign in to continue.');
        await limit(perAccount, `verify-send:${user.id}`);
        const res = await normalize(c, await forward(c, '/send-verification-email', { email: user.email }));
        if (res.ok) await audit(c, user.id, 'auth.verification_sent');
        return res;
      })
      .post('/sign-in/email', async (c) => {
        await limit(perIp, `signin:${c.get('ip')}`);
        const body = parseWith(signInSchema, await jsonBody(c));
        const key = `${body.email}|${c.get('ip')}`;
        const wait = await signInBackoff.wait(key);
        if (wait > 0) {
          c.header('retry-after', String(wait));
          throw tooMany(wait);
        }
        const userId = await userIdByEmail(body.email);
        const known = userId ? await knownAddress(c, userId) : false;
        const held = known ? 0 : await accountWide.peek(body.email);
        if (held > 0) {
          c.header('retry-after', String(held));
          throw tooMany(held);
        }
        const res = await normalize(c, await forward(c, '/sign-in/email', body));
        if (res.ok) {
          await signInBackoff.succeed(key);
          const data = (await res.clone().json()) as { user?: { id: string }; twoFactorRedirect?: boolean };
          // an account with two-factor has no session yet: routes/two-factor.ts audits the sign-in after the code
          if (data.twoFactorRedirect) await audit(c, userId, 'auth.two_factor_challenge');
          else await audit(c, data.user?.id ?? null, 'auth.sign_in');
        } else {
          await signInBackoff.fail(key);
          await accountWide.hit(body.email);
          await audit(c, userId, 'auth.sign_in_failed', body.email);
        }
        return res;
      })
      .post('/sign-out', async (c) => {
        const user = c.get('user');
        const res = await deps.auth.handler(c.req.raw);
        // recorded only when a session was there and it ended
        if (user && res.ok) await audit(c, user.id, 'auth.sign_out');
        return normalize(c, res);
      })
      .post('/request-password-reset', async (c) => {
        await limit(perIp, `reset:${c.get('ip')}`);
        const body = parseWith(resetRequestSchema, await jsonBody(c));
        await limit(perAccount, `reset:${body.email}`);
        await normalize(
          c,
          await forward(c, '/request-password-reset', { email: body.email, redirectTo: '/reset-password' }),
        );
        // one live link per account: the one just made (older links stop working); audited. With
        // SMTP this runs after answering, like the mail, so the answer's timing does not depend on
        // whether the account exists.
        const after = async () => {
          const userId = await userIdByEmail(body.email);
          if (!userId) return;
          await dropResetTokens(deps.db, userId, { keepNewest: true });
          await audit(c, userId, 'auth.password_reset_requested');
        };
        if (deps.env.SMTP_URL)
          void after().catch((e: unknown) =>
            deps.log(`[auth] after a reset request: ${e instanceof Error ? e.message : String(e)}`),
          );
        else await after();
        // Same answer whether or not the account exists: no account discovery.
        return c.json({ status: true, message: 'Password reset email sent! Check your inbox for instructions.' });
      })
      .post('/reset-password', async (c) => {
        await limit(perIp, `reset:${c.get('ip')}`);
        const body = parseWith(resetSchema, await jsonBody(c));
        const owner = await resetTokenOwner(deps.db, body.token);
        const res = await normalize(c, await forward(c, '/reset-password', body));
        if (res.ok && owner) {
          await dropResetTokens(deps.db, owner);
          // the reset link went to the address: using it confirms the address too
          await markEmailVerified(deps.db, owner);
          await audit(c, owner, 'auth.password_reset');
        }
        return res;
      })
      .post('/change-password', async (c) => {
        await limit(perIp, `change:${c.get('ip')}`);
        const user = c.get('user');
        if (user) await limit(perAccount, `change:${user.id}`);
        const body = parseWith(changeSchema, await jsonBody(c));
        const res = await normalize(c, await forward(c, '/change-password', { ...body, revokeOtherSessions: true }));
        if (user && res.ok) {
          await dropResetTokens(deps.db, user.id);
          await audit(c, user.id, 'auth.change_password');
        } else if (user) {
          await audit(c, user.id, 'auth.change_password_failed');
        }
        return res;
      })
      .all('/*', async (c) => {
        const sub = c.req.path.replace(/^\/api\/auth/, '');
        if (!PASS_THROUGH.has(sub)) throw new ApiError('NOT_FOUND', 'No such endpoint');
        // the one pass-through that takes input: validated here like every other body
        if (sub === '/revoke-session' && c.req.method === 'POST') {
          const body = parseWith(revokeSchema, await jsonBody(c));
          const user = c.get('user');
          if (user) {
            // another user's session (or none) is not found, for this user
            const own = await deps.db
              .selectFrom('session')
              .select('id')
              .where('token', '=', body.token)
              .where('userId', '=', user.id)
              .executeTakeFirst();
            if (!own) throw new ApiError('NOT_FOUND', 'No such session');
          }
          const res = await normalize(c, await forward(c, sub, body));
          if (user && res.ok) await audit(c, user.id, 'auth.revoke_session');
          return res;
        }
        const res = await normalize(c, await deps.auth.handler(c.req.raw));
        const user = c.get('user');
        if (sub === '/revoke-other-sessions' && c.req.method === 'POST' && user && res.ok)
          await audit(c, user.id, 'auth.revoke_other_sessions');
        return res;
      })
  );
}
