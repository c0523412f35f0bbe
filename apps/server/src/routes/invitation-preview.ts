import { Hono } from 'hono';
import { invitationQuery } from '@woundcare/api-types/requests';
import type { InvitationPreviewJson } from '@woundcare/api-types';
import type { AppDeps, AppEnv } from '../context.ts';
import { parseWith } from '../lib/validate.ts';
import { ApiError } from '../lib/errors.ts';
import { enforceLimit as limit, RateLimiter } from '../lib/rate-limit.ts';
import { sharedLimit } from '../lib/limit-store.ts';
import { invitationPreview } from '../services/teams/invitation-tokens.ts';

/**
 * GET /api/invitation?token= — for the invitation page before an account exists: the invited
 * address (prefilled and locked in the sign-up form) and the team. An unknown, used, cancelled
 * or expired link is 404 INVITATION_NOT_FOUND.
 */
export function invitationPreviewRoutes(deps: AppDeps) {
  const perIp = new RateLimiter(
    deps.env.RATE_LIMIT_AUTH_MAX,
    deps.env.RATE_LIMIT_AUTH_WINDOW_S * 1000,
    Date.now,
    sharedLimit(deps, 'invitation.ip'),
  );
  return new Hono<AppEnv>().get('/', async (c) => {
    await limit(perIp, `invitation-preview:${c.get('ip')}`);
    const { token } = parseWith(invitationQuery, c.req.query());
    const preview = await invitationPreview(deps.db, token);
    if (!preview)
      throw new ApiError('NOT_FOUND', 'This invitation link is not valid any more. Ask the team for a new one.');
    return c.json(preview satisfies InvitationPreviewJson);
  });
}
