import type { ServerStatusJson } from '@woundcare/api-types/workspace-status';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { PDFDocument } from 'pdf-lib';
import sharp from 'sharp';
import { createRequire } from 'node:module';
import { ImageInputError } from '@woundcare/wound-vision/errors';
import { createTestApp, ORIGIN, type TestApp } from '../../test/support/harness.ts';
import { createFakeAnalyzer, noisyJpeg, photoJpeg, rectMask, tinyPng } from '../../test/support/fake-analyzer.ts';
import { upload, uploadForm, userIdOf, waitForAssessment } from '../../test/support/assessment-client.ts';
import { extractPdfText } from '../../test/support/pdf-text.ts';

const oneLineText = (s: string) => s.replace(/\s+/g, ' ');
import type { AssessmentJson } from '../services/assessments/assessment-types.ts';
import type { ClinicalAssessment } from '@woundcare/api-types';
import { RULES_VERSION } from '../clinical/derive-assessment.ts';

const fake = createFakeAnalyzer();
let t: TestApp;
let photo: Buffer;

beforeAll(async () => {
  t = await createTestApp({}, { workspace: { analyzer: fake.analyzer } });
  photo = await photoJpeg();
});
afterAll(() => t.close());

async function signedIn() {
  const c = t.client();
  await c.signUp();
  return c;
}

type ErrorJson = { error: { code: string; message: string } };

