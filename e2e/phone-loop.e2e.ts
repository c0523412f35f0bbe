import { beforeAll, describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { createScene, sceneJpeg } from '@woundcare/wound-vision/test/synthetic-scene';
import { bookDemo, DESKTOP, PHONE, useBrowser } from './support/browser.ts';
import { analysisDone, callApi, seedAssessment, uploadOnOpenForm, type Photo } from './support/record.ts';

/**
 * The nurse's visit on a 390 px phone: worklist → upload → the analysis → confirm the outline →
 * the plan, with a team that has many analyses and a patient with several wounds; every
 * workspace screen stays within the phone's width and the loop's controls are at least 44 px.
 * E2E_SCREENSHOTS=DIR saves the result with many analyses at 1280 and 390 px.
 */
const b = useBrowser();
const shots = process.env.E2E_SCREENSHOTS;
let photos: Photo[] = [];

beforeAll(async () => {
  photos = await Promise.all(
    [31, 32, 33, 34].map(async (seed) => {
      const scene = await createScene({ seed, width: 1280, height: 960, maxTiltDeg: 8, woundRadiusMm: 14 });
      return { name: `visit-${seed}.jpg`, mimeType: 'image/jpeg', buffer: await sceneJpeg(scene) };
    }),
  );
}, 240_000);

const pageWidth = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth);
const daysAgo = (n: number) => new Date(Date.now() - n * 86_400_000).toISOString().slice(0, 10);

/** A control a thumb can hit: at least 44 × 44 px (WCAG 2.5.5), and its centre is the control itself. */
async function expectTappable(control: Locator, name: string) {
  await control.scrollIntoViewIfNeeded();
  const box = (await control.boundingBox())!;
  expect(box.height, `${name} height`).toBeGreaterThanOrEqual(44);
  expect(box.width, `${name} width`).toBeGreaterThanOrEqual(44);
  const hit = await control.evaluate((el) => {
    const r = el.getBoundingClientRect();
    const at = document.elementFromPoint(r.x + r.width / 2, r.y + r.height / 2);
    return at !== null && (at === el || el.contains(at));
  });
  expect(hit, `${name} receives a tap at its centre`).toBe(true);
}

async function shot(page: Page, name: string) {
  if (shots) await page.screenshot({ path: `${shots}/${name}.png`, fullPage: true });
}

describe('the phone loop', () => {
  it('worklist → upload → analysis → confirmed outline → plan at 390 px; every screen fits with many items', async () => {
    const { page, context, consoleErrors } = await b.newPage();
    await bookDemo(page, { first: 'Nora' });
    await page.setViewportSize(PHONE);

    // a patient with three wounds, each photographed ten days ago: three analyses, all due again
    const { patient } = await callApi<{ patient: { id: string } }>(page, 'POST', '/api/patients', {
      display_name: 'Ines Okafor',
    });
    const wounds: { id: string }[] = [];
    for (const label of ['Left heel', 'Right shin', 'Sacrum']) {
      const { wound } = await callApi<{ wound: { id: string } }>(page, 'POST', `/api/patients/${patient.id}/wounds`, {
        label,
        etiology: 'venous_leg_ulcer',
      });
      wounds.push(wound);
    }
    const seeded: string[] = [];
    for (const [i, w] of wounds.entries()) seeded.push(await seedAssessment(page, w.id, photos[i]!, daysAgo(10)));
    for (const id of seeded) await analysisDone(page, id);

    // the worklist: the overdue wound's upload link, one tap
    await page.goto('/demo/worklist');
    const overdue = page.getByRole('region', { name: /^Overdue/ });
    const upload = overdue.getByRole('link', { name: 'Upload the next photo for Ines Okafor · Left heel' });
    await upload.waitFor();
    expect(await pageWidth(page), 'worklist').toBeLessThanOrEqual(PHONE.width);
    await expectTappable(upload, 'Upload the next photo');
    await upload.click();
    await page.waitForURL((u) => u.pathname === '/demo/upload' && u.searchParams.get('wound') === wounds[0]!.id);
    // the wound of the address is the one chosen (the list loads once the patient is chosen)
    await expect
      .poll(() => page.getByRole('radio', { name: /^Left heel/ }).isChecked(), { timeout: 30_000 })
      .toBe(true);
    expect(await pageWidth(page), 'upload').toBeLessThanOrEqual(PHONE.width);

    // the photo, then the analysis on its own page
    const id = await uploadOnOpenForm(page, photos[3]!);
    expect(await analysisDone(page, id)).toBe('completed');
    const confirm = page.getByRole('button', { name: 'Confirm outline' });
    await confirm.waitFor({ timeout: 30_000 });
    // four analyses in the strip: the page stays within the phone
    expect(await pageWidth(page), 'analysis with four cards').toBeLessThanOrEqual(PHONE.width);
    await shot(page, 'phone-result-many-390');
    await expectTappable(confirm, 'Confirm outline');
    await confirm.click();
    await expect
      .poll(async () => {
        const r = (await (await page.request.get(`/api/assessments/${id}`)).json()) as {
          assessment: { outlineStatus: string };
        };
        return r.assessment.outlineStatus;
      })
      .toBe('confirmed');
    await page.getByText('Outline confirmed', { exact: false }).first().waitFor();

    // the plan
    const plan = page.getByRole('link', { name: 'View Treatment Plan' });
    await expectTappable(plan, 'View Treatment Plan');
    await plan.click();
    await page.waitForURL((u) => u.pathname === `/treatment-plan/${id}`);
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    expect(await pageWidth(page), 'treatment plan').toBeLessThanOrEqual(PHONE.width);

    // every workspace screen, with these many items, within 390 px
    const screens = [
      ...['profile', 'dashboard', 'worklist', 'upload', 'analysis', 'treatment', 'consultants', 'patients', 'reports'],
      ...['services', 'tools/medopti', 'about', 'donation'],
      `patients/${patient.id}`,
      ...wounds.map((w) => `wounds/${w.id}`),
      ...[id, ...seeded].map((a) => `assessments/${a}`),
      `treatment/${id}`,
      `consultants/${id}`,
      `reports/${id}`,
      `upload?wound=${wounds[1]!.id}`,
    ].map((s) => `/demo/${s}`);
    for (const url of [...screens, `/treatment-plan/${id}`, `/consultant-services/${id}`]) {
      await page.goto(url);
      await page.getByRole('heading', { level: 1 }).first().waitFor();
      await page.waitForLoadState('networkidle');
      expect(await pageWidth(page), url).toBeLessThanOrEqual(PHONE.width);
    }

    await page.setViewportSize(DESKTOP);
    await page.goto(`/demo/assessments/${id}`);
    await page.getByText('Outline confirmed', { exact: false }).first().waitFor();
    await shot(page, 'phone-result-many-1280');

    expect(consoleErrors, consoleErrors.join('\n')).toEqual([]);
    await context.close();
  }, 600_000);
});
