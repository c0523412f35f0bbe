import { PDFDocument } from 'pdf-lib';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { badInputs } from '@woundcare/wound-vision/test/bad-inputs';
import { createScene, type Scene } from '@woundcare/wound-vision/test/synthetic-scene';
import { createTestApp, type TestApp } from '../../test/support/harness.ts';

/** The fields these tests read from the analysis endpoints' JSON (each answer carries a subset). */
interface Json {
  calibrated: boolean;
  area_cm2: number;
  conf_thresh: number;
  annotated_image_base64: string;
  mask_image_base64: string;
  outline_source: string;
  tissue: Record<string, number>;
  description: string;
  diagnosis: string;
  infection_signs: { id: string }[];
  infection: { nerds_count: number };
  materials: string[];
  steps: Record<string, string>;
  precautions: string[];
  when_to_seek_help: string[];
  sources: string[];
  error: { code: string; message: string };
  [field: string]: unknown;
}
type Client = ReturnType<TestApp['client']>;

let t: TestApp;
let user: Client;
let scene: Scene;
const SLOW = 120_000;

function form(fields: Record<string, string | Buffer>, name = 'wound_image.png') {
  const fd = new FormData();
  for (const [k, v] of Object.entries(fields))
    fd.append(
      k,
      typeof v === 'string'
        ? v
        : new File([new Uint8Array(v)], k === 'file' ? name : `${k}.png`, { type: 'image/png' }),
    );
  return fd;
}

const post = (c: Client, path: string, fields: Record<string, string | Buffer>) =>
  c.request(path, { method: 'POST', body: form(fields) });

beforeAll(async () => {
  t = await createTestApp({ MAX_UPLOAD_MB: '2', ANALYSIS_WORKERS: '1' });
  user = t.client();
  await user.signUp();
  scene = await createScene({ seed: 71, width: 640, height: 480, markerIds: [6], tiltDeg: 20 });
}, SLOW);
afterAll(async () => {
  await t.deps.engine?.close();
  await t.close();
});

describe('sign-in requirement', () => {
  it('answers 401 on every engine endpoint when signed out', async () => {
    const guest = t.client();
    for (const path of ['/segment_wound', '/diagnose_infection', '/describe_wound', '/api/analyze']) {
      const res = await post(guest, path, { file: scene.png });
      expect(res.status, path).toBe(401);
      expect(((await res.json()) as Json).error.code).toBe('UNAUTHORIZED');
    }
    const plan = await guest.request('/treatment_plan/infected');
    expect(plan.status).toBe(401);
  });
});

