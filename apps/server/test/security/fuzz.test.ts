/**
 * Hostile input, everywhere: malformed requests generated table-wise from the live route table
 * (ROUTE_POLICIES describes each body) — wrong methods, malformed/oversized JSON, missing, extra
 * and wrongly typed fields, very long strings, NUL, unicode, SQL/HTML/script payloads, broken
 * multipart, bad uploads and path traversal in ids and states.
 *
 * "malformed" cases must get a 4xx JSON `{error:{code,message}}` with a stable code; "hostile
 * but valid" cases (a payload in a free-text field, extra fields) may succeed — then the text
 * is stored as data. No answer may be a 5xx, leak a stack or SQL, or echo markup unescaped.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/harness.ts';
import {
  createAssessment,
  echoesMarkup,
  fakeAnalyzer,
  maskPng,
  PASSWORD_HASH,
  problemsOf,
  readAnswer,
  solidPng,
  type Client,
} from './support/fixtures.ts';
import { BAD_IDS, MALFORMED_JSON, NUL_TEXT, PAYLOADS, badUploads, type BadUpload } from './support/hostile-inputs.ts';
import {
  concretePath,
  keyOf,
  listEndpoints,
  ROUTE_POLICIES,
  validValues,
  type Endpoint,
  type Field,
  type SampleFiles,
} from './support/route-policy.ts';

interface Case {
  name: string;
  as: 'visitor' | 'user';
  url: string;
  init: RequestInit & { json?: unknown };
  kind: 'malformed' | 'hostile';
  /** the payload this case sends, which may come back as the caller's own data */
  payload?: string;
}

const METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'];
const here = path.dirname(fileURLToPath(import.meta.url));

let t: TestApp;
let users: Client[];
let files: SampleFiles;
let uploads: BadUpload[];
let assessmentId: string;
let unique = 0;
/** unique per run: the PostgreSQL run shares one database across runs and files */
const RUN = `${process.pid}-${Date.now()}`;

beforeAll(async () => {
  t = await createTestApp(
    {
      RATE_LIMIT_AUTH_MAX: '100000',
      RATE_LIMIT_FORM_MAX: '100000',
      RATE_LIMIT_PATIENT_LINK_MAX: '100000',
      MAX_UPLOAD_MB: '1',
      ANALYSIS_WORKERS: '1',
    },
    { workspace: { analyzer: fakeAnalyzer() } },
  );
  files = { photo: await solidPng(64, 64), mask: await maskPng(64, 64) };
  uploads = await badUploads();
  // several users, so the per-user upload limit (60/min) does not turn cases into 429s
  users = [];
  for (let i = 0; i < 4; i++) {
    const c = t.client();
    expect((await c.signUp(`fuzz${i}-${RUN}@example.com`, 'wound-care-42')).res.status).toBe(200);
    // confirmed addresses: a valid invitation gets past the confirmation check into the plugin
    await c.verifyEmail(`fuzz${i}-${RUN}@example.com`);
    assessmentId = await createAssessment(t, c, 'Fuzz Patient', files.photo);
    users.push(c);
  }
}, 180_000);
afterAll(() => t?.close());

function uniqueEmail() {
  return `fz${++unique}-${RUN}@example.com`;
}

/** Valid values, with a fresh email each time (a sign-up payload must not fail as a duplicate). */
function validBody(fields: Record<string, Field>): Record<string, unknown> {
  const v = validValues(fields);
  for (const [k, f] of Object.entries(fields)) if (f.type === 'email' && k === 'email') v[k] = uniqueEmail();
  return v;
}

function wrongTypes(f: Field): unknown[] {
  const base: unknown[] = [12345, { $ne: null }, ['a', 'b']];
  if (f.type === 'boolean') return ['yes', 1, {}];
  if (f.type === 'integer-choice') return [String(f.valid), true, null, { $ne: null }, [f.valid]];
  if (f.type === 'number-text' || f.type === 'flag-text') return [];
  return f.required ? [...base, true, null] : [...base, true];
}

