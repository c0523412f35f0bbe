import { Hono, type Context } from 'hono';
import {
  recoveryCodeSchema,
  totpCodeSchema,
  twoFactorChangeSchema,
  twoFactorPasswordSchema,
} from '@woundcare/api-types/requests';
import type { TwoFactorSetupJson } from '@woundcare/api-types';
import type { AppDeps, AppEnv } from '../context.ts';
import { errorResponse } from '../lib/errors.ts';
import { readJson } from '../lib/validate.ts';
import { enforceLimit as limit, RateLimiter } from '../lib/rate-limit.ts';
import { sharedLimit } from '../lib/limit-store.ts';
import { requireUser } from '../lib/session.ts';
import { authRequest, normalize, withoutSessionToken } from '../lib/auth-answer.ts';
import { auditAs } from '../services/audit/audit-request.ts';
import { revokeOtherSessions } from '../services/auth/sessions.ts';
import {
  challengeCookie,
  challengeUser,
  confirmFreshCode,
  newSessionToken,
  usedCodesOf,
} from '../services/auth/two-factor.ts';
import { endSession } from '../services/auth/sessions.ts';

/**
 * Two-factor sign-in (better-auth's two-factor plugin) under /api/auth/two-factor/*: each body is
 * validated here first, every call is rate-limited per address (and per account where a password
 * is checked) and audited. Turning it on is two steps — `enable` (password → secret and recovery
 * codes, not yet in force) then `verify-totp` with a code from the app; the same `verify-totp`
 * (or `verify-backup-code`) is the second step of a sign-in. "Trust this device" is not offered.
 */
export function twoFactorRoutes(deps: AppDeps) {
  const windowMs = deps.env.RATE_LIMIT_AUTH_WINDOW_S * 1000;
  const max = deps.env.RATE_LIMIT_AUTH_MAX;
  const perIp = new RateLimiter(max, windowMs, Date.now, sharedLimit(deps, '2fa.ip'));
  const perAccount = new RateLimiter(max, windowMs, Date.now, sharedLimit(deps, '2fa.account'));
  const usedCodes = usedCodesOf(deps);
  const forward = async (c: Context<AppEnv>, path: string, body: unknown) => {
    const res = await deps.auth.handler(authRequest(c, new URL(`/api/auth/two-factor${path}`, deps.origin), body));
    // a wrong code is 401 whether or not signed in; the password routes are a signed-in caller's
    return normalize(c, res, { signedIn: !!c.get('user') && !path.startsWith('/verify-') });
  };
  const audit = (c: Context<AppEnv>, userId: string | null, action: string, resource?: string) =>
    auditAs(deps.db, c, userId, action, resource, null);

  /**
   * The second step of a sign-in, or the confirming code of a new setup. A sign-in is audited as
   * `auth.sign_in` once the code is right. Confirming a setup turns two-factor on and ends the
   * account's other sessions (they were opened with the password alone). A sign-in's challenge
   * cookie must be unambiguous (the limits read the one better-auth checks); an authenticator code
   * signs in once: the user better-auth verified claims `user + code`, and a request that loses
   * the claim (a replay, or a concurrent use of the same code) has its new session ended unseen.
   */
  const verify = async (c: Context<AppEnv>, path: '/verify-totp' | '/verify-backup-code', code: string) => {
    const user = c.get('user');
    const pending = user
      ? null
      : await challengeUser(deps.auth, await challengeCookie(deps.auth, c.req.header('cookie') ?? ''));
    if (pending) await limit(perAccount, `2fa:${pending}`);
    const recovery = path === '/verify-backup-code';
    const res = await forward(c, path, { code });
    if (!res.ok) {
      await audit(c, user?.id ?? pending, 'auth.two_factor_failed', recovery ? 'recovery code' : 'authenticator code');
      return res;
    }
    const data = (await res.clone().json()) as { user?: { id: string }; token?: string };
    if (user) {
      // confirming turns it on with a new session (its cookie in this answer): every other one ends
      const fresh = newSessionToken(res);
      if (!recovery && !user.twoFactorEnabled && fresh) {
        await usedCodes.claim(user.id, code);
        await revokeOtherSessions(deps.db, user.id, fresh);
        await audit(c, user.id, 'auth.two_factor_enabled');
      }
    } else if (data.user) {
      if (!recovery && !(await usedCodes.claim(data.user.id, code))) {
        await endSession(deps.db, data.user.id, data.token ?? newSessionToken(res) ?? '');
        await audit(c, data.user.id, 'auth.two_factor_failed', 'authenticator code used before');
        return errorResponse(c, {
          status: 401,
          code: 'INVALID_CODE',
          message: 'This code was already used to sign in. Wait for the next code in your app.',
        });
      }
      await audit(c, data.user.id, 'auth.sign_in', recovery ? 'recovery code' : 'authenticator code');
    }
    return withoutSessionToken(res);
  };

  const withPassword = async (c: Context<AppEnv>) => {
    const user = requireUser(c);
    await limit(perIp, `2fa-password:${c.get('ip')}`);
    await limit(perAccount, `2fa-password:${user.id}`);
    return { user, ...(await readJson(c, twoFactorPasswordSchema)) };
  };
  /** Turning the second factor off or new recovery codes: the password and, while it is on, a fresh code. */
  const withPasswordAndCode = async (c: Context<AppEnv>, action: string) => {
    const user = requireUser(c);
    await limit(perIp, `2fa-password:${c.get('ip')}`);
    await limit(perAccount, `2fa-password:${user.id}`);
    const { password, code } = await readJson(c, twoFactorChangeSchema);
    if (user.twoFactorEnabled)
      await confirmFreshCode(deps.auth, usedCodes, { headers: c.req.raw.headers, user, code, action });
    return { user, password };
  };

  return new Hono<AppEnv>()
    .post('/enable', async (c) => {
      const { user, password } = await withPassword(c);
      const res = await forward(c, '/enable', { password, method: 'totp' });
      if (!res.ok) {
        await audit(c, user.id, 'auth.two_factor_setup_failed');
        return res;
      }
      const data = (await res.json()) as { totpURI: string; backupCodes: string[] };
      await audit(c, user.id, 'auth.two_factor_setup_started');
      const secret = new URL(data.totpURI).searchParams.get('secret') ?? '';
      return c.json({ totpURI: data.totpURI, secret, backupCodes: data.backupCodes } satisfies TwoFactorSetupJson);
    })
    .post('/verify-totp', async (c) => {
      await limit(perIp, `2fa-verify:${c.get('ip')}`);
      const { code } = await readJson(c, totpCodeSchema);
      return verify(c, '/verify-totp', code);
    })
    .post('/verify-backup-code', async (c) => {
      await limit(perIp, `2fa-verify:${c.get('ip')}`);
      const { code } = await readJson(c, recoveryCodeSchema);
      return verify(c, '/verify-backup-code', code);
    })
    .post('/disable', async (c) => {
      const { user, password } = await withPasswordAndCode(c, 'turn two-factor sign-in off');
      const res = await forward(c, '/disable', { password });
      await audit(c, user.id, res.ok ? 'auth.two_factor_disabled' : 'auth.two_factor_disable_failed');
      return res;
    })
    .post('/generate-backup-codes', async (c) => {
      const { user, password } = await withPasswordAndCode(c, 'make new recovery codes');
      const res = await forward(c, '/generate-backup-codes', { password });
      if (res.ok) await audit(c, user.id, 'auth.two_factor_recovery_codes_renewed');
      return res;
    });
}
