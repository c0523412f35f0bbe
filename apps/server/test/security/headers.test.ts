/**
 * Headers and transport beyond what auth.test/profile.test already prove (HSTS over https,
 * Secure/httpOnly/SameSite cookies, the header set on an API error): CORS closed on every route,
 * foreign-origin writes refused on every route, and the built site's HTML carrying the same CSP.
 */
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, ORIGIN, type TestApp } from '../support/harness.ts';
import { createApp } from '../../src/app.ts';
import { concretePath, listEndpoints, type Endpoint } from './support/route-policy.ts';

const here = path.dirname(fileURLToPath(import.meta.url));
const WEB_DIST = path.resolve(here, '../../../web/dist');
const EVIL = 'https://evil.example';

let t: TestApp;
let endpoints: Endpoint[];
let dist: string;

beforeAll(async () => {
  t = await createTestApp();
  endpoints = listEndpoints(t.app);
  dist = mkdtempSync(path.join(tmpdir(), 'woundly-dist-'));
  writeFileSync(
    path.join(dist, 'index.html'),
    '<!doctype html><html><head><script type="module" src="/assets/app.js"></script></head><body><div id="root"></div></body></html>',
  );
  writeFileSync(path.join(dist, 'app-shell.html'), '<!doctype html><html><body><div id="root"></div></body></html>');
  writeFileSync(path.join(dist, '404.html'), '<!doctype html><title>Not found</title>');
  mkdirSync(path.join(dist, 'about'));
  writeFileSync(path.join(dist, 'about', 'index.html'), '<!doctype html><title>About</title>');
  mkdirSync(path.join(dist, 'assets'));
  writeFileSync(path.join(dist, 'assets', 'app.js'), 'console.log(1)');
}, 120_000);
afterAll(async () => {
  rmSync(dist, { recursive: true, force: true });
  await t?.close();
});

function expectSecurityHeaders(res: Response, what: string) {
  const csp = res.headers.get('content-security-policy') ?? '';
  expect(csp, what).toContain("default-src 'self'");
  expect(csp, what).toMatch(/script-src 'self'(;|$)/);
  expect(csp, what).not.toMatch(/script-src[^;]*'unsafe-(inline|eval)'/);
  expect(csp, what).toContain("frame-ancestors 'none'");
  expect(csp, what).toContain("object-src 'none'");
  expect(res.headers.get('x-content-type-options'), what).toBe('nosniff');
  expect(res.headers.get('x-frame-options'), what).toBe('DENY');
  expect(res.headers.get('referrer-policy'), what).toBe('strict-origin-when-cross-origin');
}

describe('CORS is closed', () => {
  it('answers a preflight from another origin on every route without any Access-Control-Allow-* header', async () => {
    const paths = [...new Set(endpoints.map((e) => concretePath(e)))];
    expect(paths.length).toBeGreaterThan(25);
    for (const p of paths) {
      const res = await t.app.request(p, {
        method: 'OPTIONS',
        headers: {
          origin: EVIL,
          'access-control-request-method': 'POST',
          'access-control-request-headers': 'content-type',
        },
      });
      expect(res.status, p).toBeLessThan(500);
      for (const h of [
        'access-control-allow-origin',
        'access-control-allow-credentials',
        'access-control-allow-methods',
        'access-control-allow-headers',
      ]) {
        expect(res.headers.get(h), `${p} ${h}`).toBeNull();
      }
    }
  });

  it('sends no Access-Control-Allow-Origin on a cross-origin read either', async () => {
    const c = t.client();
    await c.signUp();
    const res = await c.request('/api/profile', { headers: { origin: EVIL } });
    expect(res.status).toBe(200); // the browser withholds it from the foreign page: no ACAO
    expect(res.headers.get('access-control-allow-origin')).toBeNull();
  });

  it('refuses every state-changing route from a foreign (or opaque "null") origin with 403 before the handler runs', async () => {
    const writes = endpoints.filter((e) => ['POST', 'PUT', 'PATCH', 'DELETE', 'ALL'].includes(e.method));
    expect(writes.length).toBeGreaterThan(12);
    const c = t.client();
    await c.signUp();
    const marker = `cross-origin-${process.pid}-${Date.now()}@example.org`;
    for (const e of writes) {
      for (const origin of [EVIL, 'null', `${ORIGIN}.evil.example`]) {
        const method = e.method === 'ALL' ? 'POST' : e.method;
        const res = await c.request(concretePath(e), {
          method,
          headers: { origin },
          json: { email: marker, firstName: 'X', lastName: 'Y', organization: 'O', message: 'm' },
        });
        expect(res.status, `${method} ${e.path} from ${origin}`).toBe(403);
        expect(((await res.json()) as { error: { code: string } }).error.code).toBe('ORIGIN_NOT_ALLOWED');
      }
    }
    // nothing got through: no contact message, subscription or account under the marker address
    expect(await t.deps.db.selectFrom('contact_messages').select('id').where('email', '=', marker).execute()).toEqual(
      [],
    );
    expect(await t.deps.db.selectFrom('subscribers').select('email').where('email', '=', marker).execute()).toEqual([]);
    expect(await t.deps.db.selectFrom('user').select('id').where('email', '=', marker).execute()).toEqual([]);
  });
});

describe('the served site', () => {
  it('carries the CSP and the other security headers on static HTML, the app shell, the 404 page and assets', async () => {
    const site = createApp(t.deps, { staticDir: dist });
    for (const [p, status, type] of [
      ['/', 200, 'text/html'],
      ['/about', 200, 'text/html'],
      ['/demo', 200, 'text/html'],
      ['/demo/wounds/w-1', 200, 'text/html'],
      ['/demo/upload', 200, 'text/html'],
      ['/no/such/page', 404, 'text/html'],
      ['/assets/app.js', 200, 'javascript'],
    ] as const) {
      const res = await site.request(p);
      expect(res.status, p).toBe(status);
      expect(res.headers.get('content-type') ?? '', p).toContain(type);
      expectSecurityHeaders(res, p);
    }
  });

  it.skipIf(!existsSync(path.join(WEB_DIST, 'index.html')))(
    'ships no inline script in the built HTML (the CSP would block it)',
    () => {
      const inline: string[] = [];
      const walk = (dir: string) => {
        for (const name of readdirSync(dir)) {
          const full = path.join(dir, name);
          if (statSync(full).isDirectory()) walk(full);
          else if (name.endsWith('.html')) {
            const html = readFileSync(full, 'utf8');
            for (const m of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
              const attrs = m[1] ?? '';
              const isData = /type=["']?application\/(ld\+)?json/i.test(attrs);
              if (!/\bsrc=/.test(attrs) && !isData && m[2]!.trim()) inline.push(path.relative(WEB_DIST, full));
            }
            if (/\son[a-z]+\s*=\s*["']/i.test(html.replace(/<script[\s\S]*?<\/script>/gi, '')))
              inline.push(`${path.relative(WEB_DIST, full)} (inline handler)`);
          }
        }
      };
      walk(WEB_DIST);
      expect(inline).toEqual([]);
    },
  );
});
