import { Hono } from 'hono';
import { teamSettingsSchema } from '@woundcare/api-types/requests';
import type { TeamSettingsJson } from '@woundcare/api-types';
import type { AppDeps, AppEnv } from '../context.ts';
import { readJson } from '../lib/validate.ts';
import { requireMembership, requireUser } from '../lib/session.ts';
import { teamAccess } from '../lib/team-access.ts';
import { auditRequest } from '../services/audit/audit-request.ts';
import { confirmFreshCode, usedCodesOf } from '../services/auth/two-factor.ts';
import {
  readTeamSettings,
  setClinicPhone,
  setRequireTwoFactor,
  setSampleDirectory,
  setTimeZone,
} from '../services/teams/team-settings.ts';

/**
 * The active care team's settings. Every member reads them — a member shut out by the two-factor
 * rule included, so the page can say why. Owners and admins who meet the team's rule change them;
 * the two-factor rule itself only an owner, with a fresh code from their authenticator app.
 */
export function teamRoutes(deps: AppDeps) {
  const usedCodes = usedCodesOf(deps);
  return new Hono<AppEnv>()
    .get('/settings', async (c) => {
      const settings = await readTeamSettings(deps.db, requireMembership(c));
      return c.json(settings satisfies TeamSettingsJson);
    })
    .put('/settings', async (c) => {
      const user = requireUser(c);
      requireMembership(c);
      const body = await readJson(c, teamSettingsSchema);
      let settings: TeamSettingsJson | null = null;
      if (body.require_two_factor !== undefined) {
        const team = teamAccess(c, 'owner', 'change its sign-in rules');
        const action = `${body.require_two_factor ? 'require' : 'stop requiring'} two-factor sign-in for the team`;
        settings = await setRequireTwoFactor(deps.db, {
          team,
          user,
          value: body.require_two_factor,
          confirm: () =>
            confirmFreshCode(deps.auth, usedCodes, { headers: c.req.raw.headers, user, code: body.code, action }),
        });
        await auditRequest(
          deps.db,
          c,
          'team.require_two_factor',
          `${team.id}:${body.require_two_factor ? 'on' : 'off'}`,
        );
      }
      if (body.sample_directory !== undefined) {
        const team = teamAccess(c, 'admin', 'switch the sample directory');
        settings = await setSampleDirectory(deps.db, { team, user, value: body.sample_directory });
        await auditRequest(deps.db, c, 'team.sample_directory', `${team.id}:${body.sample_directory ? 'on' : 'off'}`);
      }
      if (body.time_zone !== undefined) {
        const team = teamAccess(c, 'admin', "set the clinic's time zone");
        settings = await setTimeZone(deps.db, { team, user, value: body.time_zone });
        await auditRequest(deps.db, c, 'team.time_zone', `${team.id}:${body.time_zone}`);
      }
      if (body.clinic_phone !== undefined) {
        const team = teamAccess(c, 'admin', "set the clinic's phone number");
        settings = await setClinicPhone(deps.db, { team, user, value: body.clinic_phone });
        await auditRequest(deps.db, c, 'team.clinic_phone', team.id);
      }
      return c.json((settings ?? (await readTeamSettings(deps.db, requireMembership(c)))) satisfies TeamSettingsJson);
    });
}
