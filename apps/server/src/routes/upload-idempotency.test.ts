import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PatientJson, WoundJson } from '@woundcare/api-types';
import { createTestApp, type TestApp } from '../../test/support/harness.ts';
import { createFakeAnalyzer, noisyJpeg, photoJpeg } from '../../test/support/fake-analyzer.ts';
import { uploadForm, userIdOf } from '../../test/support/assessment-client.ts';
import { acceptUpload, parseUploadForm, type UploadContext } from '../services/assessments/accept-upload.ts';
import { storageLimitsOf } from '../services/assessments/storage-room.ts';
import type { AssessmentJson } from '../services/assessments/assessment-types.ts';

/**
 * Uploads are exactly once per idempotency key: a retry after a lost answer, or two sends of the
 * same queued photo at once, store one assessment and both get its answer. Runs on PGlite, and on
 * PostgreSQL under `npm run test:pg`.
 */
const fake = createFakeAnalyzer();
let t: TestApp;
let photo: Buffer;
let otherPhoto: Buffer;

beforeAll(async () => {
  t = await createTestApp({}, { workspace: { analyzer: fake.analyzer } });
  photo = await photoJpeg();
  otherPhoto = await noisyJpeg();
});
afterAll(() => t.close());

type Client = ReturnType<TestApp['client']>;
type Answer = { assessment: AssessmentJson; error?: { code: string; message: string } };

async function signedIn() {
  const c = t.client();
  await c.signUp();
  return c;
}

async function send(c: Client, key: string | null, fields: Record<string, string>, data = photo) {
  const res = await c.request('/api/assessments', {
    method: 'POST',
    body: uploadForm(fields, { data }),
    headers: key === null ? {} : { 'Idempotency-Key': key },
  });
  return { res, body: (await res.json()) as Answer };
}

/** the rows stored under a key, counted in the database (of any team) */
async function rowsWithKey(key: string) {
  const rows = await t.deps.db.selectFrom('assessments').select('id').where('upload_key', '=', key).execute();
  return rows.length;
}

async function patientsOf(c: Client) {
  return ((await (await c.request('/api/patients')).json()) as { patients: PatientJson[] }).patients;
}

async function woundOf(c: Client) {
  const p = await c.request('/api/patients', { method: 'POST', json: { display_name: 'Maria Lopez' } });
  const { patient } = (await p.json()) as { patient: PatientJson };
  const w = await c.request(`/api/patients/${patient.id}/wounds`, { method: 'POST', json: {} });
  return ((await w.json()) as { wound: WoundJson }).wound;
}

