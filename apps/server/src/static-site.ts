import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
import { patientLocaleOf } from '@woundcare/api-types';
import { ORIGIN_PLACEHOLDER } from '@woundcare/api-types/site';
import type { Hono } from 'hono';
import { serveStatic } from '@hono/node-server/serve-static';
import type { AppEnv } from './context.ts';

/** Paths the client router owns that have no prerendered file (signed-in pages, reset page). */
export function isClientRoute(pathname: string): boolean {
  if (/^\/(demo|reset-password|consultant-services)\/?$/.test(pathname)) return true;
  // every workspace address: /demo/patients/:id, /demo/wounds/:id, /demo/assessments/:id …
  if (/^\/demo\/[^.]+$/.test(pathname)) return true;
  if (/^\/(consultant-services|treatment-plan|plan)\/[^/]+\/?$/.test(pathname)) return true;
  // the SMART on FHIR redirect URL (/launch itself is a single segment, below)
  if (/^\/launch\/callback\/?$/.test(pathname)) return true;
  // Single-segment unknown paths are the protected /:product simulator (docs/spec-notes.md#simulator).
  return /^\/[^/.]+\/?$/.test(pathname);
}

/** Files the prerender writes ORIGIN_PLACEHOLDER into (pages, sitemap.xml, robots.txt). */
const WITH_ORIGIN = /\.(html|xml|txt)$/;

/**
 * The prerendered text files with the server's public origin in place of ORIGIN_PLACEHOLDER,
 * plus their brotli and gzip forms; each file is rewritten and compressed once (again if the
 * build changes it).
 */
export function originRewriter(origin: string) {
  const cache = new Map<string, { mtimeMs: number; raw: Buffer; br: Buffer; gzip: Buffer }>();
  return (file: string) => {
    const { mtimeMs } = statSync(file);
    const hit = cache.get(file);
    if (hit && hit.mtimeMs === mtimeMs) return hit;
    const raw = Buffer.from(readFileSync(file, 'utf8').replaceAll(ORIGIN_PLACEHOLDER, origin));
    const entry = {
      mtimeMs,
      raw,
      br: brotliCompressSync(raw, { params: { [zlib.BROTLI_PARAM_QUALITY]: 9 } }),
      gzip: gzipSync(raw, { level: 9 }),
    };
    cache.set(file, entry);
    return entry;
  };
}

/**
 * Serves the built web app: hashed assets with long caching, prerendered pages as
 * dist/<path>/index.html (their absolute URLs on `origin`), the app shell for client routes, and
 * a real 404 otherwise.
 */
export function mountStaticSite(app: Hono<AppEnv>, distDir: string, origin: string) {
  // The prerender keeps the untouched shell as app-shell.html (index.html becomes the home page).
  const shellFile = existsSync(path.join(distDir, 'app-shell.html'))
    ? path.join(distDir, 'app-shell.html')
    : path.join(distDir, 'index.html');
  const notFoundFile = path.join(distDir, '404.html');
  const withOrigin = originRewriter(origin.replace(/\/+$/, ''));
  const read = (f: string) => withOrigin(f).raw.toString('utf8');

  app.use(
    '/assets/*',
    serveStatic({
      root: path.relative(process.cwd(), distDir),
      precompressed: true,
      onFound: (_p, c) => {
        c.header('cache-control', 'public, max-age=31536000, immutable');
      },
    }),
  );
  app.use('*', async (c, next) => {
    if (c.req.method !== 'GET' && c.req.method !== 'HEAD') return next();
    const pathname = decodeURIComponent(new URL(c.req.url).pathname);
    if (pathname.startsWith('/api/') || pathname.includes('..') || pathname.includes('\0')) return next();
    const rel = pathname.replace(/\/+$/, '');
    const candidates = [path.join(distDir, rel), path.join(distDir, rel, 'index.html')];
    for (const file of candidates) {
      if (!file.startsWith(distDir)) continue;
      if (existsSync(file) && statSync(file).isFile()) {
        const type = contentType(file);
        c.header('content-type', type);
        c.header('cache-control', file.endsWith('.html') ? 'no-cache' : 'public, max-age=3600');
        const accept = c.req.header('accept-encoding') ?? '';
        if (WITH_ORIGIN.test(file)) {
          const served = withOrigin(file);
          c.header('vary', 'accept-encoding');
          for (const enc of ['br', 'gzip'] as const) {
            if (accept.includes(enc)) {
              c.header('content-encoding', enc);
              return c.body(new Uint8Array(served[enc]));
            }
          }
          return c.body(new Uint8Array(served.raw));
        }
        // Brotli/gzip twins written by the web build's prerender step.
        for (const [enc, ext] of [
          ['br', '.br'],
          ['gzip', '.gz'],
        ] as const) {
          if (accept.includes(enc) && existsSync(file + ext)) {
            c.header('content-encoding', enc);
            c.header('vary', 'accept-encoding');
            return c.body(readFileSync(file + ext));
          }
        }
        return c.body(readFileSync(file));
      }
    }
    await next();
    if (c.res.status !== 404) return;
    if (isClientRoute(pathname) && existsSync(shellFile)) {
      c.res = c.html(inLanguage(read(shellFile), pathname, c.req.query('lang')), 200, { 'cache-control': 'no-cache' });
    } else if (existsSync(notFoundFile) && !(c.req.header('accept') ?? '').startsWith('application/json')) {
      c.res = c.html(read(notFoundFile), 404, { 'cache-control': 'no-cache' });
    }
  });
}

/**
 * The patient page's shell in the language its address names (`/plan/<token>?lang=es`), so
 * `<html lang>` is right before the page's script runs; every other page keeps the shell's own.
 */
function inLanguage(html: string, pathname: string, lang: string | undefined): string {
  const locale = pathname.startsWith('/plan/') ? patientLocaleOf(lang) : null;
  return locale ? html.replace(/<html lang="[^"]*"/, `<html lang="${locale}"`) : html;
}

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.pdf': 'application/pdf',
  '.woff2': 'font/woff2',
};
function contentType(file: string) {
  return TYPES[path.extname(file).toLowerCase()] ?? 'application/octet-stream';
}
