/**
 * The whole life of an assessment's files with photos in an S3-compatible bucket (a local
 * s3rver started here, no network): upload, analysis, the photo read back, the PDF, the FHIR
 * export with the photo, and the purge removing every object — while the bucket holds only
 * ciphertext. Runs on PGlite, and on PostgreSQL under `npm run test:pg`.
 */
import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PatientJson, AssessmentJson, WoundJson } from '@woundcare/api-types';
import { PutObjectCommand } from '@aws-sdk/client-s3';
import { MAGIC } from '../src/security/storage/photo-crypto.ts';
import { createS3Client, listObjects, s3SettingsOf } from '../src/services/storage/s3-file-store.ts';
import { createTestApp, type TestApp } from './support/harness.ts';
import { createFakeAnalyzer, photoJpeg } from './support/fake-analyzer.ts';
import { startLocalS3, type LocalS3 } from './support/local-s3.ts';
import { extractPdfText } from './support/pdf-text.ts';
import { uploadForm, waitForAssessment } from './support/assessment-client.ts';

const DAY = 86_400_000;
const fake = createFakeAnalyzer(2);
let s3: LocalS3;
let t: TestApp;
let photo: Buffer;
let now = new Date();
const json = async <T>(res: Response) => (await res.json()) as T;

beforeAll(async () => {
  s3 = await startLocalS3(['woundly-photos']);
  t = await createTestApp(
    {
      ...s3.env('woundly-photos', 'clinic-a'),
      // the disk guard would refuse every upload with this reserve; a bucket has no free-space figure
      MIN_FREE_DISK_MB: '10000000',
    },
    { workspace: { analyzer: fake.analyzer, clock: () => now } },
  );
  photo = await photoJpeg(320, 240);
}, 300_000);
afterAll(async () => {
  await t?.close();
  await s3?.close();
});

/** Every object s3rver holds under `clinic-a/<dir>/`, by file name, with its stored bytes. */
function objectsIn(dir: string): Map<string, Buffer> {
  const out = new Map<string, Buffer>();
  const root = path.join(s3.directory, 'woundly-photos', 'clinic-a', ...dir.split('/'));
  let names: string[];
  try {
    names = readdirSync(root);
  } catch {
    return out;
  }
  // s3rver keeps an object as <key>._S3rver_object beside its metadata
  for (const f of names) {
    const m = /^(.+)\._S3rver_object$/.exec(f);
    if (m && statSync(path.join(root, f)).isFile()) out.set(m[1]!, readFileSync(path.join(root, f)));
  }
  return out;
}

describe('photos in an S3 bucket', () => {
  it('carries an assessment from upload to purge, storing only ciphertext in the bucket', async () => {
    expect(t.deps.workspace.files.kind).toBe('s3');
    expect(t.deps.workspace.files.root).toBe('s3://woundly-photos/clinic-a/');
    const c = t.client();
    await c.signUp();
    const patient = (
      await json<{ patient: PatientJson }>(
        await c.request('/api/patients', { method: 'POST', json: { display_name: 'Bucket Patient' } }),
      )
    ).patient;
    const wound = (
      await json<{ wound: WoundJson }>(
        await c.request(`/api/patients/${patient.id}/wounds`, { method: 'POST', json: {} }),
      )
    ).wound;

    // upload (accepted although the disk reserve is set beyond any disk: a bucket is not guarded) → analysis
    const res = await c.request('/api/assessments', {
      method: 'POST',
      body: uploadForm({ wound_id: wound.id }, { data: photo }),
    });
    expect(res.status, await res.clone().text()).toBe(202);
    const { assessment } = await waitForAssessment(c, (await json<{ assessment: AssessmentJson }>(res)).assessment.id);
    expect(assessment.status).toBe('completed');
    const { photo_dir: dir } = await t.deps.db
      .selectFrom('assessments')
      .select('photo_dir')
      .where('wound_id', '=', wound.id)
      .executeTakeFirstOrThrow();

    // the bucket holds the photo and the analysis images, each an encrypted envelope
    const stored = objectsIn(dir);
    expect([...stored.keys()]).toEqual(expect.arrayContaining(['photo', 'annotated.png', 'mask.png']));
    for (const [, bytes] of stored) {
      expect(bytes.subarray(0, MAGIC.length).equals(MAGIC)).toBe(true);
      expect(bytes.includes(Buffer.from('\x89PNG', 'latin1'))).toBe(false);
    }
    expect(stored.get('photo')!.includes(photo.subarray(200, 264))).toBe(false);

    // the photo read back is the photo uploaded; the annotated image is a PNG
    const image = await c.request(`/api/assessments/${assessment.id}/image`);
    expect(image.status).toBe(200);
    expect(Buffer.from(await image.arrayBuffer()).equals(photo)).toBe(true);
    const annotated = await c.request(`/api/assessments/${assessment.id}/annotated`);
    expect(
      Buffer.from(await annotated.arrayBuffer())
        .subarray(1, 4)
        .toString('latin1'),
    ).toBe('PNG');

    // the PDF report draws the stored image
    const pdf = await c.request(`/api/assessments/${assessment.id}/report.pdf`);
    expect(pdf.status).toBe(200);
    const pdfBytes = new Uint8Array(await pdf.arrayBuffer());
    expect(await extractPdfText(pdfBytes)).toContain(assessment.id);
    expect(Buffer.from(pdfBytes).includes(Buffer.from('/Subtype /Image', 'latin1'))).toBe(true);

    // the FHIR export carries the photo itself
    const fhir = await c.request(`/api/assessments/${assessment.id}/fhir`);
    expect(fhir.status).toBe(200);
    expect(await fhir.text()).toContain(photo.toString('base64'));

    // deleted, then purged after the retention period: every object under the directory is gone
    expect((await c.request(`/api/assessments/${assessment.id}`, { method: 'DELETE' })).status).toBe(204);
    now = new Date(Date.now() + 29 * DAY);
    await t.deps.workspace.jobs.purgeTrash();
    expect(objectsIn(dir).size).toBeGreaterThanOrEqual(3);
    now = new Date(Date.now() + 31 * DAY);
    const report = await t.deps.workspace.jobs.purgeTrash();
    expect(report!.photoDirs).toBeGreaterThanOrEqual(1);
    expect(objectsIn(dir).size).toBe(0);
    expect(await t.deps.workspace.files.read(dir, 'photo')).toBeNull();
  });
});

