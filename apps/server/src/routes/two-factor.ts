import { Hono, type Context } from 'hono';
import { recoveryCodeSchema, totpCodeSchema, twoFactorPasswordSchema } from '@woundcare/api-types/requests';
import type { TwoFactorSetupJson } from '@woundcare/api-types';
import type { AppDeps, AppEnv } from '../context.ts';
import { ApiError, errorResponse } from '../lib/errors.ts';
import { parseWith } from '../lib/validate.ts';
import { RateLimiter } from '../lib/rate-limit.ts';
import { sharedLimit, type SharedLimit } from '../lib/limit-store.ts';
import { requireUser } from '../lib/session.ts';
import { recordAudit } from '../services/audit/record-audit.ts';
import { revokeOtherSessions } from '../services/auth/sessions.ts';
import { jsonBody, normalize } from './auth.ts';

/** The cookie better-auth sets between a right password and the second step (value: `<challenge id>.<signature>`). */
const CHALLENGE_COOKIE = /(?:^|;\s*)(?:__Secure-)?woundly\.two_factor=([^;]+)/;

/**
 * Authenticator codes that signed in, kept while they stay valid (the current 30 s step and one
 * either side: 90 s), so that a code seen over a shoulder or a phished one cannot sign in a second
 * time (NIST SP 800-63B §5.1.4.2). Kept in the limit store: on PostgreSQL every server sees them.
 */
class UsedCodes {
  constructor(private readonly shared: SharedLimit) {}
  async seen(key: string): Promise<boolean> {
    return !!(await this.shared.store.windowPeek(this.shared.name, key, Date.now()));
  }
  async add(key: string): Promise<void> {
    await this.shared.store.windowHit(this.shared.name, key, 90_000, Date.now());
  }
}

/** The token of the session cookie an answer sets (`<token>.<signature>`), if it sets one. */
function newSessionToken(res: Response): string | null {
  for (const sc of res.headers.getSetCookie()) {
    const m = /^(?:__Secure-)?woundly\.session_token=([^;]+)/.exec(sc);
    if (m?.[1]) return decodeURIComponent(m[1]).split('.')[0] || null;
  }
  return null;
}

/**
 * Two-factor sign-in (better-auth's two-factor plugin) under /api/auth/two-factor/*: each body is
 * validated here first, every call is rate-limited per address (and per account where a password
 * is checked) and audited. Turning it on is two steps — `enable` (password → secret and recovery
 * codes, not yet in force) then `verify-totp` with a code from the app; the same `verify-totp`
 * (or `verify-backup-code`) is the second step of a sign-in. "Trust this device" is not offered.
 */
