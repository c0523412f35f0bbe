import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, symlinkSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { createScene, sceneJpeg } from '@woundcare/wound-vision/test/synthetic-scene';
import { modelFiles } from '@woundcare/wound-vision/segment/model-files';
import { freePort, startOwnServer } from './support/own-server.ts';
import {
  bookDemo,
  DESKTOP,
  expectNoAxeViolations,
  PHONE,
  useBrowser,
  waitForReact,
  openTab,
} from './support/browser.ts';

/**
 * The dashboard counts what the clinician created; the analysis badge follows a real engine that
 * loses its model. SHOTS_DIR=/some/dir saves the screens at 1280 and 390 px.
 */
const b = useBrowser();
const shots = process.env.SHOTS_DIR;
let photo: { name: string; mimeType: string; buffer: Buffer };

beforeAll(async () => {
  photo = {
    name: 'dashboard.jpg',
    mimeType: 'image/jpeg',
    buffer: await sceneJpeg(await createScene({ seed: 21, width: 1280, height: 960, maxTiltDeg: 8 })),
  };
  if (shots) mkdirSync(shots, { recursive: true });
}, 120_000);

async function shot(page: Page, name: string) {
  if (shots) await page.screenshot({ path: `${shots}/${name}.png`, fullPage: true });
}
/** A JSON call of the signed-in page (its cookies, its origin). */
async function call<T>(page: Page, url: string, body: unknown): Promise<T> {
  return page.evaluate(
    async ([u, b]) => {
      const res = await fetch(u, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(b),
      });
      if (!res.ok) throw new Error(`${u}: ${res.status} ${await res.text()}`);
      return (await res.json()) as unknown;
    },
    [url, body] as const,
  ) as Promise<T>;
}

describe('dashboard', () => {
  it("shows the numbers the clinician's own records add up to, and links the latest assessment", async () => {
    const { page, consoleErrors } = await b.newPage();
    await bookDemo(page);
    // two patients, three wounds (one healed), one photo analysed today
    const ann = (await call<{ patient: { id: string } }>(page, '/api/patients', { display_name: 'Ann Archer' }))
      .patient;
    const ben = (await call<{ patient: { id: string } }>(page, '/api/patients', { display_name: 'Ben Baker' })).patient;
    const heel = (
      await call<{ wound: { id: string } }>(page, `/api/patients/${ann.id}/wounds`, {
        label: 'Left heel ulcer',
        etiology: 'diabetic_foot_ulcer',
        body_site: 'heel_left',
      })
    ).wound;
    await call(page, `/api/patients/${ben.id}/wounds`, { label: 'Sacrum' });
    await call(page, `/api/patients/${ben.id}/wounds`, { label: 'Old graze', status: 'healed' });
    const up = await page.request.post('/api/assessments', { multipart: { wound_id: heel.id, file: photo } });
    expect(up.status()).toBe(202);
    const { assessment } = (await up.json()) as { assessment: { id: string } };
    await expect
      .poll(
        async () =>
          (
            (await (await page.request.get(`/api/assessments/${assessment.id}`)).json()) as {
              assessment: { status: string };
            }
          ).assessment.status,
        { timeout: 180_000 },
      )
      .toBe('completed');

    await openTab(page, 'Dashboard');
    const stats = page.getByRole('list', { name: 'This week at a glance' });
    await stats.waitFor();
    const stat = (label: string) => stats.getByRole('listitem').filter({ hasText: label }).locator('p').nth(1);
    expect(await stat('Open wounds').textContent()).toBe('2');
    expect(await stat('Patients seen this week').textContent()).toBe('1');
    expect(await stat('Assessments this week').textContent()).toBe('1');
    expect(await stat('On track at the 4-week check').textContent()).toBe('—');
    expect(await stat('Outlines awaiting confirmation').textContent()).toBe('1');
    expect(await page.getByText(/This week: Mon \d+ \w+ – Sun \d+ \w+ \d{4} \(UTC\)/).count()).toBe(1);
    const link = page.getByRole('link', { name: /Ann Archer · Left heel ulcer/ });
    expect(await link.getAttribute('href')).toBe(`/demo/assessments/${assessment.id}`);
    expect(await page.getByText('Sample data').count()).toBe(0);
    await expectNoAxeViolations(page);
    await shot(page, 'dashboard-desktop');
    await page.setViewportSize(PHONE);
    await expectNoAxeViolations(page);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    await shot(page, 'dashboard-phone');
    await page.setViewportSize(DESKTOP);
    expect(consoleErrors).toEqual([]);
  }, 300_000);
});

