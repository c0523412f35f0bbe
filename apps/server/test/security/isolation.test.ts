import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/harness.ts';
import { linkPatientsToStandInEhr } from '../support/ehr-link.ts';
import { userIdOf } from '../support/assessment-client.ts';
import { createApp } from '../../src/app.ts';
import { createDiskFileStore } from '../../src/services/storage/disk-file-store.ts';
import { loadKeyRing } from '../../src/security/storage/photo-crypto.ts';
import {
  createAssessment,
  fakeAnalyzer,
  LEAK_PATTERNS,
  maskPng,
  freshCode,
  referToOwnContact,
  solidPng,
  turnOnTwoFactor,
  type Client,
} from './support/fixtures.ts';
import {
  keyOf,
  listEndpoints,
  ROUTE_POLICIES,
  validRequest,
  type Endpoint,
  type ResourceIds,
  type SampleFiles,
} from './support/route-policy.ts';

const here = path.dirname(fileURLToPath(import.meta.url));
const WEB_DIST = path.resolve(here, '../../../web/dist');

let t: TestApp;
let endpoints: Endpoint[];
let files: SampleFiles;
let alice: Client;
let bob: Client;
/** Alice's completed assessment (with its patient and wound) and a second set that the DELETE controls remove */
let kept: ResourceIds & { assessment: string };
let doomed: ResourceIds & { assessment: string };

/** the tokens of the records' patient links */
const tokens: string[] = [];

/** Upload as `c` and return the assessment with the patient and wound it was filed under, and a patient link to it. */
async function createRecord(c: Client, name: string, photo: Buffer): Promise<ResourceIds & { assessment: string }> {
  const assessment = await createAssessment(t, c, name, photo);
  const { assessment: j } = (await (await c.request(`/api/assessments/${assessment}`)).json()) as {
    assessment: { patientId: string; woundId: string };
  };
  const shared = await c.request(`/api/assessments/${assessment}/patient-links`, { method: 'POST', json: {} });
  expect(shared.status).toBe(201);
  const { link, url } = (await shared.json()) as { link: { id: string }; url: string };
  tokens.push(new URL(url).pathname.split('/').pop()!);
  return { assessment, patient: j.patientId, wound: j.woundId, patientLink: link.id };
}

beforeAll(async () => {
  t = await createTestApp(
    { RATE_LIMIT_AUTH_MAX: '1000', RATE_LIMIT_FORM_MAX: '1000' },
    { workspace: { analyzer: fakeAnalyzer() } },
  );
  endpoints = listEndpoints(t.app);
  files = { photo: await solidPng(64, 64), mask: await maskPng(64, 64) };
  alice = t.client();
  bob = t.client();
  const signedUp = await alice.signUp(undefined, 'wound-care-42', { first_name: 'Alice' });
  expect(signedUp.res.status).toBe(200);
  // a confirmed address: Alice invites a colleague below
  await alice.verifyEmail(signedUp.email);
  expect((await bob.signUp(undefined, 'wound-care-42', { first_name: 'Bob' })).res.status).toBe(200);
  kept = await createRecord(alice, 'Alice Patient', files.photo);
  doomed = await createRecord(alice, 'Alice Second', files.photo);
  // Alice's patients are linked to an EHR: "Send to chart" answers her with the chart state
  await linkPatientsToStandInEhr(t.deps.db, await userIdOf(alice));
  // Alice's team has a referral contact: her list is not empty, and her referral request names it
  await referToOwnContact(alice);
}, 120_000);
afterAll(() => t?.close());

const byKind = (kind: string) => () => endpoints.filter((e) => ROUTE_POLICIES[keyOf(e)]?.access.kind === kind);

