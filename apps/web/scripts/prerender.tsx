// Runs after `vite build`: renders every public route to static HTML (page metadata, docs/spec-notes.md#page-metadata, in
// the head, the page in #root), plus 404.html, sitemap.xml and robots.txt, and precompresses
// text assets (.br/.gz) for the server. The untouched shell is kept as dist/app-shell.html for
// client-only routes (the React Router app). A public page loads no router: only its islands
// (src/islands) are hydrated, after first paint, by the small islands entry script; each island is
// rendered here on its own so that its HTML is exactly what its React root hydrates.
// No inline scripts: the CSP forbids them and there are no loaders.
//
// Absolute URLs (canonical, og:url, sitemap, robots) are written with ORIGIN_PLACEHOLDER; the
// server puts its own public origin there when it serves the file (apps/server/src/static-site.ts),
// so one build serves any origin.
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider, type RouteObject } from 'react-router';
import { existsSync, mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
import { routes } from '../src/app/routes.tsx';
import { marketingRoutes } from '../src/features/marketing/routes.tsx';
import { AuthProvider } from '../src/lib/auth/auth-context.tsx';
import { buildMeta, type PageMeta } from '../src/lib/meta.ts';
import {
  IslandModeContext,
  IslandRoot,
  islandIdPrefix,
  islandMarker,
  type CollectedIsland,
} from '../src/islands/island.tsx';
import { ORIGIN_PLACEHOLDER } from '@woundcare/api-types/site';

const webRoot = path.resolve(import.meta.dirname, '..');
// PRERENDER_DIST: prerender a build written elsewhere (the web benchmark builds into a temp dir).
const dist = path.resolve(process.env.PRERENDER_DIST ?? path.join(webRoot, 'dist'));
const origin = ORIGIN_PLACEHOLDER;
const NOT_FOUND_PROBE = '/__prerender__/not-found';

const escapeHtml = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** Public paths, straight from the marketing route table. */
export function publicPaths(table: RouteObject[]): string[] {
  return table.map((r) => (r.index ? '/' : `/${r.path}`));
}

type Manifest = Record<string, { file: string; imports?: string[]; isEntry?: boolean; css?: string[] }>;

function readManifest(): Manifest {
  const file = path.join(dist, '.vite/manifest.json');
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as Manifest) : {};
}

/**
 * A public page's shell: the React Router app's entry script and its preloads are swapped for
 * the islands entry (src/islands/entry.ts); the stylesheet stays.
 */
export function publicShell(shell: string, manifest: Manifest): string {
  const entry = manifest['src/islands/entry.ts'];
  if (!entry) throw new Error('the build has no src/islands/entry.ts entry (apps/web/vite.config.ts)');
  const stripped = shell
    .replace(/\s*<script type="module"[^>]*><\/script>/g, '')
    .replace(/\s*<link rel="modulepreload"[^>]*>/g, '');
  return stripped.replace('</head>', `  <script type="module" crossorigin src="/${entry.file}"></script>\n  </head>`);
}

function headFor(meta: PageMeta | null, pathname: string): string {
  const { title, canonical, tags } = buildMeta(meta, origin, pathname);
  const lines = [`<title>${escapeHtml(title)}</title>`];
  for (const t of tags) {
    const attr = t.name ? `name="${escapeHtml(t.name)}"` : `property="${escapeHtml(t.property!)}"`;
    lines.push(`<meta ${attr} content="${escapeHtml(t.content)}" />`);
  }
  lines.push(`<link rel="canonical" href="${escapeHtml(canonical)}" />`);
  return lines.join('\n    ');
}

