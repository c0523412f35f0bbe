// The home visit with no signal: photos taken (fake camera) or chosen while Chromium is offline
// wait on the device, survive a reload, and arrive exactly once when the network returns; an
// upload whose answer was lost is sent again with its key and makes no second assessment.
// A server of its own, so that its PGlite database can be opened and counted after it stopped.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { chromium, type Browser, type Page, type Route } from 'playwright-core';
import { captureScene } from '@woundcare/wound-vision/test/capture-scenes';
import { y4mFile } from '@woundcare/wound-vision/test/y4m';
import { createScene, sceneJpeg } from '@woundcare/wound-vision/test/synthetic-scene';
import {
  bookDemo,
  CHROMIUM,
  CHROMIUM_ARGS,
  DESKTOP,
  expectNoAxeViolations,
  PHONE,
  waitForReact,
} from './support/browser.ts';
import { callApi, type Photo } from './support/record.ts';
import { freePort, startOwnServer } from './support/own-server.ts';
import { chooseNewPatient } from './support/upload-chooser.ts';

const dir = mkdtempSync(path.join(tmpdir(), 'woundly-offline-'));
const dataDir = path.join(dir, 'data');
const cameraFile = path.join(dir, 'good.y4m');
const SHOTS = process.env.E2E_SCREENSHOTS;
let server: ChildProcess | null = null;
let browser: Browser | null = null;
let baseUrl = '';
const photos: Photo[] = [];

beforeAll(async () => {
  const { image } = await captureScene('good', { seed: 21, width: 1280, height: 960 });
  writeFileSync(cameraFile, y4mFile([image]));
  for (const seed of [31, 32, 33])
    photos.push({
      name: `wound-${seed}.jpg`,
      mimeType: 'image/jpeg',
      buffer: await sceneJpeg(await createScene({ seed, width: 1280, height: 960, maxTiltDeg: 8 })),
    });
  const port = await freePort();
  baseUrl = `http://127.0.0.1:${port}`;
  server = await startOwnServer({ port, dataDir, name: 'offline' });
  browser = await chromium.launch({
    executablePath: CHROMIUM,
    args: [
      ...CHROMIUM_ARGS,
      '--use-fake-device-for-media-stream',
      '--use-fake-ui-for-media-stream',
      `--use-file-for-fake-video-capture=${cameraFile}`,
    ],
    headless: true,
  });
}, 360_000);

afterAll(async () => {
  await browser?.close();
  if (server && server.exitCode === null) server.kill('SIGKILL');
  rmSync(dir, { recursive: true, force: true });
});

async function shot(page: Page, name: string) {
  if (!SHOTS) return;
  mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: path.join(SHOTS, `${name}.png`) });
}

/** The header's queue badge ("Offline · Waiting to upload (2)"), or null when it is not shown. */
async function badgeText(page: Page): Promise<string | null> {
  const badge = page.getByRole('button', { name: /Waiting to upload|Offline/ });
  return (await badge.count()) === 0 ? null : ((await badge.textContent()) ?? '').trim();
}

type Listed = { id: string; patientName: string; woundId: string | null };
const listAssessments = async (page: Page) =>
  (await callApi<{ assessments: Listed[] }>(page, 'GET', '/api/assessments')).assessments;

/** How many photos wait in this browser's IndexedDB queue (any account). */
const waitingOnDevice = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<number>((resolve, reject) => {
        const open = indexedDB.open('woundly-upload-queue');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const count = open.result.transaction('uploads').objectStore('uploads').count();
          count.onsuccess = () => resolve(count.result);
        };
      }),
  );

/** Rows of the stopped server's database: every assessment, and those an idempotency key created. */
async function countRows() {
  const db = new PGlite(path.join(dataDir, 'pglite'));
  try {
    const { rows } = await db.query<{ all: number; keyed: number; keys: number }>(
      'select count(*)::int as all, count(upload_key)::int as keyed, count(distinct upload_key)::int as keys from assessments',
    );
    return rows[0]!;
  } finally {
    await db.close();
  }
}