function invalidValues(f: Field): unknown[] {
  switch (f.type) {
    case 'text':
      return ['x'.repeat(f.max + 1), 'y'.repeat(100_000), NUL_TEXT, ...(f.required ? ['', '   '] : [])];
    case 'email':
      return [
        'not-an-email',
        'a@b',
        '<script>alert(1)</script>@x.org',
        `${'a'.repeat(300)}@example.org`,
        NUL_TEXT,
        "x' OR 1=1--@x.org",
      ];
    case 'password':
      return ['short', 'p'.repeat(10_000), ''];
    case 'enum':
      return ['bogus-option', 'x'.repeat(5000), NUL_TEXT];
    case 'boolean':
      return [];
    case 'integer-choice':
      return [0, -1, f.valid + 1, f.valid + 0.5, 1e9, Number.MAX_SAFE_INTEGER + 2];
    case 'number-text':
      return ['abc', '-1', 'NaN', 'Infinity', '1e999', '--1', '1/2', NUL_TEXT];
    case 'flag-text':
      return ['maybe', '2', 'TRUE '];
  }
}

function jsonCases(
  e: Endpoint,
  as: Case['as'],
  fields: Record<string, Field>,
  url: string,
  emptyIsValid = false,
): Case[] {
  const method = e.method;
  const out: Case[] = [];
  const raw = (name: string, body: string, type = 'application/json', kind: Case['kind'] = 'malformed') =>
    out.push({ name, as, url, kind, init: { method, body, headers: { 'content-type': type } } });
  // '\uFEFF{}' is an empty object once the byte-order mark is dropped
  for (const body of MALFORMED_JSON)
    raw(
      `malformed JSON ${JSON.stringify(body.slice(0, 12))}`,
      body,
      'application/json',
      emptyIsValid && body === '\uFEFF{}' ? 'hostile' : 'malformed',
    );
  raw('JSON sent as text/plain', JSON.stringify(validBody(fields)), 'text/plain');
  raw('JSON sent as form-urlencoded', 'email=a%40b.org', 'application/x-www-form-urlencoded');
  raw('oversized JSON (2 MB)', JSON.stringify({ ...validBody(fields), pad: 'z'.repeat(2 * 1024 * 1024) }));
  const required = Object.entries(fields).filter(([, f]) => f.required);
  if (required.length)
    for (const [k] of required) {
      const body = validBody(fields);
      delete body[k];
      out.push({ name: `missing ${k}`, as, url, kind: 'malformed', init: { method, json: body } });
    }
  else
    out.push({
      name: 'empty object',
      as,
      url,
      kind: Object.keys(fields).length && !emptyIsValid ? 'malformed' : 'hostile',
      init: { method, json: {} },
    });
  for (const [k, f] of Object.entries(fields)) {
    for (const v of wrongTypes(f))
      out.push({
        name: `${k} of wrong type ${JSON.stringify(v)}`,
        as,
        url,
        kind: 'malformed',
        init: { method, json: { ...validBody(fields), [k]: v } },
      });
    for (const v of invalidValues(f))
      out.push({
        name: `${k} invalid ${JSON.stringify(String(v).slice(0, 24))}`,
        as,
        url,
        kind: 'malformed',
        init: { method, json: { ...validBody(fields), [k]: v } },
      });
  }
  // each payload in every text field at once (the fields' limits all exceed the payloads' length)
  const textFields = Object.entries(fields).filter(([, f]) => f.type === 'text');
  if (textFields.length) {
    for (const p of PAYLOADS) {
      const body = { ...validBody(fields), ...Object.fromEntries(textFields.map(([k]) => [k, p])) };
      out.push({
        name: `payload in every text field ${JSON.stringify(p.slice(0, 24))}`,
        as,
        url,
        kind: 'hostile',
        payload: p,
        init: { method, json: body },
      });
    }
  }
  out.push({
    name: 'extra fields (privilege, ids, prototype)',
    as,
    url,
    kind: 'hostile',
    init: {
      method,
      body: JSON.stringify({
        ...validBody(fields),
        id: 'x',
        user_id: 'someone-else',
        role: 'admin',
        emailVerified: true,
        isAdmin: true,
      }).replace(/}$/, ',"__proto__":{"polluted":"yes"},"constructor":{"prototype":{"polluted":"yes"}}}'),
      headers: { 'content-type': 'application/json' },
    },
  });
  return out;
}