async function render(pathname: string) {
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(new URL(pathname, 'http://prerender.invalid')));
  if (context instanceof Response) throw new Error(`${pathname}: unexpected redirect ${context.status}`);
  const router = createStaticRouter(handler.dataRoutes, context);
  const collected: CollectedIsland[] = [];
  let html = renderToString(
    <StrictMode>
      <AuthProvider initialStatus="loading">
        <IslandModeContext.Provider value={{ kind: 'static', pathname, collected }}>
          <StaticRouterProvider router={router} context={context} hydrate={false} />
        </IslandModeContext.Provider>
      </AuthProvider>
    </StrictMode>,
  );
  // Each island on its own, with its own useId prefix: the same tree its React root hydrates.
  collected.forEach((island, i) => {
    const own = renderToString(<IslandRoot pathname={pathname}>{island.element}</IslandRoot>, {
      identifierPrefix: islandIdPrefix(i),
    });
    if (!html.includes(islandMarker(i))) throw new Error(`${pathname}: island ${island.name} lost its placeholder`);
    html = html.replace(islandMarker(i), () => islandMarker(i).replace('></div>', `>${own}</div>`));
  });
  let meta: PageMeta | null = null;
  for (const m of context.matches) meta = (m.route.handle as { meta?: PageMeta } | undefined)?.meta ?? meta;
  return { html, meta, status: context.statusCode };
}

function fill(shell: string, head: string, body: string) {
  if (!shell.includes('<!--app-head-->') || !shell.includes('<!--app-html-->'))
    throw new Error('dist/index.html lacks the <!--app-head--> / <!--app-html--> placeholders');
  return shell.replace('<!--app-head-->', head).replace('<!--app-html-->', body);
}

function outFile(pathname: string) {
  return pathname === '/' ? path.join(dist, 'index.html') : path.join(dist, pathname.slice(1), 'index.html');
}

function precompress(dir: string) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      if (entry.name !== '.vite') precompress(file);
      continue;
    }
    if (!/\.(js|css|html|svg|xml|txt|json)$/.test(entry.name) || statSync(file).size < 1024) continue;
    const data = readFileSync(file);
    writeFileSync(`${file}.br`, brotliCompressSync(data, { params: { [zlib.BROTLI_PARAM_QUALITY]: 11 } }));
    writeFileSync(`${file}.gz`, gzipSync(data, { level: 9 }));
  }
}

async function main() {
  const shellPath = path.join(dist, 'index.html');
  // The built template (with its placeholders) is kept beside the manifest so a re-run can start
  // from it; app-shell.html, served for client-only routes, has them removed: main.tsx hydrates
  // whenever #root has any child node, and a leftover comment would count as one.
  const template = path.join(dist, '.vite', 'shell-template.html');
  const current = readFileSync(shellPath, 'utf8');
  if (current.includes('<!--app-html-->')) {
    mkdirSync(path.dirname(template), { recursive: true });
    writeFileSync(template, current);
  }
  const shell = readFileSync(template, 'utf8');
  writeFileSync(path.join(dist, 'app-shell.html'), shell.replace('<!--app-head-->', '').replace('<!--app-html-->', ''));

  const manifest = readManifest();
  const pageShell = publicShell(shell, manifest);
  const paths = publicPaths(marketingRoutes);
  for (const pathname of paths) {
    const { html, meta, status } = await render(pathname);
    if (status !== 200) throw new Error(`${pathname}: rendered with status ${status}`);
    const file = outFile(pathname);
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, fill(pageShell, headFor(meta, pathname), html));
  }

  const notFound = await render(NOT_FOUND_PROBE);
  if (!notFound.meta?.noindex) throw new Error('the not-found probe did not reach the catch-all 404 route');
  writeFileSync(path.join(dist, '404.html'), fill(pageShell, headFor(notFound.meta, '/404'), notFound.html));

  const urls = paths.map((p) => `  <url><loc>${escapeHtml(new URL(p, origin).toString())}</loc></url>`).join('\n');
  writeFileSync(
    path.join(dist, 'sitemap.xml'),
    `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`,
  );
  writeFileSync(
    path.join(dist, 'robots.txt'),
    [
      'User-agent: *',
      'Allow: /',
      'Disallow: /api/',
      'Disallow: /demo',
      'Disallow: /reset-password',
      'Disallow: /plan/',
      '',
      `Sitemap: ${origin}/sitemap.xml`,
      '',
    ].join('\n'),
  );

  precompress(dist);
  console.log(`prerendered ${paths.length} pages + 404.html, sitemap.xml, robots.txt (origin placeholder ${origin})`);
}

await main();
