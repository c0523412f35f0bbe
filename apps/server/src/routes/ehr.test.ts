import { generateKeyPairSync } from 'node:crypto';
import { createRequire } from 'node:module';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ChartStateJson, EhrConnectionJson, EhrConnectionsJson, EhrLaunchJson } from '@woundcare/api-types';
import { createTestApp, ORIGIN, type TestApp } from '../../test/support/harness.ts';
import { createFakeAnalyzer, photoJpeg } from '../../test/support/fake-analyzer.ts';
import { uploadForm, waitForAssessment } from '../../test/support/assessment-client.ts';
import { startFhirPeer, type FhirPeer } from '../../test/support/fhir-peer.ts';
import type { Patient } from '@medplum/fhirtypes';
import { WOUNDLY_RESOURCE_ID } from '../services/ehr/chart-bundle.ts';

/**
 * SMART on FHIR against a composed EHR (medplum's FHIR router + oauth2-mock-server, test/support/fhir-peer.ts):
 * a team admin registers the EHR; an EHR launch and a standalone launch authorize with PKCE S256,
 * check state and nonce, bind the id token's fhirUser to the member and open the launched patient;
 * "Send to chart" writes one transaction bundle, a re-send writes nothing new, an ABPI edit amends
 * the chart's copy, a peer that is down leaves the write queued until a retry succeeds, and the
 * refused cases answer with their codes.
 */

// The official FHIR R4 JSON schema, as the export's own test checks it.
const require = createRequire(import.meta.url);
const JSONSchemaValidator = require('@asymmetrik/fhir-json-schema-validator') as new () => {
  validate(resource: unknown, verbose?: boolean): unknown[];
};
const validator = new JSONSchemaValidator();

const fake = createFakeAnalyzer(1);
let t: TestApp;
let peer: FhirPeer;
type Client = ReturnType<TestApp['client']>;
let owner: Client;
let clinician: Client;
let connection: EhrConnectionJson;
/** the job system's clock: moved forward past a write's back-off */
let shiftMs = 0;

const EHR_PATIENT: Patient & { id: string } = {
  resourceType: 'Patient',
  id: 'ehr-pat-77',
  name: [{ use: 'official', given: ['Dora'], family: 'Diabetic' }],
  birthDate: '1951-03-09',
  gender: 'female',
  identifier: [{ type: { coding: [{ code: 'MR' }] }, system: 'urn:oid:1.2.3.4', value: 'MRN-4711' }],
};

const errorCode = async (res: Response) => ((await res.json()) as { error: { code: string } }).error.code;

/** What the browser does between our authorize URL and /launch/callback: the EHR's authorization answers at once. */
async function authorize(authorizeUrl: string): Promise<URLSearchParams> {
  const res = await fetch(authorizeUrl, { redirect: 'manual' });
  const location = res.headers.get('location') ?? '';
  expect(location.startsWith(`${ORIGIN}/launch/callback?`)).toBe(true);
  return new URL(location).searchParams;
}

async function ehrLaunch(c: Client, iss = peer.base): Promise<{ res: Response; params?: URLSearchParams }> {
  const start = await c.request('/api/ehr/launch', { method: 'POST', json: { iss, launch: peer.launchId } });
  if (start.status !== 200) return { res: start };
  const { authorizeUrl } = (await start.json()) as { authorizeUrl: string };
  const params = await authorize(authorizeUrl);
  const res = await c.request('/api/ehr/callback', { method: 'POST', json: Object.fromEntries(params) });
  return { res, params };
}

async function sendToChart(id: string) {
  const res = await owner.request(`/api/assessments/${id}/chart`, { method: 'POST' });
  return { res, state: (await res.clone().json()) as ChartStateJson };
}

const counts = async () => ({
  observations: (await peer.search('Observation')).length,
  media: (await peer.search('Media')).length,
  documents: (await peer.search('DocumentReference')).length,
});

