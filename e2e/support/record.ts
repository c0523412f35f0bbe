import type { Page } from 'playwright-core';
import { expect } from 'vitest';

export type Photo = { name: string; mimeType: string; buffer: Buffer };

/** A JSON call to the API with the page's session. */
export async function callApi<T>(page: Page, method: string, url: string, body?: unknown): Promise<T> {
  const res = await page.request.fetch(url, { method, data: body });
  if (!res.ok()) throw new Error(`${method} ${url}: ${res.status()} ${await res.text()}`);
  return (await res.json()) as T;
}

/** Waits until the assessment has finished (completed or failed); returns its status. */
export async function analysisDone(page: Page, id: string): Promise<string> {
  let status = '';
  await expect
    .poll(
      async () => {
        const r = (await (await page.request.get(`/api/assessments/${id}`)).json()) as {
          assessment: { status: string };
        };
        status = r.assessment.status;
        return status === 'completed' || status === 'failed';
      },
      { timeout: 180_000 },
    )
    .toBe(true);
  return status;
}

/** A photo of an existing wound uploaded through the API (seeding a record; not what a user does). */
export async function seedAssessment(page: Page, woundId: string, photo: Photo, examDate: string) {
  const up = await page.request.post('/api/assessments', {
    multipart: { wound_id: woundId, exam_date: examDate, file: photo },
  });
  expect(up.status()).toBe(202);
  const { assessment } = (await up.json()) as { assessment: { id: string } };
  return assessment.id;
}

/**
 * The upload form, opened for a chosen wound (its link on the worklist or the wound page): add
 * the photo and start the analysis; resolves on the new assessment's address. The one place an
 * e2e drives the form, so a change of the form changes only this helper.
 */
export async function uploadOnOpenForm(page: Page, photo: Photo): Promise<string> {
  await page.getByLabel('Wound image').setInputFiles(photo);
  await page.getByRole('button', { name: 'Start Analysis' }).click();
  await page.waitForURL(/\/demo\/assessments\/[^/]+$/);
  return new URL(page.url()).pathname.split('/').pop()!;
}
