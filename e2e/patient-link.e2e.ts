import { beforeAll, describe, expect, it } from 'vitest';
import { mkdirSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { createScene, sceneJpeg } from '@woundcare/wound-vision/test/synthetic-scene';
import { bookDemo, expectNoAxeViolations, PHONE, screenshotBothWidths, useBrowser } from './support/browser.ts';
import { analysedAssessment, pageRequest, SYSTEMIC_DFU_SIGNS } from './support/record.ts';

/**
 * A clinician shares an assessment's plan with the patient; the patient opens the link signed out
 * on a phone and reads their plan (first name, home care — no MRN, no photo); once revoked, the
 * same link shows a friendly "no longer active" page. E2E_SCREENSHOTS=DIR saves the screens at
 * 1280 and 390 px, the print view as a PNG, and the printed plan as a PDF.
 */
const b = useBrowser();
const shots = process.env.E2E_SCREENSHOTS;
let photo: { name: string; mimeType: string; buffer: Buffer };

beforeAll(async () => {
  photo = {
    name: 'heel.jpg',
    mimeType: 'image/jpeg',
    buffer: await sceneJpeg(await createScene({ seed: 21, width: 1280, height: 960, maxTiltDeg: 8 })),
  };
  if (shots) mkdirSync(shots, { recursive: true });
}, 120_000);

/** Nothing on the page is wider than the phone's screen. */
const widest = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth);

