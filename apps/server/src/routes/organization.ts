import { Hono, type Context } from 'hono';
import {
  invitationQuery,
  invitationSchema,
  inviteMemberSchema,
  leaveTeamSchema,
  memberRoleSchema,
  removeMemberSchema,
  setActiveTeamSchema,
} from '@woundcare/api-types/requests';
import type { z } from 'zod';
import type { AppDeps, AppEnv } from '../context.ts';
import { ApiError } from '../lib/errors.ts';
import { parseWith } from '../lib/validate.ts';
import { RateLimiter } from '../lib/rate-limit.ts';
import { requireTeam, requireUser, signedIn } from '../lib/session.ts';
import { auditRequest } from '../lib/audit-request.ts';
import { jsonBody, normalize } from './auth.ts';

const inviteSchema = inviteMemberSchema;
const setActiveSchema = setActiveTeamSchema;
const roleSchema = memberRoleSchema;
const removeSchema = removeMemberSchema;
const leaveSchema = leaveTeamSchema;
const getInvitationQuery = invitationQuery;

/**
 * The care-team endpoints of better-auth's organization plugin that the product uses, under
 * /api/auth/organization/* with their documented shapes. Each body is validated here first;
 * team-scoped calls always act on the caller's active team (no organizationId from the browser
 * except to switch or leave). Every other organization path falls through to the auth 404.
 */
export function organizationRoutes(deps: AppDeps) {
  const windowMs = deps.env.RATE_LIMIT_AUTH_WINDOW_S * 1000;
  const perIp = new RateLimiter(deps.env.RATE_LIMIT_AUTH_MAX, windowMs);
  const perUser = new RateLimiter(deps.env.RATE_LIMIT_AUTH_MAX, windowMs);
  const limit = (limiter: RateLimiter, key: string) => {
    const wait = limiter.hit(key);
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
  const audited = async (c: Context<AppEnv>, res: Response, action: string, resource: string) => {
    if (res.ok) await auditRequest(deps.db, c, action, resource);
    return res;
  };
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
        limit(perIp, `invite:${c.get('ip')}`);
        limit(perUser, `invite:${user.id}`);
        const input = await body(c, inviteSchema);
        const team = requireTeam(c);
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
      .get('/get-invitation', async (c) => {
        limit(perIp, `invitation:${c.get('ip')}`);
        const q = parseWith(getInvitationQuery, c.req.query());
        return call(c, '/get-invitation', { query: { id: q.id } });
      })
      .post('/accept-invitation', async (c) => {
        limit(perIp, `invitation:${c.get('ip')}`);
        const { invitationId } = await body(c, invitationSchema);
        return audited(c, await call(c, '/accept-invitation', { body: { invitationId } }), 'team.join', invitationId);
      })
      .post('/reject-invitation', async (c) => {
        limit(perIp, `invitation:${c.get('ip')}`);
        const { invitationId } = await body(c, invitationSchema);
        return audited(
          c,
          await call(c, '/reject-invitation', { body: { invitationId } }),
          'team.invitation_reject',
          invitationId,
        );
      })
      .post('/update-member-role', async (c) => {
        const input = await body(c, roleSchema);
        const team = requireTeam(c);
        return audited(
          c,
          await call(c, '/update-member-role', { body: { ...input, organizationId: team.id } }),
          'team.role_change',
          `${team.id}/${input.memberId}:${input.role}`,
        );
      })
      .post('/remove-member', async (c) => {
        const input = await body(c, removeSchema);
        const team = requireTeam(c);
        return audited(
          c,
          await call(c, '/remove-member', { body: { ...input, organizationId: team.id } }),
          'team.remove_member',
          `${team.id}/${input.memberIdOrEmail}`,
        );
      })
      .post('/leave', async (c) => {
        const { organizationId } = await body(c, leaveSchema);
        return audited(c, await call(c, '/leave', { body: { organizationId } }), 'team.leave', organizationId);
      })
  );
}
