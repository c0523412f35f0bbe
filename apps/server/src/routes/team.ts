import { Hono } from 'hono';
import { teamSettingsSchema } from '@woundcare/api-types/requests';
import type { TeamSettingsJson } from '@woundcare/api-types';
import type { AppDeps, AppEnv } from '../context.ts';
import { readJson } from '../lib/validate.ts';
import { requireMembership, requireUser } from '../lib/session.ts';
import { auditRequest } from '../lib/audit-request.ts';
import { readTeamSettings, setRequireTwoFactor, setSampleDirectory } from '../services/teams/team-settings.ts';

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
      let settings: TeamSettingsJson | null = null;
      if (body.require_two_factor !== undefined) {
        settings = await setRequireTwoFactor(deps.db, { team, user, value: body.require_two_factor });
        await auditRequest(
          deps.db,
          c,
          'team.require_two_factor',
          `${team.id}:${body.require_two_factor ? 'on' : 'off'}`,
        );
      }
      if (body.sample_directory !== undefined) {
        settings = await setSampleDirectory(deps.db, { team, user, value: body.sample_directory });
        await auditRequest(deps.db, c, 'team.sample_directory', `${team.id}:${body.sample_directory ? 'on' : 'off'}`);
      }
      return c.json((settings ?? (await readTeamSettings(deps.db, team))) satisfies TeamSettingsJson);
    });
}
