import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { createScene, sceneJpeg } from '@woundcare/wound-vision/test/synthetic-scene';
import { bookDemo, useBrowser, openTab } from './support/browser.ts';
import { chooseWound } from './support/upload-chooser.ts';

/**
 * One assessment, one truth: editing the wound's ABPI on the wound page re-derives its stored
 * assessment, and the open result view and the Treatment Plans tab both show the new one.
 */
const b = useBrowser();
let photo: { name: string; mimeType: string; buffer: Buffer };

beforeAll(async () => {
  photo = {
    name: 'venous-ulcer.jpg',
    mimeType: 'image/jpeg',
    buffer: await sceneJpeg(
      await createScene({ seed: 21, width: 1280, height: 960, maxTiltDeg: 8, woundRadiusMm: 14 }),
    ),
  };
}, 240_000);

/** the advice rows of the open result view, as shown */
const resultAdvice = (page: Page) => page.getByRole('list', { name: 'Advice' }).first();

/** With E2E_SCREENSHOTS=DIR, the screens are also saved at desktop and phone width to look at. */
async function snap(page: Page, name: string) {
  const dir = process.env.E2E_SCREENSHOTS;
  if (!dir) return;
  for (const [label, width] of [
    ['desktop', 1280],
    ['phone', 390],
  ] as const) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: `${dir}/${name}-${label}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

describe('assessment re-derived on a wound edit', () => {
  it('editing ABPI on the wound page updates the open result view and the Treatment Plans tab', async () => {
    const { page, context, consoleErrors } = await b.newPage();
    await bookDemo(page, { first: 'Vera' });

    // a venous leg ulcer with ABPI 1.0
    await openTab(page, 'Patient Management');
    await page.getByRole('button', { name: 'Add patient' }).click();
    await page.getByLabel('Name').fill('Lena Park');
    await page.getByRole('button', { name: 'Save patient' }).click();
    await page.getByRole('heading', { name: 'Lena Park' }).waitFor();
    await page.getByRole('button', { name: 'Add wound' }).click();
    await page.getByLabel('Body site').selectOption({ label: 'Lower leg, anterior, left' });
    await page.getByLabel('Etiology').selectOption({ label: 'Venous leg ulcer' });
    await page.getByLabel('ABPI (ankle-brachial pressure index)').fill('1.0');
    await page.getByRole('button', { name: 'Save wound' }).click();
    await page.getByText(/^Lower leg, anterior, left · /).waitFor();

    // upload its photo: the result advises compression, and so does the plan
    await openTab(page, 'Upload Images');
    await chooseWound(page, 'Lena', 'Lena Park', /^Wound 1/);
    await page.getByLabel('Wound image').setInputFiles(photo);
    await page.getByRole('button', { name: 'Start Analysis' }).click();
    await page
      .getByRole('heading', { name: /^Recommendations/ })
      .or(page.getByText('Analysis failed', { exact: true }))
      .waitFor({ timeout: 180_000 });
    expect(await page.getByText('Analysis failed', { exact: true }).count()).toBe(0);
    await snap(page, 'result-abpi-1.0');
    await resultAdvice(page)
      .getByText(/Compression therapy \(ABPI/)
      .waitFor();
    expect(
      await resultAdvice(page)
        .getByText(/no compression until a vascular assessment/)
        .count(),
    ).toBe(0);

    await openTab(page, 'Treatment Plans');
    await page
      .getByText(/Compression therapy \(ABPI/)
      .first()
      .waitFor();
    await page
      .getByText(/Compression system prescribed/)
      .first()
      .waitFor();

    // edit ABPI to 0.6 on the wound page
    await openTab(page, 'Patient Management');
    await page.getByRole('link', { name: /^Lena Park/ }).click();
    await page.getByRole('link', { name: 'Open Wound 1' }).click();
    await page.getByRole('button', { name: 'Edit wound details' }).click();
    await page.getByLabel('ABPI (ankle-brachial pressure index)').fill('0.6');
    await page.getByRole('button', { name: 'Save details' }).click();
    await expect.poll(() => page.getByLabel('Wound facts').textContent()).toMatch(/ABPI0\.6/);
    await snap(page, 'wound-page');

    // the open result view: compression gone, a vascular referral in its place
    await openTab(page, 'Analysis');
    await resultAdvice(page)
      .getByText(/no compression until a vascular assessment/)
      .first()
      .waitFor();
    expect(
      await resultAdvice(page)
        .getByText(/Compression therapy \(ABPI/)
        .count(),
    ).toBe(0);
    await snap(page, 'result-abpi-0.6');

    // the Treatment Plans tab says the same
    await openTab(page, 'Treatment Plans');
    await page
      .getByText(/no compression until a vascular assessment/)
      .first()
      .waitFor();
    expect(await page.getByText(/Compression therapy \(ABPI/).count()).toBe(0);
    expect(await page.getByText(/Compression system prescribed/).count()).toBe(0);
    await snap(page, 'plan-tab-abpi-0.6');

    expect(consoleErrors).toEqual([]);
    await context.close();
  }, 600_000);
});
