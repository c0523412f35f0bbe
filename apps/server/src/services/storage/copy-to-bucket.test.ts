import { execFile } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { DeleteObjectCommand, PutObjectCommand, type S3Client } from '@aws-sdk/client-s3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseMasterKey, type KeyRing, type MasterKey } from '../../security/storage/photo-crypto.ts';
import { startLocalS3, type LocalS3 } from '../../../test/support/local-s3.ts';
import { copyStoreToBucket } from './copy-to-bucket.ts';
import { createDiskFileStore } from './disk-file-store.ts';
import { createS3Client, createS3FileStore, listObjects, s3SettingsOf } from './s3-file-store.ts';

const KEY = parseMasterKey(randomBytes(32).toString('base64'), 'test key');
const OTHER = parseMasterKey(randomBytes(32).toString('base64'), 'other key');
const ring = (...keys: MasterKey[]): KeyRing => ({
  current: keys[0]!,
  byId: new Map(keys.map((k) => [k.id, k])),
  source: 'environment',
});
const REPO = path.resolve(import.meta.dirname, '../../../../..');

let s3: LocalS3;
let client: S3Client;
const temps: string[] = [];
beforeAll(async () => {
  s3 = await startLocalS3(['moved']);
  client = createS3Client(s3SettingsOf(s3.env('moved'))!);
});
afterAll(async () => {
  await s3?.close();
  for (const d of temps) rmSync(d, { recursive: true, force: true });
});

/** A DATA_DIR whose local store holds `n` assessments (photo + mask), a pre-encryption file and a temp file. */
async function localStore(n: number) {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'woundly-migrate-'));
  temps.push(dataDir);
  const disk = createDiskFileStore(dataDir, { keys: ring(KEY) });
  const files = new Map<string, Buffer>();
  for (let i = 0; i < n; i++) {
    const dir = `user-${i % 2}/${randomUUID()}`;
    for (const name of ['photo', 'mask.png']) {
      const data = randomBytes(2000 + i * 100);
      await disk.write(dir, name, data);
      files.set(`${dir}/${name}`, data);
    }
  }
  const legacyDir = `user-0/${randomUUID()}`;
  const legacy = Buffer.from('a photo stored before encryption');
  mkdirSync(path.join(disk.root, legacyDir), { recursive: true });
  writeFileSync(path.join(disk.root, legacyDir, 'photo'), legacy);
  writeFileSync(path.join(disk.root, legacyDir, 'photo.tmp-1-2'), 'half a write');
  files.set(`${legacyDir}/photo`, legacy);
  return { dataDir, root: disk.root, files };
}

const keysIn = async (prefix: string) => {
  const keys: string[] = [];
  for await (const o of listObjects(client, 'moved', prefix)) keys.push(o.key);
  return keys.sort();
};

describe('copying a local store into a bucket', () => {
  it('copies every file once, verifies it, resumes after an interruption and never touches the local copy', async () => {
    const { root, files } = await localStore(3);
    const before = new Map([...files.keys()].map((p) => [p, readFileSync(path.join(root, p))]));
    const copy = () =>
      copyStoreToBucket({ sourceRoot: root, client, bucket: 'moved', prefix: 'a/', keys: ring(KEY), log: () => {} });

    const first = await copy();
    expect(first).toMatchObject({
      files: 7,
      copied: 7,
      skipped: 0,
      failed: 0,
      verified: 7,
      plaintext: 1,
      unknownKey: 0,
    });
    expect(await keysIn('a/')).toEqual([...files.keys()].map((p) => `a/${p}`).sort());
    // a server on the bucket reads every file, the pre-encryption one as it is
    const bucketStore = createS3FileStore(s3SettingsOf(s3.env('moved', 'a'))!, { keys: ring(KEY) });
    for (const [place, data] of files) {
      const [u, t, name] = place.split('/');
      expect((await bucketStore.read(`${u}/${t}`, name!))!.equals(data)).toBe(true);
    }

    // run again: nothing to do
    expect(await copy()).toMatchObject({ files: 7, copied: 0, skipped: 7, failed: 0, verified: 7 });

    // interrupted / damaged: one object missing, one local file changed since it was copied
    const [lost, changed] = [...files.keys()];
    await client.send(new DeleteObjectCommand({ Bucket: 'moved', Key: `a/${lost}` }));
    writeFileSync(path.join(root, changed!), readFileSync(path.join(root, changed!)));
    utimesSync(path.join(root, changed!), new Date(), new Date(Date.now() + 5000));
    expect(await copy()).toMatchObject({ files: 7, copied: 2, skipped: 5, failed: 0, verified: 7 });

    // an object a server wrote into the bucket since is newer than the local file: left alone
    const [, , newer] = [...files.keys()];
    await client.send(new PutObjectCommand({ Bucket: 'moved', Key: `a/${newer}`, Body: Buffer.from('server') }));
    expect(await copy()).toMatchObject({ copied: 0, skipped: 7, verified: 7 });

    // the local store is as it was, the temp file included
    for (const [place, bytes] of before) expect(readFileSync(path.join(root, place)).equals(bytes)).toBe(true);
    expect(readFileSync(path.join(root, [...files.keys()].at(-1)!.replace(/photo$/, 'photo.tmp-1-2')), 'utf8')).toBe(
      'half a write',
    );
  });

  it('counts files under a master key the configuration does not hold', async () => {
    const { root } = await localStore(1);
    const r = await copyStoreToBucket({
      sourceRoot: root,
      client,
      bucket: 'moved',
      prefix: 'b/',
      keys: ring(OTHER),
      log: () => {},
    });
    expect(r).toMatchObject({ files: 3, copied: 3, unknownKey: 2, plaintext: 1 });
  });
});

describe('npm run storage:migrate', () => {
  it('prints its counts, says the local copy stays, and exits 0 when everything is in the bucket', async () => {
    const { dataDir } = await localStore(2);
    const env = {
      PATH: process.env.PATH,
      DATA_DIR: dataDir,
      STORAGE_KEY: KEY.key.toString('base64'),
      ...s3.env('moved', 'cli'),
    };
    const run = () =>
      promisify(execFile)(process.execPath, ['--import', 'tsx', 'apps/server/src/storage-migrate-main.ts'], {
        cwd: REPO,
        env,
        timeout: 120_000,
      });
    const first = await run();
    expect(first.stdout).toContain('5 file(s) in the local store: 5 copied');
    expect(first.stdout).toContain('Verified: 5 of 5 file(s)');
    expect(first.stdout).toContain(`The local copy in ${path.join(dataDir, 'uploads')} was not deleted`);
    const again = await run();
    expect(again.stdout).toContain('0 copied (0.0 MB), 5 already in the bucket, 0 failed');
    // a bad configuration stops it with one line
    await expect(
      promisify(execFile)(process.execPath, ['--import', 'tsx', 'apps/server/src/storage-migrate-main.ts'], {
        cwd: REPO,
        env: { ...env, STORAGE_URL: 's3://Bad_Bucket' },
        timeout: 120_000,
      }),
    ).rejects.toMatchObject({ code: 1, stderr: expect.stringContaining('STORAGE_URL: must be s3://bucket') });
  }, 300_000);
});
