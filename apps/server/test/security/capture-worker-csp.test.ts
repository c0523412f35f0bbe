/**
 * The capture view's worker (OpenCV.js) is the one script allowed to eval and compile
 * WebAssembly; pages and every other asset keep the strict policy.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/harness.ts';
import { createApp } from '../../src/app.ts';

let t: TestApp;
let dist: string;

beforeAll(async () => {
  t = await createTestApp();
  dist = mkdtempSync(path.join(tmpdir(), 'woundly-dist-'));
  writeFileSync(path.join(dist, 'index.html'), '<!doctype html><html><body><div id="root"></div></body></html>');
  writeFileSync(path.join(dist, 'app-shell.html'), '<!doctype html><html><body><div id="root"></div></body></html>');
  writeFileSync(path.join(dist, '404.html'), '<!doctype html><title>Not found</title>');
  mkdirSync(path.join(dist, 'assets'));
  for (const f of ['capture-worker-Ab1_x.js', 'capture-view-Ab1_x.js', 'index-Ab1_x.js'])
    writeFileSync(path.join(dist, 'assets', f), '1');
}, 120_000);
afterAll(async () => {
  rmSync(dist, { recursive: true, force: true });
  await t?.close();
});

describe('content security policy of the capture worker, and paths the site cannot decode', () => {
  it('lets only the capture worker script eval and compile WebAssembly', async () => {
    const site = createApp(t.deps, { staticDir: dist });
    const worker = await site.request('/assets/capture-worker-Ab1_x.js');
    expect(worker.status).toBe(200);
    expect(worker.headers.get('content-security-policy')).toBe(
      "default-src 'none'; script-src 'self' 'unsafe-eval' 'wasm-unsafe-eval'; connect-src 'self'",
    );
    for (const p of ['/assets/capture-view-Ab1_x.js', '/assets/index-Ab1_x.js', '/', '/demo']) {
      const res = await site.request(p);
      const csp = res.headers.get('content-security-policy') ?? '';
      expect(csp, p).toMatch(/script-src 'self'(;|$)/);
      expect(csp, p).not.toMatch(/unsafe-eval/);
    }
    // a worker-like name that is no file (a 404 page) keeps the strict policy
    const missing = await site.request('/assets/capture-worker-Nope.js');
    expect(missing.status).toBe(404);
    expect(missing.headers.get('content-security-policy')).toMatch(/script-src 'self'(;|$)/);
    expect(missing.headers.get('content-security-policy')).not.toMatch(/unsafe-eval/);
    // a path that does not decode is the client's mistake: 400, no stack trace in the log
    const logged = t.logs.length;
    for (const p of ['/%E0%A4%A', '/assets/%E0%A4%A.js', '/api/patients/%E0%A4%A']) {
      const res = await site.request(p);
      expect(res.status, p).toBe(400);
      expect(((await res.json()) as { error: { code: string } }).error.code).toBe('BAD_REQUEST');
    }
    expect(t.logs.slice(logged).filter((l) => l.startsWith('[error]'))).toEqual([]);
    // a look-alike path outside /assets gets nothing special
    expect((await site.request('/capture-worker-Ab1_x.js')).headers.get('content-security-policy')).not.toMatch(
      /unsafe-eval/,
    );
  });
});
