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

/** A JSON request made by the signed-in page itself (its cookies and its origin, as the app's own calls are). */
export async function pageRequest<T>(page: Page, method: string, url: string, body: unknown): Promise<T> {
  return page.evaluate(
    async ([m, u, data]) => {
      const res = await fetch(u, {
        method: m,
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(data),
      });
      if (!res.ok) throw new Error(`${u}: ${res.status} ${await res.text()}`);
      return (await res.json()) as unknown;
    },
    [method, url, body] as const,
  ) as Promise<T>;
}

/**
 * Set-up through the API (not what a user does): a new patient with one wound and one photo of it,
 * analysed by the engine; `bedsideSigns` are the upload form's checklist answers. Returns the ids.
 */
export async function analysedAssessment(
  page: Page,
  photo: Photo,
  opts: { patient: Record<string, string>; wound: Record<string, string>; bedsideSigns?: Record<string, string> },
): Promise<{ patientId: string; assessmentId: string }> {
  const { patient } = await pageRequest<{ patient: { id: string } }>(page, 'POST', '/api/patients', opts.patient);
  const { wound } = await pageRequest<{ wound: { id: string } }>(
    page,
    'POST',
    `/api/patients/${patient.id}/wounds`,
    opts.wound,
  );
  const up = await page.request.post('/api/assessments', {
    multipart: {
      wound_id: wound.id,
      ...(opts.bedsideSigns ? { bedside_signs: JSON.stringify(opts.bedsideSigns) } : {}),
      file: photo,
    },
  });
  expect(up.status()).toBe(202);
  const { assessment } = (await up.json()) as { assessment: { id: string } };
  expect(await analysisDone(page, assessment.id)).toBe('completed');
  return { patientId: patient.id, assessmentId: assessment.id };
}

/** The upload form's checklist of a diabetic foot infection with systemic signs (IWGDF/IDSA grade 4). */
export const SYSTEMIC_DFU_SIGNS = {
  local_swelling_induration: 'present',
  local_warmth: 'present',
  purulent_discharge: 'present',
  systemic_signs: 'present',
};