describe('route classification', () => {
  it('classifies exactly the routes the app serves (a new route must be added to ROUTE_POLICIES)', () => {
    const served = endpoints.map(keyOf).sort();
    const classified = Object.keys(ROUTE_POLICIES).sort();
    expect(
      served.filter((k) => !classified.includes(k)),
      'routes without a policy',
    ).toEqual([]);
    expect(
      classified.filter((k) => !served.includes(k)),
      'policies for routes that no longer exist',
    ).toEqual([]);
    expect(served.length).toBeGreaterThanOrEqual(30);
  });

  it('gives every path parameter a meaning: :id is an owned assessment, others have a sample value', () => {
    for (const e of endpoints) {
      const policy = ROUTE_POLICIES[keyOf(e)]!;
      for (const [, name] of e.path.matchAll(/:([A-Za-z_]+)/g)) {
        if (name === 'id') expect(policy.access.kind, keyOf(e)).toBe('own-resource');
        else expect(policy.params?.[name!], `${keyOf(e)} :${name}`).toBeTruthy();
      }
      if (policy.access.kind === 'own-resource') expect(e.path, keyOf(e)).toContain(':id');
    }
  });

  it('keeps the public allow-list short: health, accounts (with the two-factor step), public forms, the sticker', () => {
    const pub = byKind('public')().map(keyOf).sort();
    expect(pub).toEqual(
      [
        'ALL /api/auth/*',
        'GET /calibration-sticker.pdf',
        'GET /calibration-sticker.svg',
        'GET /health',
        'GET /api/auth/verify-email',
        'POST /api/auth/request-password-reset',
        'POST /api/auth/reset-password',
        'POST /api/auth/sign-in/email',
        'POST /api/auth/sign-out',
        'POST /api/auth/sign-up/email',
        // the second step of a sign-in: the challenge cookie of a right password, not a session
        'POST /api/auth/two-factor/verify-backup-code',
        'POST /api/auth/two-factor/verify-totp',
        'GET /api/invitation',
        'POST /api/contact',
        'POST /api/subscribe',
      ].sort(),
    );
    // and the routes opened by an unguessable token alone: a patient's plan link
    expect(byKind('public-by-token')().map(keyOf)).toEqual(['GET /api/patient-plan/:token']);
  });
});

describe('a patient link', () => {
  it('opens for a visitor and for any signed-in user by its token alone, without a session, and sets no cookie', async () => {
    for (const c of [t.client(), bob, alice]) {
      const res = await c.request(`/api/patient-plan/${tokens[0]}`);
      expect(res.status).toBe(200);
      expect(res.headers.get('set-cookie')).toBeNull();
      const text = await res.text();
      expect(text).toContain('"firstName":"Alice"');
      expect(text).not.toContain('Patient');
    }
  });
});

