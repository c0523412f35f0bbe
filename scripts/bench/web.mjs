// `npm run bench:web`: Lighthouse (mobile preset, simulated throttling, Debian Chromium, offline)
// on every public route of the production build served by the real server, plus the JavaScript
// the home page loads. Prints one table and exits 1 when a budget is missed. Not a timed test.
//
//   BENCH_SKIP_BUILD=1  reuse apps/web/dist        BENCH_ROUTES=/,/about  only these routes
//   BENCH_RUNS=3        median of n runs per route  BENCH_JSON=file       write raw figures
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import lighthouse from 'lighthouse';
import * as chromeLauncher from 'chrome-launcher';

const root = path.resolve(import.meta.dirname, '../..');
// Budgets: every route perf ≥ 95 and their median ≥ 98, a11y/BP/SEO 100, CLS 0, home JS ≤ 80 KB gzip (React included).
const BUDGET = {
  performance: 95,
  medianPerformance: 98,
  accessibility: 100,
  'best-practices': 100,
  seo: 100,
  cls: 0,
  homeJsKb: 80,
};
// The same flags as e2e/support/browser.ts: headless, no GPU, no background traffic, and every
// host except localhost unresolvable (offline).
const CHROMIUM_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--host-resolver-rules=MAP * ~NOTFOUND , EXCLUDE localhost , EXCLUDE 127.0.0.1',
];

const freePort = () =>
  new Promise((resolve) => {
    const s = createServer();
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address();
      s.close(() => resolve(port));
    });
  });

// Build into a private directory so a concurrent build of apps/web/dist cannot change what is
// being measured (BENCH_SKIP_BUILD=1 measures apps/web/dist as it is).
let dist = path.join(root, 'apps/web/dist');
let buildDir = null;
if (!process.env.BENCH_SKIP_BUILD) {
  buildDir = mkdtempSync(path.join(os.tmpdir(), 'woundly-bench-dist-'));
  dist = path.join(buildDir, 'dist');
  const web = path.join(root, 'apps/web');
  const steps = [
    ['npx', ['vite', 'build', '--outDir', dist, '--emptyOutDir', '--logLevel', 'warn']],
    ['npx', ['tsx', 'scripts/prerender.tsx']],
  ];
  for (const [cmd, args] of steps) {
    const r = spawnSync(cmd, args, { cwd: web, stdio: 'inherit', env: { ...process.env, PRERENDER_DIST: dist } });
    if (r.status !== 0) process.exit(r.status ?? 1);
  }
}

const routes = process.env.BENCH_ROUTES
  ? process.env.BENCH_ROUTES.split(',')
  : [...readFileSync(path.join(dist, 'sitemap.xml'), 'utf8').matchAll(/<loc>([^<]+)<\/loc>/g)].map(
      (m) => new URL(m[1]).pathname,
    );
const runs = Math.max(1, Number(process.env.BENCH_RUNS ?? 1));

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'woundly-bench-'));
const port = await freePort();
const baseUrl = `http://localhost:${port}`;
const server = spawn(process.execPath, ['--import', 'tsx', 'scripts/bench/serve-dist.ts', dist], {
  cwd: root,
  env: {
    ...process.env,
    NODE_ENV: 'production',
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    PUBLIC_ORIGIN: baseUrl,
    LOG_LEVEL: 'error',
    DATABASE_URL: '',
  },
  stdio: ['ignore', 'inherit', 'inherit'],
});
const stop = async () => {
  server.kill('SIGTERM');
  await new Promise((r) => setTimeout(r, 500));
  rmSync(dataDir, { recursive: true, force: true });
  if (buildDir) rmSync(buildDir, { recursive: true, force: true });
};

let ok = false;
for (let i = 0; i < 240 && !ok; i++) {
  await new Promise((r) => setTimeout(r, 500));
  ok = await fetch(`${baseUrl}/health`).then(
    (r) => r.ok,
    () => false,
  );
}
if (!ok) {
  console.error('bench:web: the server did not become healthy');
  await stop();
  process.exit(1);
}

