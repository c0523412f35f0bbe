/**
 * What uploads may take, and photos at rest. A care team's photos and analyses are held to
 * TEAM_STORAGE_QUOTA_GB (413 STORAGE_QUOTA_EXCEEDED, the quota in the message) and uploads stop
 * while the disk is down to MIN_FREE_DISK_MB (507 STORAGE_FULL), so the database keeps room.
 * Every stored photo, annotated image and mask is encrypted (AES-256-GCM, a data key per file
 * wrapped by the master key): no JPEG or PNG on disk, files from before encryption still read and
 * are encrypted in place, a rotated key re-wraps, a file moved to another record does not decrypt.
 */
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/harness.ts';
import { createAssessment, fakeAnalyzer, multipart, type Client } from './support/fixtures.ts';
import { createDiskFileStore } from '../../src/services/storage/disk-file-store.ts';
import { PHOTO_FILE } from '../../src/services/storage/file-store.ts';
import { teamStorageUsed } from '../../src/services/assessments/storage-room.ts';
import { KEY_FILE, keyIdOf, loadKeyRing } from '../../src/security/storage/photo-crypto.ts';

const QUOTA_GB = 512 / 1024 / 1024; // 512 KiB
let free: number | null = 1e12;
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp(
    { RATE_LIMIT_AUTH_MAX: '1000', TEAM_STORAGE_QUOTA_GB: String(QUOTA_GB), MIN_FREE_DISK_MB: '100' },
    { workspace: { analyzer: fakeAnalyzer(), freeBytes: async () => free } },
  );
}, 600_000);
afterAll(() => t?.close());

/** A photo-like JPEG (noise does not compress: 300 × 200 is about 50 KB). */
function noisyJpeg(width: number, height: number): Promise<Buffer> {
  return sharp(randomBytes(width * height * 3), { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 90 })
    .toBuffer();
}
const upload = (c: Client, photo: Buffer) =>
  c.request('/api/assessments', {
    method: 'POST',
    body: multipart({ patient_name: 'Quota' }, { file: { bytes: photo } }),
  });
const errorOf = async (res: Response) => ((await res.json()) as { error: { code: string; message: string } }).error;

/** Every file under the store, by its path from the root. */
function storedFiles(): Map<string, Buffer> {
  const out = new Map<string, Buffer>();
  const walk = (d: string) => {
    for (const e of readdirSync(d, { withFileTypes: true })) {
      const p = path.join(d, e.name);
      if (e.isDirectory()) walk(p);
      else out.set(path.relative(t.deps.workspace.files.root, p), readFileSync(p));
    }
  };
  walk(t.deps.workspace.files.root);
  return out;
}
/** The stored row of an assessment (each test names its patients apart). */
function assessmentRow(id: string, patientName: string) {
  return t.deps.db
    .selectFrom('assessments')
    .selectAll()
    .where('seq', '=', Number(id.replace('analysis-', '')))
    .where('patient_name', '=', patientName)
    .executeTakeFirstOrThrow();
}

