import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { createScene, sceneJpeg } from '@woundcare/wound-vision/test/synthetic-scene';
import { freePort, startOwnServer } from './support/own-server.ts';
import {
  bookDemo,
  DESKTOP,
  expectNoAxeViolations,
  PHONE,
  receivedMail,
  useBrowser,
  waitForReact,
} from './support/browser.ts';

/**
 * A wound comes due: it is on the team's worklist, one click opens its upload, and after a
 * restart of the server its clinician gets the morning reminder at the suite's SMTP peer —
 * once, however often the server starts that day. The wound's own page shows and changes its
 * next assessment. The spec runs a server of its own (the reminder goes out at start), on its
 * own embedded database. SHOTS_DIR=/dir saves the screens.
 */
const b = useBrowser();
const shots = process.env.SHOTS_DIR;
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'woundly-e2e-follow-ups-'));
let server: ChildProcess | null = null;
let baseUrl = '';
let photo: { name: string; mimeType: string; buffer: Buffer };

/** Start (or restart) the spec's server on its data directory; resolves once it answers /health. */
async function startServer(port: number) {
  server = await startOwnServer({
    port,
    dataDir: path.join(dataDir, 'data'),
    name: 'follow-ups',
    env: {
      SMTP_URL: process.env.E2E_SMTP_URL ?? '',
      RATE_LIMIT_AUTH_MAX: '1000',
      RATE_LIMIT_FORM_MAX: '1000',
      // "morning" from midnight: the reminder is due whenever the suite runs
      FOLLOW_UP_REMINDER_HOUR: '0',
    },
  });
}

async function stopServer() {
  const s = server;
  server = null;
  if (!s || s.exitCode !== null) return;
  await new Promise<void>((resolve) => {
    s.once('exit', () => resolve());
    s.kill('SIGTERM');
  });
}

beforeAll(async () => {
  if (!process.env.E2E_SMTP_URL) throw new Error('run this spec through scripts/run-e2e.mjs (it needs the SMTP peer)');
  if (shots) mkdirSync(shots, { recursive: true });
  photo = {
    name: 'follow-up.jpg',
    mimeType: 'image/jpeg',
    buffer: await sceneJpeg(await createScene({ seed: 31, width: 1280, height: 960, maxTiltDeg: 8 })),
  };
  const port = await freePort();
  baseUrl = `http://127.0.0.1:${port}`;
  await startServer(port);
}, 300_000);
afterAll(async () => {
  await stopServer();
  rmSync(dataDir, { recursive: true, force: true });
});

async function shot(page: Page, name: string) {
  if (shots) await page.screenshot({ path: `${shots}/${name}.png`, fullPage: true });
}
/** A signed-out browser context on the spec's server (desktop width), recording console errors. */
async function newContext() {
  const { page: first } = await b.newPage();
  const browser = first.context().browser()!;
  await first.context().close();
  const context = await browser.newContext({ baseURL: baseUrl, viewport: DESKTOP, reducedMotion: 'reduce' });
  const page = await context.newPage();
  const consoleErrors: string[] = [];
  page.on('console', (msg) => void (msg.type() === 'error' && consoleErrors.push(msg.text())));
  const goto = page.goto.bind(page);
  page.goto = async (url, options) => {
    const res = await goto(url, options);
    await waitForReact(page);
    return res;
  };
  const reload = page.reload.bind(page);
  page.reload = async (options) => {
    const res = await reload(options);
    await waitForReact(page);
    return res;
  };
  return { context, page, consoleErrors };
}

/** A wound with one completed assessment of `examDate`. */
async function assessedWound(page: Page, patientName: string, label: string, examDate: string) {
  const { patient } = await call<{ patient: { id: string } }>(page, 'POST', '/api/patients', {
    display_name: patientName,
  });
  const { wound } = await call<{ wound: { id: string } }>(page, 'POST', `/api/patients/${patient.id}/wounds`, {
    label,
    etiology: 'venous_leg_ulcer',
  });
  const up = await page.request.post('/api/assessments', {
    multipart: { wound_id: wound.id, exam_date: examDate, file: photo },
  });
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
  return wound;
}

