import type { Context } from 'hono';
import type { AppEnv, SessionUser } from '../context.ts';
import { ApiError } from './errors.ts';
import { isTeamAdmin, type ActiveTeam } from './active-team.ts';

/**
 * What a request does with a team, each including the one before: `member` reads or changes the
 * team's records; `admin` changes the team's state (settings, invitations, members, the trash);
 * `owner` changes its sign-in rule.
 */
export type TeamRule = 'member' | 'admin' | 'owner';

const isOwner = (role: string) => role.split(',').some((r) => r.trim() === 'owner');

/**
 * The one decision "may this caller touch this team": a membership (the caller's `team`, null
 * for none), the team's two-factor rule (checked before the role, so a member shut out learns what
 * to do whatever their role), then the role the action needs. Every route that reads or changes a
 * team's data or settings goes through here — for the active team (teamAccess) or for the team of
 * a record found by its global id.
 */
export function assertTeamAccess(
  user: SessionUser,
  team: ActiveTeam | null,
  rule: TeamRule,
  action = 'do this',
): ActiveTeam {
  if (!team) throw new ApiError('UNAUTHORIZED', 'Please sign in to continue.');
  if (team.requireTwoFactor && !user.twoFactorEnabled && !user.service) {
    throw new ApiError(
      'TWO_FACTOR_REQUIRED',
      `"${team.name}" requires two-factor sign-in. Turn it on in My Profile to open this team's records.`,
    );
  }
  if (rule === 'admin' && !isTeamAdmin(team.role))
    throw new ApiError('ADMIN_REQUIRED', `Only the team's owners and admins can ${action}.`);
  if (rule === 'owner' && !isOwner(team.role)) throw new ApiError('FORBIDDEN', `Only the team's owners can ${action}.`);
  return team;
}

/** The caller's active team under `rule` (401 without a session). */
export function teamAccess(c: Context<AppEnv>, rule: TeamRule = 'member', action?: string): ActiveTeam {
  const user = c.get('user');
  if (!user) throw new ApiError('UNAUTHORIZED', 'Please sign in to continue.');
  return assertTeamAccess(user, c.get('team'), rule, action);
}
