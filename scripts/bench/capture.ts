// Capture checks (issue 19), two figures:
//  1. checks per second of the live view in headless Chromium with 4× CPU throttling (CDP
//     Emulation.setCPUThrottlingRate), camera = Chromium's fake device playing the good scene;
//  2. the share of the synthetic bad scenes (no sticker, too far, tilted, blurred, glare) each
//     check catches, measured in Node with the same code the worker runs.
// Needs a built web app (npm run build). Usage: npm run bench:capture [-- --scenes 10 --seconds 15]
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { loadOpenCv } from '../../packages/wound-vision/src/cv/load-opencv.ts';
import { BAD_SCENE_KINDS, captureScene, downscaleRgba, toRgba, type CaptureSceneKind } from '../../packages/wound-vision/src/capture/capture-scenes.ts';
import { createLiveDetector, measureFrame } from '../../packages/wound-vision/src/capture/live-measures.ts';
import { evaluateChecks, type CaptureCheckId } from '../../packages/wound-vision/src/capture/guidance.ts';
import { y4mFile } from '../../packages/wound-vision/src/capture/y4m.ts';
import { bookDemo, CHROMIUM, CHROMIUM_ARGS, DESKTOP, PHONE } from '../../e2e/support/browser.ts';

const arg = (name: string, d: number) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? Number(process.argv[i + 1]) : d;
};
const SCENES = arg('scenes', 10);
const SECONDS = arg('seconds', 15);
const root = path.resolve(import.meta.dirname, '../..');
const tmp = mkdtempSync(path.join(tmpdir(), 'woundly-bench-capture-'));

// 2. catch shares (1280 × 960 photos analysed at 640 × 480, as in the live view)
const { cv } = await loadOpenCv();
const detector = createLiveDetector(cv);
const ids: CaptureCheckId[] = ['sticker_found', 'sticker_size', 'camera_tilt', 'sharpness', 'glare'];
const rows: string[] = [];
for (const kind of ['good', ...BAD_SCENE_KINDS] as CaptureSceneKind[]) {
  const caught = Object.fromEntries(ids.map((id) => [id, 0])) as Record<CaptureCheckId, number>;
  let blocked = 0;
  for (let seed = 1; seed <= SCENES; seed++) {
    const { image } = await captureScene(kind, { seed: 100 + seed, supersample: 1 });
    const f = downscaleRgba(toRgba(image), image.width, image.height, 2);
    const checks = evaluateChecks(measureFrame(detector, f.data, f.width, f.height), Math.max(image.width, image.height));
    for (const c of checks) if (c.ok === false) caught[c.id]++;
    if (checks.some((c) => c.ok !== true)) blocked++;
  }
  rows.push(`| ${kind} | ${ids.map((id) => `${Math.round((100 * caught[id]) / SCENES)} %`).join(' | ')} | ${Math.round((100 * blocked) / SCENES)} % |`);
}
detector.delete();
console.log(`\nShare of ${SCENES} scenes per kind on which each check fails (shutter blocked = any check not passing):\n`);
console.log(`| scene | ${ids.join(' | ')} | shutter blocked |\n|${'---|'.repeat(ids.length + 2)}`);
for (const r of rows) console.log(r);

// 1. checks per second in the browser
const good = path.join(tmp, 'good.y4m');
writeFileSync(good, y4mFile([(await captureScene('good', { seed: 21 })).image]));
const port = 39000 + Math.floor(Math.random() * 900);
const base = `http://localhost:${port}`;
const server = spawn(process.execPath, ['--import', 'tsx', 'scripts/bench/serve-dist.ts', 'apps/web/dist'], {
  cwd: root,
  env: { ...process.env, NODE_ENV: 'production', PORT: String(port), HOST: '127.0.0.1', DATA_DIR: tmp, PUBLIC_ORIGIN: base, LOG_LEVEL: 'error', DATABASE_URL: '', RATE_LIMIT_AUTH_MAX: '1000' },
  stdio: ['ignore', 'inherit', 'inherit'],
});
try {
  let up = false;
  for (let i = 0; i < 240 && !up; i++) {
    await new Promise((r) => setTimeout(r, 500));
    up = await fetch(`${base}/health`).then((r) => r.ok, () => false);
  }
  if (!up) throw new Error('server did not start');
  const b0 = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS });
  const c0 = await b0.newContext({ baseURL: base, viewport: DESKTOP });
  await bookDemo(await c0.newPage());
  const storageState = await c0.storageState();
  await b0.close();
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: [...CHROMIUM_ARGS, '--use-fake-device-for-media-stream', '--use-fake-ui-for-media-stream', `--use-file-for-fake-video-capture=${good}`] });
  const context = await browser.newContext({ baseURL: base, viewport: PHONE, storageState });
  const page = await context.newPage();
  await page.goto('/demo');
  await page.getByRole('button', { name: 'Menu', exact: true }).click();
  await page.getByRole('dialog', { name: 'Workspace menu' }).getByRole('button', { name: 'Upload Images', exact: true }).click();
  await page.getByLabel('Patient name').fill('Bench');
  // throttle the page and its worker (the worker is a separate CDP target)
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  const workers: Promise<unknown>[] = [];
  page.on('worker', (w) => {
    workers.push(
      (async () => {
        const s = await (context as unknown as { newCDPSession(t: unknown): Promise<{ send(m: string, p: unknown): Promise<unknown> }> }).newCDPSession(w);
        await s.send('Emulation.setCPUThrottlingRate', { rate: 4 });
      })().catch((e: unknown) => console.log(`(worker throttling not applied: ${String(e)})`)),
    );
  });
  const t0 = Date.now();
  await page.getByRole('button', { name: 'Take photo' }).click();
  const live = page.getByTestId('capture-live');
  await live.waitFor();
  while (Number(await live.getAttribute('data-frames-analysed')) < 3) await page.waitForTimeout(200);
  await Promise.all(workers);
  console.log(`\nOpenCV.js loaded and first checks shown ${((Date.now() - t0) / 1000).toFixed(1)} s after "Take photo" (4× throttled)`);
  const n0 = Number(await live.getAttribute('data-frames-analysed'));
  const s0 = Date.now();
  const ms: number[] = [];
  while (Date.now() - s0 < SECONDS * 1000) {
    await page.waitForTimeout(500);
    ms.push(Number(await live.getAttribute('data-check-ms')));
  }
  const n1 = Number(await live.getAttribute('data-frames-analysed'));
  const rate = (n1 - n0) / ((Date.now() - s0) / 1000);
  ms.sort((a, b) => a - b);
  console.log(`checks per second (headless Chromium, 4× CPU throttling, ${SECONDS} s, 640 × 480 frames from a 1280 × 960 camera): ${rate.toFixed(1)}; worker time per frame median ${ms[Math.floor(ms.length / 2)]!.toFixed(0)} ms`);
  await browser.close();
} finally {
  server.kill('SIGTERM');
  await new Promise((r) => setTimeout(r, 500));
  rmSync(tmp, { recursive: true, force: true });
}
