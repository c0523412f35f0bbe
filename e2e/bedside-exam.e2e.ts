import { beforeAll, describe, expect, it } from 'vitest';
import { createScene, sceneJpeg } from '@woundcare/wound-vision/test/synthetic-scene';
import { bookDemo, expectNoAxeViolations, openTab, PHONE, useBrowser } from './support/browser.ts';
import { chooseNewPatient } from './support/upload-chooser.ts';

/**
 * The bedside exam at the bedside: on a phone, the clinician records undermining, a tunnel, the
 * periwound skin, pain and the dressing on the visit; the visit reads them back in the visit
 * note's words, and what was not recorded says "Not assessed".
 */
const b = useBrowser();
let photo: { name: string; mimeType: string; buffer: Buffer };

beforeAll(async () => {
  photo = {
    name: 'sacral-wound.jpg',
    mimeType: 'image/jpeg',
    buffer: await sceneJpeg(await createScene({ seed: 5, width: 1280, height: 960, maxTiltDeg: 6, woundRadiusMm: 12 })),
  };
}, 240_000);

describe('bedside exam', () => {
  it('is recorded at 390 px and read back in words; what was not recorded stays "Not assessed"', async () => {
    const { page, context, consoleErrors } = await b.newPage();
    await bookDemo(page, { first: 'Nell' });
    await openTab(page, 'Upload Images');
    await chooseNewPatient(page, 'Ruth Exam');
    await page.getByLabel('Wound image').setInputFiles(photo);
    await page.getByRole('button', { name: 'Start Analysis' }).click();
    await page.getByRole('heading', { name: /^Recommendations/ }).waitFor({ timeout: 180_000 });

    await page.setViewportSize(PHONE);
    const panel = page.getByRole('region', { name: 'Bedside exam' });
    // nothing recorded: every field says so, none says "none"
    await panel.getByRole('button', { name: 'Record bedside exam' }).scrollIntoViewIfNeeded();
    expect(await panel.getByText('Not assessed').count()).toBe(3);
    expect(await panel.getByText('None found').count()).toBe(0);

    await panel.getByRole('button', { name: 'Record bedside exam' }).click();
    await panel.getByRole('radiogroup', { name: 'Undermining' }).getByLabel('Present').check();
    await panel.getByLabel('Undermining 1 from').selectOption('3');
    await panel.getByLabel('Undermining 1 to').selectOption('6');
    await panel.getByLabel('Undermining 1 depth (cm)').fill('2');
    await panel.getByRole('radiogroup', { name: 'Tunnelling' }).getByLabel('None found').check();
    await panel.getByLabel('Periwound skin not assessed').uncheck();
    await panel.getByLabel('Macerated').check();
    await panel.getByLabel("Pain (0–10, the patient's own rating)").selectOption('4');
    await panel.getByLabel('Dressing applied').fill('Foam border');
    // the form fits the phone and its controls are thumb-sized
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    expect((await panel.getByLabel('Undermining 1 depth (cm)').boundingBox())!.height).toBeGreaterThanOrEqual(44);
    // every field of the form lies within the phone's width, none squeezed to a sliver
    for (const label of ["Pain (0–10, the patient's own rating)", 'Dressing applied']) {
      const box = (await panel.getByLabel(label).boundingBox())!;
      expect(box.x + box.width, label).toBeLessThanOrEqual(PHONE.width);
      expect(box.width, label).toBeGreaterThan(200);
    }
    await expectNoAxeViolations(page, 'main');
    if (process.env.E2E_SCREENSHOTS)
      await panel.screenshot({ path: `${process.env.E2E_SCREENSHOTS}/bedside-exam-form-phone.png` });
    await panel.getByRole('button', { name: 'Save bedside exam' }).click();

    await panel.getByRole('button', { name: 'Edit bedside exam' }).waitFor();
    expect(await panel.getByRole('definition').allTextContents()).toEqual([
      "2 cm from 3 to 6 o'clock",
      'None found',
      'Macerated',
      '4 / 10',
      'Foam border',
    ]);
    // a reload reads the stored exam back
    await page.reload();
    await panel.getByRole('button', { name: 'Edit bedside exam' }).waitFor();
    expect(await panel.getByRole('definition').first().textContent()).toBe("2 cm from 3 to 6 o'clock");
    await expectNoAxeViolations(page, 'main');
    const dir = process.env.E2E_SCREENSHOTS;
    if (dir) {
      await panel.scrollIntoViewIfNeeded();
      await page.screenshot({ path: `${dir}/bedside-exam-phone.png` });
    }
    expect(consoleErrors).toEqual([]);
    await context.close();
  }, 420_000);
});