beforeAll(async () => {
  peer = await startFhirPeer({ patient: EHR_PATIENT });
  await peer.repo.createResource(EHR_PATIENT);
  // the peer listens on 127.0.0.1 over plain http: allowed only by this setting
  t = await createTestApp(
    { RATE_LIMIT_AUTH_MAX: '1000', EHR_ALLOW_PRIVATE_ADDRESSES: '1' },
    { workspace: { analyzer: fake.analyzer, clock: () => new Date(Date.now() + shiftMs) } },
  );
  owner = t.client();
  const { email } = await owner.signUp(undefined, 'wound-care-42', { first_name: 'Olive', last_name: 'Owner' });
  await owner.verifyEmail(email);
  clinician = t.client();
  const { email: cEmail } = await clinician.signUp(undefined, 'wound-care-42', {
    first_name: 'Cleo',
    last_name: 'Clinician',
  });
  await clinician.verifyEmail(cEmail);
  await owner.request('/api/auth/organization/invite-member', {
    method: 'POST',
    json: { email: cEmail, role: 'clinician' },
  });
  const accepted = await clinician.request('/api/auth/organization/accept-invitation', {
    method: 'POST',
    json: { token: t.invitationToken(cEmail) },
  });
  expect(accepted.status).toBe(200);
  // the clinician works in the owner's team
  const teams = (await (await clinician.request('/api/auth/organization/list')).json()) as {
    id: string;
    name: string;
  }[];
  const ownerTeam = teams.find((x) => !x.name.includes('Cleo')) ?? teams[0]!;
  await clinician.request('/api/auth/organization/set-active', {
    method: 'POST',
    json: { organizationId: ownerTeam.id },
  });
}, 120_000);
afterAll(async () => {
  await t?.close();
  await peer?.close();
});

describe('EHR connections', () => {
  it('an admin registers the EHR; a clinician may not; the secret is sealed and never answered', async () => {
    const body = {
      name: 'Clinic EHR',
      issuer: `${peer.base}/`,
      client_id: 'woundly-test',
      client_type: 'client-secret',
      secret: 'top-secret-client-secret',
      scopes:
        'openid fhirUser offline_access patient/Patient.r patient/Observation.cu patient/DocumentReference.cu patient/Media.cu',
    };
    const refused = await clinician.request('/api/ehr/connections', { method: 'POST', json: body });
    expect(refused.status).toBe(403);
    expect(await errorCode(refused)).toBe('ADMIN_REQUIRED');

    const res = await owner.request('/api/ehr/connections', { method: 'POST', json: body });
    expect(res.status).toBe(201);
    connection = (await res.json()) as EhrConnectionJson;
    // the trailing slash is not part of the FHIR base: a launch names the base as the EHR sends it
    expect(connection).toMatchObject({ issuer: peer.base, hasSecret: true, launchUrl: `${ORIGIN}/launch` });
    expect(JSON.stringify(connection)).not.toContain('top-secret');

    const stored = await t.deps.db
      .selectFrom('ehr_connections')
      .select('client_secret')
      .where('id', '=', connection.id)
      .executeTakeFirstOrThrow();
    expect(Buffer.from(stored.client_secret!).includes('top-secret')).toBe(false);

    const list = (await (await clinician.request('/api/ehr/connections')).json()) as EhrConnectionsJson;
    expect(list.canManage).toBe(false);
    expect(list.connections.map((x) => x.id)).toEqual([connection.id]);

    // the demo client of the rest of this suite is a public one (the peer's token endpoint takes both)
    const pub = await owner.request(`/api/ehr/connections/${connection.id}`, {
      method: 'PUT',
      json: { ...body, client_type: 'public', secret: undefined },
    });
    expect(pub.status).toBe(200);
    expect(((await pub.json()) as EhrConnectionJson).hasSecret).toBe(false);
  });
});

