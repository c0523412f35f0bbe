import { mkdtempSync, rmSync, writeFileSync, mkdirSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ORIGIN_PLACEHOLDER } from '@woundcare/api-types/site';
import { createTestApp } from '../test/support/harness.ts';
import { createApp } from './app.ts';
import { originRewriter } from './static-site.ts';

// A built site as the prerender writes it: absolute URLs carry the placeholder origin.
const page = (p: string) =>
  `<!doctype html><html><head><link rel="canonical" href="${ORIGIN_PLACEHOLDER}${p}" /><meta property="og:url" content="${ORIGIN_PLACEHOLDER}${p}" /></head><body>${'x'.repeat(2000)}</body></html>`;

describe('prerendered pages are served on the server origin', () => {
  let dist: string;
  let t: Awaited<ReturnType<typeof createTestApp>>;
  let app: ReturnType<typeof createApp>;
  beforeAll(async () => {
    dist = mkdtempSync(path.join(os.tmpdir(), 'woundly-static-'));
    writeFileSync(path.join(dist, 'index.html'), page('/'));
    mkdirSync(path.join(dist, 'about'));
    writeFileSync(path.join(dist, 'about', 'index.html'), page('/about'));
    writeFileSync(path.join(dist, 'about', 'index.html.br'), 'stale twin with the placeholder');
    writeFileSync(path.join(dist, 'sitemap.xml'), `<urlset><url><loc>${ORIGIN_PLACEHOLDER}/about</loc></url></urlset>`);
    writeFileSync(path.join(dist, 'robots.txt'), `Sitemap: ${ORIGIN_PLACEHOLDER}/sitemap.xml\n`);
    writeFileSync(path.join(dist, '404.html'), page('/404'));
    t = await createTestApp({ PUBLIC_ORIGIN: '', PORT: '3999' });
    app = createApp(t.deps, { staticDir: dist });
  });
  afterAll(async () => {
    await t.close();
    rmSync(dist, { recursive: true, force: true });
  });

  it('PUBLIC_ORIGIN unset: canonical and og:url say http://localhost:PORT, in every encoding', async () => {
    const plain = await (await app.request('/about')).text();
    expect(plain).toContain('<link rel="canonical" href="http://localhost:3999/about" />');
    expect(plain).toContain('<meta property="og:url" content="http://localhost:3999/about" />');
    expect(plain).not.toContain(ORIGIN_PLACEHOLDER);

    const br = await app.request('/about', { headers: { 'accept-encoding': 'br' } });
    expect(br.headers.get('content-encoding')).toBe('br');
    expect(brotliDecompressSync(Buffer.from(await br.arrayBuffer())).toString()).toBe(plain);

    const gz = await app.request('/', { headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers.get('content-encoding')).toBe('gzip');
    expect(gunzipSync(Buffer.from(await gz.arrayBuffer())).toString()).toContain('href="http://localhost:3999/"');
  });

  it('sitemap.xml, robots.txt and the 404 page carry the origin too', async () => {
    expect(await (await app.request('/sitemap.xml')).text()).toContain('<loc>http://localhost:3999/about</loc>');
    expect(await (await app.request('/robots.txt')).text()).toBe('Sitemap: http://localhost:3999/sitemap.xml\n');
    const missing = await app.request('/no/such/page');
    expect(missing.status).toBe(404);
    expect(await missing.text()).toContain('href="http://localhost:3999/404"');
  });

  it('PUBLIC_ORIGIN set: that origin', () => {
    const served = originRewriter('https://woundly.example')(path.join(dist, 'about', 'index.html'));
    expect(served.raw.toString()).toContain('<link rel="canonical" href="https://woundly.example/about" />');
    expect(brotliDecompressSync(served.br).toString()).toBe(served.raw.toString());
  });
});