describe('storage limits', () => {
  it("a team's photos and analyses stop at its quota: 413 STORAGE_QUOTA_EXCEEDED naming the quota, another team unaffected", async () => {
    const a = t.client();
    const b = t.client();
    await a.signUp();
    await b.signUp();
    const photo = await noisyJpeg(300, 200);
    let res = await upload(a, photo);
    let n = 0;
    while (res.status === 202 && n < 20) {
      n += 1;
      res = await upload(a, photo);
    }
    expect(n).toBeGreaterThan(1);
    expect(res.status).toBe(413);
    const err = await errorOf(res);
    expect(err.code).toBe('STORAGE_QUOTA_EXCEEDED');
    expect(err.message).toMatch(/its quota is 512 KB/);
    expect((await upload(b, photo)).status).toBe(202);
  });

  it("the quota counts what is on disk: photos plus the analysis' annotated images and masks", async () => {
    const c = t.client();
    await c.signUp();
    const id = await createAssessment(t, c, 'Counted', await noisyJpeg(200, 150));
    const row = await assessmentRow(id, 'Counted');
    expect(row.derived_bytes).toBeGreaterThan(0);
    const onDisk = [...storedFiles()]
      .filter(([p]) => p.startsWith(row.photo_dir.replace('/', path.sep) + path.sep))
      .reduce((sum, [, bytes]) => sum + bytes.length, 0);
    // the photo is counted at its upload size; the stored copy differs by the stripped metadata and the 101-byte header
    expect(Math.abs((await teamStorageUsed(t.deps.db, row.team_id)) - onDisk)).toBeLessThan(512);
  });

  it('uploads stop before the disk fills: 507 STORAGE_FULL, nothing stored, and they resume once there is room', async () => {
    const c = t.client();
    await c.signUp();
    const photo = await noisyJpeg(120, 90);
    const before = storedFiles().size;
    free = 100 * 1024 * 1024 + photo.length / 2; // the photo would dip into the 100 MB reserve
    try {
      const res = await upload(c, photo);
      expect(res.status).toBe(507);
      const err = await errorOf(res);
      expect(err.code).toBe('STORAGE_FULL');
      expect(err.message).toMatch(/uploads stop at 100 MB/);
      expect(storedFiles().size).toBe(before);
    } finally {
      free = 1e12;
    }
    expect((await upload(c, photo)).status).toBe(202);
  });
});

describe('photos encrypted at rest', () => {
  it('a stored photo, annotated image and mask hold no JPEG or PNG and not the plaintext; every read path gets the photo back', async () => {
    const c = t.client();
    await c.signUp();
    const photo = await noisyJpeg(160, 120);
    const id = await createAssessment(t, c, 'At rest', photo);
    const row = await assessmentRow(id, 'At rest');
    const served = Buffer.from(await (await c.request(`/api/assessments/${id}/image?original=1`)).arrayBuffer());
    expect(served.subarray(0, 3).equals(Buffer.from([0xff, 0xd8, 0xff]))).toBe(true);
    const files = [...storedFiles()].filter(([p]) => p.startsWith(row.photo_dir.replace('/', path.sep)));
    expect(files.map(([p]) => path.basename(p)).sort()).toEqual([
      'annotated.png',
      'mask.png',
      'photo',
      'probability.png',
    ]);
    for (const [p, bytes] of files) {
      expect(bytes.subarray(0, 5).toString('latin1'), p).toBe('WLYE\x01');
      expect(bytes.includes(Buffer.from([0xff, 0xd8, 0xff])), p).toBe(false);
      expect(bytes.includes(Buffer.from('\x89PNG', 'latin1')), p).toBe(false);
      expect(bytes.includes(served.subarray(200, 232)), p).toBe(false);
    }
    // the PDF and the FHIR export read through the store too
    const pdf = await c.request(`/api/assessments/${id}/report.pdf`);
    expect(pdf.status).toBe(200);
    const fhir = (await (await c.request(`/api/assessments/${id}/fhir`)).text()).match(/"data":"([A-Za-z0-9+/=]+)"/);
    expect(Buffer.from(fhir![1]!, 'base64').equals(served)).toBe(true);
    for (const which of ['annotated', 'mask']) {
      const png = Buffer.from(await (await c.request(`/api/assessments/${id}/${which}`)).arrayBuffer());
      expect((await sharp(png).metadata()).format, which).toBe('png');
    }
  });

  it('a photo stored before encryption still reads, and the start-up pass encrypts it in place', async () => {
    const c = t.client();
    await c.signUp();
    const id = await createAssessment(t, c, 'Legacy', await noisyJpeg(100, 80));
    const row = await assessmentRow(id, 'Legacy');
    const legacy = await noisyJpeg(90, 70);
    const file = path.join(t.deps.workspace.files.root, row.photo_dir, PHOTO_FILE);
    writeFileSync(file, legacy); // as an older install left it
    const read = async () =>
      Buffer.from(await (await c.request(`/api/assessments/${id}/image?original=1`)).arrayBuffer());
    expect((await read()).equals(legacy)).toBe(true);
    const n = await t.deps.workspace.files.upgradeAll();
    expect(n.encrypted).toBeGreaterThanOrEqual(1);
    expect(readFileSync(file).subarray(0, 4).toString('latin1')).toBe('WLYE');
    expect(readFileSync(file).includes(legacy.subarray(100, 140))).toBe(false);
    expect((await read()).equals(legacy)).toBe(true);
  });

  it('a file copied over another record does not decrypt there', async () => {
    const c = t.client();
    await c.signUp();
    const [one, two] = [
      await createAssessment(t, c, 'One', await noisyJpeg(64, 64)),
      await createAssessment(t, c, 'Two', await noisyJpeg(64, 64)),
    ];
    const [r1, r2] = [await assessmentRow(one, 'One'), await assessmentRow(two, 'Two')];
    const root = t.deps.workspace.files.root;
    writeFileSync(path.join(root, r2.photo_dir, PHOTO_FILE), readFileSync(path.join(root, r1.photo_dir, PHOTO_FILE)));
    await expect(t.deps.workspace.files.read(r2.photo_dir, PHOTO_FILE)).rejects.toThrow(/authenticate/);
  });
});