describe('a server starting on a bucket', () => {
  it('sweeps what a crash left in the bucket (a directory no record names) and keeps the rest', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'woundly-s3-start-'));
    const env = {
      ...s3.env('woundly-photos', 'restart'),
      DATA_DIR: dataDir,
      STORAGE_KEY: randomBytes(32).toString('base64'),
    };
    const client = createS3Client(s3SettingsOf(env)!);
    const put = (key: string) =>
      client.send(new PutObjectCommand({ Bucket: 'woundly-photos', Key: `restart/${key}`, Body: Buffer.from('x') }));
    // an upload cut short before its record was inserted, and something that is no assessment directory
    const orphan = `restart/user-x/${randomUUID()}/photo`;
    await put(orphan.slice('restart/'.length));
    await put('notes/readme.txt');
    const started = await createTestApp(env);
    try {
      const left: string[] = [];
      for await (const o of listObjects(client, 'woundly-photos', 'restart/')) left.push(o.key);
      // alone on an embedded database it goes at once; with PostgreSQL (several servers may share the
      // bucket) only after an hour, so an upload another server is storing right now is never touched
      expect(left.sort()).toEqual(
        started.deps.dbKind === 'pglite' ? ['restart/notes/readme.txt'] : [orphan, 'restart/notes/readme.txt'].sort(),
      );
    } finally {
      await started.close();
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});

describe('a bucket that stops answering', () => {
  it('answers 503 STORAGE_UNAVAILABLE for an upload and a photo, stores no record, and logs the cause', async () => {
    const flaky = await startLocalS3(['flaky']);
    const app = await createTestApp(flaky.env('flaky'), { workspace: { analyzer: fake.analyzer } });
    try {
      const c = app.client();
      await c.signUp();
      const { assessment } = await json<{ assessment: AssessmentJson }>(
        await c.request('/api/assessments', {
          method: 'POST',
          body: uploadForm({ patient_name: 'Before The Outage' }, { data: photo }),
        }),
      );
      await waitForAssessment(c, assessment.id);
      await flaky.close();

      const refused = await c.request('/api/assessments', {
        method: 'POST',
        body: uploadForm({ patient_name: 'During The Outage' }, { data: photo }),
      });
      expect(refused.status).toBe(503);
      expect((await json<{ error: { code: string } }>(refused)).error.code).toBe('STORAGE_UNAVAILABLE');
      const rows = await app.deps.db
        .selectFrom('assessments')
        .select('patient_name')
        .where('patient_name', 'like', '% The Outage')
        .execute();
      expect(rows.map((r) => r.patient_name)).toEqual(['Before The Outage']);

      const image = await c.request(`/api/assessments/${assessment.id}/image`);
      expect(image.status).toBe(503);
      expect((await json<{ error: { code: string } }>(image)).error.code).toBe('STORAGE_UNAVAILABLE');
      expect(
        app.logs.some((l) => /\[error\] POST \/api\/assessments .*STORAGE_UNAVAILABLE: .*ECONNREFUSED/.test(l)),
      ).toBe(true);
    } finally {
      await app.close();
    }
  });
});
