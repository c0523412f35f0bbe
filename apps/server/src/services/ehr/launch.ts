import type { EhrLaunchJson, EhrPatientCandidateJson, PatientSex } from '@woundcare/api-types';
import { DEFAULT_EHR_SCOPES } from '@woundcare/api-types';
import { ehrPaths } from '@woundcare/api-types/site';
import type { SessionUser } from '../../context.ts';
import { ApiError } from '../../lib/errors.ts';
import { assertTeamAccess } from '../../lib/team-access.ts';
import { membershipOf } from '../teams/team-store.ts';
import { createPatient } from '../record/record-store.ts';
import {
  allowedConnection,
  connectionById,
  findConnection,
  smartClientOf,
  type EhrConnectionRow,
} from './connections.ts';
import { accessTokenFor, memberOf, storeTokens, type EhrContext } from './members.ts';
import { linkedPatient } from './patient-links.ts';
import { seal, unseal } from './sealed.ts';
import { authorizationRequest, discover, exchangeCode, fhirRequest } from './smart.ts';

/** An authorization not finished within this is refused (its `state` is no longer known). */
export const LAUNCH_TTL_MS = 10 * 60_000;

const verifierPlace = (state: string) => `ehr_launches/${state}/code_verifier`;

function scopeFor(connection: EhrConnectionRow, kind: 'ehr' | 'standalone'): string {
  const asked = (connection.scopes || DEFAULT_EHR_SCOPES).split(/\s+/);
  // the EHR launch carries its context in `launch`; a standalone launch asks the EHR to pick a patient
  const context = kind === 'ehr' ? 'launch' : 'launch/patient';
  return [...new Set([context, ...asked])].join(' ');
}

async function beginAuthorization(
  ctx: EhrContext,
  connection: EhrConnectionRow,
  userId: string,
  kind: 'ehr' | 'standalone',
  launch?: string,
): Promise<string> {
  const server = await discover(connection.issuer, ctx.net);
  const start = await authorizationRequest(server, smartClientOf(ctx.keys, connection), {
    redirectUri: `${ctx.origin}${ehrPaths.callback}`,
    scope: scopeFor(connection, kind),
    launch,
  });
  await ctx.db
    .deleteFrom('ehr_launches')
    .where('created_at', '<', new Date(ctx.now().getTime() - LAUNCH_TTL_MS))
    .execute();
  await ctx.db
    .insertInto('ehr_launches')
    .values({
      state: start.state,
      connection_id: connection.id,
      user_id: userId,
      kind,
      nonce: start.nonce,
      code_verifier: seal(ctx.keys, verifierPlace(start.state), start.codeVerifier),
      created_at: ctx.now(),
    })
    .execute();
  return start.url;
}

/**
 * An EHR launch (`/launch?iss=…&launch=…`): `iss` must be the FHIR base of a connection of one of
 * the member's teams — anything else is refused before it is fetched. Answers where the browser
 * goes to authorize.
 */
export async function startEhrLaunch(
  ctx: EhrContext,
  user: SessionUser,
  activeTeamId: string | null,
  p: { iss: string; launch: string },
): Promise<{ authorizeUrl: string; connection: EhrConnectionRow }> {
  const connection = await allowedConnection(ctx.db, user.id, activeTeamId, p.iss);
  if (!connection)
    throw new ApiError(
      'EHR_ISSUER_NOT_ALLOWED',
      'This EHR is not registered for any of your teams. A team admin adds it under Team → EHR connections.',
    );
  assertTeamAccess(user, await membershipOf(ctx.db, user.id, connection.team_id), 'member');
  return { authorizeUrl: await beginAuthorization(ctx, connection, user.id, 'ehr', p.launch), connection };
}

/** A standalone launch ("Connect to the chart") with one of the active team's connections. */
export async function startStandaloneLaunch(
  ctx: EhrContext,
  user: SessionUser,
  teamId: string,
  connectionId: string,
): Promise<{ authorizeUrl: string; connection: EhrConnectionRow }> {
  const connection = await findConnection(ctx.db, teamId, connectionId);
  if (!connection) throw new ApiError('NOT_FOUND', 'No such EHR connection in this team.');
  return { authorizeUrl: await beginAuthorization(ctx, connection, user.id, 'standalone'), connection };
}

/** The EHR's Patient as the clinician confirms it: name, birth date, MRN, sex. */
function candidateOf(patient: Record<string, unknown>): EhrPatientCandidateJson {
  type Name = { use?: string; text?: string; given?: string[]; family?: string };
  type Identifier = { value?: string; type?: { coding?: { code?: string }[] } };
  const names = (patient.name as Name[] | undefined) ?? [];
  const n = names.find((x) => x.use === 'official') ?? names[0];
  const name = (n?.text ?? [...(n?.given ?? []), n?.family ?? ''].join(' ')).trim() || 'Unnamed patient';
  const mrn =
    ((patient.identifier as Identifier[] | undefined) ?? []).find((i) => i.type?.coding?.some((c) => c.code === 'MR'))
      ?.value ?? null;
  const gender = patient.gender as string | undefined;
  const sex: PatientSex | null =
    gender && ['female', 'male', 'other', 'unknown'].includes(gender) ? (gender as PatientSex) : null;
  const birthDate =
    typeof patient.birthDate === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(patient.birthDate) ? patient.birthDate : null;
  return { name: name.slice(0, 200), birthDate, mrn: mrn?.slice(0, 64) ?? null, sex };
}