function part(
  name: string,
  value: string | BadUpload | { bytes: Buffer; filename: string; type: string },
): string | File {
  if (typeof value === 'string') return value;
  return new File([value.bytes as Uint8Array<ArrayBuffer>], ('filename' in value && value.filename) || 'photo.png', {
    type: ('type' in value && value.type) || 'image/png',
  });
}

function multipartCases(
  e: Endpoint,
  as: Case['as'],
  spec: NonNullable<(typeof ROUTE_POLICIES)[string]['multipart']>,
  url: string,
  engine: boolean,
): Case[] {
  const method = e.method;
  const out: Case[] = [];
  const form = (over: Record<string, string | File | null> = {}) => {
    const fd = new FormData();
    for (const [name, kind] of Object.entries(spec.files))
      fd.set(name, part(name, { bytes: files[kind], filename: `${kind}.png`, type: 'image/png' }));
    for (const [k, v] of Object.entries(validValues(spec.fields))) fd.set(k, String(v));
    for (const [k, v] of Object.entries(over)) {
      if (v === null) fd.delete(k);
      else fd.set(k, v);
    }
    return fd;
  };
  const raw = (name: string, body: string, type: string) =>
    out.push({ name, as, url, kind: 'malformed', init: { method, body, headers: { 'content-type': type } } });
  raw('JSON instead of multipart', JSON.stringify(validValues(spec.fields)), 'application/json');
  raw('text/plain body', 'file=photo.png', 'text/plain');
  raw('multipart without boundary', 'garbage', 'multipart/form-data');
  raw('multipart with a boundary the body lacks', 'no parts here at all', 'multipart/form-data; boundary=XyZ');
  raw(
    'truncated multipart (no closing boundary)',
    '--XyZ\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n\x89PNG\r\n',
    'multipart/form-data; boundary=XyZ',
  );
  raw('part without headers', '--XyZ\r\n\r\nhello\r\n--XyZ--\r\n', 'multipart/form-data; boundary=XyZ');
  raw(
    '10,000 empty parts',
    `${'--XyZ\r\nContent-Disposition: form-data; name="f"\r\n\r\n\r\n'.repeat(10_000)}--XyZ--\r\n`,
    'multipart/form-data; boundary=XyZ',
  );
  for (const name of Object.keys(spec.files)) {
    out.push({ name: `missing ${name}`, as, url, kind: 'malformed', init: { method, body: form({ [name]: null }) } });
    out.push({
      name: `${name} sent as text`,
      as,
      url,
      kind: 'malformed',
      init: { method, body: form({ [name]: 'not a file' }) },
    });
    const bad =
      spec.files[name] === 'photo'
        ? uploads
        : uploads.filter((u) => /zero-byte|text file|PDF|HTML|random/.test(u.name));
    for (const u of bad)
      out.push({
        name: `${name}: ${u.name}`,
        as,
        url,
        kind: 'malformed',
        init: { method, body: form({ [name]: part(name, u) }) },
      });
  }
  for (const [k, f] of Object.entries(spec.fields)) {
    if (f.required)
      out.push({ name: `missing ${k}`, as, url, kind: 'malformed', init: { method, body: form({ [k]: null }) } });
    for (const v of invalidValues(f))
      out.push({
        name: `${k} invalid ${JSON.stringify(String(v).slice(0, 24))}`,
        as,
        url,
        kind: 'malformed',
        init: { method, body: form({ [k]: String(v) }) },
      });
    // free text reaches storage only on the workspace upload (the engine paths have no text fields)
    if (f.type === 'text' && !engine && k === 'patient_name') {
      for (const p of PAYLOADS)
        out.push({
          name: `${k} payload ${JSON.stringify(p.slice(0, 24))}`,
          as,
          url,
          kind: 'hostile',
          payload: p,
          init: { method, body: form({ [k]: p }) },
        });
    }
  }
  if (!engine && spec.files.file) {
    out.push({
      name: 'photo with a traversal filename and an HTML type',
      as,
      url,
      kind: 'hostile',
      init: {
        method,
        body: form({
          file: part('file', { bytes: files.photo, filename: '../../../etc/passwd.html', type: 'text/html' }),
        }),
      },
    });
  }
  return out;
}