describe('assessment lifecycle', () => {
  it('answers 202 at once, shows the stages as they happen, then the derived result', async () => {
    const c = await signedIn();
    fake.script.push({ area: 6.5, diagnosis: 'infected' });
    fake.stepStages();
    const { res, body } = await upload(c, '  Jane Doe  ', photo, {
      signs: 'exudate, smell',
      bedside_signs: JSON.stringify({ debris: 'present' }),
      conf_thresh: '0.3',
    });
    expect(res.status).toBe(202);
    expect(body.assessment).toMatchObject({
      id: 'analysis-1',
      patientName: 'Jane Doe',
      status: 'analyzing',
      stage: null,
      simulated: false,
      analysisResult: null,
      processingTime: null,
    });
    // each stage holds until the API has shown it: the client sees every stage, in order
    const seen: string[] = [];
    for (const stage of ['decoding', 'calibrating', 'outlining', 'measuring', 'assessing']) {
      const { assessment: during } = await waitForAssessment(
        c,
        'analysis-1',
        (th) => th.stage === stage || th.status !== 'analyzing',
      );
      seen.push(`${during.status}/${during.stage}`);
      fake.advance();
    }
    expect(seen).toEqual([
      'analyzing/decoding',
      'analyzing/calibrating',
      'analyzing/outlining',
      'analyzing/measuring',
      'analyzing/assessing',
    ]);
    fake.stepStages(false);
    const { assessment } = await waitForAssessment(c, 'analysis-1');
    expect(assessment.status).toBe('completed');
    expect(assessment.stage).toBeNull();
    // local infection (IWII 2022: antimicrobial care, review soon); area alone sets no priority
    expect(assessment.priority).toBe('medium');
    // measured wall time in seconds, rounded to 0.1 s: a fast database and the fake engine can give 0.0
    expect(typeof assessment.processingTime).toBe('number');
    expect(assessment.processingTime).toBeGreaterThanOrEqual(0);
    const r = assessment.analysisResult!;
    expect(r).toMatchObject({
      severity: 'medium',
      diagnosis: 'infected',
      area_cm2: 6.5,
      calibrated: true,
      outline_source: 'model',
      outline_quality: null,
    });
    // debris + exudate + smell, all recorded at the bedside = 3 NERDS: positive, local
    expect(r.infection_screen).toMatchObject({ result: 'positive', level: 'local', osteomyelitis_flag: false });
    expect(r).not.toHaveProperty('healingStage');
    expect(r).not.toHaveProperty('confidence');
    expect(r.advice.map((a) => a.id)).toContain('infection_local');
    expect(r.recommendations).toEqual(r.advice.map((a) => a.text));
    // the plan summary is the stored assessment's plan (its follow-up, first steps, antimicrobials)
    const a = assessment.clinical!;
    expect(a.rulesVersion).toBe(RULES_VERSION);
    expect(r.treatmentPlan.followUp).toBe(a.plan.followUp);
    expect(r.treatmentPlan.procedures).toEqual(a.plan.steps.slice(0, 4).map((s) => s.text));
    expect(r.treatmentPlan.medications.length).toBeGreaterThan(0);
    expect(r.treatmentPlan.medications.every((m) => /antimicrobial|antiseptic|antibiotic/i.test(m))).toBe(true);
    expect(r.advice.map((x) => x.id)).toEqual(a.advice.map((x) => x.id));
    // the engine got the options from the upload
    const call = fake.calls.at(-1)!;
    expect(call.clinicianSigns).toEqual({ exudate: 'present', smell: 'present', debris: 'present' });
    expect(call.confThresh).toBe(0.3);
    // files: the photo as uploaded, private, and the annotated image
    const img = await c.request(assessment.imageUrl);
    expect(img.status).toBe(200);
    expect(img.headers.get('cache-control')).toBe('private, no-store');
    expect(img.headers.get('content-type')).toBe('image/jpeg');
    expect(Buffer.from(await img.arrayBuffer()).equals(photo)).toBe(true);
    const ann = await c.request(assessment.annotatedUrl!);
    expect(ann.headers.get('content-type')).toBe('image/png');
    expect((await c.request(`/api/assessments/${assessment.id}/mask`)).status).toBe(200);
    // stored under DATA_DIR/uploads/<userId>/<uuid>, not under any public path
    const row = await t.deps.db
      .selectFrom('assessments')
      .selectAll()
      .where('user_id', '=', await userIdOf(c))
      .where('seq', '=', 1)
      .executeTakeFirstOrThrow();
    expect(row.photo_dir).toMatch(new RegExp(`^${row.user_id}/[0-9a-f-]{36}$`));
    expect(existsSync(path.join(t.deps.workspace.files.root, row.photo_dir, 'photo'))).toBe(true);
  });

  it('shows a TIFF photo as JPEG (browsers cannot draw TIFF) and keeps the original', async () => {
    const c = await signedIn();
    const tiff = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#a55' } })
      .tiff()
      .toBuffer();
    const res = await c.request('/api/assessments', {
      method: 'POST',
      body: uploadForm({ patient_name: 'Tiff' }, { data: tiff, type: 'image/tiff', name: 'x.tif' }),
    });
    expect(res.status).toBe(202);
    const shown = await c.request('/api/assessments/analysis-1/image');
    expect(shown.headers.get('content-type')).toBe('image/jpeg');
    expect((await sharp(Buffer.from(await shown.arrayBuffer())).metadata()).format).toBe('jpeg');
    const original = await c.request('/api/assessments/analysis-1/image?original=1');
    expect(original.headers.get('content-type')).toBe('image/tiff');
    expect(Buffer.from(await original.arrayBuffer()).equals(tiff)).toBe(true);
    await waitForAssessment(c, 'analysis-1');
  });

  it('numbers assessments per user and lists them newest first', async () => {
    const c = await signedIn();
    await upload(c, 'First', photo);
    await upload(c, 'Second', photo);
    await waitForAssessment(c, 'analysis-2');
    const list = (await (await c.request('/api/assessments')).json()) as { assessments: AssessmentJson[] };
    expect(list.assessments.map((x) => `${x.id} ${x.patientName}`)).toEqual(['analysis-2 Second', 'analysis-1 First']);
  });

  it('marks an uncalibrated photo: no cm² figure, no area ±, a re-photo recommendation', async () => {
    const c = await signedIn();
    fake.script.push({ calibrated: false, annotated: false });
    await upload(c, 'No Sticker', photo);
    const { assessment } = await waitForAssessment(c, 'analysis-1');
    expect(assessment.analysisResult).toMatchObject({
      area_cm2: null,
      calibrated: false,
      area_uncertainty_cm2: null,
      severity: 'low',
    });
    expect(assessment.annotatedUrl).toBeNull();
    expect(assessment.analysisResult!.recommendations.some((x) => /calibration sticker/.test(x))).toBe(true);
    expect((await c.request('/api/assessments/analysis-1/annotated')).status).toBe(404);
  });

  it('ends failed with a readable reason when the engine throws — never stuck in analyzing', async () => {
    const c = await signedIn();
    fake.script.push({
      throws: new ImageInputError('TRUNCATED_IMAGE', 'The image file is incomplete (truncated); upload it again.'),
    });
    fake.script.push({ throws: new Error('segfault at 0xdeadbeef in /opt/secret/path') });
    await upload(c, 'Fail One', photo);
    const a = await waitForAssessment(c, 'analysis-1');
    expect(a.assessment).toMatchObject({
      status: 'failed',
      stage: null,
      error: 'The image file is incomplete (truncated); upload it again.',
      analysisResult: null,
    });
    await upload(c, 'Fail Two', photo);
    const b = await waitForAssessment(c, 'analysis-2');
    expect(b.assessment.status).toBe('failed');
    expect(b.assessment.error).toBe('The analysis failed unexpectedly. Please try again.');
    expect(JSON.stringify(b.assessment)).not.toContain('deadbeef');
    // the failed assessment has no plan
    expect((await c.request('/api/assessments/analysis-2/treatment-plan')).status).toBe(404);
  });
});