describe('the EHR launch', () => {
  it('refuses an iss that no team of the member registered, without fetching it', async () => {
    const before = peer.seen.smartConfigurationFetches;
    const { res } = await ehrLaunch(owner, `${peer.origin}/other-fhir`);
    expect(res.status).toBe(403);
    expect(await errorCode(res)).toBe('EHR_ISSUER_NOT_ALLOWED');
    expect(peer.seen.smartConfigurationFetches).toBe(before);
  });

  it('authorizes with PKCE S256, state, nonce, aud and launch, and offers the EHR patient to confirm', async () => {
    const { res, params } = await ehrLaunch(owner);
    expect(res.status).toBe(200);
    const auth = peer.seen.authorizeRequests.at(-1)!;
    expect(auth.get('code_challenge_method')).toBe('S256');
    expect(auth.get('aud')).toBe(peer.base);
    expect(auth.get('launch')).toBe(peer.launchId);
    expect(auth.get('state')).toBe(params!.get('state'));
    expect(auth.get('nonce')).toBeTruthy();
    expect(auth.get('scope')!.split(' ')).toEqual(
      expect.arrayContaining(['launch', 'openid', 'fhirUser', 'patient/Patient.r']),
    );
    // the code went back with its verifier (the peer refuses a verifier that does not match the challenge)
    expect(peer.seen.tokenRequests.at(-1)).toMatchObject({ grant_type: 'authorization_code' });
    expect(peer.seen.tokenRequests.at(-1)!.code_verifier).toMatch(/^[\w-]{43,128}$/);

    const launch = (await res.json()) as EhrLaunchJson;
    expect(launch).toMatchObject({
      connectionId: connection.id,
      ehrPatientId: 'ehr-pat-77',
      patientId: null,
      candidate: { name: 'Dora Diabetic', birthDate: '1951-03-09', mrn: 'MRN-4711', sex: 'female' },
    });
    // the member is bound to the EHR user of the id token
    const member = await t.deps.db
      .selectFrom('ehr_members')
      .selectAll()
      .where('connection_id', '=', connection.id)
      .execute();
    expect(member.map((m) => m.fhir_user)).toEqual(['Practitioner/p-1']);

    // confirmed: the patient is created from the EHR's details, its id kept with the EHR's system
    const created = await owner.request('/api/ehr/patients', {
      method: 'POST',
      json: { connection_id: connection.id, ehr_patient_id: 'ehr-pat-77' },
    });
    expect(created.status).toBe(201);
    const { patientId } = (await created.json()) as { patientId: string };
    const patient = (await (await owner.request(`/api/patients/${patientId}`)).json()) as {
      patient: { display_name?: string; displayName?: string; identifier: string | null };
    };
    expect(JSON.stringify(patient)).toContain('Dora Diabetic');
    expect(patient.patient.identifier).toBe('MRN-4711');
    const link = await t.deps.db
      .selectFrom('ehr_patient_links')
      .selectAll()
      .where('patient_id', '=', patientId)
      .executeTakeFirstOrThrow();
    expect(link).toMatchObject({ system: peer.base, value: 'ehr-pat-77' });

    // the next launch opens that patient at once
    const again = await ehrLaunch(owner);
    expect((await again.res.json()) as EhrLaunchJson).toMatchObject({ patientId, candidate: null });
  });

  it('refuses an answer whose state is unknown or already used', async () => {
    const { params } = await ehrLaunch(owner);
    const replay = await owner.request('/api/ehr/callback', { method: 'POST', json: Object.fromEntries(params!) });
    expect(replay.status).toBe(400);
    expect(await errorCode(replay)).toBe('EHR_STATE_INVALID');
    const forged = await owner.request('/api/ehr/callback', { method: 'POST', json: { state: 'forged', code: 'x' } });
    expect(await errorCode(forged)).toBe('EHR_STATE_INVALID');
    // another member cannot finish the owner's launch
    const start = await owner.request('/api/ehr/launch', {
      method: 'POST',
      json: { iss: peer.base, launch: peer.launchId },
    });
    const stolen = await authorize(((await start.json()) as { authorizeUrl: string }).authorizeUrl);
    const other = await clinician.request('/api/ehr/callback', { method: 'POST', json: Object.fromEntries(stolen) });
    expect(await errorCode(other)).toBe('EHR_STATE_INVALID');
  });

  it('refuses an EHR user bound to another member, and one that is missing', async () => {
    // the clinician signs in to the EHR as the owner's EHR user
    const taken = await ehrLaunch(clinician);
    expect(taken.res.status).toBe(403);
    expect(await errorCode(taken.res)).toBe('EHR_FHIR_USER_NOT_MEMBER');
    peer.state.fhirUser = null;
    try {
      const none = await ehrLaunch(clinician);
      expect(await errorCode(none.res)).toBe('EHR_FHIR_USER_NOT_MEMBER');
    } finally {
      peer.state.fhirUser = 'Practitioner/p-1';
    }
    const bound = await t.deps.db
      .selectFrom('ehr_members')
      .select('fhir_user')
      .where('connection_id', '=', connection.id)
      .execute();
    expect(bound).toHaveLength(1);
  });

  it('the standalone launch asks the EHR to pick the patient', async () => {
    const res = await owner.request('/api/ehr/connect', { method: 'POST', json: { connection_id: connection.id } });
    expect(res.status).toBe(200);
    const { authorizeUrl } = (await res.json()) as { authorizeUrl: string };
    const q = new URL(authorizeUrl).searchParams;
    expect(q.get('launch')).toBeNull();
    expect(q.get('scope')!.split(' ')).toContain('launch/patient');
    const params = await authorize(authorizeUrl);
    const done = await owner.request('/api/ehr/callback', { method: 'POST', json: Object.fromEntries(params) });
    expect(done.status).toBe(200);
    expect(((await done.json()) as EhrLaunchJson).patientId).not.toBeNull();
  });
});

