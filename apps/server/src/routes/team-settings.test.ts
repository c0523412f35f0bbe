import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TeamSettingsJson } from '@woundcare/api-types';
import { createTestApp, type TestApp } from '../../test/support/harness.ts';

type Client = ReturnType<TestApp['client']>;
type ErrorJson = { error: { code: string; message: string } };
let t: TestApp;
let owner: Client;
let clinician: Client;

/** The team's settings screen: the clinic's phone and time zone, set by owners and admins, read by every member. */
beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_AUTH_MAX: '1000' });
  owner = t.client();
  const { email: ownerEmail } = await owner.signUp(undefined, 'wound-care-42', {
    first_name: 'Olive',
    last_name: 'Owner',
  });
  await owner.verifyEmail(ownerEmail);
  clinician = t.client();
  const { email } = await clinician.signUp(undefined, 'wound-care-42', { first_name: 'Cleo', last_name: 'Clinician' });
  await clinician.verifyEmail(email);
  const invite = await owner.request('/api/auth/organization/invite-member', {
    method: 'POST',
    json: { email, role: 'clinician' },
  });
  expect(invite.status).toBe(200);
  const accepted = await clinician.request('/api/auth/organization/accept-invitation', {
    method: 'POST',
    json: { token: t.invitationToken(email) },
  });
  expect(accepted.status).toBe(200);
}, 120_000);
afterAll(() => t?.close());

const put = (c: Client, json: unknown) => c.request('/api/team/settings', { method: 'PUT', json });
const read = async (c: Client) => (await (await c.request('/api/team/settings')).json()) as TeamSettingsJson;

describe("the clinic's phone number for patients", () => {
  it('is unset at first; an owner sets it, every member reads it, a clinician cannot change it, and it clears', async () => {
    expect((await read(owner)).clinic_phone).toBeNull();
    const set = await put(owner, { clinic_phone: ' +1 (555) 010-2030 ' });
    expect(set.status, await set.clone().text()).toBe(200);
    expect(((await set.json()) as TeamSettingsJson).clinic_phone).toBe('+1 (555) 010-2030');
    const seen = await read(clinician);
    expect(seen.team_name).toBe((await read(owner)).team_name);
    expect(seen.clinic_phone).toBe('+1 (555) 010-2030');

    const refused = await put(clinician, { clinic_phone: '+1 555 999 9999' });
    expect(refused.status).toBe(403);
    expect((await read(owner)).clinic_phone).toBe('+1 (555) 010-2030');

    expect((await put(owner, { clinic_phone: '' })).status).toBe(200);
    expect((await read(clinician)).clinic_phone).toBeNull();
  });

  it('refuses what is not a phone number, in words, and keeps the number it had', async () => {
    expect((await put(owner, { clinic_phone: '020 7946 0000' })).status).toBe(200);
    for (const bad of ['call us', '12', '+44 20 7946 0000 ext. 5', 'x'.repeat(31)]) {
      const res = await put(owner, { clinic_phone: bad });
      expect(res.status).toBe(400);
      const { error } = (await res.json()) as ErrorJson;
      expect(error.code).toBe('VALIDATION_ERROR');
      expect(error.message).toMatch(/phone number|at most 30/);
    }
    expect((await read(owner)).clinic_phone).toBe('020 7946 0000');
  });
});
