import { betterAuth } from 'better-auth';
import { getMigrations } from 'better-auth/db/migration';
import type { Db } from './db/database.ts';
import type { Mailer } from './services/mail/mailer.ts';
import { createProfile } from './services/profile/create-profile.ts';
import { PASSWORD_MAX, PASSWORD_MIN } from './lib/password-policy.ts';

export { PASSWORD_MAX, PASSWORD_MIN };

export interface AuthDeps {
  db: Db;
  secret: string;
  baseURL: string;
  mailer: Mailer;
  trustedOrigins: string[];
  /**
   * Send mail after answering (SMTP): the reset request then takes the same time whether or not
   * the account exists. The dev outbox is a quick local insert and stays in the request.
   */
  mailInBackground?: boolean;
  log?: (line: string) => void;
}
export const RESET_TOKEN_TTL_S = 60 * 60;

function buildOptions(deps: AuthDeps) {
  return {
    database: { db: deps.db, type: 'postgres' as const },
    secret: deps.secret,
    baseURL: deps.baseURL,
    basePath: '/api/auth',
    trustedOrigins: deps.trustedOrigins,
    telemetry: { enabled: false },
    logger: { level: 'error' as const },
    // Our own per-IP and per-account limiter sits in front (lib/rate-limit.ts).
    rateLimit: { enabled: false },
    emailAndPassword: {
      enabled: true,
      autoSignIn: true,
      minPasswordLength: PASSWORD_MIN,
      maxPasswordLength: PASSWORD_MAX,
      resetPasswordTokenExpiresIn: RESET_TOKEN_TTL_S,
      revokeSessionsOnPasswordReset: true,
      async sendResetPassword({ user, token }: { user: { email: string }; url: string; token: string }) {
        const link = `${deps.baseURL}/reset-password?token=${encodeURIComponent(token)}`;
        await deps.mailer.send({
          to: user.email,
          subject: 'Reset your Woundly password',
          text: `Someone asked to reset the password of your Woundly account.\n\nSet a new password here (the link works once and expires in 1 hour):\n${link}\n\nIf it was not you, ignore this email; your password stays as it is.`,
        });
      },
    },
    session: {
      expiresIn: 60 * 60 * 24 * 7,
      updateAge: 60 * 60 * 24,
    },
    advanced: {
      ...(deps.mailInBackground
        ? { backgroundTasks: { handler: (p: Promise<unknown>) => void p.catch((e: unknown) => deps.log?.(`[mail] sending failed: ${e instanceof Error ? e.message : String(e)}`)) } }
        : {}),
      cookiePrefix: 'woundly',
      defaultCookieAttributes: { httpOnly: true, sameSite: 'lax' as const },
    },
    databaseHooks: {
      user: {
        create: {
          async after(user: { id: string }, ctx: { body?: unknown } | null) {
            const body = (ctx?.body ?? {}) as Record<string, unknown>;
            await createProfile(deps.db, user.id, body);
          },
        },
      },
    },
  };
}

export function createAuth(deps: AuthDeps) {
  return betterAuth(buildOptions(deps));
}

export type Auth = ReturnType<typeof createAuth>;

/** better-auth's own tables (user, session, account, verification), created programmatically. */
export async function migrateAuth(deps: AuthDeps) {
  const { runMigrations } = await getMigrations(buildOptions(deps) as never);
  await runMigrations();
}