describe('upload validation (by content, not by name)', () => {
  it('refuses bad uploads with stable codes and creates no assessment', async () => {
    const c = await signedIn();
    const detailed = await noisyJpeg();
    const cases: [string, RequestInit, number, string][] = [
      [
        'text named .jpg',
        {
          method: 'POST',
          body: uploadForm({ patient_name: 'A' }, { data: Buffer.from('hello, not an image'), name: 'x.jpg' }),
        },
        415,
        'UNSUPPORTED_IMAGE',
      ],
      [
        'svg',
        {
          method: 'POST',
          body: uploadForm(
            { patient_name: 'A' },
            {
              data: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
              name: 'x.png',
              type: 'image/png',
            },
          ),
        },
        415,
        'UNSUPPORTED_IMAGE',
      ],
      [
        'empty',
        { method: 'POST', body: uploadForm({ patient_name: 'A' }, { data: Buffer.alloc(0) }) },
        400,
        'EMPTY_FILE',
      ],
      [
        'truncated',
        {
          method: 'POST',
          body: uploadForm({ patient_name: 'A' }, { data: detailed.subarray(0, Math.floor(detailed.length * 0.6)) }),
        },
        422,
        'TRUNCATED_IMAGE',
      ],
      ['no file', { method: 'POST', body: uploadForm({ patient_name: 'A' }) }, 400, 'VALIDATION_ERROR'],
      [
        'blank name',
        { method: 'POST', body: uploadForm({ patient_name: '   ' }, { data: photo }) },
        400,
        'VALIDATION_ERROR',
      ],
      [
        'long name',
        { method: 'POST', body: uploadForm({ patient_name: 'x'.repeat(121) }, { data: photo }) },
        400,
        'VALIDATION_ERROR',
      ],
      [
        'bad sign',
        { method: 'POST', body: uploadForm({ patient_name: 'A', signs: 'smell,drop table' }, { data: photo }) },
        400,
        'VALIDATION_ERROR',
      ],
      [
        'bad conf',
        { method: 'POST', body: uploadForm({ patient_name: 'A', conf_thresh: '2' }, { data: photo }) },
        400,
        'VALIDATION_ERROR',
      ],
      [
        'json',
        {
          method: 'POST',
          body: JSON.stringify({ patient_name: 'A' }),
          headers: { 'content-type': 'application/json' },
        },
        415,
        'UNSUPPORTED_MEDIA_TYPE',
      ],
      [
        'broken multipart',
        {
          method: 'POST',
          body: '--xyz\r\nContent-Disposition: form-data; name="file"\r\n\r\nabc',
          headers: { 'content-type': 'multipart/form-data; boundary=xyz' },
        },
        400,
        'INVALID_MULTIPART',
      ],
      [
        'oversized',
        { method: 'POST', body: uploadForm({ patient_name: 'A' }, { data: Buffer.alloc(21 * 1024 * 1024, 1) }) },
        413,
        'FILE_TOO_LARGE',
      ],
    ];
    // a form of unknown length (streamed, no Content-Length) is refused before anything is read
    const streamed = new Response(uploadForm({ patient_name: 'A' }, { data: photo }));
    cases.push([
      'no content-length',
      {
        method: 'POST',
        body: streamed.body,
        duplex: 'half',
        headers: { 'content-type': streamed.headers.get('content-type')! },
      } as RequestInit,
      411,
      'LENGTH_REQUIRED',
    ]);
    const small = await tinyPng(20, 20);
    cases.push([
      'too small',
      { method: 'POST', body: uploadForm({ patient_name: 'A' }, { data: small, type: 'image/png' }) },
      422,
      'IMAGE_TOO_SMALL',
    ]);
    for (const [name, init, status, code] of cases) {
      const res = await c.request('/api/assessments', init);
      const body = (await res.json()) as ErrorJson;
      expect([name, res.status, body.error.code]).toEqual([name, status, code]);
      expect(body.error.message).toBeTruthy();
    }
    const list = (await (await c.request('/api/assessments')).json()) as { assessments: AssessmentJson[] };
    expect(list.assessments).toEqual([]);
  });
});

