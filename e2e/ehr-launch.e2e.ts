import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { createScene, sceneJpeg } from '@woundcare/wound-vision/test/synthetic-scene';
import { startFhirPeer, type FhirPeer } from '@woundcare/server/test/fhir-peer';
import { BASE_URL, bookDemo, expectNoAxeViolations, useBrowser } from './support/browser.ts';
import { analysisDone, callApi, seedAssessment, type Photo } from './support/record.ts';

/**
 * SMART on FHIR in Chromium against a composed EHR (medplum's FHIR router + oauth2-mock-server,
 * running in this process): an admin registers the EHR on the Team page; the EHR launches the app
 * with its patient, the clinician confirms the patient, sends an assessment to the chart and sees
 * "In the chart"; "Connect to the chart" (the standalone launch) opens the same patient; a launch
 * from an EHR the team never registered is refused with its code. E2E_SCREENSHOTS=DIR saves the
 * launch landing, the connection settings and the chart state at 1280 and 390 px.
 */

const b = useBrowser();
let peer: FhirPeer;
let photo: Photo;

const EHR_PATIENT = {
  resourceType: 'Patient' as const,
  id: 'ehr-e2e-1',
  name: [{ use: 'official' as const, given: ['Erin'], family: 'Launch' }],
  birthDate: '1948-07-21',
  gender: 'female' as const,
  identifier: [{ type: { coding: [{ code: 'MR' }] }, value: 'MRN-E2E-1' }],
};

async function snap(page: Page, name: string) {
  const dir = process.env.E2E_SCREENSHOTS;
  if (!dir) return;
  for (const [label, width] of [
    ['desktop', 1280],
    ['phone', 390],
  ] as const) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: `${dir}/ehr-${name}-${label}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 800 });
}

beforeAll(async () => {
  // the app names itself http://localhost:PORT (no PUBLIC_ORIGIN); the suite's session lives on 127.0.0.1
  peer = await startFhirPeer({ patient: EHR_PATIENT, browserOrigin: BASE_URL });
  await peer.repo.createResource(EHR_PATIENT);
  photo = {
    name: 'ehr.jpg',
    mimeType: 'image/jpeg',
    buffer: await sceneJpeg(await createScene({ seed: 21, width: 1280, height: 960 })),
  };
}, 120_000);
afterAll(() => peer?.close());

describe('EHR launch (SMART on FHIR)', () => {
  it('registers the EHR, launches from it, confirms the patient, sends an assessment to the chart, and connects standalone', async () => {
    const { page, consoleErrors } = await b.newPage();
    await bookDemo(page, { first: 'Eve', last: 'Admin' });

    // the team's EHR connection (the owner is an admin)
    await page.goto('/demo/team');
    const section = page.getByRole('region', { name: 'EHR connections (SMART on FHIR)' });
    await section.getByText('No EHR is connected to this team yet.').waitFor();
    await section.getByRole('button', { name: 'Add an EHR connection' }).click();
    await section.getByLabel('Name').fill('Sandbox EHR');
    await section.getByLabel('FHIR base URL (iss)').fill(peer.base);
    await section.getByLabel('Client ID').fill('woundly-e2e');
    // off unless an admin switches it on
    expect(await section.getByLabel(/Send each assessment to the chart when it is confirmed/).isChecked()).toBe(false);
    await snap(page, 'connection-form');
    await section.getByRole('button', { name: 'Save connection' }).click();
    await section.getByText('Saved the connection to Sandbox EHR.').waitFor();
    await section.getByText(/\/launch\/callback$/).waitFor();
    await expectNoAxeViolations(page, 'main');
    await snap(page, 'connection-settings');

    // a launch naming an EHR the team never registered
    await page.goto(`/launch?iss=${encodeURIComponent('https://unknown-ehr.example.org/fhir')}&launch=abc`);
    await page.getByText('EHR_ISSUER_NOT_ALLOWED').waitFor();
    await page.getByText('This EHR is not registered for any of your teams.', { exact: false }).waitFor();
    await expectNoAxeViolations(page, 'main');
    await snap(page, 'launch-refused');

    // the EHR opens the app: through the EHR's authorization back to the landing, the patient to confirm
    await page.goto(`/launch?iss=${encodeURIComponent(peer.base)}&launch=${peer.launchId}`);
    await page.waitForURL(/\/launch\/callback\?/);
    const confirm = page.getByRole('region', { name: 'Create this patient in Woundly?' });
    await confirm.getByText('Erin Launch').waitFor();
    await confirm.getByText('MRN-E2E-1').waitFor();
    expect(peer.seen.authorizeRequests.at(-1)!.get('code_challenge_method')).toBe('S256');
    await expectNoAxeViolations(page, 'main');
    await snap(page, 'launch-confirm');
    await confirm.getByRole('button', { name: 'Create patient' }).click();
    await page.waitForURL(/\/demo\/patients\/[^/]+$/);
    const patientId = new URL(page.url()).pathname.split('/').pop()!;

    // an assessment of the patient, sent to the chart from its result
    const { wound } = await callApi<{ wound: { id: string } }>(page, 'POST', `/api/patients/${patientId}/wounds`, {
      etiology: 'diabetic_foot_ulcer',
      body_site: 'heel_left',
    });
    const id = await seedAssessment(page, wound.id, photo, new Date().toISOString().slice(0, 10));
    expect(await analysisDone(page, id)).toBe('completed');
    await page.goto(`/demo/assessments/${id}`);
    await page.getByRole('button', { name: 'Send to chart' }).click();
    await page.getByText('In the chart').waitFor();
    expect((await peer.search('DocumentReference')).length).toBe(1);
    expect((await peer.search('Media')).length).toBe(1);
    await expectNoAxeViolations(page, 'main');
    await snap(page, 'in-the-chart');

    // the standalone launch from the workspace opens the same patient
    await page.goto('/demo/team');
    await page.getByRole('button', { name: 'Connect to the chart' }).click();
    await page.waitForURL(new RegExp(`/demo/patients/${patientId}$`));
    expect(peer.seen.authorizeRequests.at(-1)!.get('scope')).toContain('launch/patient');
    expect(consoleErrors.filter((e) => !/Failed to load resource/.test(e))).toEqual([]);
  });
});
