import { Hono } from 'hono';
import { teamSettingsSchema } from '@woundcare/api-types/requests';
import type { TeamSettingsJson } from '@woundcare/api-types';
import type { AppDeps, AppEnv } from '../context.ts';
import { readJson } from '../lib/validate.ts';
import { requireMembership, requireUser } from '../lib/session.ts';
import { auditRequest } from '../lib/audit-request.ts';
import { readTeamSettings, setRequireTwoFactor } from '../services/teams/team-settings.ts';

/**
 * The active care team's settings. Every member reads them — a member shut out by the two-factor
 * rule included, so the page can say why; owners change them.
 */
export function teamRoutes(deps: AppDeps) {
  return new Hono<AppEnv>()
    .get('/settings', async (c) => {
      const settings = await readTeamSettings(deps.db, requireMembership(c));
      return c.json(settings satisfies TeamSettingsJson);
    })
    .put('/settings', async (c) => {
      const user = requireUser(c);
      const team = requireMembership(c);
      const body = await readJson(c, teamSettingsSchema);
      const settings = await setRequireTwoFactor(deps.db, { team, user, value: body.require_two_factor });
      await auditRequest(deps.db, c, 'team.require_two_factor', `${team.id}:${body.require_two_factor ? 'on' : 'off'}`);
      return c.json(settings satisfies TeamSettingsJson);
    });
}
