import { describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { createScene } from '@woundcare/wound-vision/test/synthetic-scene';
import { bookDemo, expectNoAxeViolations, PHONE, useBrowser } from './support/browser.ts';

const b = useBrowser();

/** Every tool with its tabs (docs/spec-notes.md#tool-tabs). */
const TOOLS: { name: string; tabs: string[] }[] = [
  { name: 'MedOpti', tabs: ['Overview', 'Savings', 'Formulary', 'Antibiotics', 'Resources'] },
  {
    name: 'PolicyPulse',
    tabs: ['Overview', 'Active Policies', 'Impact Analysis', 'State Compliance', 'Policy Alerts'],
  },
  { name: 'ReimburseRight', tabs: ['Overview', 'Z-Score Analytics', 'Contract Tools', 'Pre-Authorization'] },
  { name: 'AdvocateIQ', tabs: ['Overview', 'Campaigns', 'Coalition Builder', 'Action Items', 'Analytics'] },
  { name: 'CLAIMS', tabs: ['Overview', 'Claims Dashboard', 'Eligibility Verification', 'Analytics & Forecasting'] },
];

async function openServices(page: Page) {
  await page
    .getByRole('navigation', { name: 'Workspace' })
    .getByRole('link', { name: 'VBC Super Agent Tools' })
    .click();
  await page.getByRole('button', { name: 'Access MedOpti' }).waitFor();
}

async function openTool(page: Page, name: string): Promise<Locator> {
  await page.getByRole('button', { name: `Access ${name}` }).click();
  const dialog = page.getByRole('dialog', { name });
  await dialog.waitFor();
  return dialog;
}

async function closeTool(page: Page, dialog: Locator) {
  await page.keyboard.press('Escape');
  await dialog.waitFor({ state: 'hidden' });
}

describe('value-based-care tools', () => {
  it('opens each tool from the grid, walks every tab with no axe violations, and closes on Escape', async () => {
    const { page, consoleErrors } = await b.newPage();
    await bookDemo(page);
    await openServices(page);

    for (const tool of TOOLS) {
      const dialog = await openTool(page, tool.name);
      const tabs = dialog.getByRole('tab');
      await tabs.first().waitFor();
      expect(await tabs.allTextContents()).toEqual(tool.tabs);
      expect(await dialog.getByRole('tab', { name: 'Overview' }).getAttribute('aria-selected')).toBe('true');
      for (const name of tool.tabs) {
        await dialog.getByRole('tab', { name, exact: true }).click();
        const panel = dialog.getByRole('tabpanel', { name, exact: true });
        await panel.waitFor();
        expect(await panel.getByText('Sample data').count()).toBeGreaterThan(0);
        expect(await panel.textContent()).not.toMatch(/NaN|undefined/);
        await expectNoAxeViolations(page, 'dialog');
      }
      // arrow keys move between tabs (wrapping from the last to the first)
      await dialog.getByRole('tab', { name: tool.tabs.at(-1)!, exact: true }).focus();
      await page.keyboard.press('ArrowRight');
      expect(await dialog.getByRole('tab', { name: 'Overview' }).getAttribute('aria-selected')).toBe('true');
      await closeTool(page, dialog);
    }

    // the dashboard below the grid (with the patient cost/risk tabs)
    const dashboard = page.getByRole('region', { name: 'Value-based care dashboard' });
    for (const name of ['Overview', 'Patient Risk', 'Cost & Reimbursement']) {
      await dashboard.getByRole('tab', { name, exact: true }).click();
      await dashboard.getByRole('tabpanel', { name, exact: true }).waitFor();
    }
    await expectNoAxeViolations(page, 'main');
    expect(consoleErrors).toEqual([]);
  }, 300_000);

  it('computes figures from the sample data and labels billing codes by code set', async () => {
    const { page } = await b.newPage();
    await bookDemo(page);
    await openServices(page);

    let dialog = await openTool(page, 'ReimburseRight');
    await dialog.getByRole('tab', { name: 'Z-Score Analytics' }).click();
    const high = dialog.getByText('High risk (z ≥ 2.5)');
    expect(await high.locator('xpath=following-sibling::p[1]').textContent()).toBe('1');
    await dialog.getByRole('tab', { name: 'Contract Tools' }).click();
    await dialog.getByText('$4.71M').waitFor();
    await dialog.getByRole('button', { name: 'Optimize Contract' }).first().click();
    await dialog.getByText('$525,400').waitFor();
    await dialog.getByRole('tab', { name: 'Pre-Authorization' }).click();
    await dialog.getByText('HCPCS G0277').waitFor();
    await dialog.getByText('CPT 97605').waitFor();
    await closeTool(page, dialog);

    dialog = await openTool(page, 'CLAIMS');
    await dialog.getByText('HCPCS A6021').waitFor();
    await dialog.getByText('CPT 97597').waitFor();
    await closeTool(page, dialog);

    dialog = await openTool(page, 'AdvocateIQ');
    await dialog.getByRole('tab', { name: 'Coalition Builder' }).click();
    await dialog.getByText('Clinical testimony, Evidence review +2 more').waitFor();
    await dialog.getByRole('tab', { name: 'Analytics' }).click();
    await dialog.getByText('Medicare Coverage Expansion fo…').waitFor();
    await closeTool(page, dialog);
  });

  it('runs the MedOpti patient impact calculator and explains bad input instead of NaN', async () => {
    const { page } = await b.newPage();
    await bookDemo(page);
    await openServices(page);
    const dialog = await openTool(page, 'MedOpti');
    await dialog.getByRole('tab', { name: 'Savings' }).click();
    const patients = dialog.getByLabel('Patients', { exact: true });
    expect(await patients.inputValue()).toBe('150');
    expect(await dialog.getByLabel('Medications per patient').inputValue()).toBe('3');
    expect(await dialog.getByLabel('Months').inputValue()).toBe('6');
    await dialog.getByText('$129,600').waitFor();

    await patients.fill('-5');
    await dialog.getByText('Enter the number of patients as 0 or more, not a negative number.').waitFor();
    expect(await patients.getAttribute('aria-invalid')).toBe('true');
    expect(await dialog.textContent()).not.toContain('NaN');

    await patients.fill('');
    await dialog.getByText('Enter the number of patients.').waitFor();
    expect(await dialog.textContent()).not.toContain('NaN');

    await patients.fill('10');
    await dialog.getByLabel('Months').fill('1');
    await dialog.getByLabel('Medications per patient').fill('1');
    // 10 × 1 × 1 × $48 average saving per supply
    await dialog.getByText('$480', { exact: true }).first().waitFor();
    await expectNoAxeViolations(page, 'dialog');
  });

  it('runs Personalize VBC on a photo with the calibration sticker', async () => {
    const { page, consoleErrors } = await b.newPage();
    await bookDemo(page);
    await openServices(page);
    const dialog = await openTool(page, 'Personalize VBC');
    const generate = dialog.getByRole('button', { name: 'Generate Personalized VBC Plan' });
    expect(await generate.isDisabled()).toBe(true);
    await dialog.getByText('Please select a wound image first').waitFor();

    // a file that is not an image: the server's message shows in the error banner
    const file = dialog.getByLabel('Wound image');
    await file.setInputFiles({ name: 'notes.png', mimeType: 'image/png', buffer: Buffer.from('this is not a photo') });
    await generate.click();
    const alert = dialog.getByRole('alert');
    await alert.waitFor({ timeout: 120_000 });
    expect(await alert.textContent()).toMatch(/^Failed to analyze wound image/);

    // choosing a new image clears the error
    const scene = await createScene({ seed: 7, width: 900, height: 700, markerIds: [3], maxTiltDeg: 10 });
    await file.setInputFiles({ name: 'wound.png', mimeType: 'image/png', buffer: scene.png });
    expect(await alert.count()).toBe(0);

    await dialog.getByLabel('Wound type').selectOption('pressure_sore');
    await dialog.getByLabel('Insurance type').selectOption('self_pay');
    await generate.click();
    await dialog.getByRole('button', { name: 'Analyzing...' }).waitFor();
    expect(await dialog.getByRole('button', { name: 'Analyzing...' }).isDisabled()).toBe(true);
    await dialog.getByRole('heading', { name: 'VBC performance metrics' }).waitFor({ timeout: 180_000 });
    await dialog.getByText('Calibrated', { exact: true }).waitFor();
    const measured = await dialog.getByText(/Area \d+\.\d\d cm²/).textContent();
    const area = Number(/Area (\d+\.\d\d)/.exec(measured ?? '')![1]);
    // the model's outline of a synthetic wound (see workspace.e2e.ts): a guard against gross errors
    expect(area).toBeGreaterThan((scene.woundAreaMm2 / 100) * 0.3);
    expect(area).toBeLessThan((scene.woundAreaMm2 / 100) * 2);
    for (const h of ['Personalized care plan', 'Treatment recommendations', 'Actionable recommendations'])
      await dialog.getByRole('heading', { name: h }).waitFor();
    await dialog
      .getByText(/Self-pay: agree a cost plan/)
      .first()
      .waitFor();
    await expectNoAxeViolations(page, 'dialog');
    await closeTool(page, dialog);
    expect(consoleErrors.filter((e) => !/status of 4\d\d/.test(e))).toEqual([]);
  }, 240_000);

  it('fits a phone: the tool modal does not scroll sideways', async () => {
    const { page } = await b.newPage();
    await bookDemo(page);
    await page.setViewportSize(PHONE);
    await page.getByRole('button', { name: 'Menu', exact: true }).click();
    await page
      .getByRole('dialog', { name: 'Workspace menu' })
      .getByRole('link', { name: 'VBC Super Agent Tools' })
      .click();
    const dialog = await openTool(page, 'PolicyPulse');
    await dialog.getByRole('tab', { name: 'Impact Analysis' }).click();
    const overflow = await dialog.evaluate((el) => el.scrollWidth - el.clientWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await expectNoAxeViolations(page, 'dialog');
  }, 120_000);
});
