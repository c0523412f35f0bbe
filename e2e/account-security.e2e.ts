import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { totp } from '../apps/server/test/support/totp.ts';
import { freshCode } from '../apps/server/test/security/support/fixtures.ts';
import { bookDemo, expectNoAxeViolations, PHONE, uniqueEmail, useBrowser } from './support/browser.ts';

const b = useBrowser();
const SHOTS = process.env.E2E_SCREENSHOTS;

const security = (page: Page) =>
  page.locator('section', { has: page.getByRole('heading', { name: 'Sign-in and security' }) });
const sessions = (page: Page) =>
  page.locator('section', { has: page.getByRole('heading', { name: 'Active sessions' }) });
/** What GET /api/profile answers this page's cookies with (200 signed in, 401 not). */
const profileStatus = (page: Page) => page.evaluate(async () => (await fetch('/api/profile')).status);

async function signOut(page: Page) {
  const banner = page.getByRole('banner');
  await banner.getByRole('button', { name: /Grace Hopper/ }).click();
  await page.getByRole('menuitem', { name: 'Sign Out' }).click();
  await page.waitForURL((u) => u.pathname === '/');
}

/** The sign-in modal's first step; ends on the code step (two-factor) or on /demo. */
async function signInWithPassword(page: Page, email: string, password: string) {
  if (new URL(page.url()).pathname !== '/') await page.goto('/');
  await page.getByRole('banner').getByRole('button', { name: 'Schedule Demo' }).first().click();
  await page.getByRole('dialog', { name: 'Book a Demo' }).getByRole('button', { name: 'Sign In' }).click();
  const dialog = page.getByRole('dialog', { name: 'Sign In' });
  await dialog.getByLabel('Email').fill(email);
  await dialog.getByRole('textbox', { name: 'Password', exact: true }).fill(password);
  await dialog.getByRole('button', { name: 'Sign In' }).click();
  return dialog;
}

