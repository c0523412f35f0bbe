import type { Page } from 'playwright-core';

/** The upload form's chooser, step 1: "New patient" with its own name (never matched to an existing patient). */
export async function chooseNewPatient(page: Page, name: string) {
  await page.getByRole('button', { name: 'New patient', exact: true }).click();
  await page.getByLabel('Patient name').fill(name);
}

/**
 * The upload form's chooser: the patient found by `query` (a name, an MRN or a birth date), then
 * one of their wounds (`wound` matches its label) or "New wound".
 */
export async function chooseWound(page: Page, query: string, patient: string, wound: RegExp) {
  await page.getByLabel('Find the patient').fill(query);
  await page
    .getByRole('list', { name: 'Matching patients' })
    .getByRole('button', { name: new RegExp(`^${patient}`) })
    .first()
    .click();
  await page.getByRole('radio', { name: wound }).check();
}