describe('ownership and sign-in', () => {
  it('gives another user 404 on every route of an assessment, an empty list, and a visitor 401', async () => {
    const a = await signedIn();
    await upload(a, 'Private Patient', photo);
    await waitForAssessment(a, 'analysis-1');
    const b = await signedIn();
    const visitor = t.client();
    const routes: [string, string, RequestInit?][] = [
      ['GET', '/api/assessments/analysis-1'],
      ['DELETE', '/api/assessments/analysis-1'],
      [
        'PATCH',
        '/api/assessments/analysis-1',
        { body: JSON.stringify({ priority: 'low' }), headers: { 'content-type': 'application/json' } },
      ],
      ['GET', '/api/assessments/analysis-1/image'],
      ['GET', '/api/assessments/analysis-1/annotated'],
      ['GET', '/api/assessments/analysis-1/mask'],
      [
        'POST',
        '/api/assessments/analysis-1/outline',
        { body: uploadForm({}, { data: await tinyPng(64, 48), type: 'image/png' }, 'mask') },
      ],
      ['GET', '/api/assessments/analysis-1/treatment-plan'],
      ['GET', '/api/assessments/analysis-1/consultants?state=Texas'],
      ['GET', '/api/assessments/analysis-1/report.pdf'],
      ['GET', '/api/assessments/analysis-1/fhir'],
    ];
    for (const [method, url, init] of routes) {
      const other = await b.request(url, { method, ...init });
      expect([method, url, other.status]).toEqual([method, url, 404]);
      const text = await other.text();
      expect(text).not.toContain('Private Patient');
      const anon = await visitor.request(url, { method, ...init });
      expect([method, url, anon.status]).toEqual([method, url, 401]);
    }
    expect(((await (await b.request('/api/assessments')).json()) as { assessments: unknown[] }).assessments).toEqual(
      [],
    );
    expect(((await (await b.request('/api/patients')).json()) as { patients: unknown[] }).patients).toEqual([]);
    for (const url of [
      '/api/assessments',
      '/api/patients',
      '/api/status',
      '/api/consultants',
      '/api/states',
      '/doctor_contact/California',
    ]) {
      expect([url, (await visitor.request(url)).status]).toEqual([url, 401]);
    }
    // still there for its owner
    expect((await a.request('/api/assessments/analysis-1')).status).toBe(200);
  });

  it('answers 404 for garbage ids', async () => {
    const c = await signedIn();
    for (const id of [
      'analysis-0',
      'analysis-x',
      '..%2F..%2Fetc%2Fpasswd',
      'analysis-1%00',
      '1',
      'analysis-99999999999',
    ]) {
      const res = await c.request(`/api/assessments/${id}`);
      expect([id, res.status]).toEqual([id, 404]);
    }
  });
});

describe('delete and priority', () => {
  it('deletes the row and the files; the number is not reused', async () => {
    const c = await signedIn();
    await upload(c, 'To Delete', photo);
    await waitForAssessment(c, 'analysis-1');
    const row = await t.deps.db
      .selectFrom('assessments')
      .select(['photo_dir'])
      .where('user_id', '=', await userIdOf(c))
      .where('seq', '=', 1)
      .executeTakeFirstOrThrow();
    const dir = path.join(t.deps.workspace.files.root, row.photo_dir);
    expect(existsSync(dir)).toBe(true);
    const del = await c.request('/api/assessments/analysis-1', { method: 'DELETE' });
    expect(del.status).toBe(204);
    // into the trash: the photo stays until the purge (test/trash.test.ts)
    expect(existsSync(dir)).toBe(true);
    expect((await c.request('/api/assessments/analysis-1')).status).toBe(404);
    expect((await c.request('/api/assessments/analysis-1', { method: 'DELETE' })).status).toBe(404);
    const again = await upload(c, 'After', photo);
    expect(again.body.assessment.id).toBe('analysis-2');
  });

  it('deletes an assessment while it is analysing: the job does not bring it back out of the trash', async () => {
    const c = await signedIn();
    // the hold applies to the next job that runs: let the previous test's job finish first
    await t.deps.workspace.jobs.idle();
    const release = fake.hold();
    await upload(c, 'Deleted Mid-Run', photo);
    await waitForAssessment(c, 'analysis-1', (th) => th.stage === 'assessing');
    const row = await t.deps.db
      .selectFrom('assessments')
      .select(['id', 'photo_dir'])
      .where('user_id', '=', await userIdOf(c))
      .where('seq', '=', 1)
      .executeTakeFirstOrThrow();
    expect((await c.request('/api/assessments/analysis-1', { method: 'DELETE' })).status).toBe(204);
    release();
    await t.deps.workspace.jobs.idle();
    expect((await c.request('/api/assessments/analysis-1')).status).toBe(404);
    expect(((await (await c.request('/api/assessments')).json()) as { assessments: unknown[] }).assessments).toEqual(
      [],
    );
    const kept = await t.deps.db
      .selectFrom('assessments')
      .select(['deleted_at'])
      .where('id', '=', row.id)
      .executeTakeFirstOrThrow();
    expect(kept.deleted_at).not.toBeNull();
  });

  it('changes the priority and validates it', async () => {
    const c = await signedIn();
    await upload(c, 'Prio', photo);
    await waitForAssessment(c, 'analysis-1');
    const ok = await c.request('/api/assessments/analysis-1', { method: 'PATCH', json: { priority: 'high' } });
    expect(ok.status).toBe(200);
    expect(((await ok.json()) as { assessment: AssessmentJson }).assessment.priority).toBe('high');
    expect(
      ((await (await c.request('/api/assessments/analysis-1')).json()) as { assessment: AssessmentJson }).assessment
        .priority,
    ).toBe('high');
    for (const json of [{ priority: 'urgent' }, {}, { priority: 'low', extra: 1 }]) {
      const bad = await c.request('/api/assessments/analysis-1', { method: 'PATCH', json });
      expect(bad.status).toBe(400);
      expect(((await bad.json()) as ErrorJson).error.code).toBe('VALIDATION_ERROR');
    }
  });
});