async function call<T>(page: Page, method: string, url: string, body: unknown): Promise<T> {
  const res = await page.request.fetch(url, { method, data: body });
  if (!res.ok()) throw new Error(`${method} ${url}: ${res.status()} ${await res.text()}`);
  return (await res.json()) as T;
}
const daysAgo = (n: number) => new Date(Date.now() - n * 86_400_000).toISOString().slice(0, 10);
/** a calendar date as the workspace writes it ("Tue, 10 Mar 2026"), formatted here on its own */
const dayText = (date: string) =>
  new Intl.DateTimeFormat('en-GB', {
    timeZone: 'UTC',
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    year: 'numeric',
  }).format(new Date(`${date}T00:00:00Z`));
const remindersTo = (email: string) =>
  receivedMail().filter((m) => m.to.includes(email) && /Subject: Woundly: \d+ wounds? to assess/.test(m.raw));

describe('follow-ups', () => {
  it('puts a wound that came due on the worklist, opens its upload in one click, and mails the reminder once after a restart', async () => {
    const { context, page, consoleErrors } = await newContext();
    const { email } = await bookDemo(page);

    // a wound last examined 10 days ago: its weekly review is 3 days overdue
    const wound = await assessedWound(page, 'Ann Archer', 'Left shin ulcer', daysAgo(10));

    // the dashboard counts it and leads to the worklist
    await page
      .getByRole('navigation', { name: 'Workspace' })
      .getByRole('link', { name: 'Dashboard', exact: true })
      .click();
    const card = page.getByRole('region', { name: 'Follow-ups' });
    await card.getByText('1 overdue · 0 due today').waitFor();
    await card.getByRole('link', { name: 'Open the worklist' }).click();
    await page.waitForURL((u) => u.pathname === '/demo/worklist');

    const overdue = page.getByRole('region', { name: /^Overdue/ });
    await overdue.getByText('Ann Archer · Left shin ulcer', { exact: true }).waitFor();
    // the clinician takes it on
    await overdue.getByRole('button', { name: 'Change date or assignee for Ann Archer · Left shin ulcer' }).click();
    await overdue.getByLabel('Assigned to', { exact: true }).selectOption({ label: 'Grace Hopper' });
    await shot(page, 'worklist-form-desktop');
    await page.setViewportSize(PHONE);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    await shot(page, 'worklist-form-phone');
    await page.setViewportSize(DESKTOP);
    await overdue.getByRole('button', { name: 'Save' }).click();
    await overdue.getByText('Assigned to Grace Hopper', { exact: true }).waitFor();
    await expectNoAxeViolations(page);
    await shot(page, 'worklist-desktop');
    await page.setViewportSize(PHONE);
    await expectNoAxeViolations(page);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    await shot(page, 'worklist-phone');
    await page.setViewportSize(DESKTOP);

    // one click: the upload, with this wound chosen
    await overdue.getByRole('link', { name: 'Upload the next photo for Ann Archer · Left shin ulcer' }).click();
    await page.waitForURL((u) => u.pathname === '/demo/upload' && u.searchParams.get('wound') === wound.id);
    await page.getByRole('group', { name: '1. Patient' }).getByText('Ann Archer').waitFor();
    // the wound list loads once the patient is chosen; the wound of the address is the one chosen
    await expect
      .poll(() => page.getByRole('radio', { name: /^Left shin ulcer/ }).isChecked(), { timeout: 15_000 })
      .toBe(true);
    await shot(page, 'worklist-upload');
    expect(consoleErrors).toEqual([]);
    // the browser is done before the server restarts (its page would log the refused connections)
    await context.close();

    // the morning reminder goes out when the server starts and finds it not yet sent today …
    expect(remindersTo(email)).toEqual([]);
    const port = Number(new URL(baseUrl).port);
    await stopServer();
    await startServer(port);
    await expect.poll(() => remindersTo(email).length, { timeout: 30_000 }).toBe(1);
    const raw = remindersTo(email)[0]!
      .raw.replace(/=\r?\n/g, '')
      .replace(/=3D/g, '=');
    expect(raw).toContain('1 wound to assess (1 overdue)');
    expect(raw).toContain('Ann Archer');
    expect(raw).toContain(`/demo/upload?wound=${wound.id}`);
    // … and never twice: another restart the same day sends nothing (the start's run is done once /health answers)
    await stopServer();
    await startServer(port);
    expect(remindersTo(email)).toHaveLength(1);
  }, 600_000);

  it('shows the next assessment on the wound’s page; a changed date and assignee stay after a reload and are the worklist’s', async () => {
    const { context, page, consoleErrors } = await newContext();
    await bookDemo(page);
    // examined yesterday: the plan's weekly review is due in 6 days
    const wound = await assessedWound(page, 'Ben Baker', 'Right heel ulcer', daysAgo(1));
    await page.goto(`/demo/wounds/${wound.id}`);
    const card = page.getByRole('region', { name: 'Next assessment' });
    await card.getByText(`Next assessment due ${dayText(daysAgo(-6))}`).waitFor();
    await card.getByText('Unassigned', { exact: true }).waitFor();
    await card.getByText('From the plan’s review interval: every 7 days').waitFor();

    // the clinician moves it two days earlier and takes it on, by keyboard
    const chosen = daysAgo(-4);
    const change = card.getByRole('button', { name: 'Change date or assignee' });
    await change.focus();
    await page.keyboard.press('Enter');
    const form = card.getByRole('form', { name: 'Change the next assessment' });
    await form.getByLabel('Due date').fill(chosen);
    await form.getByLabel('Assigned to', { exact: true }).selectOption({ label: 'Grace Hopper' });
    await page.setViewportSize(PHONE);
    await expectNoAxeViolations(page);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    await shot(page, 'wound-follow-up-form-phone');
    await page.setViewportSize(DESKTOP);
    await shot(page, 'wound-follow-up-form-desktop');
    await form.getByRole('button', { name: 'Save' }).click();
    await card.getByText(/^Set by Grace Hopper on /).waitFor();

    await page.reload();
    await card.getByText(`Next assessment due ${dayText(chosen)}`).waitFor();
    await card.getByText('Assigned to Grace Hopper', { exact: true }).waitFor();
    await card.getByText(/^Set by Grace Hopper on \d{1,2} \w{3} \d{4} at \d{2}:\d{2}$/).waitFor();
    expect(await card.getByText('From the plan’s review interval', { exact: false }).count()).toBe(0);
    await expectNoAxeViolations(page);
    await shot(page, 'wound-follow-up-desktop');
    await page.setViewportSize(PHONE);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    await shot(page, 'wound-follow-up-phone');
    await page.setViewportSize(DESKTOP);

    // the worklist shows the same date and assignee
    await page.goto('/demo/worklist');
    const item = page.getByRole('listitem').filter({ hasText: 'Ben Baker · Right heel ulcer' });
    // in the wound page's words: who set it and when
    await item
      .getByText(
        new RegExp(`^Due ${dayText(chosen)} · Set by Grace Hopper on \\d{1,2} \\w{3} \\d{4} at \\d{2}:\\d{2}$`),
      )
      .waitFor();
    await item.getByText('Assigned to Grace Hopper', { exact: true }).waitFor();
    await shot(page, 'worklist-set-by-desktop');
    await page.setViewportSize(PHONE);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    await shot(page, 'worklist-set-by-phone');
    expect(consoleErrors).toEqual([]);
    await context.close();
  }, 600_000);
});
