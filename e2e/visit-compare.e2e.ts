import { beforeAll, describe, expect, it } from 'vitest';
import { mkdirSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { createScene, sceneJpeg, type Scene } from '@woundcare/wound-vision/test/synthetic-scene';
import { bookDemo, DESKTOP, expectNoAxeViolations, PHONE, useBrowser } from './support/browser.ts';
import { analysisDone, callApi, seedAssessment, type Photo } from './support/record.ts';

/**
 * "Compare visits" on the wound page: the baseline and the latest photo of one wound, taken from
 * different distances, drawn at the same physical scale (the calibration sticker's cm), at 1280
 * and 390 px and on paper. E2E_SCREENSHOTS=/some/dir saves what it looks like.
 */
const b = useBrowser();
const shots = process.env.E2E_SCREENSHOTS;
const daysAgo = (n: number) => new Date(Date.now() - n * 86_400_000).toISOString().slice(0, 10);

/**
 * Three visits of one wound, the camera square to the skin (no tilt, no roll: the wound's width
 * in the photo is its true width times the photo's pixels per mm): a 16 mm wound photographed from
 * afar, a photo without a sticker, and a 9 mm wound from close up.
 */
const visits: { scene: Scene; photo: Photo; daysAgo: number }[] = [];
beforeAll(async () => {
  for (const [seed, radius, pxPerMm, markerIds, days] of [
    [21, 16, 5, undefined, 28],
    [22, 12, 6, [], 14],
    [23, 9, 8, undefined, 1],
  ] as const) {
    const scene = await createScene({
      seed,
      width: 1280,
      height: 960,
      tiltDeg: 0,
      rollDeg: 0,
      woundRadiusMm: radius,
      pxPerMm,
      ...(markerIds ? { markerIds: [...markerIds] } : {}),
    });
    visits.push({
      scene,
      photo: { name: `visit-${seed}.jpg`, mimeType: 'image/jpeg', buffer: await sceneJpeg(scene) },
      daysAgo: days,
    });
  }
  if (shots) mkdirSync(shots, { recursive: true });
}, 240_000);

/** The screen from the comparison's top down (just below the sticky top bar). */
async function shot(page: Page, name: string) {
  if (!shots) return;
  await page.locator('#visit-compare').evaluate((el) => window.scrollBy(0, el.getBoundingClientRect().top - 96));
  await page.screenshot({ path: `${shots}/${name}.png` });
}

/** The wound's true width across the photo (x), cm, and in the photo's pixels. */
function woundWidth(scene: Scene) {
  const xs = (pts: { x: number }[]) => Math.max(...pts.map((p) => p.x)) - Math.min(...pts.map((p) => p.x));
  return { cm: xs(scene.woundMm) / 10, px: xs(scene.woundImage) };
}

/** Each panel's scale bar, drawn photo and own box, read in one go (one layout). */
function readPanels(page: Page) {
  return page.locator('#visit-compare').evaluate((section) =>
    [...section.querySelectorAll('[data-testid="compare-panel"]')].map((panel) => {
      const box = (el: Element | null) => {
        const r = el?.getBoundingClientRect();
        return r ? { x: r.x, y: r.y, width: r.width, height: r.height } : null;
      };
      return {
        bar: box(panel.querySelector('[data-testid="scale-bar"]')),
        photo: box(panel.querySelector('[data-testid="compare-photo"]'))!,
        panel: box(panel)!,
      };
    }),
  );
}

/**
 * The two panels once their layout has settled (two reads in a row agree): the scale bars'
 * widths, and each wound's on-screen width from the drawn photo's size and the scene's truth.
 */
async function measurePair(page: Page) {
  let last = '';
  let panels: Awaited<ReturnType<typeof readPanels>> = [];
  await expect
    .poll(async () => {
      panels = await readPanels(page);
      const same = JSON.stringify(panels) === last;
      last = JSON.stringify(panels);
      return same;
    })
    .toBe(true);
  expect(panels).toHaveLength(2);
  return ([0, 2] as const).map((v, i) => {
    const p = panels[i]!;
    const scene = visits[v]!.scene;
    return { bar: p.bar!.width, wound: woundWidth(scene).px * (p.photo.width / scene.width), panel: p.panel };
  }) as [Measured, Measured];
}
type Measured = { bar: number; wound: number; panel: { x: number; y: number; width: number; height: number } };

async function expectSameScale(page: Page) {
  const compare = page.locator('#visit-compare');
  await compare.locator('[data-testid="compare-pair"][data-ready="true"]').waitFor();
  const [baseline, latest] = await measurePair(page);
  // 1 cm of skin is the same length on screen in both photos
  expect(Math.abs(baseline.bar - latest.bar)).toBeLessThanOrEqual(1);
  expect(baseline.bar).toBeGreaterThan(10);
  // each wound spans its true width in scale-bar lengths (the sticker's calibration, within 4 %) …
  for (const [m, v] of [
    [baseline, visits[0]!],
    [latest, visits[2]!],
  ] as const) {
    const cm = woundWidth(v.scene).cm;
    expect(m.wound / m.bar, JSON.stringify(m)).toBeGreaterThan(cm * 0.96);
    expect(m.wound / m.bar, JSON.stringify(m)).toBeLessThan(cm * 1.04);
  }
  // … so the two wounds compare by eye at their true ratio, though the photos' own scales differ
  const trueRatio = woundWidth(visits[0]!.scene).cm / woundWidth(visits[2]!.scene).cm;
  expect(baseline.wound / latest.wound).toBeGreaterThan(trueRatio * 0.95);
  expect(baseline.wound / latest.wound).toBeLessThan(trueRatio * 1.05);
  return { baseline, latest };
}

describe('compare visits', () => {
  it('shows the baseline and the latest photo at one scale at 1280 and 390 px, labels a photo without a sticker, and prints', async () => {
    const { page, context, consoleErrors } = await b.newPage();
    await bookDemo(page, { first: 'Mira' });
    const { patient } = await callApi<{ patient: { id: string } }>(page, 'POST', '/api/patients', {
      display_name: 'Tomas Reyes',
    });
    const { wound } = await callApi<{ wound: { id: string } }>(page, 'POST', `/api/patients/${patient.id}/wounds`, {
      label: 'Left heel',
      etiology: 'venous_leg_ulcer',
    });
    for (const v of visits) {
      const id = await seedAssessment(page, wound.id, v.photo, daysAgo(v.daysAgo));
      expect(await analysisDone(page, id)).toBe('completed');
    }

    await page.goto(`/demo/wounds/${wound.id}`);
    const compare = page.locator('#visit-compare');
    await compare.getByRole('heading', { name: 'Compare visits' }).waitFor();
    const panels = compare.getByTestId('compare-panel');
    // the baseline and the latest by default, with the area as the server states it
    await expect.poll(() => panels.nth(0).textContent()).toMatch(/Baseline/);
    expect(await panels.nth(1).textContent()).toMatch(/Latest/);
    for (const i of [0, 1]) expect(await panels.nth(i).textContent()).toMatch(/cm², 95 % range [\d.]+–[\d.]+ cm²/);
    const desktop = await expectSameScale(page);
    expect(desktop.latest.panel.y).toBeCloseTo(desktop.baseline.panel.y, 0); // side by side
    await compare.scrollIntoViewIfNeeded();
    await shot(page, 'compare-desktop');
    await expectNoAxeViolations(page, '#visit-compare');

    // the strip: every visit in order; the one without a sticker is shown but not scaled by guess
    const strip = compare.getByRole('list', { name: 'All visits in order' });
    expect(await strip.getByRole('button').count()).toBe(3);
    await strip.getByRole('button').nth(1).click();
    await panels.nth(1).getByText('No scale: not comparable by size').waitFor();
    expect(await panels.nth(1).getByTestId('scale-bar').count()).toBe(0);
    await shot(page, 'compare-no-scale-desktop');
    await strip.getByRole('button').nth(2).click();

    // a phone: one above the other, still at one scale, nothing wider than the screen
    await page.setViewportSize(PHONE);
    const phone = await expectSameScale(page);
    expect(phone.latest.panel.y).toBeGreaterThan(phone.baseline.panel.y + phone.baseline.panel.height - 1);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    await shot(page, 'compare-phone');
    await expectNoAxeViolations(page, '#visit-compare');

    // on paper: the comparison alone, side by side, without its controls
    await page.setViewportSize(DESKTOP);
    await page.emulateMedia({ media: 'print' });
    expect(await panels.nth(0).isVisible()).toBe(true);
    expect(await compare.getByLabel('First photo').isVisible()).toBe(false);
    expect(await strip.isVisible()).toBe(false);
    const buttons = await compare.getByRole('button', { includeHidden: true }).all();
    expect(buttons.length).toBeGreaterThan(0);
    for (const button of buttons) expect(await button.isVisible()).toBe(false);
    expect(await page.getByRole('navigation', { name: 'Workspace' }).isVisible()).toBe(false);
    expect(await page.getByRole('heading', { name: 'Assessments' }).isVisible()).toBe(false);
    const printed = await expectSameScale(page);
    expect(printed.latest.panel.y).toBeCloseTo(printed.baseline.panel.y, 0);
    await shot(page, 'compare-print');
    if (shots) await page.pdf({ path: `${shots}/compare-print.pdf`, format: 'A4' });

    expect(consoleErrors).toEqual([]);
    await context.close();
  }, 600_000);
});
