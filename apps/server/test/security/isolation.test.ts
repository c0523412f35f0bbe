import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/harness.ts';
import { createApp } from '../../src/app.ts';
import { createDiskFileStore } from '../../src/services/storage/disk-file-store.ts';
import { loadKeyRing } from '../../src/security/storage/photo-crypto.ts';
import {
  createThread,
  fakeAnalyzer,
  LEAK_PATTERNS,
  maskPng,
  referToOwnContact,
  solidPng,
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
/** Alice's completed thread (with its patient and wound) and a second set that the DELETE controls remove */
let kept: ResourceIds & { thread: string };
let doomed: ResourceIds & { thread: string };

/** the tokens of the records' patient links */
const tokens: string[] = [];

/** Upload as `c` and return the thread with the patient and wound it was filed under, and a patient link to it. */
async function createRecord(c: Client, name: string, photo: Buffer): Promise<ResourceIds & { thread: string }> {
  const thread = await createThread(t, c, name, photo);
  const { thread: j } = (await (await c.request(`/api/threads/${thread}`)).json()) as {
    thread: { patientId: string; woundId: string };
  };
  const shared = await c.request(`/api/threads/${thread}/patient-links`, { method: 'POST', json: {} });
  expect(shared.status).toBe(201);
  const { link, url } = (await shared.json()) as { link: { id: string }; url: string };
  tokens.push(new URL(url).pathname.split('/').pop()!);
  return { thread, patient: j.patientId, wound: j.woundId, patientLink: link.id };
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

  it('gives every path parameter a meaning: :id is an owned thread, others have a sample value', () => {
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
  it("gets 404 for every per-resource route on Alice's thread, exactly as for a thread that does not exist; Alice gets 2xx", async () => {
    const resources = byKind('own-resource')();
    expect(resources.length).toBeGreaterThanOrEqual(10);
    const failures: string[] = [];
    const snapshot = async () =>
      Promise.all(
        [kept, doomed]
          .flatMap((r) => [`/api/threads/${r.thread}`, `/api/patients/${r.patient}`, `/api/wounds/${r.wound}`])
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
    // thread before its patient, whose deletion takes the patient's wounds and assessments along)
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
    expect((await alice.request(`/api/threads/${doomed.thread}`)).status).toBe(404);
    expect((await alice.request(`/api/patients/${doomed.patient}`)).status).toBe(404);
    expect((await alice.request(`/api/wounds/${doomed.wound}`)).status).toBe(404);
    expect((await alice.request(`/api/threads/${kept.thread}`)).status).toBe(200);
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

  it("gets their own thread under the same public id, never Alice's", async () => {
    const own = await createThread(t, bob, 'Bob Patient', files.photo);
    expect(own).toBe(kept.thread); // per-team numbering: both are analysis-1
    const res = (await (await bob.request(`/api/threads/${own}`)).json()) as { thread: { patientName: string } };
    expect(res.thread.patientName).toBe('Bob Patient');
    const list = (await (await bob.request('/api/threads')).json()) as { threads: { patientName: string }[] };
    expect(list.threads.map((x) => x.patientName)).toEqual(['Bob Patient']);
    const img = await bob.request(`/api/threads/${own}/image`);
    expect(img.status).toBe(200);
  });
});

describe('a removed team member and the team records', () => {
  it('reads the team record (thread, patient, wound) while a member, then gets 404 on every per-resource route at once, exactly as for a record that does not exist', async () => {
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
    for (const url of [`/api/threads/${kept.thread}`, `/api/patients/${kept.patient}`, `/api/wounds/${kept.wound}`])
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
    for (const url of [`/api/threads/${kept.thread}`, `/api/patients/${kept.patient}`, `/api/wounds/${kept.wound}`]) {
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
    const res = await alice.request(`/api/threads/${kept.thread}/image`);
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
        .selectFrom('threads')
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