describe('analysis badge', () => {
  // a server of its own, whose engine reads the model through a link the test takes away
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'woundly-e2e-engine-'));
  const modelLink = path.join(dataDir, 'wound-seg.onnx');
  let server: ChildProcess | null = null;
  let baseUrl = '';

  beforeAll(async () => {
    symlinkSync(modelFiles()[0]!, modelLink);
    const port = await freePort();
    baseUrl = `http://127.0.0.1:${port}`;
    server = await startOwnServer({
      port,
      dataDir: path.join(dataDir, 'data'),
      name: 'second',
      env: { WOUND_VISION_MODEL: modelLink },
    });
  }, 300_000);
  afterAll(() => {
    server?.kill('SIGTERM');
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('says "Analysis ready", then "Analysis unavailable" once the engine has lost its model, with the reason', async () => {
    const { page: first } = await b.newPage();
    const browser = first.context().browser()!;
    await first.context().close();
    const context = await browser.newContext({ baseURL: baseUrl, viewport: DESKTOP, reducedMotion: 'reduce' });
    const page = await context.newPage();
    const goto = page.goto.bind(page);
    page.goto = async (url, options) => {
      const res = await goto(url, options);
      await waitForReact(page);
      return res;
    };
    await bookDemo(page);

    const ready = page.getByRole('button', { name: 'Analysis ready' });
    await ready.waitFor();
    await ready.click();
    const panel = page.getByRole('dialog', { name: 'Analysis status' });
    await panel.getByText(/^wound-seg@[0-9a-f]{12}$/).waitFor();
    await expectNoAxeViolations(page);
    await shot(page, 'status-ready-desktop');

    rmSync(modelLink);
    await panel.getByRole('button', { name: 'Check again' }).click();
    await page.getByRole('button', { name: 'Analysis unavailable' }).waitFor();
    await panel.getByText('The segmentation model is missing on this server: uploads cannot be analysed.').waitFor();
    await page.setViewportSize(PHONE);
    await expectNoAxeViolations(page);
    await shot(page, 'status-unavailable-phone');
    await page.keyboard.press('Escape');
    await page.setViewportSize(DESKTOP);

    // an upload while the model is gone fails, with its reason; the photo stays stored
    const patient = (await call<{ patient: { id: string } }>(page, '/api/patients', { display_name: 'Rita Retry' }))
      .patient;
    const wound = (await call<{ wound: { id: string } }>(page, `/api/patients/${patient.id}/wounds`, { label: 'Shin' }))
      .wound;
    const up = await page.request.post('/api/assessments', { multipart: { wound_id: wound.id, file: photo } });
    expect(up.status()).toBe(202);
    const { assessment } = (await up.json()) as { assessment: { id: string } };
    const status = async () =>
      (
        (await (await page.request.get(`/api/assessments/${assessment.id}`)).json()) as {
          assessment: { status: string };
        }
      ).assessment.status;
    await expect.poll(status, { timeout: 180_000 }).toBe('failed');

    // the model is back: Retry on the failed assessment analyses the stored photo again, to a result
    symlinkSync(modelFiles()[0]!, modelLink);
    await page.goto(`/demo/assessments/${assessment.id}`);
    // the failure says why, with Retry beside it (the assessment's card in the list has one too)
    const failure = page.getByRole('alert').filter({ hasText: 'Analysis failed' });
    const retry = failure.getByRole('button', { name: `Retry the analysis of Rita Retry (${assessment.id})` });
    await retry.click();
    await expect.poll(status, { timeout: 180_000 }).toBe('completed');
    await page.getByRole('heading', { name: /^Wound area/ }).waitFor({ timeout: 30_000 });
    await page.getByText('Attempt 2').first().waitFor();
    expect(await failure.count()).toBe(0);
    await context.close();
  }, 480_000);
});
