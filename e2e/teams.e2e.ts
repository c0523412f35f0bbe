import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { createScene, sceneJpeg } from '@woundcare/wound-vision/test/synthetic-scene';
import {
  bookDemo,
  confirmEmail,
  expectNoAxeViolations,
  mailedLink,
  PHONE,
  uniqueEmail,
  useBrowser,
  openTab,
} from './support/browser.ts';
import { chooseNewPatient } from './support/upload-chooser.ts';

const b = useBrowser();
let photo: { name: string; mimeType: string; buffer: Buffer };

beforeAll(async () => {
  photo = {
    name: 'team.jpg',
    mimeType: 'image/jpeg',
    buffer: await sceneJpeg(await createScene({ seed: 9, width: 1280, height: 960, markerIds: [] })),
  };
}, 120_000);

/** The link of the invitation mailed to `email`: it carries the token that proves the address. */
const invitationLink = (email: string) => mailedLink(email, /https?:\/\/[^\s]+accept-invitation\?token=[^\s]+/);

const patientNames = (page: Page) =>
  page.evaluate(async () =>
    ((await (await fetch('/api/assessments')).json()) as { assessments: { patientName: string }[] }).assessments.map(
      (t) => t.patientName,
    ),
  );
/** the clinical record's patients of the active team (GET /api/patients), by name */
const recordPatients = (page: Page) =>
  page.evaluate(
    async () =>
      ((await (await fetch('/api/patients')).json()) as { patients: { id: string; displayName: string }[] }).patients,
  );

describe('care teams', () => {
  it('an owner invites a colleague through the emailed link; both see the same patient; a user of another team sees nothing', async () => {
    // the owner: a personal team named after the first name, one patient
    const owner = await b.newPage();
    const { email: ownerEmail } = await bookDemo(owner.page, { first: 'Olga', last: 'Owner' });
    await owner.page.getByTestId('active-team').getByText("Olga's practice").waitFor();
    await openTab(owner.page, 'Upload Images');
    await chooseNewPatient(owner.page, 'Team Patient');
    await owner.page.getByLabel('Wound image').setInputFiles(photo);
    await owner.page.getByRole('button', { name: 'Start Analysis' }).click();
    await owner.page.getByRole('heading', { name: 'Analysis Results' }).waitFor();

    // invite from the Team section of the profile tab: only once the owner's address is confirmed
    await openTab(owner.page, 'My Profile');
    const team = owner.page.locator('section', { has: owner.page.getByRole('heading', { name: /^Team/ }) });
    const inviteForm = team.getByRole('form', { name: 'Invite a colleague' });
    await inviteForm
      .getByText(`Confirm your email address before inviting anyone: open the link we sent to ${ownerEmail}.`, {
        exact: false,
      })
      .waitFor();
    expect(await inviteForm.getByRole('button', { name: 'Send invitation' }).isDisabled()).toBe(true);
    expect(await inviteForm.getByLabel("Colleague's email").isDisabled()).toBe(true);
    await expectNoAxeViolations(owner.page, 'main');
    await confirmEmail(owner.page, ownerEmail);
    await openTab(owner.page, 'My Profile');
    expect(
      await inviteForm.getByText('Confirm your email address before inviting anyone', { exact: false }).count(),
    ).toBe(0);
    const colleague = uniqueEmail('colleague');
    await team.getByLabel("Colleague's email").fill(colleague);
    await team.getByLabel('Role').selectOption('clinician');
    await team.getByRole('button', { name: 'Send invitation' }).click();
    await team.getByText(`Invitation sent to ${colleague}.`).waitFor();
    await team.getByRole('list', { name: 'Pending invitations' }).getByText(colleague).waitFor();
    await expectNoAxeViolations(owner.page, 'main');

    // the colleague has no account: books a demo through the link and lands in Olga's team
    const link = await invitationLink(colleague);
    const c = await b.newPage({ viewport: PHONE });
    await c.page.goto(link);
    await c.page.getByRole('heading', { name: 'Join a care team' }).waitFor();
    await expectNoAxeViolations(c.page, 'main');
    await c.page.getByLabel('First name').fill('Carl');
    await c.page.getByLabel('Last name').fill('Clinician');
    // the link fills in the invited address and locks it
    await expect.poll(() => c.page.getByLabel('Email (the invited address)').inputValue()).toBe(colleague);
    await c.page.getByRole('textbox', { name: 'Password', exact: true }).fill('wound-care-42');
    await c.page.getByRole('button', { name: 'Book a demo and join the team' }).click();
    await c.page.waitForURL((u) => u.pathname.startsWith('/demo/'));
    await c.page.getByTestId('active-team').getByText("Olga's practice").waitFor();
    expect(await patientNames(c.page)).toEqual(['Team Patient']);
    const shared = await recordPatients(c.page);
    expect(shared.map((p) => p.displayName)).toEqual(['Team Patient']);
    await c.page.getByRole('button', { name: 'Menu', exact: true }).click();
    await c.page
      .getByRole('dialog', { name: 'Workspace menu' })
      .getByRole('link', { name: 'Upload Images', exact: true })
      .click();
    await c.page
      .getByRole('link', { name: /^View analysis of Team Patient/ })
      .first()
      .waitFor();
    // the link works once
    await c.page.goto(link);
    await c.page.getByText(/expired, was cancelled or was already used/).waitFor();

    // the owner sees the colleague as a clinician member
    await owner.page.reload();
    await openTab(owner.page, 'My Profile');
    await owner.page.getByRole('list', { name: 'Members' }).getByText(colleague).waitFor();
    await expectNoAxeViolations(owner.page, 'main');
    expect(await patientNames(owner.page)).toEqual(['Team Patient']);
    expect(await recordPatients(owner.page)).toEqual(shared);
    const { woundId } = await owner.page.evaluate(
      async () =>
        ((await (await fetch('/api/assessments/analysis-1')).json()) as { assessment: { woundId: string } }).assessment,
    );

    // a third user, in a team of their own, sees nothing
    const other = await b.newPage();
    await bookDemo(other.page, { first: 'Xena' });
    await other.page.getByTestId('active-team').getByText("Xena's practice").waitFor();
    expect(await patientNames(other.page)).toEqual([]);
    expect(await recordPatients(other.page)).toEqual([]);
    const urls = [
      '/api/assessments/analysis-1',
      '/api/assessments/analysis-1/image',
      `/api/patients/${shared[0]!.id}`,
      `/api/wounds/${woundId}`,
    ];
    const statuses = await other.page.evaluate(
      async (list) => Promise.all(list.map(async (u) => (await fetch(u)).status)),
      urls,
    );
    expect(statuses).toEqual([404, 404, 404, 404]);

    for (const p of [owner, c, other]) {
      // (the refused requests above show up as "Failed to load resource" lines; nothing else may)
      expect(p.consoleErrors.filter((e) => !e.startsWith('Failed to load resource'))).toEqual([]);
      await p.context.close();
    }
  }, 300_000);
});
