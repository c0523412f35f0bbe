// Bedside capture with Chromium's fake camera: each scene is a .y4m file made at test
// time from the synthetic wound scenes, and each needs its own browser (the flag is per process).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { captureScene, type CaptureSceneKind } from '@woundcare/wound-vision/test/capture-scenes';
import { y4mFile } from '@woundcare/wound-vision/test/y4m';
import {
  BASE_URL,
  bookDemo,
  CHROMIUM,
  CHROMIUM_ARGS,
  DESKTOP,
  expectNoAxeViolations,
  PHONE,
} from './support/browser.ts';
import { chooseNewPatient } from './support/upload-chooser.ts';

const dir = mkdtempSync(path.join(tmpdir(), 'woundly-camera-'));
const cameraFile = (kind: CaptureSceneKind) => path.join(dir, `${kind}.y4m`);
let storageState: Awaited<ReturnType<BrowserContext['storageState']>>;
const browsers: Browser[] = [];

beforeAll(async () => {
  for (const kind of ['good', 'no_sticker', 'tilted'] as const) {
    const { image } = await captureScene(kind, { seed: 21, width: 1280, height: 960 });
    writeFileSync(cameraFile(kind), y4mFile([image]));
  }
  // one account for every browser
  const b = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS, headless: true });
  browsers.push(b);
  const context = await b.newContext({ baseURL: BASE_URL, viewport: DESKTOP });
  await bookDemo(await context.newPage(), { first: 'Mary' });
  storageState = await context.storageState();
}, 240_000);

afterAll(async () => {
  for (const b of browsers) await b.close();
  rmSync(dir, { recursive: true, force: true });
});

/** A phone-sized page signed in, in a browser whose camera shows `scene` (or is refused). */
async function phoneWithCamera(scene: CaptureSceneKind | 'refused') {
  const camera =
    scene === 'refused'
      ? ['--use-fake-device-for-media-stream', '--deny-permission-prompts']
      : [
          '--use-fake-device-for-media-stream',
          '--use-fake-ui-for-media-stream',
          `--use-file-for-fake-video-capture=${cameraFile(scene)}`,
        ];
  const browser = await chromium.launch({
    executablePath: CHROMIUM,
    args: [...CHROMIUM_ARGS, ...camera],
    headless: true,
  });
  browsers.push(browser);
  const context = await browser.newContext({
    baseURL: BASE_URL,
    viewport: PHONE,
    storageState,
    reducedMotion: 'reduce',
  });
  const page = await context.newPage();
  const consoleErrors: string[] = [];
  page.on('console', (m) => m.type() === 'error' && consoleErrors.push(m.text()));
  page.on('pageerror', (e) => consoleErrors.push(e.message));
  await page.goto('/demo');
  await page.getByRole('button', { name: 'Menu', exact: true }).click();
  await page
    .getByRole('dialog', { name: 'Workspace menu' })
    .getByRole('link', { name: 'Upload Images', exact: true })
    .click();
  await chooseNewPatient(page, 'Mary Seacole');
  await page.getByRole('button', { name: 'Take photo' }).click();
  const view = page.getByRole('dialog', { name: 'Take photo' });
  await view.waitFor();
  return { page, view, consoleErrors };
}

/** Wait until the worker has measured `n` more frames than now. */
async function framesLater(page: Page, n: number) {
  const live = page.getByTestId('capture-live');
  const now = Number(await live.getAttribute('data-frames-analysed'));
  await expect
    .poll(async () => Number(await live.getAttribute('data-frames-analysed')), { timeout: 60_000 })
    .toBeGreaterThanOrEqual(now + n);
}

