import { beforeAll, describe, expect, it } from 'vitest';
import { mkdirSync } from 'node:fs';
import type { Locator, Page } from 'playwright-core';
import { createScene, sceneJpeg } from '@woundcare/wound-vision/test/synthetic-scene';
import { bookDemo, expectNoAxeViolations, PHONE, screenshotBothWidths, useBrowser } from './support/browser.ts';
import { analysedAssessment, pageRequest, SYSTEMIC_DFU_SIGNS } from './support/record.ts';

/**
 * The patient's own language: a patient whose preferred language is Spanish gets a link the
 * clinician makes in Spanish; opened signed out on a phone it reads in Spanish (lang="es"), with
 * the plan's materials, steps, warning signs and next appointment in Spanish; the patient switches
 * to English and reads the same plan; printed and revoked, the page is Spanish too.
 * E2E_SCREENSHOTS=DIR saves the screens at 1280 and 390 px in both languages and the print view.
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

const widest = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth);
const htmlLang = (page: Page) => page.evaluate(() => document.documentElement.lang);
/** The items of the section headed `name`. */
const itemsOf = (page: Page, name: string): Promise<string[]> =>
  page.getByRole('region', { name }).getByRole('listitem').allInnerTexts();
const region = (page: Page, name: string): Locator => page.getByRole('region', { name });

