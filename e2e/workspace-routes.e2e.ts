import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { createScene, sceneJpeg } from '@woundcare/wound-vision/test/synthetic-scene';
import { bookDemo, DESKTOP, expectNoAxeViolations, PHONE, useBrowser } from './support/browser.ts';

/**
 * The workspace's addresses: a first-run guide after sign-up, patient → wound → assessment each at
 * its own URL (back/forward and reload keep the screen), a deep link that survives the sign-in,
 * not-found states for unknown ids, and every screen fitting a 390 px phone with one menu.
 */
const b = useBrowser();
type Photo = { name: string; mimeType: string; buffer: Buffer };
let photo: Photo;

beforeAll(async () => {
  const scene = await createScene({ seed: 21, width: 1280, height: 960, maxTiltDeg: 8, woundRadiusMm: 14 });
  photo = { name: 'rosa-week-0.jpg', mimeType: 'image/jpeg', buffer: await sceneJpeg(scene) };
}, 240_000);

const path = (page: Page) => new URL(page.url()).pathname + new URL(page.url()).search;
/** The console lines since `from` must all be the browser's note of a 404 answer (a not-found address); they are dropped. */
function dropExpected404s(errors: string[], from: number) {
  const since = errors.splice(from);
  expect(since.length).toBeGreaterThan(0);
  for (const e of since) expect(e).toMatch(/status of 404/);
}
const pageWidth = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth);

