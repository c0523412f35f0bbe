import { Hono, type Context } from 'hono';
import * as contract from '@woundcare/api-types/requests';
import type { AppDeps, AppEnv } from '../context.ts';
import { ApiError } from '../lib/errors.ts';
import { parseWith, readJson } from '../lib/validate.ts';
import { enforceLimit as limit, RateLimiter, tooManyAttempts } from '../lib/rate-limit.ts';
import { sharedLimit } from '../lib/limit-store.ts';
import { authRequest, cookiesSetBy, normalize, withoutSessionToken } from '../lib/auth-answer.ts';
import { newPasswordSchema } from '../lib/password-policy.ts';
import { auditAs } from '../services/audit/audit-request.ts';
import { dropResetTokens, keepNewestResetLink, resetTokenOwner } from '../services/auth/reset-tokens.ts';
import { markEmailVerified } from '../services/auth/email-verification.ts';
import { VERIFIED_CALLBACK } from '../services/auth/verification-mail.ts';
import { ownsSession } from '../services/auth/accounts.ts';
import { createSignInGuard } from '../services/auth/sign-in-guard.ts';
import { joinInvitedTeam } from '../services/teams/join-invitation.ts';

// the contract's schemas, with the server's common-password check on every new password
const password = newPasswordSchema;
const signUpSchema = contract.signUpSchema.extend({ password });
const resetSchema = contract.resetPasswordSchema.extend({ newPassword: password });
const changeSchema = contract.changePasswordSchema.extend({ newPassword: password });

/**
 * The subset of better-auth's endpoints the product uses; anything else is a 404. Not
 * list-sessions: it answers every session's token (GET /api/profile/sessions lists them without).
 */
const PASS_THROUGH = new Set(['/get-session', '/revoke-session', '/revoke-other-sessions', '/ok']);