const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  chromeFlags: CHROMIUM_FLAGS,
});
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const rows = [];
let homeScripts = [];
try {
  for (const route of routes) {
    const samples = [];
    for (let i = 0; i < runs; i++) {
      let lhr;
      // A loaded machine sometimes spoils a trace (NO_NAVSTART …): retry such runs.
      for (let attempt = 1; ; attempt++) {
        ({ lhr } = await lighthouse(`${baseUrl}${route}`, {
          port: chrome.port,
          output: 'json',
          logLevel: 'error',
          onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
        }));
        if (!lhr.runtimeError) break;
        if (attempt === 3) throw new Error(`${route}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
        process.stderr.write(`  ${route}: ${lhr.runtimeError.code}, retrying\n`);
      }
      const score = (id) => Math.round((lhr.categories[id].score ?? 0) * 100);
      const failed = Object.values(lhr.audits)
        .filter(
          (a) =>
            a.score !== null &&
            a.score < 1 &&
            ['binary', 'numeric'].includes(a.scoreDisplayMode) &&
            !lhr.categories.performance.auditRefs.some((r) => r.id === a.id),
        )
        .map((a) => a.id);
      samples.push({
        performance: score('performance'),
        accessibility: score('accessibility'),
        'best-practices': score('best-practices'),
        seo: score('seo'),
        cls: lhr.audits['cumulative-layout-shift'].numericValue,
        fcp: lhr.audits['first-contentful-paint'].numericValue,
        lcp: lhr.audits['largest-contentful-paint'].numericValue,
        tbt: lhr.audits['total-blocking-time'].numericValue,
        failed,
      });
      if (route === '/' && i === 0) {
        homeScripts = lhr.audits['network-requests'].details.items
          .filter((it) => it.resourceType === 'Script')
          .map((it) => ({ url: it.url, transfer: it.transferSize }));
      }
    }
    const pick = (k) => median(samples.map((s) => s[k]));
    rows.push({
      route,
      performance: pick('performance'),
      accessibility: pick('accessibility'),
      'best-practices': pick('best-practices'),
      seo: pick('seo'),
      cls: pick('cls'),
      fcp: pick('fcp'),
      lcp: pick('lcp'),
      tbt: pick('tbt'),
      failed: [...new Set(samples.flatMap((s) => s.failed))],
    });
    process.stderr.write(`  measured ${route}\n`);
  }
} catch (err) {
  await chrome.kill();
  await stop();
  throw err;
}
await chrome.kill();

// JavaScript the home page loads: every script request of the home run, gzip -9 of the file,
// and what actually crossed the wire (the server sends brotli when the browser accepts it).
let gzipTotal = 0;
let transferTotal = 0;
const scriptLines = [];
for (const s of homeScripts) {
  const body = Buffer.from(await (await fetch(s.url)).arrayBuffer());
  const gz = gzipSync(body, { level: 9 }).length;
  gzipTotal += gz;
  transferTotal += s.transfer;
  scriptLines.push(
    `  ${new URL(s.url).pathname.padEnd(48)} raw ${(body.length / 1024).toFixed(1).padStart(6)} KB  gzip ${(gz / 1024).toFixed(1).padStart(5)} KB  sent ${(s.transfer / 1024).toFixed(1).padStart(5)} KB`,
  );
}
await stop();

const pad = (v, n) => String(v).padStart(n);
const flag = (ok) => (ok ? ' ' : '!');
const load = os
  .loadavg()
  .map((l) => l.toFixed(1))
  .join(' / ');
console.log(
  `\nLighthouse — mobile preset, simulated throttling, ${runs} run(s)/route (median), Chromium offline; ${os.cpus().length} CPUs, load average ${load} (1/5/15 min)\n`,
);
console.log(`${'route'.padEnd(38)} perf  a11y    BP   SEO     CLS   FCP ms  LCP ms  TBT ms`);
const misses = [];
for (const r of rows) {
  const checks = {
    performance: r.performance >= BUDGET.performance,
    accessibility: r.accessibility >= BUDGET.accessibility,
    'best-practices': r['best-practices'] >= BUDGET['best-practices'],
    seo: r.seo >= BUDGET.seo,
    cls: r.cls <= BUDGET.cls,
  };
  for (const [k, v] of Object.entries(checks)) if (!v) misses.push(`${r.route} ${k}`);
  console.log(
    `${r.route.padEnd(38)} ${pad(r.performance, 3)}${flag(checks.performance)} ${pad(r.accessibility, 4)}${flag(checks.accessibility)} ${pad(r['best-practices'], 4)}${flag(checks['best-practices'])} ${pad(r.seo, 4)}${flag(checks.seo)} ${pad(r.cls.toFixed(3), 6)}${flag(checks.cls)} ${pad(Math.round(r.fcp), 7)} ${pad(Math.round(r.lcp), 7)} ${pad(Math.round(r.tbt), 7)}${r.failed.length ? `   failing: ${r.failed.join(', ')}` : ''}`,
  );
}
const medianPerf = median(rows.map((r) => r.performance));
console.log(
  `\nmedian performance over ${rows.length} routes: ${medianPerf} (budget ≥ ${BUDGET.medianPerformance})${medianPerf >= BUDGET.medianPerformance ? '' : ' !'}`,
);
if (medianPerf < BUDGET.medianPerformance) misses.push('median performance');
console.log(`\nJavaScript the home page loads (${homeScripts.length} files):`);
console.log(scriptLines.join('\n'));
const homeKb = gzipTotal / 1024;
console.log(
  `  total: gzip ${homeKb.toFixed(1)} KB (budget ≤ ${BUDGET.homeJsKb} KB)${homeKb <= BUDGET.homeJsKb ? '' : ' !'}; sent over the wire ${(transferTotal / 1024).toFixed(1)} KB`,
);
if (homeKb > BUDGET.homeJsKb) misses.push('home JS gzip');
console.log(
  `\nBudgets: perf ≥ ${BUDGET.performance} (median ≥ ${BUDGET.medianPerformance}), a11y ${BUDGET.accessibility}, BP ${BUDGET['best-practices']}, SEO ${BUDGET.seo}, CLS ${BUDGET.cls}, home JS ≤ ${BUDGET.homeJsKb} KB gzip`,
);
console.log(misses.length ? `MISSED (${misses.length}): ${misses.join('; ')}` : 'All budgets met.');
if (process.env.BENCH_JSON)
  writeFileSync(process.env.BENCH_JSON, JSON.stringify({ rows, homeScripts, gzipTotal, transferTotal }, null, 2));
process.exit(misses.length ? 1 : 0);
