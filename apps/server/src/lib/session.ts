import { createHash, timingSafeEqual } from 'node:crypto';
import type { Context, MiddlewareHandler } from 'hono';
import type { AppDeps, AppEnv, SessionUser } from '../context.ts';
import type { Gate } from '../security/hardening/admission.ts';
import { ApiError } from './errors.ts';
import type { ActiveTeam } from './active-team.ts';
import { teamAccess } from './team-access.ts';

/**
 * Resolves the session cookie (server-side, in the database) into c.var.user. `gateFor` names a
 * gate the lookup of some requests waits for (a burst of uploads: their session lookups are
 * worked off in turn instead of filling the database queue at once).
 */
/** The engine paths a server may call on its analysis server with the service token (ANALYSIS_TOKEN). */
const SERVICE_PATHS =
  /^\/(health|segment_wound|diagnose_infection|describe_wound|treatment_plan\/[^/]+|doctor_contact\/[^/]+)\/?$/;
export const SERVICE_USER: SessionUser = { id: 'service:analysis', email: '', name: 'Analysis service', service: true };

const digest = (v: string) => createHash('sha256').update(v).digest();

/**
 * How a signed-in user's active team is found (services/teams' resolveActiveTeam, passed in by
 * app.ts: lib/ does not import the services).
 */
export type ResolveTeam = (
  db: AppDeps['db'],
  api: AppDeps['auth']['api'],
  userId: string,
  session: { id: string; activeOrganizationId?: string | null },
) => Promise<ActiveTeam>;

export function sessionMiddleware(
  deps: AppDeps,
  resolveActiveTeam: ResolveTeam,
  gateFor: (c: Context<AppEnv>) => Gate | null = () => null,
): MiddlewareHandler<AppEnv> {
  const token = deps.env.ANALYSIS_TOKEN ? digest(deps.env.ANALYSIS_TOKEN) : null;
  return async (c, next) => {
    c.set('user', null);
    c.set('sessionId', null);
    c.set('team', null);
    // a split deployment: the main server calls this one's engine paths with the service token
    const bearer = /^Bearer (.+)$/.exec(c.req.header('authorization') ?? '')?.[1];
    if (token && bearer && SERVICE_PATHS.test(c.req.path) && timingSafeEqual(digest(bearer), token)) {
      c.set('user', SERVICE_USER);
      return next();
    }
    if (c.req.header('cookie')?.includes('session_token')) {
      const lookup = () => deps.auth.api.getSession({ headers: c.req.raw.headers });
      const gate = gateFor(c);
      const found = await (gate ? gate.run(lookup) : lookup());
      if (found) {
        c.set('user', {
          id: found.user.id,
          email: found.user.email,
          name: found.user.name,
          twoFactorEnabled: (found.user as { twoFactorEnabled?: boolean | null }).twoFactorEnabled === true,
        });
        c.set('sessionId', found.session.id);
        c.set('team', await resolveActiveTeam(deps.db, deps.auth.api, found.user.id, found.session));
        await noteSessionSeen(deps.db, found.session, c.get('ip'));
      }
    }
    await next();
  };
}

/** The signed-in user, or a 401 UNAUTHORIZED. */
export function requireUser(c: Context<AppEnv>): SessionUser {
  const user = c.get('user');
  if (!user) throw new ApiError('UNAUTHORIZED', 'Please sign in to continue.');
  return user;
}

/**
 * The signed-in user's active team (every signed-in request has one) for reading or changing its
 * records, or a 401 UNAUTHORIZED; a team whose owners require two-factor sign-in answers 403
 * TWO_FACTOR_REQUIRED to a member who has not turned it on (lib/team-access decides).
 */
export function requireTeam(c: Context<AppEnv>): ActiveTeam {
  return teamAccess(c, 'member');
}

/** The active team whatever its two-factor rule (reading its settings, to say why): a 401 without a session. */
export function requireMembership(c: Context<AppEnv>): ActiveTeam {
  requireUser(c);
  const team = c.get('team');
  if (!team) throw new ApiError('UNAUTHORIZED', 'Please sign in to continue.');
  return team;
}

/** The active team when the caller is one of its owners or admins (and meets its two-factor rule), or a 403 naming the action. */
export function requireTeamAdmin(c: Context<AppEnv>, action: string): ActiveTeam {
  return teamAccess(c, 'admin', action);
}

/** "Last seen" of a session is kept to within this many milliseconds (one write per session per minute). */
const SEEN_EVERY_MS = 60_000;

/** Notes the session's last request time and address (the sessions list shows them). */
async function noteSessionSeen(
  db: AppDeps['db'],
  session: { id: string; updatedAt: Date; ipAddress?: string | null },
  ip: string,
): Promise<void> {
  const stale = Date.now() - new Date(session.updatedAt).getTime() > SEEN_EVERY_MS;
  if (!stale && (session.ipAddress ?? '') === ip) return;
  await db.updateTable('session').set({ updatedAt: new Date(), ipAddress: ip }).where('id', '=', session.id).execute();
}

export const signedIn: MiddlewareHandler<AppEnv> = async (c, next) => {
  requireUser(c);
  await next();
};
