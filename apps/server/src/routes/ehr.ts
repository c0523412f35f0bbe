import { Hono, type Context } from 'hono';
import {
  ehrCallbackSchema,
  ehrConnectionSchema,
  ehrConnectSchema,
  ehrLaunchSchema,
  ehrPatientSchema,
} from '@woundcare/api-types/requests';
import type { EhrAuthorizeJson, EhrConnectionsJson, EhrLaunchJson } from '@woundcare/api-types';
import type { AppDeps, AppEnv } from '../context.ts';
import { ApiError } from '../lib/errors.ts';
import { readJson } from '../lib/validate.ts';
import { requireTeam, requireUser, signedIn } from '../lib/session.ts';
import { teamAccess } from '../lib/team-access.ts';
import { isTeamAdmin } from '../lib/active-team.ts';
import { auditRequest } from '../services/audit/audit-request.ts';
import {
  createConnection,
  deleteConnection,
  findConnection,
  listConnections,
  toConnectionJson,
  updateConnection,
} from '../services/ehr/connections.ts';
import { memberOf } from '../services/ehr/members.ts';
import { completeLaunch, createPatientFromEhr, startEhrLaunch, startStandaloneLaunch } from '../services/ehr/launch.ts';
import { chartContextOf } from '../services/ehr/chart-writes.ts';

/**
 * /api/ehr — SMART on FHIR: the team's EHR connections (members read them, owners and admins
 * change them), the EHR launch and the standalone launch, and the launched patient. Audited:
 * every change of a connection, every launch (ids only: no patient data in the audit or the log).
 */
export function ehrRoutes(deps: AppDeps) {
  const ctx = chartContextOf(deps);
  const connectionOr404 = async (c: Context<AppEnv>, teamId: string) => {
    const row = await findConnection(deps.db, teamId, c.req.param('connectionId') ?? '');
    if (!row) throw new ApiError('NOT_FOUND', 'No such EHR connection in this team.');
    return row;
  };
  return new Hono<AppEnv>()
    .use('*', signedIn)
    .get('/connections', async (c) => {
      const user = requireUser(c);
      const team = requireTeam(c);
      const rows = await listConnections(deps.db, team.id);
      const connections = await Promise.all(
        rows.map(async (r) =>
          toConnectionJson(r, deps.origin, (await memberOf(deps.db, r.id, user.id))?.fhir_user ?? null),
        ),
      );
      return c.json({ connections, canManage: isTeamAdmin(team.role) } satisfies EhrConnectionsJson);
    })
    .post('/connections', async (c) => {
      const user = requireUser(c);
      const team = teamAccess(c, 'admin', 'register an EHR connection');
      const body = await readJson(c, ehrConnectionSchema);
      const row = await createConnection(deps.db, deps.workspace.keys, {
        teamId: team.id,
        userId: user.id,
        body,
        net: ctx.net,
      });
      await auditRequest(deps.db, c, 'ehr.connection.create', row.id);
      return c.json(toConnectionJson(row, deps.origin, null), 201);
    })
    .put('/connections/:connectionId', async (c) => {
      const team = teamAccess(c, 'admin', 'change an EHR connection');
      const row = await connectionOr404(c, team.id);
      const body = await readJson(c, ehrConnectionSchema);
      const next = await updateConnection(deps.db, deps.workspace.keys, row, body, ctx.net);
      await auditRequest(deps.db, c, 'ehr.connection.update', row.id);
      return c.json(toConnectionJson(next, deps.origin, null));
    })
    .delete('/connections/:connectionId', async (c) => {
      const team = teamAccess(c, 'admin', 'remove an EHR connection');
      const row = await connectionOr404(c, team.id);
      await deleteConnection(deps.db, row);
      await auditRequest(deps.db, c, 'ehr.connection.delete', row.id);
      return c.body(null, 204);
    })
    .post('/launch', async (c) => {
      const user = requireUser(c);
      const body = await readJson(c, ehrLaunchSchema);
      try {
        const { authorizeUrl, connection } = await startEhrLaunch(ctx, user, c.get('team')?.id ?? null, body);
        await auditRequest(deps.db, c, 'ehr.launch.start', connection.id, connection.team_id);
        return c.json({ authorizeUrl } satisfies EhrAuthorizeJson);
      } catch (err) {
        // a refused issuer is audited by its host only (an address can carry anything)
        if (err instanceof ApiError && err.code === 'EHR_ISSUER_NOT_ALLOWED')
          await auditRequest(deps.db, c, 'ehr.launch.refused', hostOf(body.iss));
        throw err;
      }
    })
    .post('/connect', async (c) => {
      const user = requireUser(c);
      const team = requireTeam(c);
      const body = await readJson(c, ehrConnectSchema);
      const { authorizeUrl, connection } = await startStandaloneLaunch(ctx, user, team.id, body.connection_id);
      await auditRequest(deps.db, c, 'ehr.connect.start', connection.id);
      return c.json({ authorizeUrl } satisfies EhrAuthorizeJson);
    })
    .post('/callback', async (c) => {
      const user = requireUser(c);
      const body = await readJson(c, ehrCallbackSchema);
      try {
        const launch = await completeLaunch(ctx, user, c.get('sessionId'), body);
        await auditRequest(deps.db, c, 'ehr.launch', launch.connectionId, launch.teamId);
        return c.json(launch satisfies EhrLaunchJson);
      } catch (err) {
        if (err instanceof ApiError) await auditRequest(deps.db, c, 'ehr.launch.failed', err.code);
        throw err;
      }
    })
    .post('/patients', async (c) => {
      const user = requireUser(c);
      const team = requireTeam(c);
      const body = await readJson(c, ehrPatientSchema);
      const out = await createPatientFromEhr(ctx, user, team.id, {
        connectionId: body.connection_id,
        ehrPatientId: body.ehr_patient_id,
      });
      if (out.created) await auditRequest(deps.db, c, 'patient.create', out.patientId);
      return c.json(out, out.created ? 201 : 200);
    });
}

function hostOf(url: string): string {
  try {
    return new URL(url).host.slice(0, 200);
  } catch {
    return 'invalid';
  }
}