describe('workspace addresses', () => {
  it('first run → patient → wound → photo; back/forward, reload, deep link through sign-in, not-found, phone widths, axe', async () => {
    const { page, context, consoleErrors } = await b.newPage();
    const { email, password } = await bookDemo(page, { first: 'Rosa' });

    // after sign-up: the default screen says what to do first
    expect(path(page)).toBe('/demo/profile');
    const guide = page.getByRole('region', { name: 'Get started: your first wound assessment' });
    await guide.getByRole('link', { name: 'Go to Patient Management' }).click();
    await page.waitForURL('**/demo/patients');

    // a patient (opens at its address), then a wound with its site and cause
    await page.getByRole('button', { name: 'Add patient' }).click();
    await page.getByLabel('Name').fill('Rosa Diaz');
    await page.getByRole('button', { name: 'Save patient' }).click();
    await page.waitForURL(/\/demo\/patients\/[^/]+$/);
    const patientUrl = path(page);
    await page.getByRole('button', { name: 'Add wound' }).click();
    await page.getByLabel('Body site').selectOption({ label: 'Heel, left' });
    await page.getByLabel('Etiology').selectOption({ label: 'Diabetic foot ulcer' });
    await page.getByRole('button', { name: 'Save wound' }).click();

    // "Add photo" on the wound card opens the upload form with the patient and wound chosen
    await page.getByRole('link', { name: 'Add a photo of Wound 1' }).click();
    await page.waitForURL(/\/demo\/upload\?wound=/);
    const woundId = new URL(page.url()).searchParams.get('wound')!;
    await expect
      .poll(() => page.locator(`input[type=radio][value="${woundId}"]`).isChecked(), { timeout: 30_000 })
      .toBe(true);
    await page.getByRole('group', { name: '1. Patient' }).getByText('Rosa Diaz').waitFor();
    await page.getByLabel('Wound image').setInputFiles(photo);
    await page.getByRole('button', { name: 'Start Analysis' }).click();
    await page.waitForURL('**/demo/assessments/analysis-1');
    await page
      .getByRole('heading', { name: 'Recommendations' })
      .or(page.getByText('Analysis failed', { exact: true }))
      .waitFor({ timeout: 180_000 });
    // the analysis card carries the exam date
    expect(await page.getByRole('link', { name: /Rosa Diaz · Wound 1/ }).textContent()).toMatch(/Exam /);

    // patient → wound → assessment by links, then back and forward through them
    await page.goto(patientUrl);
    await page.getByRole('link', { name: 'Open Wound 1' }).click();
    await page.waitForURL(`**/demo/wounds/${woundId}`);
    await page.getByRole('link', { name: /^Open the assessment of / }).click();
    await page.waitForURL('**/demo/assessments/analysis-1');
    await page.getByRole('heading', { name: 'Rosa Diaz · Wound 1' }).waitFor();
    await page.goBack();
    await page.waitForURL(`**/demo/wounds/${woundId}`);
    await page.getByRole('heading', { level: 1, name: 'Rosa Diaz · Wound 1' }).waitFor();
    await page.goBack();
    await page.waitForURL(`**${patientUrl}`);
    await page.getByRole('heading', { level: 1, name: 'Rosa Diaz' }).waitFor();
    await page.goForward();
    await page.goForward();
    await page.waitForURL('**/demo/assessments/analysis-1');
    // a reload keeps the screen
    await page.reload();
    await page.getByRole('heading', { name: 'Rosa Diaz · Wound 1' }).waitFor();
    expect(path(page)).toBe('/demo/assessments/analysis-1');

    // unknown ids say so, inside the workspace (the browser logs the API's 404 answers: those and only those)
    const logged = consoleErrors.length;
    for (const [url, heading] of [
      ['/demo/patients/no-such-patient', 'Patient not found'],
      ['/demo/wounds/no-such-wound', 'Wound not found'],
      ['/demo/assessments/analysis-99', 'Assessment not found'],
      ['/demo/tools/no-such-tool', 'Tool not found'],
      ['/demo/no-such-screen', 'Page not found'],
    ] as const) {
      await page.goto(url);
      await page.getByRole('heading', { level: 1, name: heading }).waitFor();
    }
    dropExpected404s(consoleErrors, logged);

    // a deep link in a fresh, signed-out browser: sign in, then land on it
    const fresh = await b.newPage();
    await fresh.page.goto(`/demo/wounds/${woundId}`);
    await fresh.page.waitForURL((u) => u.pathname === '/');
    const signIn = fresh.page.getByRole('dialog', { name: 'Sign In' });
    await signIn.getByLabel('Email').fill(email);
    await signIn.getByRole('textbox', { name: 'Password', exact: true }).fill(password);
    await signIn.getByRole('button', { name: 'Sign In' }).click();
    await fresh.page.waitForURL(`**/demo/wounds/${woundId}`);
    await fresh.page.getByRole('heading', { level: 1, name: 'Rosa Diaz · Wound 1' }).waitFor();
    await fresh.context.close();

    // the new screens are axe-clean at desktop and phone width
    const screens = [
      patientUrl,
      `/demo/wounds/${woundId}`,
      '/demo/assessments/analysis-1',
      `/demo/upload?wound=${woundId}`,
    ];
    for (const viewport of [DESKTOP, PHONE]) {
      await page.setViewportSize(viewport);
      for (const url of [...screens, '/demo/wounds/no-such-wound']) {
        const before = consoleErrors.length;
        await page.goto(url);
        await page.getByRole('heading', { level: 1 }).first().waitFor();
        await page.waitForLoadState('networkidle');
        await expectNoAxeViolations(page, 'main');
        if (url.includes('no-such')) dropExpected404s(consoleErrors, before);
      }
    }

    // phone: one menu (the site's hamburger gives way), a compact header, and no screen wider than 390 px
    const tabs = ['profile', 'dashboard', 'upload', 'analysis', 'treatment', 'consultants', 'patients', 'reports'];
    const more = ['services', 'tools/medopti', 'about', 'donation'];
    for (const url of [...tabs, ...more].map((t) => `/demo/${t}`).concat(screens)) {
      await page.goto(url);
      await page.getByRole('heading', { level: 1 }).first().waitFor();
      await page.waitForLoadState('networkidle');
      expect(await pageWidth(page), url).toBeLessThanOrEqual(PHONE.width);
      expect(await page.getByRole('button', { name: 'Open menu' }).count(), url).toBe(0);
    }
    await page.goto('/demo/patients');
    const bar = await page.getByRole('button', { name: 'Menu', exact: true }).locator('..').boundingBox();
    expect(bar!.y + bar!.height).toBeLessThanOrEqual(100);

    // sign-out leaves no workspace key behind
    await page.evaluate(() => sessionStorage.setItem('woundly.workspace.probe', '1'));
    await page.getByRole('button', { name: 'Sign Out' }).click();
    await page.waitForURL((u) => u.pathname === '/');
    expect(await page.evaluate(() => sessionStorage.getItem('woundly.workspace.probe'))).toBeNull();

    expect(consoleErrors, consoleErrors.join('\n')).toEqual([]);
    await context.close();
  }, 480_000);
});