export function twoFactorRoutes(deps: AppDeps) {
  const windowMs = deps.env.RATE_LIMIT_AUTH_WINDOW_S * 1000;
  const perIp = new RateLimiter(deps.env.RATE_LIMIT_AUTH_MAX, windowMs, Date.now, sharedLimit(deps, '2fa.ip'));
  const perAccount = new RateLimiter(
    deps.env.RATE_LIMIT_AUTH_MAX,
    windowMs,
    Date.now,
    sharedLimit(deps, '2fa.account'),
  );
  const usedCodes = new UsedCodes(sharedLimit(deps, '2fa.used-code'));
  const limit = async (limiter: RateLimiter, key: string) => {
    const wait = await limiter.hit(key);
    if (wait > 0) throw new ApiError('RATE_LIMITED', `Too many attempts. Please wait ${wait} seconds and try again.`);
  };

  const forward = async (c: Context<AppEnv>, path: string, body: unknown) => {
    const headers = new Headers(c.req.raw.headers);
    headers.delete('content-length');
    headers.set('content-type', 'application/json');
    const res = await deps.auth.handler(
      new Request(new URL(`/api/auth/two-factor${path}`, deps.origin), {
        method: 'POST',
        headers,
        body: JSON.stringify(body),
      }),
    );
    // a wrong code is 401 whether or not signed in; the password routes are a signed-in caller's
    return normalize(c, res, { signedIn: !!c.get('user') && !path.startsWith('/verify-') });
  };
  const audit = (c: Context<AppEnv>, userId: string | null, action: string, resource?: string) =>
    recordAudit(deps.db, { userId, action, resource, ip: c.get('ip'), userAgent: c.req.header('user-agent') });

  /** Whose sign-in the challenge cookie stands for (to audit a wrong code on their account), if it is live. */
  const challengeUser = async (c: Context<AppEnv>): Promise<string | null> => {
    const raw = CHALLENGE_COOKIE.exec(c.req.header('cookie') ?? '')?.[1];
    if (!raw) return null;
    let id: string;
    try {
      id = decodeURIComponent(raw).split('.')[0] ?? '';
    } catch {
      return null;
    }
    if (!id.startsWith('2fa-') || id.length > 64) return null;
    const ctx = await deps.auth.$context;
    return (await ctx.internalAdapter.findVerificationValue(id))?.value ?? null;
  };

  /**
   * The second step of a sign-in, or the confirming code of a new setup. A sign-in is audited as
   * `auth.sign_in` once the code is right. Confirming a setup turns two-factor on and ends the
   * account's other sessions (they were opened with the password alone).
   */
  const verify = async (c: Context<AppEnv>, path: '/verify-totp' | '/verify-backup-code', code: string) => {
    const user = c.get('user');
    const pending = user ? null : await challengeUser(c);
    if (pending) await limit(perAccount, `2fa:${pending}`);
    const recovery = path === '/verify-backup-code';
    const replayKey = !recovery && pending ? `${pending}:${code}` : null;
    if (replayKey && (await usedCodes.seen(replayKey))) {
      await audit(c, pending, 'auth.two_factor_failed', 'authenticator code used before');
      return errorResponse(c, {
        status: 401,
        code: 'INVALID_CODE',
        message: 'This code was already used to sign in. Wait for the next code in your app.',
      });
    }
    const res = await forward(c, path, { code });
    if (!res.ok) {
      await audit(c, user?.id ?? pending, 'auth.two_factor_failed', recovery ? 'recovery code' : 'authenticator code');
      return res;
    }
    const data = (await res.clone().json()) as { user?: { id: string } };
    if (user) {
      // confirming turns it on with a new session (its cookie in this answer): every other one ends
      const fresh = newSessionToken(res);
      if (!recovery && !user.twoFactorEnabled && fresh) {
        await revokeOtherSessions(deps.db, user.id, fresh);
        await audit(c, user.id, 'auth.two_factor_enabled');
      }
    } else if (data.user) {
      if (replayKey) await usedCodes.add(replayKey);
      await audit(c, data.user.id, 'auth.sign_in', recovery ? 'recovery code' : 'authenticator code');
    }
    return res;
  };

  const withPassword = async (c: Context<AppEnv>) => {
    const user = requireUser(c);
    await limit(perIp, `2fa-password:${c.get('ip')}`);
    await limit(perAccount, `2fa-password:${user.id}`);
    return { user, ...parseWith(twoFactorPasswordSchema, await jsonBody(c)) };
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
      const { code } = parseWith(totpCodeSchema, await jsonBody(c));
      return verify(c, '/verify-totp', code);
    })
    .post('/verify-backup-code', async (c) => {
      await limit(perIp, `2fa-verify:${c.get('ip')}`);
      const { code } = parseWith(recoveryCodeSchema, await jsonBody(c));
      return verify(c, '/verify-backup-code', code);
    })
    .post('/disable', async (c) => {
      const { user, password } = await withPassword(c);
      const res = await forward(c, '/disable', { password });
      await audit(c, user.id, res.ok ? 'auth.two_factor_disabled' : 'auth.two_factor_disable_failed');
      return res;
    })
    .post('/generate-backup-codes', async (c) => {
      const { user, password } = await withPassword(c);
      const res = await forward(c, '/generate-backup-codes', { password });
      if (res.ok) await audit(c, user.id, 'auth.two_factor_recovery_codes_renewed');
      return res;
    });
}
