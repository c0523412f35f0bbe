import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/support/harness.ts';
import { startFhirPeer, type FhirPeer } from '../../test/support/fhir-peer.ts';

/**
 * Without EHR_ALLOW_PRIVATE_ADDRESSES (the default) a team admin cannot point the server at an
 * internal address: registering an EHR on cloud metadata, a private network or loopback is refused
 * with EHR_ADDRESS_NOT_ALLOWED and nothing is stored; a launch of a connection that was registered
 * while the setting was on fetches nothing from the loopback peer.
 */

let t: TestApp;
let peer: FhirPeer;
type Client = ReturnType<TestApp['client']>;
let owner: Client;

const body = (issuer: string) => ({
  name: 'Internal',
  issuer,
  client_id: 'woundly-test',
  client_type: 'public',
  scopes: 'openid fhirUser patient/Patient.r',
});
const errorOf = async (res: Response) => ((await res.json()) as { error: { code: string; message: string } }).error;

beforeAll(async () => {
  peer = await startFhirPeer();
  t = await createTestApp({ RATE_LIMIT_AUTH_MAX: '1000' });
  owner = t.client();
  const { email } = await owner.signUp(undefined, 'wound-care-42');
  await owner.verifyEmail(email);
}, 120_000);
afterAll(async () => {
  await t?.close();
  await peer?.close();
});

describe('EHR addresses on internal networks', () => {
  it.each([
    ['cloud metadata (link-local, plain http)', 'http://169.254.169.254/'],
    ['a private network (RFC 1918)', 'https://10.0.0.5/fhir'],
    ['IPv6 loopback', 'https://[::1]/'],
    ['IPv6 unique-local', 'https://[fd00::1]/fhir'],
    ['the test peer on 127.0.0.1', 'PEER'],
  ])('refuses registering an EHR on %s', async (_what, issuer) => {
    const res = await owner.request('/api/ehr/connections', {
      method: 'POST',
      json: body(issuer === 'PEER' ? peer.base : issuer),
    });
    expect(res.status).toBe(422);
    const error = await errorOf(res);
    expect(error.code).toBe('EHR_ADDRESS_NOT_ALLOWED');
    expect(error.message).toMatch(/public address/);
  });

  it('stores nothing, and a connection stored with an internal issuer is never fetched', async () => {
    // the owner's team and account (a PostgreSQL test database also holds other files' teams)
    const team = { id: ((await (await owner.request('/api/team/settings')).json()) as { team_id: string }).team_id };
    const user = ((await (await owner.request('/api/auth/get-session')).json()) as { user: { id: string } }).user;
    expect(await t.deps.db.selectFrom('ehr_connections').select('id').where('team_id', '=', team.id).execute()).toEqual(
      [],
    );
    // as if it had been registered while EHR_ALLOW_PRIVATE_ADDRESSES was on: the check is repeated before every request
    await t.deps.db
      .insertInto('ehr_connections')
      .values({
        id: crypto.randomUUID(),
        team_id: team.id,
        name: 'Peer',
        issuer: peer.base,
        client_id: 'woundly-test',
        client_type: 'public',
        scopes: 'openid fhirUser',
        created_by: user.id,
        client_secret: null,
        private_key: null,
      })
      .execute();
    const before = peer.seen.smartConfigurationFetches;
    const res = await owner.request('/api/ehr/launch', { method: 'POST', json: { iss: peer.base, launch: 'x' } });
    expect(res.status).toBe(422);
    expect((await errorOf(res)).code).toBe('EHR_ADDRESS_NOT_ALLOWED');
    expect(peer.seen.smartConfigurationFetches).toBe(before);
  });
});
