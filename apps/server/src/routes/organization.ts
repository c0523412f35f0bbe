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
import type { AppDeps, AppEnv } from '../context.ts';
import { errorResponse } from '../lib/errors.ts';
import { parseWith, readJson } from '../lib/validate.ts';
import { enforceLimit as limit, RateLimiter } from '../lib/rate-limit.ts';
import { sharedLimit } from '../lib/limit-store.ts';
import { requireTeam, requireUser, signedIn } from '../lib/session.ts';
import { teamAccess } from '../lib/team-access.ts';
import { authRequest, normalize } from '../lib/auth-answer.ts';
import { auditRequest } from '../services/audit/audit-request.ts';
import { cancelInvitationsSentBy, invitationByToken, isTeamInvitation } from '../services/teams/invitation-tokens.ts';
import { invitationRefusal } from '../services/auth/email-verification.ts';
import { createTeamLock } from '../services/teams/team-lock.ts';

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
  const max = deps.env.RATE_LIMIT_AUTH_MAX;
  const perIp = new RateLimiter(max, windowMs, Date.now, sharedLimit(deps, 'team.ip'));
  const perUser = new RateLimiter(max, windowMs, Date.now, sharedLimit(deps, 'team.user'));
  const call = async (
    c: Context<AppEnv>,
    path: string,
    init: { body?: unknown; query?: Record<string, string> } = {},
  ) => {
    const url = new URL(`/api/auth/organization${path}`, deps.origin);
    for (const [k, v] of Object.entries(init.query ?? {})) url.searchParams.set(k, v);
    // the plugin answers some refusals with 401; the caller is signed in, so it is a 403
    return normalize(c, await deps.auth.handler(authRequest(c, url, init.body)), { signedIn: true });
  };
  const audited = async (c: Context<AppEnv>, res: Response, action: string, resource: string, teamId?: string) => {
    if (res.ok) await auditRequest(deps.db, c, action, resource, teamId);
    return res;
  };
  const withTeamLock = createTeamLock(deps.db, deps.dbKind);
  /** The invited side accepts or rejects with the link's token (mailed to the invited address), never the id. */
  const answerInvitation = async (c: Context<AppEnv>, path: string, action: string) => {
    await limit(perIp, `invitation:${c.get('ip')}`);
    const { token } = await body(c, invitationTokenSchema);
    const invitation = await invitationByToken(deps.db, token);
    if (!invitation) return invitationNotFound(c);
    const res = await call(c, path, { body: { invitationId: invitation.id } });
    return audited(c, res, action, invitation.id, invitation.organizationId);
  };
  const body = readJson;

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
        const { organizationId } = await body(c, setActiveTeamSchema);
        return audited(c, await call(c, '/set-active', { body: { organizationId } }), 'team.switch', organizationId);
      })
      .post('/invite-member', async (c) => {
        const user = requireUser(c);
        await limit(perIp, `invite:${c.get('ip')}`);
        await limit(perUser, `invite:${user.id}`);
        const input = await body(c, inviteMemberSchema);
        const team = requireTeam(c);
        const refused = await invitationRefusal(deps.db, user, input.email);
        if (refused) return errorResponse(c, refused);
        return audited(
          c,
          await call(c, '/invite-member', { body: { ...input, organizationId: team.id } }),
          'team.invite',
          `${team.id}/${input.email}`,
        );
      })
      // an admin who meets the team's two-factor rule cancels one of the active team's invitations
      .post('/cancel-invitation', async (c) => {
        const { invitationId } = await body(c, invitationSchema);
        const team = teamAccess(c, 'admin', 'cancel invitations');
        if (!(await isTeamInvitation(deps.db, invitationId, team.id))) return invitationNotFound(c);
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
        const q = parseWith(invitationQuery, c.req.query());
        const invitation = await invitationByToken(deps.db, q.token);
        if (!invitation) return invitationNotFound(c);
        return call(c, '/get-invitation', { query: { id: invitation.id } });
      })
      .post('/accept-invitation', (c) => answerInvitation(c, '/accept-invitation', 'team.join'))
      .post('/reject-invitation', (c) => answerInvitation(c, '/reject-invitation', 'team.invitation_reject'))
      // membership changes take turns per team, so the last-owner check holds (services/teams/team-lock)
      .post('/update-member-role', async (c) => {
        const input = await body(c, memberRoleSchema);
        const team = requireTeam(c);
        const res = await withTeamLock(team.id, () =>
          call(c, '/update-member-role', { body: { ...input, organizationId: team.id } }),
        );
        return audited(c, res, 'team.role_change', `${team.id}/${input.memberId}:${input.role}`);
      })
      .post('/remove-member', async (c) => {
        const input = await body(c, removeMemberSchema);
        const team = requireTeam(c);
        const res = await withTeamLock(team.id, () =>
          call(c, '/remove-member', { body: { ...input, organizationId: team.id } }),
        );
        return audited(c, res, 'team.remove_member', `${team.id}/${input.memberIdOrEmail}`);
      })
      .post('/leave', async (c) => {
        const user = requireUser(c);
        const { organizationId } = await body(c, leaveTeamSchema);
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