describe('treatment plan and consultants by assessment', () => {
  it('404s the plan until the analysis has completed, then serves the plan of its diagnosis', async () => {
    const c = await signedIn();
    const release = fake.hold();
    fake.script.push({ diagnosis: 'infected', area: 2 });
    await upload(c, 'Plan Patient', photo);
    const early = await c.request('/api/assessments/analysis-1/treatment-plan');
    expect(early.status).toBe(404);
    expect(((await early.json()) as ErrorJson).error.message).toBe('Assessment not found or analysis not completed');
    expect((await c.request('/api/assessments/analysis-1/consultants')).status).toBe(404);
    release();
    await waitForAssessment(c, 'analysis-1');
    const res = await c.request('/api/assessments/analysis-1/treatment-plan');
    expect(res.status).toBe(200);
    const { plan, clinical } = (await res.json()) as { plan: Record<string, unknown>; clinical: ClinicalAssessment };
    // the spec's plan fields, filled from the stored assessment's plan
    expect(plan).toMatchObject({
      duration: clinical.plan.followUp,
      is_self_treatable: clinical.plan.selfTreatable,
      assessmentId: 'analysis-1',
      simulated: false,
    });
    expect(plan.materials).toEqual(clinical.plan.materials.map((m) => m.text));
    for (const k of ['name', 'description', 'severity', 'materials', 'steps', 'precautions', 'when_to_seek_help'])
      expect(plan).toHaveProperty(k);
  });

  it('recommends consultants of the chosen state with the spec specialist types', async () => {
    const c = await signedIn();
    fake.script.push({ diagnosis: 'infected', area: 8 });
    // three STONEES signs at the bedside: a positive, deep screen → high priority
    await upload(c, 'Consult', photo, { signs: 'temperature,oedema,new_breakdown' });
    await waitForAssessment(c, 'analysis-1');
    const res = await c.request('/api/assessments/analysis-1/consultants');
    const body = (await res.json()) as {
      consultants: { id: string; state: string; specialization: string; rating: number }[];
      specialistTypes: string[];
    };
    expect(body.specialistTypes).toEqual([
      'Wound Care Specialist (Urgent)',
      'Infectious Disease Specialist',
      'General Wound Care Specialist',
    ]);
    expect(body.consultants.length).toBeGreaterThanOrEqual(3);
    expect(body.consultants.map((x) => x.id)).toEqual(body.consultants.map((_, i) => `doctor-analysis-1-${i}`));
    expect(body.consultants.every((x) => x.state === 'California')).toBe(true);
    expect(body.consultants[0]!.specialization).toBe('Wound Care Specialist');
    const tx = (await (await c.request('/api/assessments/analysis-1/consultants?state=texas')).json()) as typeof body;
    expect(tx.consultants.every((x) => x.state === 'Texas')).toBe(true);
    // deterministic
    expect(await (await c.request('/api/assessments/analysis-1/consultants?state=Texas')).text()).toBe(
      await (await c.request('/api/assessments/analysis-1/consultants?state=Texas')).text(),
    );
    const bad = await c.request('/api/assessments/analysis-1/consultants?state=Atlantis');
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as ErrorJson).error.code).toBe('UNKNOWN_STATE');
  });
});