describe("a team's two-factor rule", () => {
  it('is declared by every signed-in route: what it does with the active team', () => {
    for (const e of endpoints) {
      const access = ROUTE_POLICIES[keyOf(e)]!.access;
      if (access.kind === 'signed-in')
        expect(['none', 'membership', 'member', 'admin', 'owner'], keyOf(e)).toContain(access.team);
    }
  });

  it('shuts an owner without a second factor out of every route that touches the team — by id in the active team, by global id, its settings and invitations — and lets them read why', async () => {
    // Olga's team requires two-factor; Oscar, a second owner, has not turned it on
    const olga = t.client();
    const { email } = await olga.signUp(undefined, 'wound-care-42', { first_name: 'Olga' });
    await olga.verifyEmail(email);
    const record = await createRecord(olga, 'Olga Patient', files.photo);
    const { secret, used } = await turnOnTwoFactor(olga, 'wound-care-42');
    const ruled = await olga.request('/api/team/settings', {
      method: 'PUT',
      json: { require_two_factor: true, code: await freshCode(secret, used) },
    });
    expect(ruled.status, await ruled.clone().text()).toBe(200);
    const invited = await olga.request('/api/auth/organization/invite-member', {
      method: 'POST',
      json: { email: `invitee-${Math.random().toString(36).slice(2, 8)}@example.com`, role: 'clinician' },
    });
    expect(invited.status).toBe(200);
    const invitationId = ((await invited.json()) as { id: string }).id;
    const team = (await (await olga.request('/api/auth/organization/get-full-organization')).json()) as { id: string };
    const oscar = t.client();
    const oscarEmail = (await oscar.signUp(undefined, 'wound-care-42', { first_name: 'Oscar' })).email;
    const oscarId = (
      await t.deps.db.selectFrom('user').select('id').where('email', '=', oscarEmail).executeTakeFirstOrThrow()
    ).id;
    await t.deps.db
      .insertInto('member')
      .values({ id: `m-${oscarId}`, organizationId: team.id, userId: oscarId, role: 'owner', createdAt: new Date() })
      .execute();
    const own = (await (await oscar.request('/api/auth/organization/list')).json()) as { id: string }[];
    const ownTeam = own.find((x) => x.id !== team.id)!.id;
    const setActive = (id: string) =>
      oscar.request('/api/auth/organization/set-active', { method: 'POST', json: { organizationId: id } });
    expect((await setActive(team.id)).status).toBe(200);
    ROUTE_POLICIES['POST /api/auth/organization/cancel-invitation']!.json!.invitationId = {
      type: 'text',
      required: true,
      valid: invitationId,
      max: 200,
    };

    const failures: string[] = [];
    let shut = 0;
    const declared = (e: Endpoint) => {
      const access = ROUTE_POLICIES[keyOf(e)]!.access;
      if (access.kind === 'own-list' || access.kind === 'own-resource') return 'member';
      return access.kind === 'signed-in' ? access.team : 'none';
    };
    for (const e of endpoints) {
      const use = declared(e);
      if (use === 'none') continue;
      const { url, init } = validRequest(e, files, record);
      const res = await oscar.request(url, init);
      const body = (await res.json().catch(() => null)) as { error?: { code?: string } } | null;
      if (use === 'membership') {
        if (res.status !== 200) failures.push(`${keyOf(e)} → ${res.status} (may read why)`);
        continue;
      }
      shut++;
      if (res.status !== 403 || body?.error?.code !== 'TWO_FACTOR_REQUIRED')
        failures.push(`${keyOf(e)} → ${res.status} ${body?.error?.code}`);
    }
    // by the record's global id (in every FHIR export), from a team without the rule
    const globalId = (
      await t.deps.db.selectFrom('assessments').select('id').where('team_id', '=', team.id).executeTakeFirstOrThrow()
    ).id;
    expect((await setActive(ownTeam)).status).toBe(200);
    const byGlobal = endpoints.filter((e) => ROUTE_POLICIES[keyOf(e)]!.globalId);
    expect(byGlobal.map((e) => e.path.split('/').pop()).sort()).toEqual(['annotated', 'image', 'mask', 'probability']);
    for (const e of byGlobal) {
      const url = e.path.replace(':id', globalId);
      const res = await oscar.request(url);
      const body = (await res.json().catch(() => null)) as { error?: { code?: string } } | null;
      if (res.status !== 403 || body?.error?.code !== 'TWO_FACTOR_REQUIRED')
        failures.push(`global ${keyOf(e)} → ${res.status} ${body?.error?.code}`);
      // the control: Olga, who meets the rule, opens it by the same global id
      expect((await olga.request(url)).status, `olga ${url}`).toBe(200);
    }
    expect(failures).toEqual([]);
    expect(shut).toBeGreaterThanOrEqual(40);
    // nothing Oscar sent changed the team: the rule holds and the invitation is still pending
    const settings = (await (await olga.request('/api/team/settings')).json()) as { require_two_factor: boolean };
    expect(settings.require_two_factor).toBe(true);
    const full = (await (await olga.request('/api/auth/organization/get-full-organization')).json()) as {
      invitations: { id: string; status: string }[];
    };
    expect(full.invitations.find((i) => i.id === invitationId)?.status).toBe('pending');
  });
});

describe('a visitor', () => {
  it('gets 401 UNAUTHORIZED from every route that is not public, even with a well-formed request', async () => {
    const failures: string[] = [];
    let checked = 0;
    for (const e of endpoints) {
      if (['public', 'public-by-token'].includes(ROUTE_POLICIES[keyOf(e)]?.access.kind ?? '')) continue;
      const { url, init } = validRequest(e, files, kept);
      const res = await t.client().request(url, init);
      const body = (await res.json().catch(() => null)) as { error?: { code?: string } } | null;
      checked++;
      if (res.status !== 401 || body?.error?.code !== 'UNAUTHORIZED')
        failures.push(`${keyOf(e)} → ${res.status} ${body?.error?.code}`);
    }
    expect(failures).toEqual([]);
    expect(checked).toBeGreaterThanOrEqual(25);
  });

  it('is not refused at the public routes', async () => {
    for (const e of [...byKind('public')(), ...byKind('public-by-token')()]) {
      const { url, init } = validRequest(e, files);
      const res = await t.client().request(url, init);
      const body = (await res.json().catch(() => null)) as { error?: { code?: string } } | null;
      // (a wrong password is a 401 too, but with its own code — not "please sign in")
      expect(body?.error?.code, keyOf(e)).not.toBe('UNAUTHORIZED');
      expect(res.status, keyOf(e)).toBeLessThan(500);
    }
  });
});

