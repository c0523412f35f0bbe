/**
 * Upload content: uploads are checked by their magic bytes before any decoder, so no SVG —
 * gzipped or not — reaches libvips' SVG loader (it would accept a gzipped SVG); the loader itself is blocked
 * in the server process; and the stored photo has no location — neither EXIF GPS nor XMP
 * (exif:GPSLatitude), in JPEG, PNG, WebP, TIFF or AVIF, nor in the FHIR export — while
 * orientation and DateTimeOriginal (the exam date) stay and the pixels are unchanged. A file that
 * claims more pixels than its bytes can carry is refused from its header, before any decode, on
 * every upload route; a 48 MP phone photo is taken.
 */
import { readdirSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { implausibleAvif } from '@woundcare/wound-vision/test/bad-inputs';
import { createTestApp, type TestApp } from '../support/harness.ts';
import { probeUpload } from '../../src/services/assessments/probe-upload.ts';
import { stripLocation } from '../../src/services/assessments/strip-location.ts';
import { createAssessment, fakeAnalyzer, multipart, solidPng } from './support/fixtures.ts';
import { ROUTE_POLICIES, validValues } from './support/route-policy.ts';

const SVG =
  '<svg xmlns="http://www.w3.org/2000/svg" width="200" height="200"><rect width="200" height="200" fill="red"/></svg>';
const DATE = '2026:11:20 10:15:00';

/** A phone-like photo: orientation 6, DateTimeOriginal, and a GPS block (position + datum). */
async function photoWithGps(format: 'jpeg' | 'png' | 'webp'): Promise<Buffer> {
  const base = await sharp({ create: { width: 96, height: 64, channels: 3, background: '#c08070' } })
    .withExif({
      IFD0: { Make: 'TestCam' },
      IFD2: { DateTimeOriginal: DATE },
      IFD3: { GPSMapDatum: 'SECRETDATUM', GPSLatitudeRef: 'N', GPSLatitude: '51/1 30/1 26/1' },
    })
    .jpeg()
    .toBuffer();
  return sharp(base).keepExif().withMetadata({ orientation: 6 })[format]().toBuffer();
}
/** An XMP packet as phones and photo apps write it: the position as exif:GPS* plus a place name. */
const XMP = `<?xpacket begin="\uFEFF" id="W5M0MpCehiHzreSzNTczkc9d"?><x:xmpmeta xmlns:x="adobe:ns:meta/"><rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#"><rdf:Description rdf:about="" xmlns:exif="http://ns.adobe.com/exif/1.0/" xmlns:photoshop="http://ns.adobe.com/photoshop/1.0/" exif:GPSLatitude="51,30.4333N" exif:GPSLongitude="0,7.6667W" photoshop:City="SECRETCITY"/></rdf:RDF></x:xmpmeta><?xpacket end="w"?>`;

/** A photo with the location only in XMP (EXIF carries DateTimeOriginal), orientation 6. */
async function photoWithXmpGps(format: 'jpeg' | 'png' | 'webp' | 'tiff' | 'avif'): Promise<Buffer> {
  const image = sharp({ create: { width: 96, height: 64, channels: 3, background: '#c08070' } })
    .withExif({ IFD0: { Make: 'TestCam' }, IFD2: { DateTimeOriginal: DATE } })
    .withXmp(XMP)
    .withMetadata({ orientation: 6 });
  return image[format]().toBuffer();
}
/** Where a reader finds a location: the raw bytes, or the XMP the decoder hands out (PNG's is compressed). */
async function xmpLocation(b: Buffer): Promise<string[]> {
  const xmp = (await sharp(b).metadata()).xmp?.toString('utf8') ?? '';
  return [b.includes('GPSLatitude') && 'GPSLatitude in the bytes', b.includes('SECRETCITY') && 'city in the bytes']
    .concat(/GPS|SECRETCITY/.test(xmp) ? ['location in the decoded XMP'] : [])
    .filter((x): x is string => !!x);
}

/** The latitude's three rationals as they sit in the file (51/1 30/1 26/1). */
function latitudeBytes(le: boolean): Buffer {
  const b = Buffer.alloc(24);
  [51, 1, 30, 1, 26, 1].forEach((v, i) => (le ? b.writeUInt32LE(v, i * 4) : b.writeUInt32BE(v, i * 4)));
  return b;
}
const hasLatitude = (b: Buffer) => b.includes(latitudeBytes(true)) || b.includes(latitudeBytes(false));

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_AUTH_MAX: '1000' }, { workspace: { analyzer: fakeAnalyzer() } });
}, 120_000);
afterAll(() => t?.close());