describe('bedside capture (phone, fake camera)', () => {
  it('no sticker in view: "Bring the sticker into view", the shutter stays off', async () => {
    const { page, view, consoleErrors } = await phoneWithCamera('no_sticker');
    expect(await view.getByTestId('capture-patient').textContent()).toBe('Mary Seacole');
    await expect
      .poll(() => view.getByTestId('capture-instruction').textContent(), { timeout: 60_000 })
      .toBe('Bring the sticker into view');
    await framesLater(page, 8);
    expect(await view.getByTestId('capture-instruction').textContent()).toBe('Bring the sticker into view');
    expect(await view.getByTestId('shutter').isDisabled()).toBe(true);
    expect(await view.getByTestId('sticker-outline').count()).toBe(0);
    await expectNoAxeViolations(page);
    expect(consoleErrors).toEqual([]);
  });

  it('a tilted view: the sticker is outlined, "Hold the phone parallel to the skin", the shutter stays off', async () => {
    const { page, view, consoleErrors } = await phoneWithCamera('tilted');
    await expect
      .poll(() => view.getByTestId('capture-instruction').textContent(), { timeout: 60_000 })
      .toBe('Hold the phone parallel to the skin');
    await framesLater(page, 8);
    expect(await view.getByTestId('shutter').isDisabled()).toBe(true);
    expect(await view.getByTestId('sticker-outline').count()).toBe(1);
    expect(await view.locator('[data-check="camera_tilt"]').getAttribute('data-ok')).toBe('false');
    expect(consoleErrors).toEqual([]);
  });

  it('a good view: shutter turns green, the still is confirmed and lands as an analysed assessment with a cm² figure', async () => {
    const { page, view, consoleErrors } = await phoneWithCamera('good');
    await expect
      .poll(() => view.getByTestId('capture-instruction').textContent(), { timeout: 60_000 })
      .toBe('Ready — take the photo');
    const shutter = view.getByTestId('shutter');
    await expect.poll(() => shutter.isEnabled(), { timeout: 30_000 }).toBe(true);
    expect(await shutter.getAttribute('aria-label')).toBe('Take photo');
    expect(await view.getByTestId('sticker-outline').count()).toBe(1);
    await expectNoAxeViolations(page);
    await shutter.click();
    await view.getByRole('heading', { name: 'Check the photo' }).waitFor();
    // retake goes back to the live view; the second still is used
    await view.getByRole('button', { name: 'Retake' }).click();
    await expect.poll(() => shutter.isEnabled(), { timeout: 30_000 }).toBe(true);
    await shutter.click();
    await view.getByRole('button', { name: 'Use photo' }).click();
    await view.waitFor({ state: 'detached' });
    await page.getByRole('heading', { name: 'Analysis Results' }).waitFor();
    await page.getByRole('heading', { name: 'Recommendations' }).waitFor({ timeout: 180_000 });
    const area = await page.locator('#measure-h + p').textContent();
    // the measured area as the one formatter writes it, with its 95 % range
    expect(area).toMatch(/^\d+(\.\d+)? cm², 95 % range \d+(\.\d+)?–\d+(\.\d+)? cm²$/);
    const assessments = await page.evaluate(
      async () =>
        (await (await fetch('/api/assessments')).json()) as {
          assessments: {
            patientName: string;
            status: string;
            analysisResult?: { calibrated: boolean; area_cm2: number };
          }[];
        },
    );
    const mine = assessments.assessments.find((t) => t.patientName === 'Mary Seacole');
    expect(mine?.status).toBe('completed');
    expect(mine?.analysisResult?.calibrated).toBe(true);
    expect(consoleErrors).toEqual([]);
  }, 300_000);

  it('camera refused: a clear message and the camera-app file input', async () => {
    const { page, view, consoleErrors } = await phoneWithCamera('refused');
    await view.getByRole('alert').waitFor();
    expect(await view.getByRole('alert').textContent()).toMatch(/Camera access was refused/);
    const input = view.getByLabel('Take or choose a photo');
    expect(await input.getAttribute('accept')).toBe('image/*');
    expect(await input.getAttribute('capture')).toBe('environment');
    await expectNoAxeViolations(page);
    expect(consoleErrors).toEqual([]);
  });
});