describe("another signed-in user and Alice's records", () => {
  it("gets 404 for every per-resource route on Alice's assessment, exactly as for an assessment that does not exist; Alice gets 2xx", async () => {
    const resources = byKind('own-resource')();
    expect(resources.length).toBeGreaterThanOrEqual(10);
    const failures: string[] = [];
    const snapshot = async () =>
      Promise.all(
        [kept, doomed]
          .flatMap((r) => [`/api/assessments/${r.assessment}`, `/api/patients/${r.patient}`, `/api/wounds/${r.wound}`])
          .map(async (url) => (await alice.request(url)).text()),
      );
    const before = await snapshot();
    for (const e of resources) {
      const id = e.method === 'DELETE' ? doomed : kept;
      const asBob = validRequest(e, files, id);
      const bobRes = await bob.request(asBob.url, asBob.init);
      const bobBody = (await bobRes.json().catch(() => null)) as { error?: { code: string; message: string } } | null;
      const missing = validRequest(e, files, 'analysis-999');
      const noneRes = await alice.request(missing.url, missing.init);
      const noneBody = (await noneRes.json().catch(() => null)) as { error?: { code: string; message: string } } | null;
      if (bobRes.status !== 404 || bobBody?.error?.code !== 'NOT_FOUND')
        failures.push(`bob ${keyOf(e)} → ${bobRes.status}`);
      if (JSON.stringify(bobBody) !== JSON.stringify(noneBody))
        failures.push(`bob ${keyOf(e)} distinguishable: ${JSON.stringify(bobBody)} vs ${JSON.stringify(noneBody)}`);
    }
    // Bob's PATCH, DELETE and outline attempts changed nothing of Alice's
    expect(await snapshot()).toEqual(before);
    // the controls: the same well-formed requests succeed for the owner (DELETE last; the
    // assessment before its patient, whose deletion takes the patient's wounds and assessments along)
    const order = (e: Endpoint) => (e.method === 'DELETE' ? (e.path.startsWith('/api/patients') ? 2 : 1) : 0);
    for (const e of [...resources].sort((a, b) => order(a) - order(b))) {
      const id = e.method === 'DELETE' ? doomed : kept;
      const asAlice = validRequest(e, files, id);
      const res = await alice.request(asAlice.url, asAlice.init);
      const text = await res.text();
      if (res.status < 200 || res.status >= 300) failures.push(`alice ${keyOf(e)} → ${res.status} ${text}`);
      if (/json|text/.test(res.headers.get('content-type') ?? '') && LEAK_PATTERNS.some((p) => p.test(text)))
        failures.push(`alice ${keyOf(e)} leaks internals or a password hash`);
    }
    expect(failures).toEqual([]);
    expect((await alice.request(`/api/assessments/${doomed.assessment}`)).status).toBe(404);
    expect((await alice.request(`/api/patients/${doomed.patient}`)).status).toBe(404);
    expect((await alice.request(`/api/wounds/${doomed.wound}`)).status).toBe(404);
    expect((await alice.request(`/api/assessments/${kept.assessment}`)).status).toBe(200);
  });

  it("sees empty lists where Alice's are not", async () => {
    const lists = byKind('own-list')();
    expect(lists.length).toBeGreaterThanOrEqual(2);
    for (const e of lists) {
      const access = ROUTE_POLICIES[keyOf(e)]!.access as { key: string };
      const { url, init } = validRequest(e, files);
      const mine = (await (await alice.request(url, init)).json()) as Record<string, unknown[]>;
      const theirs = (await (await bob.request(url, init)).json()) as Record<string, unknown[]>;
      expect(mine[access.key]!.length, `alice ${keyOf(e)}`).toBeGreaterThan(0);
      expect(theirs[access.key], `bob ${keyOf(e)}`).toEqual([]);
    }
  });

  it("gets their own assessment under the same public id, never Alice's", async () => {
    const own = await createAssessment(t, bob, 'Bob Patient', files.photo);
    expect(own).toBe(kept.assessment); // per-team numbering: both are analysis-1
    const res = (await (await bob.request(`/api/assessments/${own}`)).json()) as {
      assessment: { patientName: string };
    };
    expect(res.assessment.patientName).toBe('Bob Patient');
    const list = (await (await bob.request('/api/assessments')).json()) as { assessments: { patientName: string }[] };
    expect(list.assessments.map((x) => x.patientName)).toEqual(['Bob Patient']);
    const img = await bob.request(`/api/assessments/${own}/image`);
    expect(img.status).toBe(200);
  });
});