describe('offline capture queue', () => {
  it('two photos queued offline (camera, file), a reload between, a lost answer: each arrives exactly once', async () => {
    const context = await browser!.newContext({ baseURL: baseUrl, viewport: DESKTOP, reducedMotion: 'reduce' });
    const page = await context.newPage();
    const consoleErrors: string[] = [];
    // a failed request is the browser's "Failed to load resource" line: expected here, anything else is not
    page.on('console', (m) => {
      if (m.type() === 'error' && !/Failed to load resource/.test(m.text())) consoleErrors.push(m.text());
    });
    page.on('pageerror', (e) => consoleErrors.push(e.message));
    await bookDemo(page, { first: 'Nora' });
    const patient = (
      await callApi<{ patient: { id: string } }>(page, 'POST', '/api/patients', { display_name: 'Maria Lopez' })
    ).patient;
    const newWound = async () =>
      (await callApi<{ wound: { id: string } }>(page, 'POST', `/api/patients/${patient.id}/wounds`, {})).wound.id;
    const woundA = await newWound();
    const woundB = await newWound();
    const openForm = async (woundId?: string) => {
      await page.goto(woundId ? `/demo/upload?wound=${woundId}` : '/demo/upload');
      await waitForReact(page);
      if (woundId) await page.getByRole('radio', { name: /Wound \d/, checked: true }).waitFor();
    };

    // 1. the camera view opens with signal; the signal drops before the shot
    await openForm(woundA);
    await page.getByRole('button', { name: 'Take photo' }).click();
    const view = page.getByRole('dialog', { name: 'Take photo' });
    const shutter = view.getByTestId('shutter');
    await expect.poll(() => shutter.isEnabled(), { timeout: 90_000 }).toBe(true);
    await context.setOffline(true);
    await shutter.click();
    await view.getByRole('button', { name: 'Use photo' }).click();
    await view.waitFor({ state: 'detached' });
    await page.getByText(/Saved on this device/).waitFor();
    await expect.poll(() => badgeText(page)).toBe('Offline · Waiting to upload (1)');

    // 2. a reload: the queue is on the device, not in the page. (The workspace needs its session,
    // so the reload has signal; sending still fails on the network.)
    const blocked = (route: Route) =>
      route.request().method() === 'POST' ? route.abort('internetdisconnected') : route.continue();
    await page.route('**/api/assessments', blocked);
    await context.setOffline(false);
    await page.reload();
    await waitForReact(page);
    await expect.poll(() => badgeText(page), { timeout: 30_000 }).toBe('Waiting to upload (1)');
    // the wound says so too
    await page.goto(`/demo/wounds/${woundA}`);
    await page.getByRole('main').locator('p').filter({ hasText: 'Waiting to upload (1)' }).waitFor();
    await shot(page, 'wound-line-desktop');
    await page.setViewportSize(PHONE);
    await shot(page, 'wound-line-phone');
    await page.setViewportSize(DESKTOP);

    // 3. offline again: a photo chosen from a file (for a new patient) joins it
    await openForm();
    await chooseNewPatient(page, 'Ben Okafor');
    await context.setOffline(true);
    await page.getByLabel('Wound image').setInputFiles(photos[0]!);
    await page.getByRole('button', { name: 'Start Analysis' }).click();
    await page.getByText(/Saved on this device/).waitFor();
    await expect.poll(() => badgeText(page)).toBe('Offline · Waiting to upload (2)');

    // the list: both, by patient and wound; the screens at both widths
    await shot(page, 'queue-badge-desktop');
    await page.getByRole('button', { name: /Waiting to upload/ }).click();
    const list = page.getByRole('dialog', { name: 'Photos waiting to upload' });
    const items = list.getByRole('list', { name: 'Photos waiting to upload' }).getByRole('listitem');
    await expect.poll(() => items.count()).toBe(2);
    expect(await items.allTextContents()).toEqual([
      expect.stringMatching(/^Maria Lopez · Wound 1Taken /),
      expect.stringMatching(/^Ben Okafor \(new patient\)Taken /),
    ]);
    await list.getByText(/This device is offline/).waitFor();
    await expectNoAxeViolations(page);
    await shot(page, 'queue-list-desktop');
    await page.setViewportSize(PHONE);
    await expectNoAxeViolations(page);
    await shot(page, 'queue-list-phone');
    await page.keyboard.press('Escape');
    await shot(page, 'queue-badge-phone');
    await page.setViewportSize(DESKTOP);

    // 4. the network returns: each photo arrives once, the badge counts down to nothing
    await page.unroute('**/api/assessments', blocked);
    await context.setOffline(false);
    await expect.poll(() => badgeText(page), { timeout: 60_000 }).toBeNull();
    const arrived = await listAssessments(page);
    expect(arrived.filter((a) => a.woundId === woundA)).toHaveLength(1);
    expect(arrived.filter((a) => a.patientName === 'Ben Okafor')).toHaveLength(1);
    expect(arrived).toHaveLength(2);

    // 5. a lost answer: the server stores the upload, the browser sees the connection drop
    let posts = 0;
    await page.route('**/api/assessments', async (route) => {
      if (route.request().method() !== 'POST') return route.continue();
      posts += 1;
      if (posts > 1) return route.continue();
      await route.fetch();
      return route.abort('connectionreset');
    });
    await openForm(woundB);
    await page.getByLabel('Wound image').setInputFiles(photos[1]!);
    await page.getByRole('button', { name: 'Start Analysis' }).click();
    // kept and sent again at once with its key: answered with the first send's assessment
    await page
      .getByText(/Uploaded: the photos kept on this device have reached the server/)
      .waitFor({ timeout: 30_000 });
    expect(posts).toBe(2);
    expect(await badgeText(page)).toBeNull();
    const afterRetry = await listAssessments(page);
    expect(afterRetry.filter((a) => a.woundId === woundB)).toHaveLength(1);
    expect(afterRetry).toHaveLength(3);

    // 6. two more photos offline; the nurse discards one (asked first), then signs out while the
    // other waits: warned, and what waited is gone
    await page.unroute('**/api/assessments');
    await context.setOffline(true);
    for (const photo of [photos[2]!, photos[0]!]) {
      await page.getByLabel('Wound image').setInputFiles(photo);
      await page.getByRole('button', { name: 'Start Analysis' }).click();
      await page.getByText(/Saved on this device/).waitFor();
    }
    await expect.poll(() => badgeText(page)).toBe('Offline · Waiting to upload (2)');
    await page.getByRole('button', { name: /Waiting to upload/ }).click();
    await items.first().getByRole('button', { name: 'Discard the waiting photo of Maria Lopez · Wound 2' }).click();
    await items.first().getByText('Discard this photo? It has not been uploaded').waitFor();
    await expectNoAxeViolations(page);
    await shot(page, 'queue-discard-desktop');
    await items.first().getByRole('button', { name: 'Discard photo' }).click();
    await expect.poll(() => items.count()).toBe(1);
    await page.keyboard.press('Escape');
    await expect.poll(() => badgeText(page)).toBe('Offline · Waiting to upload (1)');
    await page.setViewportSize(PHONE);
    await page.evaluate(() => window.scrollTo(0, 0));
    await shot(page, 'queue-badge-phone-top');
    await page.setViewportSize(DESKTOP);
    // back in signal, but the photo cannot get through yet: signing out ends the session on the server
    await page.route('**/api/assessments', blocked);
    await context.setOffline(false);
    await page.getByRole('button', { name: 'Sign Out' }).click();
    const warning = page.getByRole('dialog', { name: 'Photos not uploaded' });
    await warning.getByText(/1 photo has not been sent/).waitFor();
    await expectNoAxeViolations(page);
    await shot(page, 'sign-out-warning-desktop');
    await page.setViewportSize(PHONE);
    await shot(page, 'sign-out-warning-phone');
    await page.setViewportSize(DESKTOP);
    await warning.getByRole('button', { name: 'Sign out and delete 1 photo' }).click();
    await page.waitForURL((u) => u.pathname === '/');
    await expect.poll(() => waitingOnDevice(page)).toBe(0);
    expect(consoleErrors).toEqual([]);
    await context.close();

    // in the database: three assessments, each made by its own key; nothing of the deleted photo
    server!.kill('SIGTERM');
    await new Promise((r) => server!.once('exit', r));
    expect(await countRows()).toEqual({ all: 3, keyed: 3, keys: 3 });
  }, 600_000);
});