describe('consultant directory endpoints', () => {
  it('GET /doctor_contact/{state} gives one consultant wrapped in a list', async () => {
    const c = await signedIn();
    const res = await c.request('/doctor_contact/California');
    expect(res.status).toBe(200);
    const list = (await res.json()) as Record<string, unknown>[];
    expect(list).toHaveLength(1);
    expect(list[0]).toMatchObject({ state: 'California', availability: 'available' });
    for (const k of ['id', 'name', 'specialization', 'phone', 'email', 'address', 'rating', 'consultationTypes'])
      expect(list[0]).toHaveProperty(k);
    expect((await c.request('/doctor_contact/new%20york')).status).toBe(200);
    const unknown = await c.request('/doctor_contact/Atlantis');
    expect(unknown.status).toBe(400);
    expect(((await unknown.json()) as ErrorJson).error.code).toBe('UNKNOWN_STATE');
    for (const garbage of ['..%2F..%2Fetc%2Fpasswd', '%3Cscript%3E', "x'%20OR%201=1--", 'a'.repeat(300)]) {
      const r = await c.request(`/doctor_contact/${garbage}`);
      expect([400, 404]).toContain(r.status);
      const b = (await r.json()) as ErrorJson;
      expect(b.error.code).toBeTruthy();
    }
  });

  it('GET /api/consultants filters by state, name or specialization, and availability; /api/states lists 50', async () => {
    const c = await signedIn();
    const all = (await (await c.request('/api/consultants')).json()) as {
      consultants: { name: string; specialization: string; availability: string; state: string }[];
      state: string;
    };
    expect(all.state).toBe('California');
    expect(all.consultants.length).toBeGreaterThanOrEqual(3);
    const q = all.consultants[1]!.name.split(' ')[2]!.toUpperCase();
    const byName = (await (await c.request(`/api/consultants?q=${encodeURIComponent(q)}`)).json()) as typeof all;
    expect(byName.consultants.map((x) => x.name)).toContain(all.consultants[1]!.name);
    const bySpec = (await (await c.request('/api/consultants?state=Illinois&q=infectious')).json()) as typeof all;
    expect(bySpec.consultants.length).toBeGreaterThan(0);
    expect(bySpec.consultants.every((x) => /infectious/i.test(x.specialization) && x.state === 'Illinois')).toBe(true);
    const avail = (await (
      await c.request('/api/consultants?state=New%20York&availability=available')
    ).json()) as typeof all;
    expect(avail.consultants.length).toBeGreaterThan(0);
    expect(avail.consultants.every((x) => x.availability === 'available')).toBe(true);
    const none = (await (await c.request('/api/consultants?q=zzzz-nobody')).json()) as typeof all;
    expect(none.consultants).toEqual([]);
    expect((await c.request('/api/consultants?availability=maybe')).status).toBe(400);
    const states = (await (await c.request('/api/states')).json()) as { states: string[] };
    expect(states.states).toHaveLength(50);
    expect(states.states).toContain('Wyoming');
  });
});

