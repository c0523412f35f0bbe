import { Hono, type Context } from 'hono';
import {
  invitationQuery,
  invitationSchema,
  invitationTokenSchema,
  inviteMemberSchema,
  leaveTeamSchema,
  memberRoleSchema,
  removeMemberSchema,
  setActiveTeamSchema,
} from '@woundcare/api-types/requests';
import type { z } from 'zod';
import type { AppDeps, AppEnv } from '../context.ts';
import { ApiError, errorResponse } from '../lib/errors.ts';
import { parseWith } from '../lib/validate.ts';
import { RateLimiter } from '../lib/rate-limit.ts';
import { sharedLimit } from '../lib/limit-store.ts';
import { requireTeam, requireUser, signedIn } from '../lib/session.ts';
import { auditRequest } from '../lib/audit-request.ts';
import { jsonBody, normalize } from './auth.ts';
import { cancelInvitationsSentBy, invitationByToken } from '../services/teams/invitation-tokens.ts';
import { hasConfirmedEmail, inviterNotConfirmed, isUnverifiedAccount } from '../services/auth/email-verification.ts';
import { createTeamLock } from '../services/teams/team-lock.ts';

const inviteSchema = inviteMemberSchema;
const setActiveSchema = setActiveTeamSchema;
const roleSchema = memberRoleSchema;
const removeSchema = removeMemberSchema;
const leaveSchema = leaveTeamSchema;
const getInvitationQuery = invitationQuery;
const tokenSchema = invitationTokenSchema;

/** better-auth's answer to an unknown, used, cancelled or expired invitation, for an unknown token too. */
const invitationNotFound = (c: Context<AppEnv>) =>
  errorResponse(c, { status: 400, code: 'INVITATION_NOT_FOUND', message: 'Invitation not found' });

/**
 * The care-team endpoints of better-auth's organization plugin that the product uses, under
 * /api/auth/organization/* with their documented shapes. Each body is validated here first;
 * team-scoped calls always act on the caller's active team (no organizationId from the browser
 * except to switch or leave). Every other organization path falls through to the auth 404.
 */