function queryCases(e: Endpoint, as: Case['as'], query: Record<string, Field>, base: string): Case[] {
  const out: Case[] = [];
  const url = (over: Record<string, string>) =>
    `${base}?${new URLSearchParams({ ...(validValues(query) as Record<string, string>), ...over })}`;
  for (const [k, f] of Object.entries(query)) {
    for (const v of invalidValues(f)) {
      if (f.type === 'text' && v === NUL_TEXT && k === 'q') continue;
      out.push({
        name: `?${k} invalid ${JSON.stringify(String(v).slice(0, 24))}`,
        as,
        url: url({ [k]: String(v) }),
        kind: 'malformed',
        init: { method: 'GET' },
      });
    }
    if (f.type === 'text') {
      // a state that is a payload is not a state (4xx); a search for a payload finds nothing (2xx)
      for (const p of PAYLOADS)
        out.push({
          name: `?${k} payload ${JSON.stringify(p.slice(0, 24))}`,
          as,
          url: url({ [k]: p }),
          kind: k === 'state' ? 'malformed' : 'hostile',
          payload: p,
          init: { method: 'GET' },
        });
    }
  }
  out.push({
    name: 'broken percent-encoding in the query',
    as,
    url: `${base}?${Object.keys(query)[0]}=%E0%A4%A`,
    kind: 'malformed',
    init: { method: 'GET' },
  });
  return out;
}