describe('Idempotency-Key on POST /api/assessments', () => {
  it('a retry after a lost answer gets the first upload’s assessment (200), never a second one', async () => {
    const c = await signedIn();
    const key = randomUUID();
    const fields = { patient_name: 'Ada Home', exam_date: '2026-11-20' };
    const first = await send(c, key, fields);
    expect(first.res.status).toBe(202);
    expect(first.res.headers.get('Idempotent-Replayed')).toBeNull();

    // the answer was lost on the way: the client sends the same photo with the same key again
    const again = await send(c, key, fields);
    expect(again.res.status).toBe(200);
    expect(again.res.headers.get('Idempotent-Replayed')).toBe('true');
    expect(again.body.assessment.id).toBe(first.body.assessment.id);
    expect(again.body.assessment.woundId).toBe(first.body.assessment.woundId);
    // the key is case-insensitive (a UUID), so an upper-case repeat is the same upload
    expect((await send(c, key.toUpperCase(), fields)).body.assessment.id).toBe(first.body.assessment.id);

    expect(await rowsWithKey(key)).toBe(1);
    expect((await patientsOf(c)).map((p) => p.displayName)).toEqual(['Ada Home']);
    const list = (await (await c.request('/api/assessments')).json()) as { assessments: AssessmentJson[] };
    expect(list.assessments).toHaveLength(1);
  });

  it('a repeat to a chosen wound is not refused as a second visit that day', async () => {
    const c = await signedIn();
    const wound = await woundOf(c);
    const key = randomUUID();
    const fields = { wound_id: wound.id, exam_date: '2026-11-21' };
    const first = await send(c, key, fields);
    expect(first.res.status).toBe(202);
    // without a key the same photo and day is a second visit, which the server questions (409)
    expect((await send(c, null, fields)).body.error?.code).toBe('EXAM_DATE_CONFLICT');
    const again = await send(c, key, fields);
    expect(again.res.status).toBe(200);
    expect(again.body.assessment.id).toBe(first.body.assessment.id);
    expect(await rowsWithKey(key)).toBe(1);
  });

  it('the same key with another photo or other fields is refused (409 IDEMPOTENCY_KEY_REUSED)', async () => {
    const c = await signedIn();
    const key = randomUUID();
    const fields = { patient_name: 'Ben Field', exam_date: '2026-11-22' };
    expect((await send(c, key, fields)).res.status).toBe(202);

    const otherPicture = await send(c, key, fields, otherPhoto);
    expect(otherPicture.res.status).toBe(409);
    expect(otherPicture.body.error?.code).toBe('IDEMPOTENCY_KEY_REUSED');
    const otherDay = await send(c, key, { ...fields, exam_date: '2026-11-23' });
    expect(otherDay.res.status).toBe(409);
    expect(otherDay.body.error?.code).toBe('IDEMPOTENCY_KEY_REUSED');
    expect(await rowsWithKey(key)).toBe(1);
    expect(await patientsOf(c)).toHaveLength(1);
  });

  it('a key that is not a UUID is a 400 INVALID_IDEMPOTENCY_KEY and stores nothing', async () => {
    const c = await signedIn();
    for (const bad of ['1', 'not-a-uuid', `${randomUUID()}x`]) {
      const { res, body } = await send(c, bad, { patient_name: 'Cy Key' });
      expect([bad, res.status, body.error?.code]).toEqual([bad, 400, 'INVALID_IDEMPOTENCY_KEY']);
    }
    expect(await patientsOf(c)).toEqual([]);
  });

  it('a key is the team’s: another team’s upload with the same key is its own assessment', async () => {
    const a = await signedIn();
    const b = await signedIn();
    const key = randomUUID();
    const fields = { patient_name: 'Dee Team', exam_date: '2026-11-24' };
    const fromA = await send(a, key, fields);
    const fromB = await send(b, key, fields);
    expect([fromA.res.status, fromB.res.status]).toEqual([202, 202]);
    expect(await rowsWithKey(key)).toBe(2);
    expect(fromB.res.headers.get('Idempotent-Replayed')).toBeNull();
    expect(await patientsOf(b)).toHaveLength(1);
  });

  it('two sends of the same upload at once store one assessment and both answer with it', async () => {
    const c = await signedIn();
    const key = randomUUID();
    const fields = { patient_name: 'Eve Twice', exam_date: '2026-11-25' };
    const [x, y] = await Promise.all([send(c, key, fields), send(c, key, fields)]);
    expect([x.res.status, y.res.status].sort()).toEqual([200, 202]);
    expect(x.body.assessment.id).toBe(y.body.assessment.id);
    expect(await rowsWithKey(key)).toBe(1);
    expect(await patientsOf(c)).toHaveLength(1);
  });
});

describe('the upload use-case under a real race', () => {
  // Two servers on one database receive the same retry at once: both pass the look-up for the
  // key and reach the insert; the unique index lets one row in. Called here without the route's
  // one-at-a-time gate, so the two really run together.
  it('lets one row in, leaves no second patient, and answers both with that row', async () => {
    const c = await signedIn();
    const userId = await userIdOf(c);
    const teamId = (
      await t.deps.db
        .selectFrom('member')
        .select('organizationId')
        .where('userId', '=', userId)
        .executeTakeFirstOrThrow()
    ).organizationId;
    const ws = t.deps.workspace;
    const ctx: UploadContext = {
      db: t.deps.db,
      files: ws.files,
      enqueue: (id) => ws.jobs.enqueue(id),
      maxBytes: 20 * 1024 * 1024,
      storage: storageLimitsOf(t.deps.env),
    };
    const key = randomUUID();
    const form = () => {
      const f = uploadForm({ patient_name: 'Flo Race', exam_date: '2026-11-26' }, { data: photo });
      return parseUploadForm(Object.fromEntries(f.entries()));
    };
    const accept = async () => {
      const { fields, file } = form();
      const original = Buffer.from(await file.arrayBuffer());
      return acceptUpload(ctx, { userId, teamId, fields, original, chargeDecode: async () => {}, key });
    };
    const answers = await Promise.all([accept(), accept(), accept()]);
    expect(new Set(answers.map((a) => a.assessment.id)).size).toBe(1);
    expect(answers.filter((a) => !a.replayed)).toHaveLength(1);
    expect(await rowsWithKey(key)).toBe(1);
    expect((await patientsOf(c)).map((p) => p.displayName)).toEqual(['Flo Race']);
  });
});
