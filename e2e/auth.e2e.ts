import { describe, expect, it } from 'vitest';
import { bookDemo, expectNoAxeViolations, mailedLink, PHONE, uniqueEmail, useBrowser } from './support/browser.ts';

const b = useBrowser();
const shots = process.env.E2E_SCREENSHOTS;

describe('accounts in a real browser', () => {
  it('a returning clinician signs in from the header (desktop and the phone menu) and lands on the worklist', async () => {
    const { page, context, consoleErrors } = await b.newPage();
    const { email, password } = await bookDemo(page);
    const banner = page.getByRole('banner');
    await banner.getByRole('button', { name: /Grace Hopper/ }).click();
    await page.getByRole('menuitem', { name: 'Sign Out' }).click();
    await page.waitForURL((u) => u.pathname === '/');

    // the header keeps Schedule Demo and offers Sign in beside it
    await expect.poll(() => banner.getByRole('button', { name: 'Schedule Demo' }).count()).toBe(1);
    if (shots) await page.screenshot({ path: `${shots}/header-1280.png` });
    await banner.getByRole('button', { name: 'Sign in', exact: true }).click();
    const signIn = page.getByRole('dialog', { name: 'Sign In' });
    await signIn.getByLabel('Email').fill(email);
    await signIn.getByRole('textbox', { name: 'Password', exact: true }).fill(password);
    await signIn.getByRole('button', { name: 'Sign In' }).click();
    await page.waitForURL((u) => u.pathname === '/demo/worklist');
    await page.getByRole('heading', { level: 1, name: 'Worklist' }).waitFor();

    // on a phone the menu holds both
    await page.context().clearCookies();
    await page.setViewportSize(PHONE);
    await page.goto('/');
    await banner.getByRole('button', { name: 'Open menu' }).click();
    const menu = page.locator('#mobile-menu');
    await menu.getByRole('button', { name: 'Sign in', exact: true }).waitFor();
    expect(await menu.getByRole('button', { name: 'Schedule Demo' }).count()).toBe(1);
    if (shots) await page.screenshot({ path: `${shots}/header-menu-390.png` });
    await menu.getByRole('button', { name: 'Sign in', exact: true }).click();
    await signIn.waitFor();
    expect(consoleErrors, consoleErrors.join('\n')).toEqual([]);
    await context.close();
  });

  it('book a demo → /demo → name in header → sign out → guarded → sign in → profile edit persists', async () => {
    const { page, consoleErrors } = await b.newPage();
    const { email, password } = await bookDemo(page, { first: 'Grace', last: 'Hopper' });
    const banner = page.getByRole('banner');
    await expect.poll(() => banner.getByRole('button', { name: /Grace Hopper/ }).count()).toBe(1);

    await banner.getByRole('button', { name: /Grace Hopper/ }).click();
    await page.getByRole('menuitem', { name: 'Sign Out' }).click();
    await page.waitForURL((u) => u.pathname === '/');
    await expect.poll(() => banner.getByRole('button', { name: 'Schedule Demo' }).count()).toBe(1);

    // a visitor to a signed-in page lands on / and is asked to sign in there
    await page.goto('/demo');
    await page.waitForURL((u) => u.pathname === '/');
    const signIn = page.getByRole('dialog', { name: 'Sign In' });
    await signIn.waitFor();
    await signIn.getByLabel('Email').fill(email);
    await signIn.getByRole('textbox', { name: 'Password', exact: true }).fill(password);
    await signIn.getByRole('button', { name: 'Sign In' }).click();
    // the workspace opens on the worklist (the clinician's day), not on My Profile
    await page.waitForURL((u) => u.pathname === '/demo/worklist');

    // Profile edit through the API the profile tab uses, then a reload shows it in the header.
    const status = await page.evaluate(async () => {
      const r = await fetch('/api/profile', {
        method: 'PATCH',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ first_name: 'Ada' }),
      });
      return r.status;
    });
    expect(status).toBe(200);
    await page.reload();
    await expect.poll(() => banner.getByRole('button', { name: /Ada Hopper/ }).count()).toBe(1);
    expect(consoleErrors, consoleErrors.join('\n')).toEqual([]);
  });

  it('shows every validation message (docs/spec-notes.md#auth-validation) in its case', async () => {
    const { page } = await b.newPage();
    await page.goto('/');
    await page.getByRole('banner').getByRole('button', { name: 'Schedule Demo' }).click();
    const up = page.getByRole('dialog', { name: 'Book a Demo' });
    const alert = up.getByRole('alert');
    const submit = up.getByRole('button', { name: 'Book Demo' });

    await submit.click();
    await expect.poll(() => alert.textContent()).toBe('Please fill in all required fields');
    await up.getByLabel('First name').fill('Grace');
    await up.getByLabel('Last name').fill('Hopper');
    await up.getByLabel('Email').fill(uniqueEmail());
    await up.getByRole('textbox', { name: 'Password', exact: true }).fill('1234567');
    await submit.click();
    await expect.poll(() => alert.textContent()).toBe('Password must be at least 8 characters long');
    await up.getByRole('textbox', { name: 'Password', exact: true }).fill('12345678');
    await up.getByRole('textbox', { name: 'Confirm password', exact: true }).fill('123456789');
    await submit.click();
    await expect.poll(() => alert.textContent()).toBe('Passwords do not match');
    await up.getByRole('textbox', { name: 'Confirm password', exact: true }).fill('12345678');
    await submit.click();
    await expect.poll(() => alert.textContent()).toBe('Please agree to the Terms of Service and Privacy Policy');
    // typed data is kept after each error
    expect(await up.getByLabel('First name').inputValue()).toBe('Grace');

    await up.getByRole('button', { name: 'Sign In' }).click();
    const inDlg = page.getByRole('dialog', { name: 'Sign In' });
    await inDlg.getByRole('button', { name: 'Sign In' }).click();
    await expect.poll(() => inDlg.getByRole('alert').textContent()).toBe('Please fill in all fields');
    await inDlg.getByRole('button', { name: 'Forgot password?' }).click();
    await expect.poll(() => inDlg.getByRole('alert').textContent()).toBe('Please enter your email address first');
    await inDlg.getByLabel('Email').fill(uniqueEmail('nobody'));
    await inDlg.getByRole('textbox', { name: 'Password', exact: true }).fill('wrong-password');
    await inDlg.getByRole('button', { name: 'Sign In' }).click();
    await expect.poll(() => inDlg.getByRole('alert').textContent()).toBe('Invalid email or password');

    // Escape closes the dialog
    await page.keyboard.press('Escape');
    await expect.poll(() => page.getByRole('dialog').count()).toBe(0);
  });

  it('password toggles show and hide the typed password', async () => {
    const { page } = await b.newPage();
    await page.goto('/');
    await page.getByRole('banner').getByRole('button', { name: 'Schedule Demo' }).click();
    const up = page.getByRole('dialog', { name: 'Book a Demo' });
    const field = up.getByRole('textbox', { name: 'Password', exact: true });
    await field.fill('hunter22');
    expect(await field.getAttribute('type')).toBe('password');
    await up.getByRole('button', { name: 'Show password' }).click();
    expect(await field.getAttribute('type')).toBe('text');
  });

  it('asks a new account to confirm its email address; the mailed link confirms it', async () => {
    const { page, consoleErrors, context } = await b.newPage();
    const { email } = await bookDemo(page);
    const notice = page.getByRole('region', { name: 'Confirm your email address' });
    await notice.getByText(`We sent a confirmation link to ${email}.`, { exact: false }).waitFor();
    await expectNoAxeViolations(page, 'main');
    await notice.getByRole('button', { name: 'Send the link again' }).click();
    await notice.getByText(`A new link is on its way to ${email}.`).waitFor();
    const link = new URL(await mailedLink(email, /https?:\/\/[^\s]+\/api\/auth\/verify-email\?[^\s]+/));
    // (the mail names the canonical origin, localhost; the suite's session lives on 127.0.0.1)
    await page.goto(link.pathname + link.search);
    // /demo opens the default tab with the query kept
    await page.waitForURL((u) => u.pathname.startsWith('/demo/') && u.searchParams.get('email') === 'confirmed');
    await page.getByText('Your email address is confirmed.').waitFor();
    expect(await notice.count()).toBe(0);
    expect(consoleErrors).toEqual([]);
    await context.close();
  });

  it('resets a forgotten password through a real email and the /reset-password page', async () => {
    const { page, context } = await b.newPage();
    const { email } = await bookDemo(page);
    await context.clearCookies();
    await page.goto('/');
    await page.getByRole('banner').getByRole('button', { name: 'Schedule Demo' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Sign In' }).click();
    const dlg = page.getByRole('dialog', { name: 'Sign In' });
    await dlg.getByLabel('Email').fill(email);
    await dlg.getByRole('button', { name: 'Forgot password?' }).click();
    await expect
      .poll(() => dlg.getByRole('status').textContent())
      .toBe('Password reset email sent! Check your inbox for instructions.');

    const link = await mailedLink(email, /https?:\/\/[^\s]+reset-password\?token=[^\s]+/);
    await page.goto(link);
    await page.getByRole('textbox', { name: 'New password', exact: true }).fill('fresh-pass-1');
    await page.getByRole('textbox', { name: 'Confirm new password', exact: true }).fill('fresh-pass-1');
    await page.getByRole('button', { name: 'Set new password' }).click();
    await expect.poll(() => page.getByRole('status').first().textContent()).toContain('Your password has been changed');

    // the link works once
    await page.goto(link);
    await page.getByRole('textbox', { name: 'New password', exact: true }).fill('other-pass-2');
    await page.getByRole('textbox', { name: 'Confirm new password', exact: true }).fill('other-pass-2');
    await page.getByRole('button', { name: 'Set new password' }).click();
    await expect.poll(() => page.getByRole('alert').textContent()).toContain('invalid or has expired');

    const signedIn = await page.evaluate(
      async ([e]) =>
        (
          await fetch('/api/auth/sign-in/email', {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify({ email: e, password: 'fresh-pass-1' }),
          })
        ).status,
      [email],
    );
    expect(signedIn).toBe(200);
  });

  it('mobile menu opens, locks scroll, and closes on an outside click', async () => {
    const { page } = await b.newPage({ viewport: PHONE });
    await page.goto('/');
    await page.getByRole('button', { name: 'Open menu' }).click();
    const nav = page.getByRole('navigation', { name: 'Mobile' });
    await expect.poll(() => nav.isVisible()).toBe(true);
    expect(await page.evaluate(() => document.body.classList.contains('scroll-locked'))).toBe(true);
    await page.mouse.click(200, 30);
    await expect.poll(() => nav.count()).toBe(0);
    expect(await page.evaluate(() => document.body.classList.contains('scroll-locked'))).toBe(false);
  });

  it('a visitor is redirected from every protected route to /', async () => {
    const { page } = await b.newPage();
    for (const path of [
      '/demo',
      '/consultant-services',
      '/consultant-services/analysis-1',
      '/treatment-plan/analysis-1',
      '/some-product',
    ]) {
      await page.goto(path);
      await page.waitForURL((u) => u.pathname === '/');
    }
  });
});