async function readEhrPatient(ctx: EhrContext, connection: EhrConnectionRow, userId: string, id: string) {
  const token = await accessTokenFor(ctx, connection, userId);
  const res = await fhirRequest(connection.issuer, ctx.net, token, 'GET', `Patient/${encodeURIComponent(id)}`);
  const body = res.json as Record<string, unknown> | null;
  if (res.status !== 200 || body?.resourceType !== 'Patient')
    throw new ApiError('EHR_UNAVAILABLE', `The EHR did not give the launched patient (it answered ${res.status}).`);
  return body;
}

/**
 * The authorization server's answer (at /launch/callback): the `state` must be one this member
 * started and not yet used, within LAUNCH_TTL_MS; the code is exchanged with the PKCE verifier and
 * the id token's nonce checked; its `fhirUser` is bound to the member — a fhirUser already bound to
 * another account, or a member bound to another fhirUser, is refused. The member's session moves
 * to the connection's team only because they are a member of it (checked here). The launched
 * patient: ours when a patient holds the EHR's id, else the EHR's details for the clinician to confirm.
 */
export async function completeLaunch(
  ctx: EhrContext,
  user: SessionUser,
  sessionId: string | null,
  p: { state: string; code?: string; error?: string; error_description?: string; iss?: string },
): Promise<EhrLaunchJson> {
  const launch = await ctx.db
    .deleteFrom('ehr_launches')
    .where('state', '=', p.state)
    .where('user_id', '=', user.id)
    .returningAll()
    .executeTakeFirst();
  if (!launch || ctx.now().getTime() - new Date(launch.created_at).getTime() > LAUNCH_TTL_MS)
    throw new ApiError(
      'EHR_STATE_INVALID',
      'This sign-in answer does not belong to a launch started here (unknown, used or expired state). Open the app from the chart again.',
    );
  const connection = await connectionById(ctx.db, launch.connection_id);
  if (!connection) throw new ApiError('NOT_FOUND', 'The EHR connection was removed.');
  const team = assertTeamAccess(user, await membershipOf(ctx.db, user.id, connection.team_id), 'member');
  const server = await discover(connection.issuer, ctx.net);
  const params = new URLSearchParams({ state: p.state });
  if (p.code) params.set('code', p.code);
  if (p.error) params.set('error', p.error);
  if (p.error_description) params.set('error_description', p.error_description);
  const tokens = await exchangeCode(server, smartClientOf(ctx.keys, connection), {
    params,
    state: p.state,
    nonce: launch.nonce,
    codeVerifier: unseal(ctx.keys, verifierPlace(p.state), launch.code_verifier),
    redirectUri: `${ctx.origin}${ehrPaths.callback}`,
    now: ctx.now(),
  });
  if (!tokens.fhirUser)
    throw new ApiError('EHR_FHIR_USER_NOT_MEMBER', 'The EHR did not say who signed in (no fhirUser in the id token).');
  const boundTo = await ctx.db
    .selectFrom('ehr_members')
    .select('user_id')
    .where('connection_id', '=', connection.id)
    .where('fhir_user', '=', tokens.fhirUser)
    .executeTakeFirst();
  const mine = await memberOf(ctx.db, connection.id, user.id);
  if ((boundTo && boundTo.user_id !== user.id) || (mine && mine.fhir_user !== tokens.fhirUser))
    throw new ApiError(
      'EHR_FHIR_USER_NOT_MEMBER',
      `The user signed in to the EHR is not bound to your account in "${team.name}". Sign in here as the same person as in the chart.`,
    );
  await storeTokens(ctx, { connectionId: connection.id, userId: user.id, fhirUser: tokens.fhirUser, tokens });
  if (sessionId)
    await ctx.db
      .updateTable('session')
      .set({ activeOrganizationId: connection.team_id })
      .where('id', '=', sessionId)
      .execute();
  const base = {
    connectionId: connection.id,
    connectionName: connection.name,
    teamId: connection.team_id,
  };
  if (!tokens.patient) return { ...base, ehrPatientId: null, patientId: null, candidate: null };
  const ours = await linkedPatient(ctx.db, connection, tokens.patient);
  if (ours) return { ...base, ehrPatientId: tokens.patient, patientId: ours.id, candidate: null };
  const ehrPatient = await readEhrPatient(ctx, connection, user.id, tokens.patient);
  return { ...base, ehrPatientId: tokens.patient, patientId: null, candidate: candidateOf(ehrPatient) };
}

/**
 * Our patient for the launched EHR patient, once the clinician confirmed: created from the EHR's
 * name, birth date, sex and MRN (read again from the EHR, never from the browser), the EHR's id kept
 * with its system. An already linked patient is answered as it is.
 */
export async function createPatientFromEhr(
  ctx: EhrContext,
  user: SessionUser,
  teamId: string,
  p: { connectionId: string; ehrPatientId: string },
): Promise<{ patientId: string; created: boolean }> {
  const connection = await findConnection(ctx.db, teamId, p.connectionId);
  if (!connection) throw new ApiError('NOT_FOUND', 'No such EHR connection in this team.');
  const ours = await linkedPatient(ctx.db, connection, p.ehrPatientId);
  if (ours) return { patientId: ours.id, created: false };
  const c = candidateOf(await readEhrPatient(ctx, connection, user.id, p.ehrPatientId));
  return ctx.db.transaction().execute(async (trx) => {
    const row = await createPatient(trx, teamId, {
      displayName: c.name,
      identifier: c.mrn,
      birthDate: c.birthDate,
      sex: c.sex,
    });
    await trx
      .insertInto('ehr_patient_links')
      .values({ patient_id: row.id, connection_id: connection.id, system: connection.issuer, value: p.ehrPatientId })
      .execute();
    return { patientId: row.id, created: true };
  });
}
