import { beforeAll, describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { formatAreaRange } from '@woundcare/api-types';
import { createScene, sceneJpeg, type Scene } from '@woundcare/wound-vision/test/synthetic-scene';
import { bookDemo, expectNoAxeViolations, PHONE, useBrowser, openTab } from './support/browser.ts';
import { chooseNewPatient, chooseWound } from './support/upload-chooser.ts';

const b = useBrowser();

const TABS = [
  'My Profile',
  'Dashboard',
  'Upload Images',
  'Analysis',
  'Treatment Plans',
  'Consultant Services',
  'Patient Management',
  'Reports & Analytics',
  'VBC Super Agent Tools',
  'About',
  'Support Our Mission',
];
const STAGE_LABELS = [
  'Reading the photo',
  'Finding the calibration sticker',
  'Tracing the wound outline',
  'Measuring the wound',
  'Assessing tissue and infection signs',
];

type Photo = { name: string; mimeType: string; buffer: Buffer };
const photos: { first?: Scene; firstJpg?: Photo; second?: Photo; noSticker?: Photo; big?: Photo } = {};

async function jpg(scene: Scene, name: string): Promise<Photo> {
  return { name, mimeType: 'image/jpeg', buffer: await sceneJpeg(scene) };
}

beforeAll(async () => {
  photos.first = await createScene({ seed: 7, width: 1600, height: 1200, maxTiltDeg: 10, periwoundErythema: true });
  photos.firstJpg = await jpg(photos.first, 'ada-week-0.jpg');
  photos.second = await jpg(
    await createScene({ seed: 8, width: 1600, height: 1200, maxTiltDeg: 10, woundRadiusMm: 10 }),
    'ada-week-1.jpg',
  );
  photos.noSticker = await jpg(
    await createScene({ seed: 9, width: 1280, height: 960, markerIds: [] }),
    'no-sticker.jpg',
  );
}, 240_000);

/**
 * Upload through the Upload tab — a new patient, or (`again`) another visit of the patient's Wound 1
 * today, which asks first — watch the stages; resolve when the result (or failure) shows.
 */
async function analyze(page: Page, patient: string, photo: Photo, again = false) {
  await openTab(page, 'Upload Images');
  if (again) await chooseWound(page, patient, patient, /^Wound 1/);
  else await chooseNewPatient(page, patient);
  await page.getByLabel('Wound image').setInputFiles(photo);
  const start = page.getByRole('button', { name: 'Start Analysis' });
  const t0 = Date.now();
  await start.click();
  if (again) {
    // the wound already has a visit today: the form asks before filing a second one
    const question = page.getByRole('alert').filter({ hasText: 'already has a visit on' });
    await question.waitFor({ timeout: 30_000 });
    await question.getByRole('button', { name: 'File it anyway' }).click();
  }
  await page.getByRole('heading', { name: 'Analysis Results' }).waitFor();
  const stages = new Set<string>();
  let overlay = '';
  const done = page
    .getByRole('heading', { name: 'Recommendations' })
    .or(page.getByText('Analysis failed', { exact: true }));
  while (!(await done.isVisible())) {
    const step = page.locator('[aria-current="step"]');
    // the elements come and go with each poll: read them without waiting
    stages.add(
      (
        (await step
          .first()
          .textContent({ timeout: 200 })
          .catch(() => '')) ?? ''
      ).trim(),
    );
    const o = page.getByText(
      /^(Waiting to start|Reading the photo|Finding the calibration sticker|Tracing the wound outline|Measuring the wound|Assessing tissue and infection signs)…$/,
    );
    overlay =
      (await o
        .first()
        .textContent({ timeout: 200 })
        .catch(() => null)) ?? overlay;
    if (Date.now() - t0 > 180_000) throw new Error('analysis did not finish in 180 s');
    await page.waitForTimeout(80);
  }
  return { ms: Date.now() - t0, stages: [...stages].filter(Boolean), overlay };
}

const areaText = (page: Page) => page.locator('#measure-h + p').textContent();

describe('clinician workspace', () => {
  it('upload → live stages → measured result → plan → consultants → PDF/FHIR → outline fix → second analysis → trajectory; reload keeps it', async () => {
    const { page, context, consoleErrors } = await b.newPage();
    await bookDemo(page, { first: 'Grace' });

    // header: the analysis badge (GET /api/status), first name, default tab profile
    await page.getByRole('button', { name: 'Analysis ready' }).waitFor();
    await expect.poll(() => page.getByRole('heading', { level: 1, name: 'My Profile' }).isVisible()).toBe(true);
    expect(await page.getByRole('button', { name: 'Sign Out' }).isVisible()).toBe(true);

    // the upload tab: Start Analysis only once a patient (here a new one, named) and an image are present
    await openTab(page, 'Upload Images');
    await page.getByText('No assessments yet').waitFor();
    expect(await page.getByRole('button', { name: 'Start Analysis' }).count()).toBe(0);
    await page.getByRole('button', { name: 'New patient', exact: true }).click();
    await page.getByLabel('Patient name').fill('   ');
    await page.getByLabel('Wound image').setInputFiles(photos.firstJpg!);
    expect(await page.getByRole('button', { name: 'Start Analysis' }).count()).toBe(0);
    expect(await page.getByRole('link', { name: 'Print the calibration sticker' }).getAttribute('href')).toBe(
      '/calibration-sticker',
    );
    await page.getByRole('button', { name: 'Change patient' }).click();

    const first = await analyze(page, 'Ada Lovelace', photos.firstJpg!);
    console.log(
      `[workspace e2e] 1600×1200 photo: Start Analysis → result ${first.ms} ms; stages seen: ${first.stages.join(' → ')}`,
    );
    expect(first.stages.length).toBeGreaterThan(0);
    expect(first.stages.every((s) => STAGE_LABELS.includes(s))).toBe(true);
    expect(first.overlay).toMatch(/…$/);

    // the measured result, equal to what the API stored and close to the scene's true area
    const api = await page.evaluate(async () => (await (await fetch('/api/assessments/analysis-1')).json()).assessment);
    expect(api.status).toBe('completed');
    expect(api.simulated).toBe(false);
    expect(api.analysisResult.calibrated).toBe(true);
    const shown = await areaText(page);
    // the area as the one formatter writes it: with its 95 % range, rounded to what the range supports
    expect(shown).toBe(formatAreaRange(api.analysisResult.area_cm2, api.analysisResult.area_interval));
    expect(shown).toMatch(/ cm², 95 % range \d/);
    const truth = photos.first!.woundAreaMm2 / 100;
    // The outline here comes from the FUSeg-trained model (validation Dice 0.86 on real photos) on a
    // synthetic, flat-painted wound, which it traces only in part: `eval:calibration -- --source
    // painted` measures its error on such scenes. Exact measurement with a given
    // outline is covered by the engine's unit tests; this guards gross errors in the flow (wrong
    // units, scale or calibration are off by 10× or more): the area must be within 0.3–2× the truth.
    const ratio = api.analysisResult.area_cm2 / truth;
    expect(ratio).toBeGreaterThan(0.3);
    expect(ratio).toBeLessThan(2);
    expect(await page.getByText(/overestimates the true area by about 41 %/).isVisible()).toBe(true);
    expect(await page.getByRole('heading', { name: /^Infection screen \(NERDS\/STONEES\)/ }).isVisible()).toBe(true);
    expect(await page.getByText('Simulated', { exact: true }).count()).toBe(0);

    // treatment plan page: the stored plan beside its advice; steps toggle one at a time; the download is the PDF
    await page.getByRole('link', { name: 'View Treatment Plan' }).click();
    await page.waitForURL('**/treatment-plan/analysis-1');
    await page.getByRole('heading', { name: 'Advice the plan is built from' }).waitFor();
    const steps = page.locator('button[aria-pressed]');
    await steps.nth(0).click();
    expect(await steps.nth(0).getAttribute('aria-pressed')).toBe('true');
    await steps.nth(1).click();
    expect(await steps.nth(0).getAttribute('aria-pressed')).toBe('false');
    expect(await steps.nth(1).getAttribute('aria-pressed')).toBe('true');
    const [planFile] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download PDF' }).click(),
    ]);
    expect(planFile.suggestedFilename()).toBe('woundly-report-analysis-1.pdf');
    expect(
      readFileSync((await planFile.path())!)
        .subarray(0, 5)
        .toString(),
    ).toBe('%PDF-');

    // consultants page: filters, tel/mailto, "Call to schedule" only for a doctor who is not offline, empty state
    await page.goto('/consultant-services/analysis-1');
    await page.waitForURL('**/consultant-services/analysis-1');
    await page.getByText(/\d+ Doctors? Found/).waitFor();
    expect(await page.locator('a[href^="tel:"]').count()).toBeGreaterThan(0);
    expect(await page.locator('a[href^="mailto:"]').count()).toBeGreaterThan(0);
    await page.getByLabel('Availability').selectOption('offline');
    expect(await page.getByRole('link', { name: 'Call to schedule' }).count()).toBe(0);
    await page.getByLabel('Availability').selectOption('all');
    await page.getByLabel('State').selectOption('Texas');
    await page.getByText(/, TX/).first().waitFor();
    await page.getByLabel('Search by name or specialization').fill('zzz-nobody');
    await page.getByText('No doctors found').waitFor();
    await page.getByText('Try adjusting your search criteria or location').waitFor();

    // opened by its address (no earlier page in the app), Back lands on the worklist; reports download a PDF and a FHIR bundle
    await page.getByRole('button', { name: 'Back', exact: true }).click();
    await page.waitForURL('**/demo/worklist');
    await page.goto('/demo/assessments/analysis-1');
    await page.getByRole('heading', { name: 'Analysis Results' }).waitFor();
    await openTab(page, 'Reports & Analytics');
    await page.getByRole('heading', { name: 'Treatment priority' }).waitFor();
    // the spec's "confidence" slot shows the outline check's statement, never the fixed 70+15+10+5 figure
    expect(await page.getByText('Outline check', { exact: true }).count()).toBe(1);
    expect(await page.getByText(/Analysis confidence/).count()).toBe(0);
    const [pdf] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download PDF report' }).click(),
    ]);
    expect(pdf.suggestedFilename()).toBe('woundly-report-analysis-1.pdf');
    expect(
      readFileSync((await pdf.path())!)
        .subarray(0, 5)
        .toString(),
    ).toBe('%PDF-');
    const [fhir] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Export FHIR' }).click(),
    ]);
    const bundle = JSON.parse(readFileSync((await fhir.path())!, 'utf8'));
    expect(bundle.resourceType).toBe('Bundle');

    // outline correction: erase a band through the wound; the area is re-measured smaller
    await openTab(page, 'Analysis');
    const before = parseFloat((await areaText(page))!);
    await page.getByRole('button', { name: 'Adjust outline' }).click();
    await page.getByRole('button', { name: 'Eraser' }).click();
    const canvas = page.getByLabel('Wound outline drawing area');
    const save = page.getByRole('button', { name: 'Save outline and re-measure' });
    await expect.poll(() => save.isEnabled()).toBe(true); // photo and AI outline loaded
    await page.getByLabel('Size').fill('60');
    await canvas.scrollIntoViewIfNeeded();
    const box = (await canvas.boundingBox())!;
    const wound = photos.first!.woundImage;
    const cx = wound.reduce((s, p) => s + p.x, 0) / wound.length;
    const cy = wound.reduce((s, p) => s + p.y, 0) / wound.length;
    const sx = box.width / photos.first!.width;
    const sy = box.height / photos.first!.height;
    await page.mouse.move(box.x + (cx - 200) * sx, box.y + cy * sy);
    await page.mouse.down();
    await page.mouse.move(box.x + (cx + 200) * sx, box.y + cy * sy, { steps: 12 });
    await page.mouse.up();
    await save.click();
    await page.getByText('Clinician-traced outline').first().waitFor({ timeout: 60_000 });
    const after = parseFloat((await areaText(page))!);
    expect(after).toBeLessThan(before);
    expect(after).toBeGreaterThan(before * 0.3);

    // a second analysis of the same patient, then the healing trajectory shows two points
    const second = await analyze(page, 'Ada Lovelace', photos.second!, true);
    console.log(`[workspace e2e] second photo: Start Analysis → result ${second.ms} ms`);
    // the second photo was filed, as chosen, under Ada's Wound 1: its trajectory has two points
    const openWound = async () => {
      await openTab(page, 'Patient Management');
      await page.getByRole('link', { name: /^Ada Lovelace/ }).click();
      await page.getByRole('link', { name: 'Open Wound 1' }).click();
    };
    await openWound();
    await expect.poll(() => page.getByTestId('trajectory-point').count()).toBe(2);
    expect(await page.getByText('2 assessments').count()).toBe(0); // the wound page lists them instead
    expect(await page.getByRole('heading', { name: 'Assessments' }).isVisible()).toBe(true);

    // a reload keeps the wound page (its address says which wound)
    await page.reload();
    await expect.poll(() => page.getByTestId('trajectory-point').count(), { timeout: 30_000 }).toBe(2);
    await openTab(page, 'Upload Images');
    // the list of recent analyses loads after the screen
    await expect
      .poll(() => page.getByRole('link', { name: /^View analysis of Ada Lovelace/ }).count(), { timeout: 30_000 })
      .toBe(2);

    // the one refused request is the exam-date question of the second photo (409, answered above)
    expect(consoleErrors.filter((e) => !/status of 409/.test(e))).toEqual([]);
    await context.close();
  }, 420_000);

  it('a second user sees nothing of the first', async () => {
    const a = await b.newPage();
    await bookDemo(a.page, { first: 'Alice' });
    await analyze(a.page, 'Private Patient', photos.noSticker!);
    const owner = await a.page.evaluate(async () =>
      (await (await fetch('/api/assessments')).json()).assessments.map((t: { id: string }) => t.id),
    );
    expect(owner).toEqual(['analysis-1']);

    const { page, context } = await b.newPage();
    await bookDemo(page, { first: 'Bob' });
    await openTab(page, 'Upload Images');
    await page.getByText('No assessments yet').waitFor();
    await openTab(page, 'Analysis');
    await page.getByText('No Image Uploaded').waitFor();
    await openTab(page, 'Patient Management');
    await page.getByText('No patients yet').waitFor();
    expect(await page.getByText('Private Patient').count()).toBe(0);
    const statuses = await page.evaluate(async () =>
      Promise.all(
        [
          '/api/assessments/analysis-1',
          '/api/assessments/analysis-1/image',
          '/api/assessments/analysis-1/report.pdf',
        ].map(async (u) => (await fetch(u)).status),
      ),
    );
    expect(statuses).toEqual([404, 404, 404]);
    await page.goto('/treatment-plan/analysis-1');
    await page.getByText('Treatment plan not found').waitFor();
    await page.getByText('The treatment plan for this analysis is not available.').waitFor();
    await context.close();
    await a.context.close();
  }, 240_000);

  it('an uncalibrated photo shows no cm² and points to the sticker; the rest of the assessment shows', async () => {
    const { page, context } = await b.newPage();
    await bookDemo(page);
    await analyze(page, 'No Sticker', photos.noSticker!);
    await page.getByRole('heading', { name: 'Wound area: not measured' }).waitFor();
    expect(await page.getByRole('link', { name: 'Get the printable calibration sticker' }).getAttribute('href')).toBe(
      '/calibration-sticker',
    );
    expect(
      await page
        .locator('#measure-h')
        .locator('..')
        .getByText(/\d cm²/)
        .count(),
    ).toBe(0);
    expect(await page.getByRole('heading', { name: /^Infection screen/ }).isVisible()).toBe(true);
    expect(await page.getByText('Healing stage').count()).toBe(0);
    await openTab(page, 'Reports & Analytics');
    await page.getByText('Not measured', { exact: true }).waitFor();
    await context.close();
  }, 240_000);

  it('has no axe violations on any workspace tab or page, on desktop and phone; the phone menu is a drawer', async () => {
    const { page, context } = await b.newPage();
    await bookDemo(page);
    await analyze(page, 'Axe Patient', photos.firstJpg!);
    for (const tab of TABS) {
      await openTab(page, tab);
      await page.waitForTimeout(300);
      await expectNoAxeViolations(page, 'main');
    }
    for (const url of ['/treatment-plan/analysis-1', '/consultant-services/analysis-1', '/wound-ai']) {
      await page.goto(url);
      await page.waitForTimeout(800);
      await expectNoAxeViolations(page, 'main');
    }
    // the outline editor
    await page.goto('/demo');
    await openTab(page, 'Analysis');
    await page.getByRole('button', { name: 'Adjust outline' }).click();
    await page.getByRole('button', { name: 'Brush' }).waitFor();
    await expectNoAxeViolations(page, 'main');

    // phone: the side menu becomes a slide-over drawer with a close button and a backdrop
    await page.setViewportSize(PHONE);
    await page.goto('/demo');
    expect(await page.getByRole('navigation', { name: 'Workspace' }).isVisible()).toBe(false);
    await page.getByRole('button', { name: 'Menu', exact: true }).click();
    const drawer = page.getByRole('dialog', { name: 'Workspace menu' });
    await drawer.waitFor();
    await expectNoAxeViolations(page);
    await page.keyboard.press('Escape');
    await drawer.waitFor({ state: 'hidden' });
    await page.getByRole('button', { name: 'Menu', exact: true }).click();
    await drawer.waitFor();
    await page.mouse.click(PHONE.width - 10, PHONE.height / 2); // the backdrop
    await drawer.waitFor({ state: 'hidden' });
    await page.getByRole('button', { name: 'Menu', exact: true }).click();
    await drawer.getByRole('link', { name: 'Support Our Mission' }).click();
    await drawer.waitFor({ state: 'hidden' });
    await page.getByRole('heading', { name: 'Support Our Mission' }).waitFor();
    for (const tab of TABS) {
      await page.getByRole('button', { name: 'Menu', exact: true }).click();
      await drawer.getByRole('link', { name: tab, exact: true }).click();
      await page.waitForTimeout(300);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
      await expectNoAxeViolations(page, 'main');
    }
    await context.close();
  }, 300_000);

  it('donation is simulated: rules, 2 s processing labelled demo, thank-you and reset', async () => {
    const { page, context } = await b.newPage();
    await bookDemo(page);
    await openTab(page, 'Support Our Mission');
    await page.getByText(/Demo — no payment is taken/).waitFor();
    const donate = page.getByRole('button', { name: /^Donate/ });
    expect(await donate.isDisabled()).toBe(true); // no email yet
    await page.getByRole('button', { name: '$100', exact: true }).click();
    await page.getByRole('textbox', { name: 'Email', exact: true }).fill('not-an-email');
    await donate.click();
    await page.getByText('Please enter a valid email address.').waitFor();
    await page.getByLabel('Custom amount (USD)').fill('0');
    expect(await donate.isDisabled()).toBe(true);
    await page.getByLabel('Custom amount (USD)').fill('12.50');
    await page.getByRole('textbox', { name: 'Email', exact: true }).fill('donor@example.com');
    await page.getByLabel('Name (optional)').fill('Dora');
    await donate.click();
    await page.getByRole('button', { name: 'Processing...' }).waitFor();
    await page.getByText('Thank you for your support!').waitFor({ timeout: 5000 });
    expect(await page.getByText(/\$12\.50/).isVisible()).toBe(true);
    await page.getByRole('button', { name: 'Make Another Donation' }).click();
    expect(await page.getByRole('textbox', { name: 'Email', exact: true }).inputValue()).toBe('');
    expect(await page.getByLabel('Name (optional)').inputValue()).toBe('');
    expect(await page.getByRole('button', { name: '$25', exact: true }).getAttribute('aria-pressed')).toBe('true');
    await context.close();
  }, 120_000);

  it('the /{product} simulator shows fixed sample results after 3 s, labelled, with no server call', async () => {
    const { page, context } = await b.newPage();
    await bookDemo(page);
    await page.goto('/wound-ai');
    await page.getByRole('heading', { name: 'Wound Ai' }).waitFor();
    for (const badge of [
      'BLT LLM Active',
      'MCP Routing',
      'Knowledge Base Connected',
      'Treatment Protocols Loaded',
      'PHI Security Active',
    ]) {
      expect(await page.getByText(badge).isVisible()).toBe(true);
    }
    const apiCalls: string[] = [];
    page.on('request', (r) => {
      if (new URL(r.url()).pathname.startsWith('/api/')) apiCalls.push(r.url());
    });
    const t0 = Date.now();
    await page.getByLabel('Wound image').setInputFiles(photos.noSticker!);
    await page.getByRole('img', { name: 'Chosen wound image' }).waitFor();
    await page.getByText('Granulation Phase').waitFor({ timeout: 10_000 });
    expect(Date.now() - t0).toBeGreaterThanOrEqual(2900);
    expect(await page.getByRole('tab', { name: 'Analysis' }).getAttribute('aria-selected')).toBe('true');
    expect(await page.getByText(/Simulated — demo data/).count()).toBeGreaterThan(0);
    await page.getByRole('tab', { name: 'Treatment Plan' }).click();
    await page.getByText('Moderate wound care protocol (sample)').waitFor();
    expect(apiCalls).toEqual([]);
    await context.close();
  }, 120_000);

  it('times a 12 MP photo (4000 × 3000) from Start Analysis to result through the UI', async () => {
    const big = await createScene({ seed: 10, width: 4000, height: 3000, maxTiltDeg: 10, supersample: 1 });
    const photo = await jpg(big, 'twelve-megapixel.jpg');
    const { page, context } = await b.newPage();
    await bookDemo(page);
    const run = await analyze(page, 'Twelve Megapixel', photo);
    const api = await page.evaluate(async () => (await (await fetch('/api/assessments/analysis-1')).json()).assessment);
    console.log(
      `[workspace e2e] 12 MP (4000×3000, ${(photo.buffer.length / 1e6).toFixed(1)} MB JPEG): Start Analysis → result ${run.ms} ms in the UI; server processingTime ${api.processingTime} s; area ${api.analysisResult?.area_cm2} cm² (truth ${(big.woundAreaMm2 / 100).toFixed(2)})`,
    );
    expect(api.status).toBe('completed');
    expect(api.analysisResult.calibrated).toBe(true);
    await context.close();
  }, 300_000);
});