describe('confidential clients', () => {
  const base = () => ({
    name: 'Clinic EHR',
    issuer: peer.base,
    client_id: 'woundly-test',
    scopes:
      'openid fhirUser offline_access patient/Patient.r patient/Observation.cu patient/DocumentReference.cu patient/Media.cu',
  });
  const lastTokenRequest = () => peer.seen.tokenRequests.at(-1)!;
  const decode = (part: string) =>
    JSON.parse(Buffer.from(part, 'base64url').toString('utf8')) as Record<string, unknown>;

  afterAll(async () => {
    // the rest of the suite uses the public client again
    await owner.request(`/api/ehr/connections/${connection.id}`, {
      method: 'PUT',
      json: { ...base(), client_type: 'public' },
    });
  });

  it('a client secret authenticates the code exchange (client_secret_basic)', async () => {
    const res = await owner.request(`/api/ehr/connections/${connection.id}`, {
      method: 'PUT',
      json: { ...base(), client_type: 'client-secret', secret: 's3cret:with/odd chars' },
    });
    expect(res.status).toBe(200);
    expect((await ehrLaunch(owner)).res.status).toBe(200);
    const auth = lastTokenRequest().authorization ?? '';
    const [id, secret] = Buffer.from(auth.replace(/^Basic /, ''), 'base64')
      .toString()
      .split(':')
      .map((v) => decodeURIComponent(v.replace(/\+/g, ' ')));
    expect([id, secret]).toEqual(['woundly-test', 's3cret:with/odd chars']);
  });

  it('private_key_jwt signs an RS384 assertion for the token endpoint; a key that is not one is refused', async () => {
    const bad = await owner.request(`/api/ehr/connections/${connection.id}`, {
      method: 'PUT',
      json: { ...base(), client_type: 'private-key-jwt', secret: 'not a key' },
    });
    expect(bad.status).toBe(400);
    const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
    const pem = privateKey.export({ type: 'pkcs8', format: 'pem' }).toString();
    const res = await owner.request(`/api/ehr/connections/${connection.id}`, {
      method: 'PUT',
      json: { ...base(), client_type: 'private-key-jwt', secret: pem },
    });
    expect(res.status).toBe(200);
    expect((await ehrLaunch(owner)).res.status).toBe(200);
    const body = lastTokenRequest();
    expect(body.client_assertion_type).toBe('urn:ietf:params:oauth:client-assertion-type:jwt-bearer');
    const [header, payload] = body.client_assertion!.split('.');
    expect(decode(header!)).toMatchObject({ alg: 'RS384', kid: expect.stringMatching(/^[\w-]{43}$/) });
    expect(decode(payload!)).toMatchObject({ iss: 'woundly-test', sub: 'woundly-test', aud: `${peer.issuer}/token` });
  });

  it("a user of another team cannot launch with this team's EHR, and the EHR is not asked", async () => {
    const stranger = t.client();
    await stranger.signUp(undefined, 'wound-care-42', { first_name: 'Sam', last_name: 'Stranger' });
    const before = peer.seen.smartConfigurationFetches;
    const { res } = await ehrLaunch(stranger);
    expect(await errorCode(res)).toBe('EHR_ISSUER_NOT_ALLOWED');
    expect(peer.seen.smartConfigurationFetches).toBe(before);
  });
});