describe('account security in a real browser', { timeout: 180_000 }, () => {
  it('two-factor: set up with the QR code and key, recovery codes once, then every sign-in asks for a code', async () => {
    const { page, consoleErrors } = await b.newPage();
    const { email, password } = await bookDemo(page);
    const card = security(page);

    // the team rule needs two-factor on the owner's own account first
    const rule = card.getByRole('checkbox', { name: /Require two-factor sign-in for this team/ });
    // (the box follows the server's answer, so it is clicked, not "checked")
    await rule.click();
    await card
      .getByText('Turn on two-factor sign-in for your own account to require two-factor sign-in for the team.')
      .waitFor();
    expect(await rule.isChecked()).toBe(false);

    await card.getByRole('button', { name: 'Turn on two-factor' }).click();
    await card.getByRole('textbox', { name: 'Your password', exact: true }).fill(password);
    await card.getByRole('button', { name: 'Continue' }).click();
    await card.getByRole('img', { name: 'QR code for your authenticator app' }).waitFor();
    const uri = await card
      .getByRole('link', { name: 'Open in an authenticator app on this device' })
      .getAttribute('href');
    const secret = new URL(uri!).searchParams.get('secret')!;
    expect(uri).toMatch(/^otpauth:\/\/totp\/Woundly:/);
    // the key for typing in is the same secret, in groups of four
    await card.getByText(secret.replace(/(.{4})(?=.)/g, '$1 ')).waitFor();
    await expectNoAxeViolations(page, 'main');
    if (SHOTS) {
      await card.screenshot({ path: `${SHOTS}/two-factor-setup-desktop.png` });
      await page.setViewportSize(PHONE);
      await card.screenshot({ path: `${SHOTS}/two-factor-setup-phone.png` });
      await page.setViewportSize({ width: 1280, height: 800 });
    }

    // each code works once: the setup's, the rule's and the sign-in's are three different ones
    const setupCode = totp(secret);
    const used = new Set([setupCode]);
    await card.getByLabel('Code from the app').fill(setupCode);
    await card.getByRole('button', { name: 'Confirm and turn on' }).click();
    const codes = card.getByRole('list', { name: 'Your recovery codes' });
    await codes.waitFor();
    const recovery = (await codes.getByRole('listitem').allTextContents()).map((s) => s.trim());
    expect(recovery).toHaveLength(10);
    await card.getByText(/^On\. Every sign-in asks for a code/).waitFor();
    await card.getByRole('button', { name: 'I have saved my recovery codes' }).click();
    await codes.waitFor({ state: 'detached' });

    // now the owner may require it for the team, with a fresh code from the app
    await card.getByRole('textbox', { name: 'Code from your authenticator app' }).fill(await freshCode(secret, used));
    await rule.click();
    await card.getByText('Two-factor sign-in is now required.').waitFor();
    expect(await rule.isChecked()).toBe(true);
    expect(await profileStatus(page)).toBe(200);

    // a sign-in: the password, then the code (a wrong one is refused)
    await signOut(page);
    const dialog = await signInWithPassword(page, email, password);
    const code = dialog.getByLabel('Authentication code');
    await code.waitFor();
    expect(await profileStatus(page)).toBe(401);
    await expectNoAxeViolations(page, 'dialog');
    const wrong = totp(secret, Date.now() - 5 * 60_000);
    await code.fill(wrong);
    await dialog.getByRole('button', { name: 'Verify' }).click();
    await dialog.getByRole('alert').getByText('Invalid code').waitFor();
    await code.fill(await freshCode(secret, used));
    await dialog.getByRole('button', { name: 'Verify' }).click();
    await page.waitForURL('**/demo');
    expect(await profileStatus(page)).toBe(200);

    // lost phone: a recovery code signs in, once
    await signOut(page);
    const again = await signInWithPassword(page, email, password);
    await again.getByRole('button', { name: 'Use a recovery code instead' }).click();
    await again.getByLabel('Recovery code').fill(recovery[0]!);
    await again.getByRole('button', { name: 'Verify' }).click();
    await page.waitForURL('**/demo');
    await signOut(page);
    const reused = await signInWithPassword(page, email, password);
    await reused.getByRole('button', { name: 'Use a recovery code instead' }).click();
    await reused.getByLabel('Recovery code').fill(recovery[0]!);
    await reused.getByRole('button', { name: 'Verify' }).click();
    await reused.getByRole('alert').getByText('Invalid backup code').waitFor();
    expect(await profileStatus(page)).toBe(401);
    // the browser logs the refusals this test asks for: 403 (the rule before two-factor), 400/401 (wrong codes)
    expect(consoleErrors.filter((e) => !/status of 40[013]/.test(e))).toEqual([]);
  });

  it('sessions: lists both devices, signs out one, then a password change signs out every other', async () => {
    const email = uniqueEmail('sessions');
    const desk = await b.newPage();
    await bookDemo(desk.page, { email });
    // a second browser, signed in to the same account
    const other = await b.newPage();
    await signInWithPassword(other.page, email, 'wound-care-42');
    await other.page.waitForURL('**/demo');

    const list = sessions(desk.page);
    await desk.page.reload();
    const rows = list.getByRole('row');
    await list.getByText('This device').waitFor();
    expect(await rows.count()).toBe(3); // header + 2
    await expectNoAxeViolations(desk.page, 'main');
    if (process.env.E2E_SCREENSHOTS) {
      await list.screenshot({ path: `${process.env.E2E_SCREENSHOTS}/sessions-desktop.png` });
    }
    await list.getByRole('button', { name: /^Sign out the session on Chrome on Linux/ }).click();
    await list.getByText('Session signed out.').waitFor();
    await expect.poll(() => rows.count(), { timeout: 10_000 }).toBe(2);
    expect(await profileStatus(other.page)).toBe(401);

    // the other browser signs in again; a new password ends its session
    await signInWithPassword(other.page, email, 'wound-care-42');
    await other.page.waitForURL('**/demo');
    const card = security(desk.page);
    await card.getByRole('textbox', { name: 'Current password', exact: true }).fill('wound-care-42');
    await card.getByRole('textbox', { name: 'New password', exact: true }).fill('wound-care-43');
    await card.getByRole('textbox', { name: 'Confirm new password', exact: true }).fill('wound-care-43');
    await card.getByRole('button', { name: 'Change password' }).click();
    await card.getByText('Password changed. Every other session has been signed out.').waitFor();
    expect(await profileStatus(other.page)).toBe(401);
    expect(await profileStatus(desk.page)).toBe(200);
    await list.getByText('No other session is signed in.').waitFor();

    // the new password works; "sign out all other sessions" ends it again
    await signInWithPassword(other.page, email, 'wound-care-43');
    await other.page.waitForURL('**/demo');
    await desk.page.reload();
    await list.getByRole('button', { name: 'Sign out all other sessions' }).click();
    await list.getByText('Every other session has been signed out.').waitFor();
    expect(await profileStatus(other.page)).toBe(401);
    expect(desk.consoleErrors).toEqual([]);
  });
});