function buildCases(endpoints: Endpoint[]): Case[] {
  const cases: Case[] = [];
  const byPath = new Map<string, Set<string>>();
  for (const e of endpoints) byPath.set(e.path, (byPath.get(e.path) ?? new Set()).add(e.method));
  // wrong methods on every path
  for (const [p, methods] of byPath) {
    if (methods.has('ALL')) continue;
    const e = { method: [...methods][0]!, path: p };
    for (const m of METHODS.filter((x) => !methods.has(x) && !(x === 'HEAD' && methods.has('GET')))) {
      cases.push({
        name: `wrong method ${m}`,
        as: 'user',
        url: concretePath(e, assessmentId),
        kind: 'malformed',
        init: { method: m },
      });
    }
  }
  for (const e of endpoints) {
    const policy = ROUTE_POLICIES[keyOf(e)];
    if (!policy) continue; // the isolation suite fails unclassified routes
    const as: Case['as'] =
      policy.access.kind === 'public' || policy.access.kind === 'public-by-token' ? 'visitor' : 'user';
    const method = e.method === 'ALL' ? 'GET' : e.method;
    const url = concretePath(e, assessmentId);
    const engine = !e.path.startsWith('/api/assessments');
    // path traversal and garbage in every path parameter
    for (const [, name] of e.path.matchAll(/:([A-Za-z_]+)/g)) {
      for (const bad of BAD_IDS) {
        const u = e.path.replace(/:([A-Za-z_]+)/g, (_m, n: string) =>
          n === name ? bad : n === 'id' ? assessmentId : policy.params![n]!,
        );
        const body = policy.json ? { json: validValues(policy.json) } : {};
        cases.push({
          name: `:${name} = ${bad.slice(0, 30)}`,
          as,
          url: u,
          kind: 'malformed',
          init: { method, ...body },
        });
      }
      cases.push({
        name: `:${name} with a raw ../ traversal`,
        as,
        url: e.path.replace(`:${name}`, '../../../../package.json'),
        kind: 'malformed',
        init: { method },
      });
    }
    if (policy.json) cases.push(...jsonCases({ ...e, method }, as, policy.json, url, policy.emptyJsonIsValid));
    if (policy.multipart)
      cases.push(...multipartCases({ ...e, method }, as, policy.multipart, url, engine && !e.path.includes(':id')));
    if (policy.query) cases.push(...queryCases(e, as, policy.query, url));
  }
  // paths the auth pass-through must not open
  for (const sub of [
    'list-users',
    'admin/impersonate-user',
    'update-user',
    'delete-user',
    'organization/create',
    'organization/delete',
    'organization/add-member',
    'organization/update',
    'organization/list-user-invitations',
    '..%2F..%2Fapi%2Fprofile',
    'sign-in/social',
    'callback/github',
    'verify-email?token=x',
  ]) {
    cases.push({
      name: `auth path ${sub}`,
      as: 'user',
      url: `/api/auth/${sub}`,
      kind: 'malformed',
      init: { method: 'POST', json: {} },
    });
  }
  // bodies better-auth reads itself (the pass-through session endpoints)
  for (const body of [
    { token: NUL_TEXT },
    { token: 12345 },
    { token: 'x'.repeat(100_000) },
    { token: { $ne: null } },
  ]) {
    cases.push({
      name: `revoke-session ${JSON.stringify(body).slice(0, 30)}`,
      as: 'user',
      url: '/api/auth/revoke-session',
      kind: 'malformed',
      init: { method: 'POST', json: body },
    });
  }
  cases.push({
    name: 'revoke-session malformed JSON',
    as: 'user',
    url: '/api/auth/revoke-session',
    kind: 'malformed',
    init: { method: 'POST', body: '{"token":', headers: { 'content-type': 'application/json' } },
  });
  return cases;
}

describe('fuzz: malformed and hostile requests on every endpoint', () => {
  it('answers every malformed request with a 4xx JSON error and a stable code, and no request with a 5xx or a leak', async () => {
    const endpoints = listEndpoints(t.app);
    const cases = buildCases(endpoints);
    const problems: string[] = [];
    const codes = new Map<string, number>();
    let n = 0;
    for (const c of cases) {
      const client = c.as === 'visitor' ? t.client() : users[n++ % users.length]!;
      const res = await client.request(c.url, c.init);
      const answer = await readAnswer(res);
      for (const p of problemsOf(answer, { expect4xx: c.kind === 'malformed', echoed: c.payload }))
        problems.push(
          `${c.init.method ?? 'GET'} ${c.url.slice(0, 80)} [${c.name}]: ${p} — ${answer.text.slice(0, 160)}`,
        );
      if (answer.status >= 400) {
        let code = '(not JSON)';
        try {
          code = (JSON.parse(answer.text) as { error: { code: string } }).error?.code ?? '?';
        } catch {
          /* reported by problemsOf */
        }
        codes.set(code, (codes.get(code) ?? 0) + 1);
      }
    }
    const malformed = cases.filter((c) => c.kind === 'malformed').length;
    const hostile = cases.length - malformed;
    console.log(
      `fuzz: ${cases.length} requests over ${endpoints.length} endpoints — ${malformed} malformed (4xx required), ${hostile} hostile-but-valid; error codes: ${[...codes].map(([k, v]) => `${k}×${v}`).join(', ')}`,
    );
    expect(problems).toEqual([]);
    expect(malformed).toBeGreaterThanOrEqual(300);
    // the routes a visitor reaches by a token in the path get the hostile path cases too
    for (const e of endpoints.filter((x) => ROUTE_POLICIES[keyOf(x)]?.access.kind === 'public-by-token')) {
      const prefix = e.path.split('/:')[0]!;
      expect(
        cases.filter((c) => c.as === 'visitor' && c.url.startsWith(`${prefix}/`)).length,
        keyOf(e),
      ).toBeGreaterThanOrEqual(BAD_IDS.length);
    }
    // the hash pattern the leak check looks for is the one the database really stores
    const stored = await sql<{
      password: string;
    }>`select password from account where password is not null limit 1`.execute(t.deps.db);
    expect(stored.rows[0]?.password).toMatch(PASSWORD_HASH);
    // nothing polluted Object.prototype in this process
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    // the server is still up and healthy
    const health = await t.client().request('/health');
    expect(health.status).toBe(200);
    expect(await health.json()).toMatchObject({ status: 'healthy' });
  }, 240_000);
});