describe('reports', () => {
  it('makes a PDF of one analysis with the patient name', async () => {
    const c = await signedIn();
    fake.script.push({ area: 4.25 });
    await upload(c, 'Zoë Pdf-Patient', photo);
    await waitForAssessment(c, 'analysis-1');
    const res = await c.request('/api/assessments/analysis-1/report.pdf');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    expect(res.headers.get('cache-control')).toBe('private, no-store');
    const bytes = Buffer.from(await res.arrayBuffer());
    expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
    const doc = await PDFDocument.load(bytes);
    expect(doc.getTitle()).toContain('Zoë Pdf-Patient');
    expect(doc.getTitle()).not.toMatch(/simulated/i);
    // the drawn text: inflate the content streams and decode the hex strings pdf-lib writes
    const text = await extractPdfText(bytes);
    expect(text).toContain('Zoë Pdf-Patient');
    // the way back to the assessment's page in the workspace
    expect(oneLineText(text)).toContain(`Open in Woundly ${ORIGIN}/demo/assessments/analysis-1`);
    expect(text).toContain('4.25 cm²');
    expect(text).toContain('Granulation-coloured');
    expect(text).toContain('Debris');
    // the embedded font prints every glyph (the standard font printed "Δa*" as "?a*")
    expect(text).toContain('Δa* 4.2');
    expect(text).not.toContain('\ufffd');
    expect(text).not.toMatch(/\?a\*/);
    // "not assessed" is not "absent", and the count line says how many were assessed
    expect(text).toMatch(/Not assessed — Smell \(malodour after cleansing\)/);
    // friability needs touch: a photo never assesses it; the photo's colour only suggests debris
    // (a hint for the clinician, never a sign: clinical-rules "Photo colour versus the clinician")
    expect(text).toMatch(/Not assessed — Bright-red granulation \(friability needs touch\)/);
    expect(text).not.toMatch(/Present — Debris/);
    expect(text).toContain('Indeterminate — bedside assessment needed');
    expect(text).toContain('Exam date');
    expect(text).toContain('(upload time)');
    expect(text).toContain('Area (model-traced outline)');
    expect(text).toContain('Outline check');
    expect(text).not.toMatch(/Healing stage|Confidence|Infection risk/);
    expect(text).toMatch(/Source: /);
  });

  it('exports a completed analysis as a FHIR R4 Bundle that validates against the R4 schema', async () => {
    const c = await signedIn();
    fake.script.push({ area: 5.55 });
    await upload(c, 'Fhir Patient', photo);
    await waitForAssessment(c, 'analysis-1');
    const res = await c.request('/api/assessments/analysis-1/fhir');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('application/fhir+json');
    const bundle = (await res.json()) as {
      resourceType: string;
      type: string;
      entry: {
        resource: {
          resourceType: string;
          code?: { coding?: { code: string }[] };
          component: { code: { coding: { code: string }[] }; valueQuantity?: unknown }[];
          content: { data: string };
        };
      }[];
    };
    const Validator = createRequire(import.meta.url)('@asymmetrik/fhir-json-schema-validator') as new () => {
      validate(r: unknown, verbose?: boolean): unknown[];
    };
    expect(new Validator().validate(bundle, true)).toEqual([]);
    expect(bundle.entry[0]!.resource).toMatchObject({ resourceType: 'Patient', name: [{ text: 'Fhir Patient' }] });
    const size = bundle.entry.find((e) => e.resource.code?.coding?.[0]?.code === '72287-6')!.resource;
    const area = size.component.find((x) => x.code.coding[0]!.code === '89260-4');
    expect(area?.valueQuantity).toEqual({ value: 5.55, unit: 'cm2', system: 'http://unitsofmeasure.org', code: 'cm2' });
    // Media is the original photo, as uploaded
    const media = bundle.entry.find((e) => e.resource.resourceType === 'Media')!.resource;
    expect(Buffer.from(media.content.data, 'base64').equals(photo)).toBe(true);
    // the assessment panel names the assessment's workspace page (system + id = its address)
    const panel = bundle.entry.find((e) => e.resource.code?.coding?.[0]?.code === '39135-9')!.resource as unknown as {
      identifier: { system: string; value: string }[];
      note: { text: string }[];
    };
    expect(panel.identifier).toEqual([{ system: `${ORIGIN}/demo/assessments`, value: 'analysis-1' }]);
    expect(panel.note.at(-1)!.text).toBe(`Open in Woundly: ${ORIGIN}/demo/assessments/analysis-1`);
  });

  it('says Simulated in the title of a simulated analysis', async () => {
    const c = await signedIn();
    fake.script.push({ simulated: true, area: 7.5 });
    await upload(c, 'Sim Patient', photo);
    const { assessment } = await waitForAssessment(c, 'analysis-1');
    expect(assessment.simulated).toBe(true);
    const bytes = Buffer.from(await (await c.request('/api/assessments/analysis-1/report.pdf')).arrayBuffer());
    const doc = await PDFDocument.load(bytes);
    expect(doc.getTitle()).toMatch(/^Simulated/);
    expect(await extractPdfText(bytes)).toContain('Simulated');
    const fhir = await c.request('/api/assessments/analysis-1/fhir');
    expect(fhir.status).toBe(409);
    expect(((await fhir.json()) as ErrorJson).error.code).toBe('SIMULATED_NOT_EXPORTABLE');
  });
});

describe('outline correction', () => {
  it('re-measures from the clinician mask and marks the outline as the clinician’s', async () => {
    const c = await signedIn();
    fake.script.push({ area: 5 }, { area: 2.5 });
    await upload(c, 'Outline', photo);
    const { assessment: traced } = await waitForAssessment(c, 'analysis-1');
    // the model's probability map is served beside the mask, for the editor's edge snapping
    expect(traced.probabilityUrl).toBe('/api/assessments/analysis-1/probability');
    const map = await c.request(traced.probabilityUrl!);
    expect(map.status).toBe(200);
    expect(map.headers.get('content-type')).toBe('image/png');
    expect(map.headers.get('cache-control')).toBe('private, no-store');
    // a drawn change: part of the model's outline erased (keeping whole model regions is still the model's)
    const mask = await rectMask(64, 48, [[0, 0, 30, 48]]);
    const res = await c.request('/api/assessments/analysis-1/outline', {
      method: 'POST',
      body: uploadForm({}, { data: mask, type: 'image/png', name: 'mask.png' }, 'mask'),
    });
    expect(res.status).toBe(200);
    const { assessment } = (await res.json()) as { assessment: AssessmentJson };
    expect(assessment.analysisResult).toMatchObject({ outline_source: 'clinician', area_cm2: 2.5 });
    expect(fake.calls.at(-1)!.maskPng!.equals(mask)).toBe(true);
    // the model's map outlives the correction: the clinician can snap again
    expect(assessment.probabilityUrl).toBe('/api/assessments/analysis-1/probability');
    const notPng = await c.request('/api/assessments/analysis-1/outline', {
      method: 'POST',
      body: uploadForm({}, { data: photo, type: 'image/png' }, 'mask'),
    });
    expect(notPng.status).toBe(415);
    const none = await c.request('/api/assessments/analysis-1/outline', {
      method: 'POST',
      body: uploadForm({ x: '1' }),
    });
    expect(none.status).toBe(400);
  });
});