export function authRoutes(deps: AppDeps) {
  const windowMs = deps.env.RATE_LIMIT_AUTH_WINDOW_S * 1000;
  const max = deps.env.RATE_LIMIT_AUTH_MAX;
  const perIp = new RateLimiter(max, windowMs, Date.now, sharedLimit(deps, 'auth.ip'));
  const perAccount = new RateLimiter(max, windowMs, Date.now, sharedLimit(deps, 'auth.account'));
  const signIn = createSignInGuard(deps);
  const forward = (c: Context<AppEnv>, path: string, body: unknown) =>
    deps.auth.handler(authRequest(c, new URL(`/api/auth${path}`, deps.origin), body));
  const audit = (c: Context<AppEnv>, userId: string | null, action: string, resource?: string, teamId?: string) =>
    auditAs(deps.db, c, userId, action, resource, teamId ?? c.get('team')?.id ?? null);

  return (
    new Hono<AppEnv>()
      .post('/sign-up/email', async (c) => {
        await limit(perIp, `signup:${c.get('ip')}`);
        const body = await readJson(c, signUpSchema);
        const name = `${body.first_name} ${body.last_name}`;
        const res = await normalize(c, await forward(c, '/sign-up/email', { ...body, name }));
        if (!res.ok) return res;
        const { user } = (await res.clone().json()) as { user?: { id: string } };
        if (!user) return res;
        await audit(c, user.id, 'auth.sign_up');
        const token = body.invitation_token;
        const joined = token ? await joinInvitedTeam(deps.db, deps.auth.api, cookiesSetBy(res), token) : null;
        if (joined) await audit(c, user.id, 'team.join', joined.invitationId, joined.teamId);
        return withoutSessionToken(res);
      })
      // the link of the confirmation mail: confirms the address, then opens the workspace
      .get('/verify-email', async (c) => {
        await limit(perIp, `verify:${c.get('ip')}`);
        const { token } = parseWith(contract.verifyEmailQuery, c.req.query());
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
        const body = await readJson(c, contract.signInSchema);
        const ip = c.get('ip');
        const { wait, userId } = await signIn.admit(body.email, ip, c.get('user')?.id ?? null);
        if (wait > 0) {
          c.header('retry-after', String(wait));
          throw tooManyAttempts(wait);
        }
        const res = await normalize(c, await forward(c, '/sign-in/email', body));
        if (!res.ok) {
          await signIn.failed(body.email, ip);
          await audit(c, userId, 'auth.sign_in_failed', body.email);
          return res;
        }
        await signIn.succeeded(body.email, ip);
        const data = (await res.clone().json()) as { user?: { id: string }; twoFactorRedirect?: boolean };
        // an account with two-factor has no session yet: routes/two-factor.ts audits the sign-in after the code
        if (data.twoFactorRedirect) await audit(c, userId, 'auth.two_factor_challenge');
        else await audit(c, data.user?.id ?? null, 'auth.sign_in');
        return withoutSessionToken(res);
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
        const { email } = await readJson(c, contract.resetRequestSchema);
        await limit(perAccount, `reset:${email}`);
        await normalize(c, await forward(c, '/request-password-reset', { email, redirectTo: '/reset-password' }));
        // one live link per account: the one just made (older links stop working); audited. With
        // SMTP this runs after answering, like the mail, so the answer's timing does not depend on
        // whether the account exists.
        const after = async () => {
          const userId = await keepNewestResetLink(deps.db, email);
          if (userId) await audit(c, userId, 'auth.password_reset_requested');
        };
        const logged = (e: unknown) =>
          deps.log(`[auth] after a reset request: ${e instanceof Error ? e.message : String(e)}`);
        if (deps.env.SMTP_URL) void after().catch(logged);
        else await after();
        // Same answer whether or not the account exists: no account discovery.
        return c.json({ status: true, message: 'Password reset email sent! Check your inbox for instructions.' });
      })
      .post('/reset-password', async (c) => {
        await limit(perIp, `reset:${c.get('ip')}`);
        const body = await readJson(c, resetSchema);
        const owner = await resetTokenOwner(deps.db, body.token);
        const res = await normalize(c, await forward(c, '/reset-password', body));
        if (!res.ok || !owner) return res;
        await dropResetTokens(deps.db, owner);
        // the reset link went to the address: using it confirms the address too
        await markEmailVerified(deps.db, owner);
        await audit(c, owner, 'auth.password_reset');
        return res;
      })
      .post('/change-password', async (c) => {
        await limit(perIp, `change:${c.get('ip')}`);
        const user = c.get('user');
        if (user) await limit(perAccount, `change:${user.id}`);
        const body = await readJson(c, changeSchema);
        const res = await normalize(c, await forward(c, '/change-password', { ...body, revokeOtherSessions: true }));
        if (user && res.ok) await dropResetTokens(deps.db, user.id);
        if (user) await audit(c, user.id, res.ok ? 'auth.change_password' : 'auth.change_password_failed');
        return res;
      })
      .all('/*', async (c) => {
        const sub = c.req.path.replace(/^\/api\/auth/, '');
        if (!PASS_THROUGH.has(sub)) throw new ApiError('NOT_FOUND', 'No such endpoint');
        const user = c.get('user');
        // the one pass-through that takes input: validated here like every other body
        if (sub === '/revoke-session' && c.req.method === 'POST') {
          const body = await readJson(c, contract.revokeSessionSchema);
          // another user's session (or none) is not found, for this user
          if (user && !(await ownsSession(deps.db, user.id, body.token)))
            throw new ApiError('NOT_FOUND', 'No such session');
          const res = await normalize(c, await forward(c, sub, body));
          if (user && res.ok) await audit(c, user.id, 'auth.revoke_session');
          return res;
        }
        const res = await withoutSessionToken(await normalize(c, await deps.auth.handler(c.req.raw)));
        if (sub === '/revoke-other-sessions' && c.req.method === 'POST' && user && res.ok)
          await audit(c, user.id, 'auth.revoke_other_sessions');
        return res;
      })
  );
}