describe('stored text comes back as data, not markup', () => {
  const SCRIPT = '<script>alert("x")</script>';
  const IMG = '<img src=x onerror=alert(1)>';

  it('refuses markup in a name (names reach other people in mails), keeps a job title exactly, and answers it escaped inside JSON', async () => {
    const c = users[0]!;
    const named = await c.request('/api/profile', { method: 'PATCH', json: { first_name: SCRIPT, organization: IMG } });
    expect(named.status).toBe(400);
    const res = await c.request('/api/profile', { method: 'PATCH', json: { title: SCRIPT } });
    expect(res.status).toBe(200);
    const raw = await (await c.request('/api/profile')).text();
    expect(echoesMarkup(raw)).toBe(false);
    expect((JSON.parse(raw) as { profile: { title: string } }).profile).toMatchObject({ title: SCRIPT });
  });

  it('keeps a patient name exactly in the assessment, the list, the patients view and the FHIR export', async () => {
    const c = users[1]!;
    const id = await createAssessment(t, c, `${IMG} Roe`, files.photo);
    for (const url of [`/api/assessments/${id}`, '/api/assessments', '/api/patients', `/api/assessments/${id}/fhir`]) {
      const res = await c.request(url);
      expect(res.status, url).toBe(200);
      expect(res.headers.get('content-type'), url).toMatch(/json/);
      expect(res.headers.get('x-content-type-options'), url).toBe('nosniff');
      const raw = await res.text();
      expect(echoesMarkup(raw), url).toBe(false);
      expect(raw, url).toContain('Roe');
      expect(JSON.stringify(JSON.parse(raw)), url).toContain(JSON.stringify(`${IMG} Roe`).slice(1, -1));
    }
  });

  it('stores a contact message verbatim (not executed, not mangled)', async () => {
    const email = `verbatim-${RUN}@example.org`;
    const res = await t.client().request('/api/contact', {
      method: 'POST',
      json: { firstName: SCRIPT, lastName: 'L', email, organization: IMG, message: `${SCRIPT} ' OR 1=1 --` },
    });
    expect(res.status).toBe(201);
    expect(echoesMarkup(await res.text())).toBe(false);
    const row = await t.deps.db
      .selectFrom('contact_messages')
      .selectAll()
      .where('email', '=', email)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ first_name: SCRIPT, organization: IMG, message: `${SCRIPT} ' OR 1=1 --` });
  });

  it('the web renders stored text only through React (no raw-HTML sinks in apps/web/src)', () => {
    const webSrc = path.resolve(here, '../../../web/src');
    const offenders: string[] = [];
    const walk = (dir: string) => {
      for (const name of readdirSync(dir)) {
        const full = path.join(dir, name);
        if (statSync(full).isDirectory()) walk(full);
        else if (/\.(tsx?|jsx?)$/.test(name) && !/\.test\./.test(name)) {
          const src = readFileSync(full, 'utf8');
          if (/dangerouslySetInnerHTML|\.innerHTML\s*=|outerHTML\s*=|insertAdjacentHTML|document\.write\(/.test(src))
            offenders.push(path.relative(webSrc, full));
        }
      }
    };
    walk(webSrc);
    expect(offenders).toEqual([]);
  });
});