describe('audit trail and status', () => {
  it('records create, read, photo, report, export and delete with who and where', async () => {
    const c = await signedIn();
    await upload(c, 'Audited', photo);
    await waitForAssessment(c, 'analysis-1');
    await c.request('/api/assessments/analysis-1/image', { headers: { 'user-agent': 'AuditTest/1.0' } });
    await c.request('/api/assessments/analysis-1/report.pdf');
    await c.request('/api/assessments/analysis-1/fhir');
    await c.request('/api/assessments/analysis-1', { method: 'DELETE' });
    const { entries } = (await (await c.request('/api/profile/audit')).json()) as {
      entries: { action: string; resource: string | null; ip: string | null }[];
    };
    const actions = entries.map((e) => e.action);
    for (const a of [
      'assessment.create',
      'assessment.read',
      'photo.read',
      'report.read',
      'export.read',
      'assessment.delete',
    ])
      expect(actions).toContain(a);
    expect(entries.find((e) => e.action === 'photo.read')).toMatchObject({ resource: 'analysis-1/image' });
    expect(entries.every((e) => e.ip && e.ip.startsWith('10.0.0.'))).toBe(true);
    const ua = await t.deps.db
      .selectFrom('audit_log')
      .select('user_agent')
      .where('user_id', '=', await userIdOf(c))
      .where('action', '=', 'photo.read')
      .where('user_agent', '=', 'AuditTest/1.0')
      .executeTakeFirst();
    expect(ua).toBeTruthy();
  });

  it('GET /api/status reports the in-process engine, its model on disk, the queue and the database', async () => {
    const c = await signedIn();
    const body = (await (await c.request('/api/status')).json()) as ServerStatusJson;
    expect(body).toMatchObject({
      analysis: 'ready',
      engine: { kind: 'in-process', modelVersion: expect.any(String) },
      database: { status: 'up' },
    });
    expect(['loaded', 'on_disk']).toContain(body.engine.model);
    // before any analysis ran here the version is the model files' hash; after one, the version that analysis used
    if (body.engine.model === 'on_disk') expect(body.engine.modelVersion).toMatch(/^wound-seg@[0-9a-f]{12}$/);
  });
});

/** The text a PDF draws: pdf-lib writes hex strings (<4A61…> Tj) into Flate content streams. */
describe('upload admission', () => {
  it('a photo still arriving over a slow connection does not hold up another user’s upload', async () => {
    const slow = await signedIn();
    const other = await signedIn();
    const form = new Response(uploadForm({ patient_name: 'Slow Link' }, { data: photo }));
    const bytes = new Uint8Array(await form.arrayBuffer());
    let release!: () => void;
    const released = new Promise<void>((r) => (release = r));
    const body = new ReadableStream<Uint8Array>({
      async start(ctl) {
        ctl.enqueue(bytes.subarray(0, bytes.length >> 1));
        await released;
        ctl.enqueue(bytes.subarray(bytes.length >> 1));
        ctl.close();
      },
    });
    const pending = slow.request('/api/assessments', {
      method: 'POST',
      body,
      duplex: 'half',
      headers: { 'content-type': form.headers.get('content-type')!, 'content-length': String(bytes.length) },
    } as RequestInit);
    // the other user's upload is answered while the first photo is half-way
    const { res } = await upload(other, 'Fast Link', photo);
    expect(res.status).toBe(202);
    let slowAnswered = false;
    void pending.then(() => (slowAnswered = true));
    await new Promise((r) => setTimeout(r, 20));
    expect(slowAnswered).toBe(false);
    release();
    const slowRes = await pending;
    expect(slowRes.status).toBe(202);
    expect(((await slowRes.json()) as { assessment: AssessmentJson }).assessment.patientName).toBe('Slow Link');
  });
});