describe('a treatment plan the patient can open', () => {
  it('is shared by the clinician, opens signed out at 390 px without MRN or photo, and shows the revoked page once revoked', async () => {
    const clinician = await b.newPage();
    const page = clinician.page;
    await bookDemo(page, { first: 'Nora' });
    const { assessmentId } = await analysedAssessment(page, photo, {
      patient: { display_name: 'Maria Lopez', identifier: 'MRN-771204', birth_date: '1948-07-19' },
      wound: { label: 'Left heel ulcer', etiology: 'diabetic_foot_ulcer', body_site: 'heel_left' },
    });

    // the clinician shares the plan from the plan page
    await page.goto(`/treatment-plan/${assessmentId}`);
    await page.getByRole('button', { name: 'Share with patient' }).click();
    const card = page.getByRole('region', { name: 'Share with patient' });
    expect(await card.getByLabel('Link lasts').inputValue()).toBe('30');
    await card.getByRole('button', { name: 'Create patient link' }).click();
    const url = await card.getByRole('textbox', { name: 'Patient link' }).inputValue();
    expect(url).toMatch(/\/plan\/[A-Za-z0-9_-]{43}\?lang=en$/);
    await card.getByRole('img', { name: 'QR code of the new patient link' }).waitFor();
    await expectNoAxeViolations(page, '#share-with-patient');
    await screenshotBothWidths(page, 'share-card');

    // the patient opens it on a phone, signed out
    const visitor = await b.newPage({ viewport: PHONE });
    const res = await visitor.page.goto(url);
    expect(res!.status()).toBe(200);
    expect(res!.headers()['referrer-policy']).toBe('no-referrer');
    expect(res!.headers()['x-robots-tag']).toMatch(/noindex/);
    expect(res!.headers()['cache-control']).toBe('no-store');
    const p = visitor.page;
    await p.getByRole('heading', { level: 1, name: 'Hello Maria, here is your wound care plan' }).waitFor();
    expect(await p.getByText('Heel, left side').count()).toBe(1);
    await p.getByRole('heading', { name: 'What to do at home' }).waitFor();
    await p.getByRole('heading', { name: 'When to get help' }).waitFor();
    // the next appointment is the wound's next assessment due, as a date in words
    const appointment = p.getByRole('region', { name: 'Your next appointment' });
    expect(await appointment.innerText()).toMatch(/[A-Z][a-z]+ \d{1,2}, \d{4}/);
    expect(await p.getByText('Your clinic will tell you.').count()).toBe(0);
    const text = await p.locator('body').innerText();
    for (const hidden of ['Lopez', 'MRN-771204', '1948', assessmentId, 'Left heel ulcer'])
      expect(text).not.toContain(hidden);
    expect(await p.locator('img').count()).toBe(0);
    // large, plain text that fits the phone
    const bodySize = await p
      .getByRole('heading', { name: 'What to do at home' })
      .locator('xpath=../..')
      .locator('li')
      .first()
      .evaluate((li) => parseFloat(getComputedStyle(li).fontSize));
    expect(bodySize).toBeGreaterThanOrEqual(18);
    expect(await widest(p)).toBeLessThanOrEqual(PHONE.width);
    await expectNoAxeViolations(p);
    expect(await visitor.context.cookies()).toEqual([]);
    await screenshotBothWidths(p, 'patient-plan');

    // printed: the QR code of the link appears, the print button does not
    await p.emulateMedia({ media: 'print' });
    await p.getByRole('img', { name: 'QR code of the link to this plan' }).waitFor();
    expect(await p.getByRole('button', { name: 'Print this plan' }).isVisible()).toBe(false);
    if (shots) {
      await p.setViewportSize({ width: 794, height: 1123 });
      await p.screenshot({ path: `${shots}/patient-plan-print.png`, fullPage: true });
      await p.pdf({ path: `${shots}/patient-plan.pdf`, format: 'A4', printBackground: true });
      await p.setViewportSize(PHONE);
    }
    await p.emulateMedia({ media: 'screen' });

    // the clinician sees the open counted, and revokes the link
    await page.reload();
    const list = page.getByRole('list', { name: 'Links to this plan' });
    await list.getByText('Active').waitFor();
    expect(await list.getByRole('listitem').first().locator('dd').nth(2).textContent()).toBe('1');
    await list.getByRole('button', { name: /^Revoke the link created/ }).click();
    await page.getByText('Link revoked: it no longer opens.').waitFor();
    expect(await list.getByText('Revoked').count()).toBe(1);

    // the same link, now revoked: a friendly page, never an error page
    await p.reload();
    await p.getByRole('heading', { level: 1, name: 'This link is no longer active' }).waitFor();
    expect(await p.getByText('Your clinic has turned it off. Ask your clinic for a new one.').count()).toBe(1);
    expect(await p.locator('body').innerText()).not.toContain('Maria');
    expect(await widest(p)).toBeLessThanOrEqual(PHONE.width);
    await expectNoAxeViolations(p);
    await screenshotBothWidths(p, 'patient-plan-revoked');

    // the only console errors are the browser's own note of the 410 answer
    expect(visitor.consoleErrors.filter((e) => !/status of 410/.test(e))).toEqual([]);
    expect(clinician.consoleErrors).toEqual([]);
  }, 400_000);

  // IWGDF/IDSA 2023: a diabetic foot infection with systemic signs is grade 4 (severe) — treated in
  // hospital. The patient's page says so first, and gives no outpatient instructions.
  it('sends the patient of a DFU with systemic signs to the emergency department, first thing on the page, at 390 px', async () => {
    const clinician = await b.newPage();
    const page = clinician.page;
    await bookDemo(page, { first: 'Nora' });
    const { assessmentId: urgentId } = await analysedAssessment(page, photo, {
      patient: { display_name: 'Ana Ruiz' },
      wound: { etiology: 'diabetic_foot_ulcer', body_site: 'plantar_forefoot_left' },
      bedsideSigns: SYSTEMIC_DFU_SIGNS,
    });
    const { url } = await pageRequest<{ url: string }>(page, 'POST', `/api/assessments/${urgentId}/patient-links`, {});

    const visitor = await b.newPage({ viewport: PHONE });
    await visitor.page.goto(url);
    const p = visitor.page;
    const alert = p.getByRole('alert');
    await alert.getByRole('heading', { name: 'Go to the emergency department today' }).waitFor();
    // the first block of the page, above the greeting
    const [alertTop, greetingTop] = await Promise.all([
      alert.evaluate((e) => e.getBoundingClientRect().top),
      p.getByRole('heading', { level: 1 }).evaluate((e) => e.getBoundingClientRect().top),
    ]);
    expect(alertTop).toBeLessThan(greetingTop);
    const text = await p.locator('main').innerText();
    expect(text).not.toMatch(/tablet|antibiotic|at your visits/i);
    expect(await widest(p)).toBeLessThanOrEqual(PHONE.width);
    await expectNoAxeViolations(p);
    await screenshotBothWidths(p, 'patient-plan-emergency');
    expect(clinician.consoleErrors).toEqual([]);
  }, 400_000);
});
