import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { readFileSync } from 'node:fs';
import AxeBuilder from '@axe-core/playwright';
import { afterAll, beforeAll, expect } from 'vitest';

export const BASE_URL = process.env.E2E_BASE_URL ?? 'http://localhost:3000';
export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--host-resolver-rules=MAP * ~NOTFOUND , EXCLUDE localhost , EXCLUDE 127.0.0.1',
];

export const DESKTOP = { width: 1280, height: 800 };
export const PHONE = { width: 390, height: 844 };

/** One browser per spec file; each test makes its own context (own cookies). */
export function useBrowser() {
  const state: { browser: Browser | null } = { browser: null };
  beforeAll(async () => {
    state.browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS, headless: true });
  });
  afterAll(async () => {
    await state.browser?.close();
  });
  return {
    async newPage(opts: { viewport?: { width: number; height: number }; reducedMotion?: boolean } = {}) {
      const context: BrowserContext = await state.browser!.newContext({
        baseURL: BASE_URL,
        viewport: opts.viewport ?? DESKTOP,
        reducedMotion: opts.reducedMotion === false ? 'no-preference' : 'reduce',
      });
      const page = await context.newPage();
      // Public pages are prerendered HTML whose islands React hydrates after first paint, and the
      // app renders on the client: a navigation is done when React has finished (html[data-hydrated]).
      const goto = page.goto.bind(page);
      page.goto = async (url, options) => {
        const res = await goto(url, options);
        await waitForReact(page);
        return res;
      };
      const consoleErrors: string[] = [];
      page.on('console', (msg) => {
        if (msg.type() === 'error') consoleErrors.push(msg.text());
      });
      page.on('pageerror', (err) => consoleErrors.push(err.message));
      return { page, context, consoleErrors };
    },
  };
}

/** Waits until React has hydrated the page's islands (or rendered the app). */
export async function waitForReact(page: Page) {
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
}

export async function expectNoAxeViolations(page: Page, include?: string) {
  let builder = new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']);
  if (include) builder = builder.include(include);
  const { violations } = await builder.analyze();
  expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

export function uniqueEmail(prefix = 'e2e') {
  return `${prefix}-${Date.now()}-${Math.random().toString(36).slice(2, 7)}@example.com`;
}

/** Mail the e2e SMTP peer received, newest last. */
export function receivedMail(): { to: string[]; raw: string }[] {
  const file = process.env.E2E_MAIL_FILE;
  if (!file) return [];
  return JSON.parse(readFileSync(file, 'utf8')) as { to: string[]; raw: string }[];
}

/**
 * The first link matching `link` in the newest mail to `email` that has one (quoted-printable
 * decoded), waiting up to 15 s for it to arrive.
 */
export async function mailedLink(email: string, link: RegExp): Promise<string> {
  let found = '';
  await expect
    .poll(
      () => {
        for (const mail of receivedMail().reverse()) {
          if (!mail.to.includes(email)) continue;
          const raw = mail.raw.replace(/=\r?\n/g, '').replace(/=3D/g, '=');
          found = raw.match(link)?.[0] ?? '';
          if (found) break;
        }
        return found;
      },
      { timeout: 15_000 },
    )
    .not.toBe('');
  return found;
}

/** Opens the confirmation link mailed to `email` in `page`, as its owner would: the workspace says it is confirmed. */
export async function confirmEmail(page: Page, email: string) {
  const link = new URL(await mailedLink(email, /https?:\/\/[^\s]+\/api\/auth\/verify-email\?[^\s]+/));
  // (the mail names the canonical origin, localhost; the suite's session lives on 127.0.0.1)
  await page.goto(link.pathname + link.search);
  await page.getByText('Your email address is confirmed.').waitFor();
}

/** Book a demo through the real modal; ends in the workspace (/demo → its default screen). */
export async function bookDemo(
  page: Page,
  opts: { first?: string; last?: string; email?: string; password?: string } = {},
) {
  const email = opts.email ?? uniqueEmail();
  const password = opts.password ?? 'wound-care-42';
  await page.goto('/');
  await page.getByRole('banner').getByRole('button', { name: 'Schedule Demo' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Book a Demo' });
  await dialog.getByLabel('First name').fill(opts.first ?? 'Grace');
  await dialog.getByLabel('Last name').fill(opts.last ?? 'Hopper');
  await dialog.getByLabel('Email').fill(email);
  await dialog.getByRole('textbox', { name: 'Password', exact: true }).fill(password);
  await dialog.getByRole('textbox', { name: 'Confirm password', exact: true }).fill(password);
  await dialog.getByLabel(/I agree/).check();
  await dialog.getByRole('button', { name: 'Book Demo' }).click();
  await page.waitForURL((u) => u.pathname.startsWith('/demo/'));
  return { email, password };
}

/** Open a workspace screen by its link in the side menu (desktop width). */
export async function openTab(page: Page, label: string) {
  await page.getByRole('navigation', { name: 'Workspace' }).getByRole('link', { name: label, exact: true }).click();
}

/**
 * With E2E_SCREENSHOTS=DIR, saves the page at desktop and phone width (DIR/NAME-desktop.png,
 * NAME-phone.png) to look at, then puts the viewport back; without it, does nothing.
 */
export async function screenshotBothWidths(page: Page, name: string) {
  const shots = process.env.E2E_SCREENSHOTS;
  if (!shots) return;
  const size = page.viewportSize() ?? DESKTOP;
  for (const [label, vp] of [
    ['desktop', DESKTOP],
    ['phone', PHONE],
  ] as const) {
    await page.setViewportSize(vp);
    await page.screenshot({ path: `${shots}/${name}-${label}.png`, fullPage: true });
  }
  await page.setViewportSize(size);
}