export function organizationRoutes(deps: AppDeps) {
  const windowMs = deps.env.RATE_LIMIT_AUTH_WINDOW_S * 1000;
  const perIp = new RateLimiter(deps.env.RATE_LIMIT_AUTH_MAX, windowMs, Date.now, sharedLimit(deps, 'team.ip'));
  const perUser = new RateLimiter(deps.env.RATE_LIMIT_AUTH_MAX, windowMs, Date.now, sharedLimit(deps, 'team.user'));
  const limit = async (limiter: RateLimiter, key: string) => {
    const wait = await limiter.hit(key);
    if (wait > 0) throw new ApiError('RATE_LIMITED', `Too many attempts. Please wait ${wait} seconds and try again.`);
  };

  const call = async (
    c: Context<AppEnv>,
    path: string,
    init: { body?: unknown; query?: Record<string, string> } = {},
  ) => {
    const headers = new Headers(c.req.raw.headers);
    headers.delete('content-length');
    const url = new URL(`/api/auth/organization${path}`, deps.origin);
    for (const [k, v] of Object.entries(init.query ?? {})) url.searchParams.set(k, v);
    let req: Request;
    if (init.body === undefined) {
      headers.delete('content-type');
      req = new Request(url, { method: 'GET', headers });
    } else {
      headers.set('content-type', 'application/json');
      req = new Request(url, { method: 'POST', headers, body: JSON.stringify(init.body) });
    }
    // the plugin answers some refusals with 401; the caller is signed in, so it is a 403
    return normalize(c, await deps.auth.handler(req), { signedIn: true });
  };
  const audited = async (c: Context<AppEnv>, res: Response, action: string, resource: string, teamId?: string) => {
    if (res.ok) await auditRequest(deps.db, c, action, resource, teamId);
    return res;
  };
  const withTeamLock = createTeamLock(deps.db, deps.dbKind);
  const body = async <S extends z.ZodType>(c: Context<AppEnv>, schema: S): Promise<z.infer<S>> =>
    parseWith(schema, await jsonBody(c));

  return (
    new Hono<AppEnv>()
      .use('*', signedIn)
      // the caller's teams
      .get('/list', (c) => call(c, '/list', { query: {} }))
      // the active team with its members (and users) and invitations
      .get('/get-full-organization', (c) =>
        call(c, '/get-full-organization', { query: { organizationId: requireTeam(c).id } }),
      )
      .post('/set-active', async (c) => {
        const { organizationId } = await body(c, setActiveSchema);
        return audited(c, await call(c, '/set-active', { body: { organizationId } }), 'team.switch', organizationId);
      })
      .post('/invite-member', async (c) => {
        const user = requireUser(c);
        await limit(perIp, `invite:${c.get('ip')}`);
        await limit(perUser, `invite:${user.id}`);
        const input = await body(c, inviteSchema);
        const team = requireTeam(c);
        // nothing is stored, mailed or audited for an inviter whose own address is unconfirmed
        if (!(await hasConfirmedEmail(deps.db, user.id))) return errorResponse(c, inviterNotConfirmed(user.email));
        // an account whose address is unconfirmed may have been opened by someone else
        if (await isUnverifiedAccount(deps.db, input.email))
          throw new ApiError(
            'INVITEE_EMAIL_NOT_VERIFIED',
            'This person has a Woundly account whose email address is not confirmed yet. Ask them to confirm it (the link in their confirmation email, or a new one from their workspace), then invite them again.',
          );
        return audited(
          c,
          await call(c, '/invite-member', { body: { ...input, organizationId: team.id } }),
          'team.invite',
          `${team.id}/${input.email}`,
        );
      })
      .post('/cancel-invitation', async (c) => {
        const { invitationId } = await body(c, invitationSchema);
        return audited(
          c,
          await call(c, '/cancel-invitation', { body: { invitationId } }),
          'team.invitation_cancel',
          invitationId,
        );
      })
      // the invited side works with the link's token (mailed to the invited address), never the id
      .get('/get-invitation', async (c) => {
        await limit(perIp, `invitation:${c.get('ip')}`);
        const q = parseWith(getInvitationQuery, c.req.query());
        const invitation = await invitationByToken(deps.db, q.token);
        if (!invitation) return invitationNotFound(c);
        return call(c, '/get-invitation', { query: { id: invitation.id } });
      })
      .post('/accept-invitation', async (c) => {
        await limit(perIp, `invitation:${c.get('ip')}`);
        const { token } = await body(c, tokenSchema);
        const invitation = await invitationByToken(deps.db, token);
        if (!invitation) return invitationNotFound(c);
        return audited(
          c,
          await call(c, '/accept-invitation', { body: { invitationId: invitation.id } }),
          'team.join',
          invitation.id,
          invitation.organizationId,
        );
      })
      .post('/reject-invitation', async (c) => {
        await limit(perIp, `invitation:${c.get('ip')}`);
        const { token } = await body(c, tokenSchema);
        const invitation = await invitationByToken(deps.db, token);
        if (!invitation) return invitationNotFound(c);
        return audited(
          c,
          await call(c, '/reject-invitation', { body: { invitationId: invitation.id } }),
          'team.invitation_reject',
          invitation.id,
          invitation.organizationId,
        );
      })
      // membership changes take turns per team, so the last-owner check holds (services/teams/team-lock)
      .post('/update-member-role', async (c) => {
        const input = await body(c, roleSchema);
        const team = requireTeam(c);
        const res = await withTeamLock(team.id, () =>
          call(c, '/update-member-role', { body: { ...input, organizationId: team.id } }),
        );
        return audited(c, res, 'team.role_change', `${team.id}/${input.memberId}:${input.role}`);
      })
      .post('/remove-member', async (c) => {
        const input = await body(c, removeSchema);
        const team = requireTeam(c);
        const res = await withTeamLock(team.id, () =>
          call(c, '/remove-member', { body: { ...input, organizationId: team.id } }),
        );
        return audited(c, res, 'team.remove_member', `${team.id}/${input.memberIdOrEmail}`);
      })
      .post('/leave', async (c) => {
        const user = requireUser(c);
        const { organizationId } = await body(c, leaveSchema);
        const res = await withTeamLock(organizationId, async () => {
          const left = await call(c, '/leave', { body: { organizationId } });
          // a member who leaves takes their pending invitations with them
          if (left.ok) await cancelInvitationsSentBy(deps.db, user.id, organizationId);
          return left;
        });
        return audited(c, res, 'team.leave', organizationId, organizationId);
      })
  );
}
