import { betterAuth } from 'better-auth';
import { APIError } from 'better-auth/api';
import { getMigrations } from 'better-auth/db/migration';
import { organization } from 'better-auth/plugins/organization';
import { twoFactor } from 'better-auth/plugins/two-factor';
import { adminAc, memberAc, ownerAc } from 'better-auth/plugins/organization/access';
import type { Db } from './db/database.ts';
import type { Mailer } from './services/mail/mailer.ts';
import { createProfile } from './services/profile/create-profile.ts';
import { createPersonalTeam, onMemberRemoved, type TeamApi } from './services/teams/team-store.ts';
import {
  cancelInvitationsSentBy,
  issueInvitationToken,
  tokenInvitesEmail,
  tokenInvitesOtherEmail,
} from './services/teams/invitation-tokens.ts';
import { isDemotion } from './services/teams/roles.ts';
import { verificationMail, VERIFICATION_TTL_S } from './services/auth/verification-mail.ts';
import { inviterNotConfirmed } from './services/auth/email-verification.ts';
import { personalTeamName } from './services/teams/team-names.ts';
import { INVITATION_TTL_S, invitationMail } from './services/teams/invitation-mail.ts';
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

/** better-auth's organization plugin: a care team is an "organization" (its own "teams" feature stays off). */
function teamsPlugin(deps: AuthDeps) {
  return organization({
    roles: { owner: ownerAc, admin: adminAc, clinician: memberAc },
    creatorRole: 'owner',
    // teams are made by sign-up and the migration (server-side), not by the browser
    allowUserToCreateOrganization: false,
    disableOrganizationDeletion: true,
    invitationExpiresIn: INVITATION_TTL_S,
    cancelPendingInvitationsOnReInvite: true,
    // only a confirmed address joins: an account opened under someone else's address cannot
    requireEmailVerificationOnInvitation: true,
    // the link carries a random token made here and mailed only to the invited address; the
    // invitation id (which the team's admins read) is not enough to join (routes/organization)
    async sendInvitationEmail(data: {
      id: string;
      email: string;
      role: string;
      organization: { name: string };
      inviter: { user: { name: string } };
    }) {
      const token = await issueInvitationToken(deps.db, data.id);
      await deps.mailer.send(
        invitationMail({
          baseURL: deps.baseURL,
          to: data.email,
          token,
          teamName: data.organization.name,
          inviterName: data.inviter.user.name,
          role: data.role,
        }),
      );
    },
    organizationHooks: {
      // the invite route refuses an unconfirmed inviter before anything happens; this holds for
      // any other way into the plugin's invite endpoint too (nothing is stored or mailed)
      async beforeCreateInvitation({ inviter }: { inviter: { email: string; emailVerified: boolean } }) {
        if (!inviter.emailVerified) {
          const { code, message } = inviterNotConfirmed(inviter.email);
          throw new APIError('FORBIDDEN', { code, message });
        }
      },
      // a removed member's sessions keep no stale team (the session middleware re-checks membership too)
      // and the invitations they sent let no one in any more
      async afterRemoveMember({ member }: { member: { userId: string; organizationId: string } }) {
        await onMemberRemoved(deps.db, member.userId, member.organizationId);
        await cancelInvitationsSentBy(deps.db, member.userId, member.organizationId);
      },
      // a demoted member's invitations were sent with powers they no longer have
      async afterUpdateMemberRole({
        member,
        previousRole,
      }: {
        member: { userId: string; organizationId: string; role: string };
        previousRole: string;
      }) {
        if (isDemotion(previousRole, member.role))
          await cancelInvitationsSentBy(deps.db, member.userId, member.organizationId);
      },
    },
  });
}

/**
 * better-auth's two-factor plugin: TOTP (an authenticator app) with ten one-time recovery codes,
 * both stored encrypted with the auth secret. Routes/two-factor.ts passes its endpoints through
 * (never "trust this device": every sign-in of such an account asks for a code).
 */