describe('storage keys', () => {
  const dirs: string[] = [];
  afterAll(() => dirs.forEach((d) => rmSync(d, { recursive: true, force: true })));
  const dataDir = () => {
    const d = mkdtempSync(path.join(tmpdir(), 'woundly-keys-'));
    dirs.push(d);
    return d;
  };

  it('without STORAGE_KEY a key file is made in DATA_DIR with mode 0600 on first start, and kept', () => {
    const d = dataDir();
    const first = loadKeyRing({ DATA_DIR: d });
    expect(first.source).toBe('key file');
    expect(statSync(path.join(d, KEY_FILE)).mode & 0o777).toBe(0o600);
    expect(loadKeyRing({ DATA_DIR: d }).current.id).toBe(first.current.id);
    const key = randomBytes(32).toString('base64');
    expect(loadKeyRing({ DATA_DIR: d, STORAGE_KEY: key }).current.id).toBe(keyIdOf(Buffer.from(key, 'base64')));
    expect(() => loadKeyRing({ DATA_DIR: d, STORAGE_KEY: 'short' })).toThrow(/openssl rand -base64 32/);
  });

  it('rotation: with the new key first and the old one kept, old files read, the pass re-wraps them, and then the old key can go', async () => {
    const d = dataDir();
    const [oldKey, newKey] = [randomBytes(32).toString('base64'), randomBytes(32).toString('base64')];
    const dir = `user-1/${'a'.repeat(8)}-0000-4000-8000-${'b'.repeat(12)}`;
    const plain = await noisyJpeg(64, 48);
    const before = createDiskFileStore(d, { keys: loadKeyRing({ DATA_DIR: d, STORAGE_KEY: oldKey }) });
    await before.write(dir, PHOTO_FILE, plain);
    const rotating = createDiskFileStore(d, {
      keys: loadKeyRing({ DATA_DIR: d, STORAGE_KEY: newKey, STORAGE_OLD_KEYS: oldKey }),
    });
    expect((await rotating.read(dir, PHOTO_FILE))!.equals(plain)).toBe(true);
    expect(await rotating.upgradeAll()).toEqual({ encrypted: 0, rewrapped: 1, failed: 0 });
    expect(await rotating.upgradeAll()).toEqual({ encrypted: 0, rewrapped: 0, failed: 0 });
    const after = createDiskFileStore(d, { keys: loadKeyRing({ DATA_DIR: d, STORAGE_KEY: newKey }) });
    expect((await after.read(dir, PHOTO_FILE))!.equals(plain)).toBe(true);
    await expect(before.read(dir, PHOTO_FILE)).rejects.toThrow(/not configured/);
  });
});