describe('a removed team member and the team records', () => {
  it('reads the team record (assessment, patient, wound) while a member, then gets 404 on every per-resource route at once, exactly as for a record that does not exist', async () => {
    const carol = t.client();
    const email = `carol-${Math.random().toString(36).slice(2, 8)}@example.com`;
    expect((await carol.signUp(email, 'wound-care-42', { first_name: 'Carol' })).res.status).toBe(200);
    await carol.verifyEmail(email);
    const invite = await alice.request('/api/auth/organization/invite-member', {
      method: 'POST',
      json: { email, role: 'clinician' },
    });
    expect(invite.status).toBe(200);
    const token = t.invitationToken(email);
    expect(
      (await carol.request('/api/auth/organization/accept-invitation', { method: 'POST', json: { token } })).status,
    ).toBe(200);
    for (const url of [
      `/api/assessments/${kept.assessment}`,
      `/api/patients/${kept.patient}`,
      `/api/wounds/${kept.wound}`,
    ])
      expect((await carol.request(url)).status, url).toBe(200);

    const full = (await (await alice.request('/api/auth/organization/get-full-organization')).json()) as {
      members: { id: string; user: { email: string } }[];
    };
    const member = full.members.find((m) => m.user.email === email)!;
    expect(
      (
        await alice.request('/api/auth/organization/remove-member', {
          method: 'POST',
          json: { memberIdOrEmail: member.id },
        })
      ).status,
    ).toBe(200);

    const failures: string[] = [];
    for (const e of byKind('own-resource')()) {
      const asCarol = validRequest(e, files, kept);
      const res = await carol.request(asCarol.url, asCarol.init);
      const body = await res.text();
      const missing = validRequest(e, files, 'analysis-999');
      const none = await (await carol.request(missing.url, missing.init)).text();
      if (res.status !== 404 || body !== none) failures.push(`${keyOf(e)} → ${res.status} ${body}`);
    }
    expect(failures).toEqual([]);
    for (const e of byKind('own-list')()) {
      const access = ROUTE_POLICIES[keyOf(e)]!.access as { key: string };
      const { url, init } = validRequest(e, files);
      expect(
        ((await (await carol.request(url, init)).json()) as Record<string, unknown[]>)[access.key],
        keyOf(e),
      ).toEqual([]);
    }
    for (const url of [
      `/api/assessments/${kept.assessment}`,
      `/api/patients/${kept.patient}`,
      `/api/wounds/${kept.wound}`,
    ]) {
      expect((await carol.request(url)).status, url).toBe(404);
      expect((await alice.request(url)).status, url).toBe(200);
    }
  });
});

describe('photo files', () => {
  it('live outside the web build and are served only through the owner-checked, uncached image route', async () => {
    const root = path.resolve(createDiskFileStore('./data', { keys: loadKeyRing({ DATA_DIR: 'memory://' }) }).root);
    expect(root.startsWith(WEB_DIST + path.sep)).toBe(false);
    expect(path.relative(WEB_DIST, t.deps.workspace.files.root).startsWith('..')).toBe(true);
    const res = await alice.request(`/api/assessments/${kept.assessment}/image`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/png');
    expect(res.headers.get('cache-control')).toBe('private, no-store');
    expect(Buffer.from(await res.arrayBuffer()).equals(files.photo)).toBe(true);
  });

  it('are not reachable by guessing a path next to the built site', async () => {
    const dist = mkdtempSync(path.join(tmpdir(), 'woundly-dist-'));
    writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>Woundly</title>');
    try {
      const site = createApp(t.deps, { staticDir: dist });
      const aliceId = ((await (await alice.request('/api/profile')).json()) as { profile: { id: string } }).profile.id;
      const row = await t.deps.db
        .selectFrom('assessments')
        .select(['photo_dir'])
        .where('user_id', '=', aliceId)
        .executeTakeFirstOrThrow();
      const storeRoot = t.deps.workspace.files.root;
      const guesses = [
        `/uploads/${row.photo_dir}/photo`,
        `/data/uploads/${row.photo_dir}/photo`,
        `/${row.photo_dir}/photo`,
        `/..%2f..%2f..${storeRoot}/${row.photo_dir}/photo`,
        `/assets/..%2f..%2f..%2f..${storeRoot}/${row.photo_dir}/photo`,
        `/%2e%2e/%2e%2e${storeRoot}/${row.photo_dir}/photo`,
      ];
      for (const g of guesses) {
        const res = await site.request(g);
        const bytes = Buffer.from(await res.arrayBuffer());
        expect(bytes.includes(files.photo.subarray(0, 64)), g).toBe(false);
        expect(res.headers.get('content-type') ?? '', g).not.toMatch(/^image\//);
      }
    } finally {
      rmSync(dist, { recursive: true, force: true });
    }
  });
});