describe('analysis endpoints', () => {
  it(
    'POST /segment_wound: area_cm2 and the annotated image, with the legacy clients’ conf_thresh 0.1',
    async () => {
      const res = await post(user, '/segment_wound', { file: scene.png, conf_thresh: '0.1' });
      expect(res.status).toBe(200);
      const body = (await res.json()) as Json;
      expect(body.calibrated).toBe(true);
      expect(typeof body.area_cm2).toBe('number');
      expect(body.conf_thresh).toBe(0.1);
      const png = Buffer.from(body.annotated_image_base64, 'base64');
      const meta = await sharp(png).metadata();
      expect([meta.format, meta.width, meta.height]).toEqual(['png', 640, 480]);
      expect(body).not.toHaveProperty('mask_png');
    },
    SLOW,
  );

  it(
    'POST /api/analyze with a given outline measures it on the plane (≤ 1.5 %) and returns both images',
    async () => {
      const res = await post(user, '/api/analyze', { file: scene.png, mask: scene.maskPng });
      expect(res.status).toBe(200);
      const body = (await res.json()) as Json;
      expect(body.outline_source).toBe('given_mask');
      expect(Math.abs(body.area_cm2 / (scene.woundAreaMm2 / 100) - 1)).toBeLessThan(0.015);
      for (const k of [
        'length_cm',
        'width_cm',
        'perimeter_cm',
        'lw_estimate_cm2',
        'ellipse_estimate_cm2',
        'pixels_per_cm',
      ])
        expect(typeof body[k], k).toBe('number');
      expect(Object.values(body.tissue).reduce((s, v) => s + v, 0)).toBeCloseTo(100, 5);
      const mask = await sharp(Buffer.from(body.mask_image_base64, 'base64')).metadata();
      expect([mask.width, mask.height]).toEqual([640, 480]);
      expect(body.description).toContain('cm²');
    },
    SLOW,
  );

  it(
    'POST /diagnose_infection counts the clinician’s signs with the image’s',
    async () => {
      const res = await post(user, '/diagnose_infection', {
        file: scene.png,
        mask: scene.maskPng,
        exudate: 'true',
        smell: 'yes',
        non_healing: '1',
        oedema: 'false',
      });
      expect(res.status).toBe(200);
      const body = (await res.json()) as Json;
      expect(body.diagnosis).toBe('infected');
      const signs = body.infection_signs;
      expect(signs.find((s) => s.id === 'exudate')).toMatchObject({ source: 'clinician', present: true });
      expect(signs.find((s) => s.id === 'oedema')).toMatchObject({ source: 'clinician', present: false, value: false });
      expect(signs.find((s) => s.id === 'debris')).toMatchObject({ source: 'image' });
      expect(body.infection.nerds_count).toBeGreaterThanOrEqual(3);
      // without bedside signs the image alone can neither reach three nor rule it out
      const plain = (await (
        await post(user, '/diagnose_infection', { file: scene.png, mask: scene.maskPng })
      ).json()) as Json;
      expect(plain.diagnosis).toBe('indeterminate');
    },
    SLOW,
  );

  it(
    'POST /describe_wound gives the text built from the figures',
    async () => {
      const res = await post(user, '/describe_wound', { file: scene.png, mask: scene.maskPng });
      expect(res.status).toBe(200);
      const body = (await res.json()) as Json;
      expect(body.description).toMatch(/^Wound outlined by the given mask \(one region\), measured on the skin plane/);
      expect(body.description).toContain(`${body.area_cm2.toFixed(2)} cm²`);
    },
    SLOW,
  );

  it('validates the form: multipart only, a file, conf_thresh in (0, 1)', async () => {
    const json = await user.request('/api/analyze', { method: 'POST', json: { file: 'x' } });
    expect(json.status).toBe(415);
    expect(((await json.json()) as Json).error.code).toBe('UNSUPPORTED_MEDIA_TYPE');
    const missing = await post(user, '/api/analyze', { conf_thresh: '0.5' });
    expect(missing.status).toBe(400);
    expect(((await missing.json()) as Json).error).toMatchObject({
      code: 'VALIDATION_ERROR',
      message: expect.stringContaining('file'),
    });
    const bad = await post(user, '/segment_wound', { file: scene.png, conf_thresh: '2' });
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as Json).error.message).toContain('conf_thresh');
    const flag = await post(user, '/diagnose_infection', { file: scene.png, smell: 'maybe' });
    expect(flag.status).toBe(400);
  });
});

