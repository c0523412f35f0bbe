import { beforeAll, describe, expect, it } from 'vitest';
import { mkdirSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { createScene, sceneJpeg } from '@woundcare/wound-vision/test/synthetic-scene';
import { bookDemo, DESKTOP, expectNoAxeViolations, PHONE, useBrowser, openTab } from './support/browser.ts';
import { chooseWound } from './support/upload-chooser.ts';

/**
 * The clinical record end to end: patient → two wounds → assessments on different exam dates →
 * separate trajectories → confirm → FHIR; a second user sees none of it.
 * SHOTS_DIR=/some/dir saves screenshots of the record's screens (desktop and 390 px).
 */
const b = useBrowser();
type Photo = { name: string; mimeType: string; buffer: Buffer };
const photos: Photo[] = [];
const shots = process.env.SHOTS_DIR;
const daysAgo = (n: number) => new Date(Date.now() - n * 86_400_000).toISOString().slice(0, 10);

beforeAll(async () => {
  for (const [seed, r] of [
    [11, 16],
    [12, 11],
    [13, 13],
  ] as const) {
    photos.push({
      name: `wound-${seed}.jpg`,
      mimeType: 'image/jpeg',
      buffer: await sceneJpeg(await createScene({ seed, width: 1280, height: 960, maxTiltDeg: 8, woundRadiusMm: r })),
    });
  }
  if (shots) mkdirSync(shots, { recursive: true });
}, 240_000);

async function shot(page: Page, name: string) {
  if (shots) await page.screenshot({ path: `${shots}/${name}.png`, fullPage: true });
}

async function assess(
  page: Page,
  patient: string,
  woundLabel: RegExp,
  examDate: string,
  photo: Photo,
  extra: { depth?: string; exudate?: string } = {},
) {
  await openTab(page, 'Upload Images');
  // "Name (MRN)": the patient is found by the MRN, the way a clinician tells two namesakes apart
  const [, name, mrn] = /^(.*) \((.*)\)$/.exec(patient) ?? [patient, patient, patient];
  await chooseWound(page, mrn!, name!, woundLabel);
  await page.getByLabel('Exam date').fill(examDate);
  if (extra.depth) await page.getByLabel('Depth (cm)').fill(extra.depth);
  if (extra.exudate) await page.getByLabel('Exudate').selectOption(extra.exudate);
  await page.getByLabel('Wound image').setInputFiles(photo);
  await page.getByRole('button', { name: 'Start Analysis' }).click();
  await page
    .getByRole('heading', { name: 'Recommendations' })
    .or(page.getByText('Analysis failed', { exact: true }))
    .waitFor({ timeout: 180_000 });
  expect(await page.getByText('Analysis failed', { exact: true }).count()).toBe(0);
}

describe('clinical record', () => {
  it('patient → two wounds → assessments on different exam dates → separate trajectories → confirm → FHIR; another user sees none of it', async () => {
    const { page, context, consoleErrors } = await b.newPage();
    await bookDemo(page, { first: 'Rita' });

    // add the patient and two wounds
    await openTab(page, 'Patient Management');
    await page.getByRole('button', { name: 'Add patient' }).click();
    await page.getByLabel('Name').fill('Grace Okafor');
    await page.getByLabel('Identifier (MRN)').fill('MRN-7781');
    await page.getByRole('button', { name: 'Save patient' }).click();
    await page.getByRole('heading', { name: 'Grace Okafor' }).waitFor();
    for (const [site, etiology] of [
      ['Heel, left', 'Diabetic foot ulcer'],
      ['Sacrum', 'Pressure injury'],
    ] as const) {
      await page.getByRole('button', { name: 'Add wound' }).click();
      await page.getByLabel('Body site').selectOption({ label: site });
      await page.getByLabel('Etiology').selectOption({ label: etiology });
      if (etiology === 'Pressure injury') await page.getByLabel('NPIAP stage').selectOption({ label: 'Stage 3' });
      await page.getByRole('button', { name: 'Save wound' }).click();
      await page.getByText(new RegExp(`^${site} · `)).waitFor();
    }
    await shot(page, 'patient-desktop');

    // the upload chooser: the patient found by MRN, their wounds to choose from, at both widths
    await openTab(page, 'Upload Images');
    await page.getByLabel('Find the patient').fill('MRN-7781');
    await page
      .getByRole('list', { name: 'Matching patients' })
      .getByRole('button', { name: /^Grace Okafor/ })
      .click();
    await page.getByRole('radio', { name: /^Wound 2/ }).waitFor();
    await shot(page, 'upload-chooser-desktop');
    await page.setViewportSize(PHONE);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    await shot(page, 'upload-chooser-phone');
    await page.getByRole('button', { name: 'Change patient' }).click();
    await page.getByRole('button', { name: 'New patient', exact: true }).click();
    await page.getByLabel('Patient name').fill('Grace Okafor');
    await page.getByText(/already on your list/).waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    await shot(page, 'upload-new-patient-phone');
    await page.setViewportSize(DESKTOP);
    await shot(page, 'upload-new-patient-desktop');
    await page.getByRole('button', { name: 'Change patient' }).click();

    // assessments: wound 1 on two exam dates four weeks apart, wound 2 once
    await assess(page, 'Grace Okafor (MRN-7781)', /^Wound 1/, daysAgo(29), photos[0]!, {
      depth: '0.4',
      exudate: 'moderate',
    });
    await page
      .getByText(/Grace Okafor · Wound 1/)
      .first()
      .waitFor();
    // the result with its outline check, area range, tissue by colour and the bedside checklist
    await shot(page, 'result-desktop');
    await page.setViewportSize(PHONE);
    await shot(page, 'result-phone');
    await page.setViewportSize(DESKTOP);
    await assess(page, 'Grace Okafor (MRN-7781)', /^Wound 1/, daysAgo(1), photos[1]!);
    await assess(page, 'Grace Okafor (MRN-7781)', /^Wound 2/, daysAgo(3), photos[2]!, { exudate: 'light' });

    // separate trajectories on the exam dates
    await openTab(page, 'Patient Management');
    await page.getByRole('link', { name: /^Grace Okafor/ }).click();
    await page.getByRole('link', { name: 'Open Wound 1' }).click();
    await expect.poll(() => page.getByTestId('trajectory-point').count()).toBe(2);
    await page.getByTestId('four-week-window').waitFor();
    await page
      .getByText(/Sheehan/)
      .first()
      .waitFor();
    await shot(page, 'wound-desktop');
    await expectNoAxeViolations(page, 'main');

    // the facts the advice depends on: ABPI and healing potential, "Not measured" until entered
    const facts = page.getByLabel('Wound facts');
    await expect.poll(() => facts.textContent()).toMatch(/ABPINot measured.*Healing potentialNot assessed/);
    await page.getByRole('button', { name: 'Edit wound details' }).click();
    await page.getByLabel('ABPI (ankle-brachial pressure index)').fill('0,95');
    await page.getByLabel('Healing potential').selectOption('healable');
    await shot(page, 'wound-edit-desktop');
    await page.getByRole('button', { name: 'Save details' }).click();
    await expect.poll(() => facts.textContent()).toMatch(/ABPI0\.95.*Healing potentialHealable/);

    // confirm the first assessment's outline (one click)
    await page.getByRole('button', { name: 'Confirm the outline of analysis-1' }).click();
    await page.getByText(/^Confirmed by /).waitFor();

    const woundId = await page.evaluate(async () => {
      const { patients } = await (await fetch('/api/patients')).json();
      const detail = await (await fetch(`/api/patients/${patients[0].id}`)).json();
      return detail.wounds.map((w: { id: string }) => w.id) as string[];
    });
    const trajectories = await page.evaluate(
      async (ids) =>
        Promise.all(
          ids.map(async (id) =>
            (await (await fetch(`/api/wounds/${id}/trajectory`)).json()).trajectory.points.map(
              (p: { assessmentId: string }) => p.assessmentId,
            ),
          ),
        ),
      woundId,
    );
    expect(trajectories).toEqual([['analysis-1', 'analysis-2'], ['analysis-3']]);

    // FHIR of wound 1: one Patient, the Condition with its body site, final for the confirmed outline
    const fhir = await page.evaluate(async (id) => (await fetch(`/api/wounds/${id}/fhir`)).json(), woundId[0]!);
    type Resource = {
      resourceType: string;
      status: string;
      identifier: { value: string }[];
      bodySite: { text: string }[];
      code?: { coding?: { code: string }[] };
    };
    const res = (fhir.entry as { resource: Resource }[]).map((e) => e.resource);
    expect(res.filter((r) => r.resourceType === 'Patient').map((r) => r.identifier[1]?.value)).toEqual(['MRN-7781']);
    expect(res.find((r) => r.resourceType === 'Condition')?.bodySite[0]?.text).toBe('Heel, left');
    expect(res.filter((r) => r.code?.coding?.[0]?.code === '39135-9').map((r) => r.status)).toEqual([
      'final',
      'preliminary',
    ]);

    // the phone layout of the wound page
    await page.setViewportSize(PHONE);
    await shot(page, 'wound-phone');
    await expectNoAxeViolations(page, 'main');
    await page.getByRole('link', { name: /^Grace Okafor/ }).click();
    await shot(page, 'patient-phone');
    expect(consoleErrors).toEqual([]);

    // another user: no patients, and the wound and its export are not there
    const other = await b.newPage();
    await bookDemo(other.page, { first: 'Sam' });
    await openTab(other.page, 'Patient Management');
    await other.page.getByText('No patients yet').waitFor();
    const statuses = await other.page.evaluate(
      async (id) =>
        Promise.all(
          [
            `/api/wounds/${id}`,
            `/api/wounds/${id}/fhir`,
            `/api/wounds/${id}/trajectory`,
            '/api/assessments/analysis-1',
          ].map(async (u) => (await fetch(u)).status),
        ),
      woundId[0]!,
    );
    expect(statuses).toEqual([404, 404, 404, 404]);
    await other.context.close();
    await context.close();
  }, 600_000);
});

describe('record management', () => {
  it('a patient edit and a wound marked healed persist across a reload', async () => {
    const { page, consoleErrors } = await b.newPage();
    await bookDemo(page);
    const post = <T>(url: string, body: unknown) =>
      page.evaluate(
        async ([u, json]) => {
          const res = await fetch(u, {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify(json),
          });
          return (await res.json()) as unknown;
        },
        [url, body] as const,
      ) as Promise<T>;
    const { patient } = await post<{ patient: { id: string } }>('/api/patients', { display_name: 'Edna Edit' });
    const { wound } = await post<{ wound: { id: string } }>(`/api/patients/${patient.id}/wounds`, {
      label: 'Left heel',
    });

    // edit every field of the patient in the dialog
    await page.goto(`/demo/patients/${patient.id}`);
    // the page has settled (the patient read, the unconfirmed-address banner above it shown), so
    // the click lands on the button and not where it was before the banner pushed it down
    await page.getByRole('heading', { name: 'Edna Edit', level: 1 }).waitFor();
    await page.getByText('Confirm your email address', { exact: true }).waitFor();
    await page.getByRole('button', { name: 'Edit patient' }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit patient' });
    await dialog.getByRole('textbox', { name: 'Name' }).fill('Edna Edited');
    await dialog.getByRole('textbox', { name: 'Identifier (MRN)' }).fill('MRN-4711');
    await dialog.getByLabel('Birth date').fill('1948-03-09');
    await dialog.getByLabel('Sex').selectOption('female');
    await expectNoAxeViolations(page);
    await dialog.getByRole('button', { name: 'Save changes' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await page.reload();
    await page.getByRole('heading', { name: 'Edna Edited', level: 1 }).waitFor();
    await page.getByText('MRN MRN-4711 · born 1948-03-09').waitFor();
    await page.getByRole('button', { name: 'Edit patient' }).click();
    expect(await dialog.getByLabel('Sex').inputValue()).toBe('female');
    await page.keyboard.press('Escape');

    // the wound: open → healed on a date
    await page.goto(`/demo/wounds/${wound.id}`);
    await page.getByRole('button', { name: 'Mark healed' }).click();
    await page.getByLabel('Healed on').fill('2026-11-20');
    await page.getByRole('button', { name: 'Save as healed' }).click();
    await page.getByText('Healed since 2026-11-20').waitFor();
    await page.reload();
    await page.getByText('Healed since 2026-11-20').waitFor();
    expect(await page.getByRole('button', { name: 'Close wound' }).isVisible()).toBe(true);
    await page.setViewportSize(PHONE);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    await expectNoAxeViolations(page);
    expect(consoleErrors).toEqual([]);
  }, 240_000);
});