describe('Send to chart', () => {
  let woundId: string;

  beforeAll(async () => {
    const patientId = (await t.deps.db.selectFrom('ehr_patient_links').select('patient_id').executeTakeFirstOrThrow())
      .patient_id;
    const created = await owner.request(`/api/patients/${patientId}/wounds`, {
      method: 'POST',
      json: { etiology: 'diabetic_foot_ulcer', body_site: 'heel_left', label: 'Left heel ulcer' },
    });
    woundId = ((await created.json()) as { wound: { id: string } }).wound.id;
    const up = await owner.request('/api/assessments', {
      method: 'POST',
      body: uploadForm({ wound_id: woundId }, { data: await photoJpeg() }),
    });
    expect(up.status).toBe(202);
    expect((await waitForAssessment(owner, 'analysis-1')).assessment.status).toBe('completed');
  }, 60_000);

  it('writes one transaction: the panels, the PDF and the photo on the EHR patient, valid FHIR R4', async () => {
    expect(await counts()).toEqual({ observations: 0, media: 0, documents: 0 });
    const { res, state } = await sendToChart('analysis-1');
    expect(res.status).toBe(200);
    expect(state).toMatchObject({ status: 'sent', connectionName: 'Clinic EHR', amended: false, reason: null });
    expect(peer.seen.transactions).toHaveLength(1);
    expect(await counts()).toEqual({ observations: 3, media: 1, documents: 1 });

    const written = [
      ...(await peer.search('Observation')),
      ...(await peer.search('Media')),
      ...(await peer.search('DocumentReference')),
    ] as unknown as Record<string, unknown>[];
    for (const r of written) {
      const { meta: _meta, ...resource } = r;
      expect(validator.validate(resource), `${String(r.resourceType)} is valid FHIR R4`).toEqual([]);
      expect(JSON.stringify(r.subject)).toBe(JSON.stringify({ reference: 'Patient/ehr-pat-77' }));
      expect((r.identifier as { system: string }[]).some((i) => i.system === WOUNDLY_RESOURCE_ID)).toBe(true);
    }
    const codes = (await peer.search('Observation')).map(
      (o) => (o as { code: { coding: { code: string }[] } }).code.coding[0]!.code,
    );
    expect(codes).toEqual(expect.arrayContaining(['39135-9', '72287-6']));
    const doc = (await peer.search('DocumentReference'))[0] as {
      docStatus: string;
      content: { attachment: { contentType: string; data: string } }[];
    };
    expect(doc.docStatus).toBe('final');
    expect(Buffer.from(doc.content[0]!.attachment.data, 'base64').subarray(0, 5).toString()).toBe('%PDF-');
    // the panel's members point at the resources written in the same transaction
    const panel = (await peer.search('Observation')).find((o) => JSON.stringify(o).includes('39135-9')) as {
      hasMember: { reference: string }[];
    };
    expect(panel.hasMember.every((m) => /^Observation\/[\w-]+$/.test(m.reference))).toBe(true);
  });

  it('sending again creates nothing new', async () => {
    const { state } = await sendToChart('analysis-1');
    expect(state.status).toBe('sent');
    expect(peer.seen.transactions).toHaveLength(2);
    expect(await counts()).toEqual({ observations: 3, media: 1, documents: 1 });
  });

  it('an ABPI edit after sending amends the chart copy in place', async () => {
    const edited = await owner.request(`/api/wounds/${woundId}`, { method: 'PATCH', json: { abpi: 0.45 } });
    expect(edited.status).toBe(200);
    const queued = (await (await owner.request('/api/assessments/analysis-1/chart')).json()) as ChartStateJson;
    expect(queued.status).toBe('queued');
    expect(await t.deps.workspace.jobs.sendChartWrites()).toBeGreaterThanOrEqual(1);
    const state = (await (await owner.request('/api/assessments/analysis-1/chart')).json()) as ChartStateJson;
    expect(state).toMatchObject({ status: 'sent', amended: true });
    expect(await counts()).toEqual({ observations: 3, media: 1, documents: 1 });
    const statuses = (await peer.search('Observation')).map((o) => (o as { status: string }).status);
    expect(statuses).toEqual(['amended', 'amended', 'amended']);
    expect(((await peer.search('DocumentReference'))[0] as { docStatus: string }).docStatus).toBe('amended');
    // the amended panel carries the new perfusion reading
    const panel = (await peer.search('Observation')).find((o) => JSON.stringify(o).includes('39135-9'));
    expect(JSON.stringify(panel)).toMatch(/0\.45/);
  });

  it('a peer that is down leaves the write queued; the retry after the back-off succeeds', async () => {
    const up = await owner.request('/api/assessments', {
      method: 'POST',
      body: uploadForm({ wound_id: woundId, confirm_exam_date: 'true' }, { data: await photoJpeg(80, 60) }),
    });
    expect(up.status).toBe(202);
    expect((await waitForAssessment(owner, 'analysis-2')).assessment.status).toBe('completed');
    peer.state.down = true;
    const { state } = await sendToChart('analysis-2');
    expect(state).toMatchObject({ status: 'queued', attempts: 1 });
    expect(state.reason).toMatch(/503/);
    expect(state.nextAttemptAt).not.toBeNull();
    // not yet due: nothing is tried
    peer.state.down = false;
    const before = peer.seen.transactions.length;
    await t.deps.workspace.jobs.sendChartWrites();
    expect(peer.seen.transactions.length).toBe(before);
    shiftMs = 31_000;
    await t.deps.workspace.jobs.sendChartWrites();
    const after = (await (await owner.request('/api/assessments/analysis-2/chart')).json()) as ChartStateJson;
    expect(after).toMatchObject({ status: 'sent', attempts: 2, reason: null });
    expect((await counts()).documents).toBe(2);
  });

  it('sends an assessment to the chart when it is confirmed, only where the connection is switched to', async () => {
    for (const n of [3, 4]) {
      const up = await owner.request('/api/assessments', {
        method: 'POST',
        body: uploadForm({ wound_id: woundId, confirm_exam_date: 'true' }, { data: await photoJpeg(80 + n, 60) }),
      });
      expect(up.status).toBe(202);
      expect((await waitForAssessment(owner, `analysis-${n}`)).assessment.status).toBe('completed');
    }
    const chartOf = async (id: string) =>
      (await (await owner.request(`/api/assessments/${id}/chart`)).json()) as ChartStateJson;
    const before = await counts();

    // off (the default): confirming writes nothing
    expect(connection.sendOnConfirm).toBe(false);
    expect((await owner.request('/api/assessments/analysis-3/confirm', { method: 'POST' })).status).toBe(200);
    await t.deps.workspace.jobs.sendChartWrites();
    expect((await chartOf('analysis-3')).status).toBe('not_sent');
    expect(await counts()).toEqual(before);

    // a clinician may not switch it on; an admin may
    const settings = {
      name: 'Clinic EHR',
      issuer: peer.base,
      client_id: 'woundly-test',
      client_type: 'public',
      scopes: connection.scopes,
      send_on_confirm: true,
    };
    const refused = await clinician.request(`/api/ehr/connections/${connection.id}`, { method: 'PUT', json: settings });
    expect(refused.status).toBe(403);
    const on = await owner.request(`/api/ehr/connections/${connection.id}`, { method: 'PUT', json: settings });
    expect(((await on.json()) as EhrConnectionJson).sendOnConfirm).toBe(true);
    // a change that leaves the switch out keeps it
    const { send_on_confirm: _kept, ...withoutSwitch } = settings;
    const kept = await owner.request(`/api/ehr/connections/${connection.id}`, { method: 'PUT', json: withoutSwitch });
    expect(((await kept.json()) as EhrConnectionJson).sendOnConfirm).toBe(true);

    // on: confirming queues the write, which the job system sends as "Send to chart" would
    expect((await owner.request('/api/assessments/analysis-4/confirm', { method: 'POST' })).status).toBe(200);
    expect((await chartOf('analysis-4')).status).toBe('queued');
    await t.deps.workspace.jobs.sendChartWrites();
    expect(await chartOf('analysis-4')).toMatchObject({ status: 'sent', reason: null, amended: false });
    expect(await counts()).toEqual({
      observations: before.observations + 3,
      media: before.media + 1,
      documents: before.documents + 1,
    });
    const doc = (await peer.search('DocumentReference')).map((d) => JSON.stringify(d));
    expect(doc.filter((d) => d.includes('analysis-4'))).toHaveLength(1);
    // the assessment confirmed while the switch was off stays unsent
    expect((await chartOf('analysis-3')).status).toBe('not_sent');
  });

  it('an expired access token is renewed with the refresh token, which rotates; a dead one answers EHR_TOKEN_EXPIRED', async () => {
    const before = await t.deps.db
      .selectFrom('ehr_members')
      .select('refresh_token')
      .where('connection_id', '=', connection.id)
      .executeTakeFirstOrThrow();
    peer.expireAccessTokens();
    await t.deps.db
      .updateTable('ehr_members')
      .set({ expires_at: new Date(0) })
      .execute();
    const { state } = await sendToChart('analysis-1');
    expect(state.status).toBe('sent');
    expect(peer.seen.tokenRequests.at(-1)).toMatchObject({ grant_type: 'refresh_token' });
    const after = await t.deps.db
      .selectFrom('ehr_members')
      .select('refresh_token')
      .where('connection_id', '=', connection.id)
      .executeTakeFirstOrThrow();
    expect(Buffer.from(after.refresh_token!).equals(Buffer.from(before.refresh_token!))).toBe(false);

    // two writes that find the access token expired at once renew it once (the refresh token is good once)
    peer.expireAccessTokens();
    await t.deps.db
      .updateTable('ehr_members')
      .set({ expires_at: new Date(0) })
      .execute();
    const grants = peer.seen.tokenRequests.length;
    const both = await Promise.all([sendToChart('analysis-1'), sendToChart('analysis-2')]);
    expect(both.map((x) => x.state.status)).toEqual(['sent', 'sent']);
    expect(peer.seen.tokenRequests.length - grants).toBe(1);

    peer.expireAccessTokens();
    peer.revokeRefreshTokens();
    await t.deps.db
      .updateTable('ehr_members')
      .set({ expires_at: new Date(0) })
      .execute();
    const dead = await owner.request('/api/assessments/analysis-1/chart', { method: 'POST' });
    expect(dead.status).toBe(409);
    expect(await errorCode(dead)).toBe('EHR_TOKEN_EXPIRED');
    const shown = (await (await owner.request('/api/assessments/analysis-1/chart')).json()) as ChartStateJson;
    expect(shown.status).toBe('failed');
    expect(shown.reason).toMatch(/expired/);
  });

  it('every launch and write is in the audit, with ids only', async () => {
    const rows = await t.deps.db
      .selectFrom('audit_log')
      .select(['action', 'resource'])
      .where('action', 'like', 'ehr.%')
      .execute();
    const actions = new Set(rows.map((r) => r.action));
    for (const a of [
      'ehr.connection.create',
      'ehr.launch.refused',
      'ehr.launch.start',
      'ehr.launch',
      'ehr.launch.failed',
      'ehr.write',
    ])
      expect(actions).toContain(a);
    expect(JSON.stringify(rows)).not.toMatch(/Dora|Diabetic|MRN-4711/);
    expect(t.logs.join('\n')).not.toMatch(/Dora|Diabetic|MRN-4711/);
  });
});