describe('upload content', () => {
  it('no SVG reaches a decoder: a gzipped SVG is refused by its magic bytes on every upload route', async () => {
    const svgz = gzipSync(SVG);
    // libvips would decode it (its SVG loader unzips .svgz): the magic-byte check stops it first
    await expect(probeUpload(svgz, 1e7)).rejects.toMatchObject({
      code: 'UNSUPPORTED_IMAGE',
      message: expect.stringMatching(/first bytes/),
    });
    const c = t.client();
    await c.signUp();
    for (const p of ['/api/assessments', '/api/analyze', '/segment_wound', '/api/personalize-vbc']) {
      const res = await c.request(p, {
        method: 'POST',
        body: multipart(
          { patient_name: 'A', wound_type: 'diabetic_ulcer', patient_risk_score: '1', insurance_type: 'medicare' },
          { file: { bytes: svgz, name: 'wound.jpg', type: 'image/jpeg' } },
        ),
      });
      expect(res.status, p).toBe(415);
      expect(((await res.json()) as { error: { code: string; message: string } }).error, p).toMatchObject({
        code: 'UNSUPPORTED_IMAGE',
        message: expect.stringMatching(/first bytes/),
      });
    }
  });

  it("libvips' SVG loader is blocked in the server process: an SVG, plain or gzipped, is an error to sharp itself", async () => {
    for (const bytes of [Buffer.from(SVG), gzipSync(SVG)]) {
      await expect(sharp(bytes).metadata()).rejects.toThrow(/unsupported image format|blocked/i);
      await expect(sharp(bytes).png().toBuffer()).rejects.toThrow(/unsupported image format|blocked/i);
    }
  });

  it('a plain or gzipped SVG, named and typed as one or as a JPEG, is refused on every photo upload route with UNSUPPORTED_IMAGE, and nothing is stored', async () => {
    const routes = Object.entries(ROUTE_POLICIES).filter(
      ([k, p]) =>
        k.startsWith('POST ') &&
        !k.includes('/:') &&
        p.access.kind === 'signed-in' &&
        p.multipart &&
        Object.values(p.multipart.files).includes('photo'),
    );
    expect(routes.map(([k]) => k)).toEqual(
      expect.arrayContaining([
        'POST /api/assessments',
        'POST /api/analyze',
        'POST /segment_wound',
        'POST /api/personalize-vbc',
      ]),
    );
    const files = () => {
      const out: string[] = [];
      const walk = (d: string) => {
        for (const e of readdirSync(d, { withFileTypes: true })) {
          if (e.isDirectory()) walk(`${d}/${e.name}`);
          else out.push(`${d}/${e.name}`);
        }
      };
      walk(t.deps.workspace.files.root);
      return out;
    };
    const rows = async () =>
      Number(
        (
          await t.deps.db
            .selectFrom('assessments')
            .select((eb) => eb.fn.countAll().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      );
    const [filesBefore, rowsBefore] = [files(), await rows()];
    const c = t.client();
    await c.signUp();
    const bodies = { 'plain SVG': Buffer.from(SVG), 'gzipped SVG': gzipSync(SVG) };
    const labels = {
      honest: (gz: boolean) => ({ name: gz ? 'wound.svgz' : 'wound.svg', type: 'image/svg+xml' }),
      'JPEG lie': () => ({ name: 'wound.jpg', type: 'image/jpeg' }),
      'PNG lie, no extension': () => ({ name: 'wound', type: 'image/png' }),
    };
    for (const [key, policy] of routes) {
      const path = key.slice('POST '.length);
      const fileField = Object.entries(policy.multipart!.files).find(([, kind]) => kind === 'photo')![0];
      for (const [bodyName, bytes] of Object.entries(bodies)) {
        for (const [labelName, label] of Object.entries(labels)) {
          const what = `${key}: ${bodyName}, ${labelName}`;
          const fields = Object.fromEntries(
            Object.entries(validValues(policy.multipart!.fields)).map(([k, v]) => [k, String(v)]),
          );
          const res = await c.request(path, {
            method: 'POST',
            body: multipart(fields, { [fileField]: { bytes, ...label(bodyName.startsWith('gzipped')) } }),
          });
          expect(res.status, what).toBe(415);
          expect(((await res.json()) as { error: { code: string } }).error.code, what).toBe('UNSUPPORTED_IMAGE');
        }
      }
    }
    expect(files(), 'no file written').toEqual(filesBefore);
    expect(await rows(), 'no assessment created').toBe(rowsBefore);
  });

  it('checks magic bytes first: a file that is not one of the accepted formats is refused', async () => {
    const png = await solidPng(64, 64);
    await expect(probeUpload(png, 1e7)).resolves.toMatchObject({ format: 'png' });
    // a PDF, a BMP and a PNG behind a junk prefix: none reach a decoder
    for (const bad of [
      Buffer.from('%PDF-1.7\n1 0 obj\n'),
      Buffer.concat([Buffer.from('BM'), Buffer.alloc(100)]),
      Buffer.concat([Buffer.from('xx'), png]),
    ]) {
      await expect(probeUpload(bad, 1e7)).rejects.toMatchObject({ code: 'UNSUPPORTED_IMAGE' });
    }
  });

  it('strips the GPS block from JPEG, PNG and WebP, keeping orientation and DateTimeOriginal', async () => {
    for (const format of ['jpeg', 'png', 'webp'] as const) {
      const original = await photoWithGps(format);
      expect(original.includes('SECRETDATUM'), format).toBe(true);
      expect(hasLatitude(original), format).toBe(true);
      const clean = stripLocation(original);
      expect(clean.includes('SECRETDATUM'), format).toBe(false);
      expect(hasLatitude(clean), format).toBe(false);
      expect(clean.includes(DATE), format).toBe(true);
      expect(clean.length).toBe(original.length);
      const meta = await sharp(clean).metadata();
      expect(meta.orientation, format).toBe(6);
      // the pixels decode exactly as before
      const [a, b] = await Promise.all([sharp(original).raw().toBuffer(), sharp(clean).raw().toBuffer()]);
      expect(b.equals(a), format).toBe(true);
    }
  });

  it('drops the XMP packet (exif:GPSLatitude, place names) from JPEG, PNG, WebP, TIFF and AVIF, keeping orientation, the exam date and the pixels', async () => {
    for (const format of ['jpeg', 'png', 'webp', 'tiff', 'avif'] as const) {
      const original = await photoWithXmpGps(format);
      expect(await xmpLocation(original), format).not.toEqual([]);
      const clean = stripLocation(original);
      expect(await xmpLocation(clean), format).toEqual([]);
      // (sharp writes no EXIF into a TIFF, so there is no exam date to keep there)
      if (format !== 'tiff') expect(clean.includes(DATE), format).toBe(true);
      const [before, after] = await Promise.all([sharp(original).metadata(), sharp(clean).metadata()]);
      expect(after.orientation, format).toBe(before.orientation);
      expect([after.width, after.height], format).toEqual([before.width, before.height]);
      const [a, b] = await Promise.all([sharp(original).raw().toBuffer(), sharp(clean).raw().toBuffer()]);
      expect(b.equals(a), format).toBe(true);
    }
  });

  it('cuts a JPEG trailer (a motion photo or secondary image after the main one) and drops comments and IPTC', async () => {
    const base = await photoWithXmpGps('jpeg');
    const com = Buffer.concat([Buffer.from([0xff, 0xfe, 0x00, 0x0e]), Buffer.from('SECRETCITY..', 'latin1')]);
    const withExtras = Buffer.concat([base.subarray(0, 2), com, base.subarray(2), Buffer.from('ftypmp42 SECRETCITY')]);
    const clean = stripLocation(withExtras);
    expect(clean.includes('SECRETCITY')).toBe(false);
    expect(clean.subarray(-2).equals(Buffer.from([0xff, 0xd9]))).toBe(true);
    expect((await sharp(clean).raw().toBuffer()).equals(await sharp(base).raw().toBuffer())).toBe(true);
  });

  it('the stored photo and the FHIR export of an XMP-tagged upload carry no location (JPEG, PNG, WebP)', async () => {
    const c = t.client();
    await c.signUp();
    for (const format of ['jpeg', 'png', 'webp'] as const) {
      const id = await createAssessment(t, c, `Xmp ${format}`, await photoWithXmpGps(format));
      const stored = Buffer.from(await (await c.request(`/api/assessments/${id}/image?original=1`)).arrayBuffer());
      expect(await xmpLocation(stored), format).toEqual([]);
      expect((await sharp(stored).metadata()).orientation, format).toBe(6);
      const fhir = await c.request(`/api/assessments/${id}/fhir`);
      expect(fhir.status, format).toBe(200);
      const text = await fhir.text();
      const data = [...text.matchAll(/"data":"([A-Za-z0-9+/=]+)"/g)].map((m) => Buffer.from(m[1]!, 'base64'));
      expect(data.length, format).toBeGreaterThan(0);
      for (const embedded of data) expect(await xmpLocation(embedded), format).toEqual([]);
    }
  });

  it('the stored photo of an assessment has no location', async () => {
    const c = t.client();
    await c.signUp();
    const photo = await photoWithGps('jpeg');
    const id = await createAssessment(t, c, 'Location Test', photo);
    const stored = Buffer.from(await (await c.request(`/api/assessments/${id}/image?original=1`)).arrayBuffer());
    expect(stored.includes('SECRETDATUM')).toBe(false);
    expect(hasLatitude(stored)).toBe(false);
    expect(stored.includes(DATE)).toBe(true);
    expect((await sharp(stored).metadata()).orientation).toBe(6);
  });

  it('refuses a file whose pixel count is implausible for its size (39.7 MP in 292 bytes) with 422 IMPLAUSIBLE_IMAGE on every upload route, from its header alone', async () => {
    const bomb = await implausibleAvif(6300, 6300);
    // only the header is complete: a decoder would stop at the pixel data, the header check comes first
    const headerOnly = bomb.subarray(0, bomb.indexOf('mdat') + 8);
    const c = t.client();
    await c.signUp();
    const before = await t.deps.db
      .selectFrom('assessments')
      .select((eb) => eb.fn.countAll().as('n'))
      .executeTakeFirstOrThrow();
    for (const bytes of [bomb, headerOnly]) {
      for (const p of ['/api/assessments', '/api/analyze', '/segment_wound', '/api/personalize-vbc']) {
        const res = await c.request(p, {
          method: 'POST',
          body: multipart(
            { patient_name: 'A', wound_type: 'diabetic_ulcer', patient_risk_score: '1', insurance_type: 'medicare' },
            { file: { bytes, name: 'wound.avif', type: 'image/avif' } },
          ),
        });
        const { error } = (await res.json()) as { error: { code: string; message: string } };
        expect(res.status, p).toBe(422);
        expect(error, p).toMatchObject({
          code: 'IMPLAUSIBLE_IMAGE',
          message: expect.stringMatching(/6300×6300 .*39\.7 MP.* KB per megapixel/),
        });
      }
    }
    const after = await t.deps.db
      .selectFrom('assessments')
      .select((eb) => eb.fn.countAll().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(after.n)).toBe(Number(before.n));
  });

  it('takes a 48 MP phone photo (over the old 40 MP limit) and serves it back as stored', async () => {
    const c = t.client();
    await c.signUp();
    const photo = await sharp({ create: { width: 8064, height: 6048, channels: 3, background: '#c08070' } })
      .jpeg({ quality: 70 })
      .toBuffer();
    const id = await createAssessment(t, c, 'Big sensor', photo);
    const assessment = (await (await c.request(`/api/assessments/${id}`)).json()) as {
      assessment: { image: { width: number; height: number } };
    };
    expect(assessment.assessment.image).toMatchObject({ width: 8064, height: 6048 });
    const stored = await c.request(`/api/assessments/${id}/image`);
    expect((await sharp(Buffer.from(await stored.arrayBuffer())).metadata()).width).toBe(8064);
  }, 120_000);
});