function twoFactorPlugin() {
  return twoFactor({
    issuer: 'Woundly',
    // 10 wrong codes in a row (any challenge, code or recovery code) lock the second step for 15 min
    accountLockout: { enabled: true, maxFailedAttempts: 10, durationSeconds: 15 * 60 },
  });
}

function buildOptions(deps: AuthDeps, teams: { api: TeamApi | null } = { api: null }) {
  /** Whether a sign-up carries a live invitation token for the address it signs up. */
  const invitedBy = async (ctx: { body?: unknown } | null, email: string) => {
    const token = (ctx?.body as { invitation_token?: unknown } | undefined)?.invitation_token;
    return typeof token === 'string' && (await tokenInvitesEmail(deps.db, token, email));
  };
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
    // a confirmation link goes out at sign-up; an unconfirmed account signs in and works in its
    // own team, but joins no team and cannot be invited (routes/organization) until confirmed
    emailVerification: {
      sendOnSignUp: true,
      autoSignInAfterVerification: false,
      expiresIn: VERIFICATION_TTL_S,
      async sendVerificationEmail({ user, token }: { user: { email: string; emailVerified: boolean }; token: string }) {
        // an account opened through an invitation link proved its address with the link's token
        if (user.emailVerified) return;
        await deps.mailer.send(verificationMail(deps.baseURL, user.email, token));
      },
    },
    session: {
      expiresIn: 60 * 60 * 24 * 7,
      updateAge: 60 * 60 * 24,
    },
    advanced: {
      ...(deps.mailInBackground
        ? {
            backgroundTasks: {
              handler: (p: Promise<unknown>) =>
                void p.catch((e: unknown) =>
                  deps.log?.(`[mail] sending failed: ${e instanceof Error ? e.message : String(e)}`),
                ),
            },
          }
        : {}),
      cookiePrefix: 'woundly',
      defaultCookieAttributes: { httpOnly: true, sameSite: 'lax' as const },
    },
    plugins: [teamsPlugin(deps), twoFactorPlugin()],
    databaseHooks: {
      user: {
        create: {
          // booking a demo through an invitation link: the mailed token proves the address
          async before(user: { email: string }, ctx: { body?: unknown } | null) {
            if (await invitedBy(ctx, user.email)) return { data: { ...user, emailVerified: true } };
            // the invitation page locks the invited address: another one with a live link is refused,
            // not turned into an unrelated account
            const token = (ctx?.body as { invitation_token?: unknown } | undefined)?.invitation_token;
            if (typeof token === 'string' && (await tokenInvitesOtherEmail(deps.db, token, user.email)))
              throw new APIError('BAD_REQUEST', {
                code: 'INVITATION_EMAIL_MISMATCH',
                message:
                  'This invitation was sent to another email address. Sign up with the address the invitation was sent to.',
              });
          },
          async after(user: { id: string; email: string }, ctx: { body?: unknown } | null) {
            const body = (ctx?.body ?? {}) as Record<string, unknown>;
            await createProfile(deps.db, user.id, body);
            // an invited person who books a demo through the link joins that team instead (routes/auth accepts it)
            const invited = await invitedBy(ctx, user.email);
            if (!invited && teams.api) await createPersonalTeam(teams.api, user.id, personalTeamName(body));
          },
        },
      },
    },
  };
}

export function createAuth(deps: AuthDeps) {
  const teams: { api: TeamApi | null } = { api: null };
  const auth = betterAuth(buildOptions(deps, teams));
  teams.api = auth.api;
  return auth;
}

export type Auth = ReturnType<typeof createAuth>;

/** better-auth's own tables (user, session, account, verification; organization, member, invitation), created programmatically. */
export async function migrateAuth(deps: AuthDeps) {
  const { runMigrations } = await getMigrations(buildOptions(deps) as never);
  await runMigrations();
}