describe("the patient's plan in the patient's language", () => {
  it('a link made in Spanish opens signed out in Spanish at 390 px, switches to English on the same plan, and prints and revokes in Spanish', async () => {
    const clinician = await b.newPage();
    const page = clinician.page;
    await bookDemo(page, { first: 'Nora' });
    const { patientId, assessmentId } = await analysedAssessment(page, photo, {
      patient: { display_name: 'Maria Lopez' },
      wound: { etiology: 'diabetic_foot_ulcer', body_site: 'heel_left' },
    });

    // the clinician records the patient's preferred language where the patient's details are edited
    await page.goto(`/demo/patients/${patientId}`);
    await page.getByRole('button', { name: 'Edit patient' }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit patient' });
    await dialog.getByLabel('Preferred language').selectOption('es');
    await dialog.getByRole('button', { name: 'Save changes' }).click();
    await dialog.waitFor({ state: 'detached' });

    // "Share with patient" starts at the patient's preferred language
    await page.goto(`/treatment-plan/${assessmentId}`);
    await page.getByRole('button', { name: 'Share with patient' }).click();
    const card = page.getByRole('region', { name: 'Share with patient' });
    const language = card.getByLabel("Patient's language");
    await expect.poll(() => language.inputValue()).toBe('es');
    await card.getByRole('button', { name: 'Create patient link' }).click();
    const url = await card.getByRole('textbox', { name: 'Patient link' }).inputValue();
    expect(url).toMatch(/\/plan\/[A-Za-z0-9_-]{43}\?lang=es$/);
    await expectNoAxeViolations(page, '#share-with-patient');

    // the patient opens it on a phone, signed out: Spanish
    const visitor = await b.newPage({ viewport: PHONE });
    const p = visitor.page;
    const opened = (await p.goto(url))!;
    expect(opened.status()).toBe(200);
    // the served page names its language before any script runs
    expect(await opened.text()).toMatch(/<html lang="es"/);
    await p.getByRole('heading', { level: 1, name: 'Hola, Maria: este es su plan para cuidar la herida' }).waitFor();
    expect(await htmlLang(p)).toBe('es');
    expect(await p.title()).toBe('Su plan de cuidado | Woundly');
    const alternates = await p
      .locator('link[rel="alternate"][hreflang]')
      .evaluateAll((ls) => ls.map((l) => `${l.getAttribute('hreflang')} ${new URL(l.getAttribute('href')!).search}`));
    expect(alternates).toEqual(['en ?lang=en', 'es ?lang=es']);
    expect(await p.getByText('Talón, lado izquierdo').count()).toBe(1);

    const steps = await itemsOf(p, 'Qué hacer en casa');
    expect(steps[0]).toBe('Lávese las manos antes y después de tocar la herida o el vendaje.');
    const materials = await itemsOf(p, 'Lo que necesita');
    expect(materials).toContain('Guantes desechables limpios');
    const warnings = await itemsOf(p, 'Cuándo pedir ayuda');
    expect(warnings).toContain('Fiebre, escalofríos o sentirse mal');
    expect(warnings).toContain('Más dolor, pus o mal olor');
    const appointment = await region(p, 'Su próxima cita').innerText();
    expect(appointment).toMatch(/\d{1,2} de [a-z]+ de \d{4}/);
    const body = await p.locator('body').innerText();
    expect(body).toContain('Quedan 30 días.');
    for (const english of [
      'What to do at home',
      'Wash your hands',
      'When to get help',
      'Your next appointment',
      'Fever',
    ])
      expect(body).not.toContain(english);
    expect(await widest(p)).toBeLessThanOrEqual(PHONE.width);
    await expectNoAxeViolations(p);
    await screenshotBothWidths(p, 'plan-es');

    // the patient switches to English: the same plan, in English
    await p.getByRole('navigation', { name: 'Idioma' }).getByRole('link', { name: 'English' }).click();
    await p.getByRole('heading', { level: 1, name: 'Hello Maria, here is your wound care plan' }).waitFor();
    expect(await htmlLang(p)).toBe('en');
    expect(new URL(p.url()).searchParams.get('lang')).toBe('en');
    const stepsEn = await itemsOf(p, 'What to do at home');
    expect(stepsEn[0]).toBe('Wash your hands before and after you touch the wound or the dressing.');
    expect(stepsEn).toHaveLength(steps.length);
    expect(await itemsOf(p, 'What you need')).toHaveLength(materials.length);
    const warningsEn = await itemsOf(p, 'When to get help');
    expect(warningsEn).toHaveLength(warnings.length);
    expect(warningsEn).toContain('Fever, chills or feeling unwell');
    const appointmentEn = await region(p, 'Your next appointment').innerText();
    expect(appointmentEn).toMatch(/[A-Z][a-z]+ \d{1,2}, \d{4}/);
    // the same day in both languages
    const dayOf = (s: string) => s.match(/\d{4}/)![0] + s.match(/\b\d{1,2}\b/)![0];
    expect(dayOf(appointmentEn)).toBe(dayOf(appointment));
    await expectNoAxeViolations(p);
    await screenshotBothWidths(p, 'plan-en');

    // back to Spanish, then printed: the QR code of the link and its words in Spanish, no buttons
    await p.getByRole('navigation', { name: 'Language' }).getByRole('link', { name: 'Español' }).click();
    await p.getByRole('heading', { level: 1, name: /^Hola, Maria/ }).waitFor();
    await p.emulateMedia({ media: 'print' });
    await p.getByRole('img', { name: 'Código QR del enlace a este plan' }).waitFor();
    expect(
      await p.getByText('Escanee este código con la cámara de un teléfono para abrir este plan.').isVisible(),
    ).toBe(true);
    expect(await p.getByRole('button', { name: 'Imprimir este plan' }).isVisible()).toBe(false);
    expect(await p.getByRole('navigation', { name: 'Idioma' }).isVisible()).toBe(false);
    const printed = await p.locator('body').innerText();
    expect(printed).toMatch(/Este enlace funciona hasta el \d{1,2} de [a-z]+ de \d{4}\. No lo comparta/);
    // a printed page does not count down
    expect(printed).not.toMatch(/Quedan \d+ días/);
    if (shots) {
      await p.setViewportSize({ width: 794, height: 1123 });
      await p.screenshot({ path: `${shots}/plan-es-print.png`, fullPage: true });
      await p.setViewportSize(PHONE);
    }
    await p.emulateMedia({ media: 'screen' });

    // the clinician revokes the link: the same address now says so, in Spanish
    await page.reload();
    const list = page.getByRole('list', { name: 'Links to this plan' });
    await list.getByText('Spanish (Español)').waitFor();
    await list.getByRole('button', { name: /^Revoke the link created/ }).click();
    await page.getByText('Link revoked: it no longer opens.').waitFor();
    await p.reload();
    await p.getByRole('heading', { level: 1, name: 'Este enlace ya no está activo' }).waitFor();
    expect(await p.getByText('Su clínica lo desactivó. Pida uno nuevo a su clínica.').count()).toBe(1);
    expect(await htmlLang(p)).toBe('es');
    expect(await p.locator('body').innerText()).not.toContain('Maria');
    expect(await widest(p)).toBeLessThanOrEqual(PHONE.width);
    await expectNoAxeViolations(p);
    await screenshotBothWidths(p, 'plan-es-revoked');

    expect(visitor.consoleErrors.filter((e) => !/status of 410/.test(e))).toEqual([]);
    expect(clinician.consoleErrors).toEqual([]);
  }, 400_000);

  // The urgency block is what a patient must not misread: IWGDF/IDSA 2023 grade 4 (a diabetic foot
  // infection with systemic signs) is treated in hospital, so the page first sends the patient to
  // the emergency department — here in Spanish, and nothing below it contradicts that.
  it('sends the patient of a DFU with systemic signs to the emergency department in Spanish, first thing on the page, at 390 px', async () => {
    const clinician = await b.newPage();
    const page = clinician.page;
    await bookDemo(page, { first: 'Nora' });
    const { assessmentId: urgentId } = await analysedAssessment(page, photo, {
      patient: { display_name: 'Ana Ruiz', preferred_language: 'es' },
      wound: { etiology: 'diabetic_foot_ulcer', body_site: 'plantar_forefoot_left' },
      bedsideSigns: SYSTEMIC_DFU_SIGNS,
    });
    // no language picked: the patient's preferred one
    const { url } = await pageRequest<{ url: string }>(page, 'POST', `/api/assessments/${urgentId}/patient-links`, {});
    expect(new URL(url).searchParams.get('lang')).toBe('es');

    const visitor = await b.newPage({ viewport: PHONE });
    const p = visitor.page;
    await p.goto(url);
    const alert = p.getByRole('alert');
    await alert.getByRole('heading', { name: 'Vaya hoy a la sala de emergencias' }).waitFor();
    expect(await alert.innerText()).toContain(
      'Su clínica encontró señales que necesitan atención en el hospital hoy. Vaya ahora mismo a la sala de emergencias. Si no puede llegar, o se siente muy mal, llame al número de emergencias.',
    );
    const [alertTop, greetingTop] = await Promise.all([
      alert.evaluate((e) => e.getBoundingClientRect().top),
      p.getByRole('heading', { level: 1 }).evaluate((e) => e.getBoundingClientRect().top),
    ]);
    expect(alertTop).toBeLessThan(greetingTop);
    expect(await htmlLang(p)).toBe('es');
    // on the way to hospital, not home care
    const steps = await itemsOf(p, 'Antes de salir');
    expect(steps).toEqual([
      'Cubra la herida con un vendaje limpio y seco.',
      'Lleve con usted esta hoja y una lista de sus medicinas.',
    ]);
    const text = await p.locator('main').innerText();
    // no tablets, no "at your visits", no "call your clinic the same day" under a hospital alert
    expect(text).not.toMatch(/pastillas|antibiótico|en sus citas|el mismo día/i);
    expect(await widest(p)).toBeLessThanOrEqual(PHONE.width);
    await expectNoAxeViolations(p);
    await screenshotBothWidths(p, 'plan-es-emergency');
    expect(clinician.consoleErrors).toEqual([]);
  }, 400_000);
});