describe('bad input', () => {
  it(
    'every bad upload gets a 4xx with a stable code, and the server keeps answering',
    async () => {
      for (const bad of await badInputs()) {
        const res = await post(user, '/segment_wound', { file: bad.bytes });
        const body = (await res.json()) as Json;
        expect({ name: bad.name, status: res.status, code: body.error?.code }).toEqual({
          name: bad.name,
          status: bad.status,
          code: bad.code,
        });
        expect(body.error.message).toBeTruthy();
        expect(JSON.stringify(body)).not.toMatch(/at \w+ \(|node_modules/);
      }
      // larger than MAX_UPLOAD_MB (2 MB here)
      const big = await post(user, '/api/analyze', { file: Buffer.alloc(2.5 * 1024 * 1024, 7) });
      expect(big.status).toBe(413);
      expect(((await big.json()) as Json).error.code).toBe('FILE_TOO_LARGE');
      // still alive and still analysing
      expect((await t.client().request('/health')).status).toBe(200);
      const ok = await post(user, '/describe_wound', { file: scene.png, mask: scene.maskPng, conf_thresh: '0.3' });
      expect(ok.status).toBe(200);
    },
    SLOW,
  );

  it(
    'a mask of the wrong size is refused',
    async () => {
      const small = await sharp({ create: { width: 100, height: 80, channels: 3, background: '#000000' } })
        .png()
        .toBuffer();
      const res = await post(user, '/api/analyze', { file: scene.png, mask: small });
      expect(res.status).toBe(422);
      expect(((await res.json()) as Json).error.code).toBe('MASK_SIZE_MISMATCH');
    },
    SLOW,
  );
});

describe('treatment plans', () => {
  it('serves both plans in the spec’s fields, built by the clinical core (unknown cause, that screen)', async () => {
    const plans: Record<string, Json> = {};
    for (const kind of ['infected', 'not_infected'] as const) {
      const res = await user.request(`/treatment_plan/${kind}`);
      expect(res.status).toBe(200);
      const plan = (await res.json()) as Json;
      plans[kind] = plan;
      // a wound of unknown cause is never self-treatable (Wound Bed Preparation 2021)
      expect(plan.is_self_treatable).toBe(false);
      for (const k of ['name', 'description', 'severity', 'duration']) expect(typeof plan[k]).toBe('string');
      expect(plan.materials.length).toBeGreaterThan(1);
      expect(Object.keys(plan.steps)[0]).toBe('1');
      expect(Array.isArray(plan.precautions)).toBe(true);
      expect(plan.when_to_seek_help.length).toBeGreaterThan(2);
      expect(plan.sources.length).toBeGreaterThan(0);
    }
    // local infection: an antiseptic / antimicrobial (IWII 2022); the clean wound gets none
    expect(plans.infected!.materials.join(' ')).toMatch(/antimicrobial|antiseptic/i);
    expect(plans.not_infected!.materials.join(' ')).not.toMatch(/antimicrobial|antiseptic/i);
    const bad = await user.request('/treatment_plan/unknown');
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as Json).error.code).toBe('VALIDATION_ERROR');
  });
});

describe('calibration sticker (public)', () => {
  it('SVG in true scale: millimetre units and a 20.0 mm black square', async () => {
    const res = await t.client().request('/calibration-sticker.svg?id=7');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('image/svg+xml');
    const svg = await res.text();
    const [, w, h, vw, vh] = svg.match(/width="([\d.]+)mm" height="([\d.]+)mm" viewBox="0 0 ([\d.]+) ([\d.]+)"/)!;
    expect(w).toBe(vw);
    expect(h).toBe(vh);
    // bounding box of the black cells = the marker square
    const cells = [...svg.matchAll(/M([\d.]+) ([\d.]+)h([\d.]+)v([\d.]+)/g)].map(
      (m) => m.slice(1).map(Number) as [number, number, number, number],
    );
    const x0 = Math.min(...cells.map((c) => c[0]));
    const x1 = Math.max(...cells.map((c) => c[0] + c[2]));
    const y0 = Math.min(...cells.map((c) => c[1]));
    const y1 = Math.max(...cells.map((c) => c[1] + c[3]));
    expect(x1 - x0).toBeCloseTo(20, 6);
    expect(y1 - y0).toBeCloseTo(20, 6);
    expect(svg).toContain('20.0 mm — print at 100 %');
    expect(svg).toContain('stroke-dasharray'); // the cut line
    const bad = await t.client().request('/calibration-sticker.svg?id=50');
    expect(bad.status).toBe(400);
  });

  it('PDF: an A4 page in exact millimetres', async () => {
    const res = await t.client().request('/calibration-sticker.pdf');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    const bytes = new Uint8Array(await res.arrayBuffer());
    expect(Buffer.from(bytes.subarray(0, 5)).toString()).toBe('%PDF-');
    const doc = await PDFDocument.load(bytes);
    const { width, height } = doc.getPage(0).getSize();
    expect((width * 25.4) / 72).toBeCloseTo(210, 6);
    expect((height * 25.4) / 72).toBeCloseTo(297, 6);
    // the outer black cells are drawn 20/6 mm wide: 9.4488… pt
    const text = Buffer.from(bytes).toString('latin1');
    expect(text.includes('9.448818') || text.includes('FlateDecode')).toBe(true);
  });
});
