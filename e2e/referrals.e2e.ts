import { writeFileSync } from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { createScene, sceneJpeg } from '@woundcare/wound-vision/test/synthetic-scene';
import {
  bookDemo,
  confirmEmail,
  expectNoAxeViolations,
  mailedLink,
  PHONE,
  receivedMail,
  uniqueEmail,
  useBrowser,
} from './support/browser.ts';
import { chooseNewPatient } from './support/upload-chooser.ts';

const b = useBrowser();
let photo: { name: string; mimeType: string; buffer: Buffer };

beforeAll(async () => {
  photo = {
    name: 'referral.jpg',
    mimeType: 'image/jpeg',
    buffer: await sceneJpeg(await createScene({ seed: 11, width: 1280, height: 960 })),
  };
}, 120_000);

async function openTab(page: Page, label: string) {
  await page.getByRole('navigation', { name: 'Workspace' }).getByRole('link', { name: label, exact: true }).click();
}

/** With E2E_SCREENSHOTS=DIR, the screen is also saved at desktop and phone width to look at. */
async function snap(page: Page, name: string) {
  const dir = process.env.E2E_SCREENSHOTS;
  if (!dir) return;
  for (const [label, width] of [
    ['desktop', 1280],
    ['phone', 390],
  ] as const) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: `${dir}/${name}-${label}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 800 });
}

/** The raw mail the SMTP peer received for `to`, waiting up to 15 s. */
async function mailTo(to: string): Promise<string> {
  let raw = '';
  await expect
    .poll(() => (raw = receivedMail().find((m) => m.to.includes(to))?.raw ?? ''), { timeout: 15_000 })
    .not.toBe('');
  return raw;
}

describe('referrals', () => {
  it('an admin adds a contact; a clinician sends a referral from an assessment; the letter arrives as a PDF; the wound shows it sent', async () => {
    // the owner (an admin of the team): one assessment
    const owner = await b.newPage();
    const { email: ownerEmail } = await bookDemo(owner.page, { first: 'Rhea', last: 'Owner' });
    await owner.page.getByTestId('active-team').getByText("Rhea's practice").waitFor();
    await openTab(owner.page, 'Upload Images');
    await chooseNewPatient(owner.page, 'Referral Patient');
    await owner.page.getByLabel('Wound image').setInputFiles(photo);
    await owner.page.getByRole('button', { name: 'Start Analysis' }).click();
    await owner.page.getByRole('heading', { name: 'Analysis Results' }).waitFor();

    // the admin adds a contact from the Consultant Services tab
    await openTab(owner.page, 'Consultant Services');
    await owner.page.getByRole('heading', { name: 'Your referral network' }).waitFor();
    await owner.page.getByRole('button', { name: 'Add contact' }).click();
    const form = owner.page.getByRole('dialog', { name: 'Add a referral contact' });
    const specialist = uniqueEmail('tissue-viability');
    await form.getByLabel('Name').fill('Tara Viability');
    await form.getByLabel('Specialty').selectOption('tissue_viability');
    await form.getByLabel('Organisation').fill('County Wound Service');
    await form.getByLabel('E-mail').fill(specialist);
    await form.getByLabel('Phone').fill('+1 555 0199');
    await expectNoAxeViolations(owner.page, 'dialog[open]');
    await form.getByRole('button', { name: 'Save contact' }).click();
    const network = owner.page.getByRole('list', { name: 'Your referral network' });
    await network.getByText('Tara Viability').waitFor();
    // the general wound-care specialist every assessment recommends: tissue viability answers it
    await network.getByText('Matches: General Wound Care Specialist').waitFor();
    await owner.page.getByRole('list', { name: 'Sample directory' }).waitFor();
    await expectNoAxeViolations(owner.page, 'main');

    // a clinician joins the team through an invitation (sent from the owner's confirmed address)
    await confirmEmail(owner.page, ownerEmail);
    const colleague = uniqueEmail('clinician');
    const invited = await owner.page.evaluate(
      async (email) =>
        (
          await fetch('/api/auth/organization/invite-member', {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify({ email, role: 'clinician' }),
          })
        ).status,
      colleague,
    );
    expect(invited).toBe(200);
    const link = await mailedLink(colleague, /https?:\/\/[^\s]+accept-invitation\?token=[^\s]+/);
    const c = await b.newPage();
    const refused: string[] = [];
    c.page.on('response', (r) => void (r.status() >= 400 && refused.push(`${r.status()} ${r.url()}`)));
    await c.page.goto(link);
    await c.page.getByLabel('First name').fill('Cora');
    await c.page.getByLabel('Last name').fill('Clinician');
    // the link fills in the invited address and locks it
    await expect.poll(() => c.page.getByLabel('Email (the invited address)').inputValue()).toBe(colleague);
    await c.page.getByRole('textbox', { name: 'Password', exact: true }).fill('wound-care-42');
    await c.page.getByRole('button', { name: 'Book a demo and join the team' }).click();
    await c.page.waitForURL((u) => u.pathname.startsWith('/demo/'));
    await c.page.getByTestId('active-team').getByText("Rhea's practice").waitFor();

    // the clinician refers from the assessment's consultants; they cannot manage the network
    await openTab(c.page, 'Consultant Services');
    const theirNetwork = c.page.getByRole('list', { name: 'Your referral network' });
    await theirNetwork.getByText('Tara Viability').waitFor();
    expect(await c.page.getByRole('button', { name: 'Add contact' }).count()).toBe(0);
    await c.page.getByRole('button', { name: 'Send referral to Tara Viability' }).click();
    const dialog = c.page.getByRole('dialog', { name: 'Send a referral' });
    await dialog.getByLabel('Reason for referral').fill('Heel wound not improving; please review the dressing plan.');
    await dialog.getByLabel('Urgency').selectOption('urgent');
    await expectNoAxeViolations(c.page, 'dialog[open]');
    await snap(c.page, 'referral-dialog');
    await dialog.getByRole('button', { name: 'Send referral' }).click();
    await c.page.getByText(`Referral sent to Tara Viability (${specialist}) with the letter attached.`).waitFor();

    // the mail reached the SMTP peer with the letter as a PDF attachment
    const raw = await mailTo(specialist);
    expect(raw).toMatch(/Content-Type: application\/pdf; name="?referral-analysis-1\.pdf/);
    expect(raw).toMatch(/Content-Disposition: attachment; filename="?referral-analysis-1\.pdf/);
    const base64 = /Content-Disposition: attachment;[^\r\n]*\r\n(?:[^\r\n]+\r\n)*\r\n([A-Za-z0-9+/=\r\n]+)/.exec(
      raw,
    )![1]!;
    const letter = Buffer.from(base64.replace(/\r\n/g, ''), 'base64');
    expect(letter.subarray(0, 5).toString()).toBe('%PDF-');
    if (process.env.E2E_SCREENSHOTS) writeFileSync(`${process.env.E2E_SCREENSHOTS}/referral-letter.pdf`, letter);
    expect(raw).not.toContain('Referral Patient');
    await snap(c.page, 'consultants-network');

    // the wound's page shows the referral as sent; the clinician moves it on
    const { woundId } = await c.page.evaluate(
      async () =>
        ((await (await fetch('/api/assessments/analysis-1')).json()) as { assessment: { woundId: string } }).assessment,
    );
    // (the invitation link's origin holds the session: stay on it)
    const here = (path: string) => new URL(path, c.page.url()).href;
    await c.page.goto(here(`/demo/wounds/${woundId}`));
    const referrals = c.page.locator('section', {
      has: c.page.getByRole('heading', { name: 'Referrals', exact: true }),
    });
    await referrals.getByText('Tara Viability').waitFor();
    await referrals.getByText('Sent', { exact: true }).waitFor();
    await expectNoAxeViolations(c.page, 'main');
    await snap(c.page, 'wound-referrals');
    await referrals.getByRole('button', { name: 'Mark acknowledged' }).click();
    await referrals.getByText('Acknowledged', { exact: true }).waitFor();

    // no screen wider than a phone
    await c.page.setViewportSize(PHONE);
    expect(await c.page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    await c.page.goto(here('/demo/consultants'));
    await c.page.getByRole('list', { name: 'Your referral network' }).getByText('Tara Viability').waitFor();
    expect(await c.page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);

    // the only refused request: the invitation page's look-up before the colleague has an account
    expect(refused.every((r) => r.includes('/api/auth/organization/get-invitation?'))).toBe(true);
    expect(owner.consoleErrors).toEqual([]);
    expect(c.consoleErrors.filter((e) => !e.startsWith('Failed to load resource'))).toEqual([]);
  }, 240_000);
});
