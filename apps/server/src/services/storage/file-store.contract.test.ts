import { randomBytes, randomUUID } from 'node:crypto';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { GetObjectCommand, PutObjectCommand, type S3Client } from '@aws-sdk/client-s3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HEADER_BYTES, MAGIC, keyIdIn, parseMasterKey, type KeyRing } from '../../security/storage/photo-crypto.ts';
import { startLocalS3, type LocalS3 } from '../../../test/support/local-s3.ts';
import type { Db } from '../../db/database.ts';
import { sweepOrphanDirs } from '../../security/storage/sweep-orphan-uploads.ts';
import { createDiskFileStore } from './disk-file-store.ts';
import type { FileStore } from './file-store.ts';
import { createS3Client, createS3FileStore, readBody, s3SettingsOf } from './s3-file-store.ts';

const KEY_A = parseMasterKey(randomBytes(32).toString('base64'), 'test key A');
const KEY_B = parseMasterKey(randomBytes(32).toString('base64'), 'test key B');
const ring = (...keys: (typeof KEY_A)[]): KeyRing => ({
  current: keys[0]!,
  byId: new Map(keys.map((k) => [k.id, k])),
  source: 'environment',
});

/** One driver under test: a store on some keys, and the bytes as they really lie in storage. */
interface Driver {
  open(keys: KeyRing): FileStore;
  rawGet(dir: string, name: string): Promise<Buffer | null>;
  rawPut(dir: string, name: string, bytes: Buffer): Promise<void>;
}

let s3: LocalS3;
let diskRoot: string;
beforeAll(async () => {
  s3 = await startLocalS3(['contract']);
  diskRoot = mkdtempSync(path.join(tmpdir(), 'woundly-contract-'));
});
afterAll(async () => {
  await s3?.close();
  rmSync(diskRoot, { recursive: true, force: true });
});

const disk: Driver = {
  open: (keys) => createDiskFileStore(diskRoot, { keys }),
  async rawGet(dir, name) {
    try {
      return readFileSync(path.join(diskRoot, 'uploads', dir, name));
    } catch {
      return null;
    }
  },
  async rawPut(dir, name, bytes) {
    mkdirSync(path.join(diskRoot, 'uploads', dir), { recursive: true });
    writeFileSync(path.join(diskRoot, 'uploads', dir, name), bytes);
  },
};

let client: S3Client;
const PREFIX = 'clinic-a/photos/';
const bucket: Driver = {
  open(keys) {
    const settings = s3SettingsOf(s3.env('contract', 'clinic-a/photos'))!;
    client ??= createS3Client(settings);
    return createS3FileStore(settings, { keys });
  },
  async rawGet(dir, name) {
    try {
      const res = await client.send(new GetObjectCommand({ Bucket: 'contract', Key: `${PREFIX}${dir}/${name}` }));
      return await readBody(res.Body, res.ContentLength);
    } catch {
      return null;
    }
  },
  async rawPut(dir, name, bytes) {
    await client.send(new PutObjectCommand({ Bucket: 'contract', Key: `${PREFIX}${dir}/${name}`, Body: bytes }));
  },
};

const newDir = () => `user-${randomUUID().slice(0, 8)}/${randomUUID()}`;
/** bytes that look like a photo and are easy to find in a file */
const photoBytes = (n = 200_000) =>
  Buffer.concat([Buffer.from('\xff\xd8\xffPLAIN-PHOTO-MARKER', 'latin1'), randomBytes(n)]);

describe.each([
  ['the local disk', () => disk],
  ['an S3 bucket', () => bucket],
])('the file store on %s', (_label, driverOf) => {
  it('reads back what it wrote, and tells the bytes it takes in storage', async () => {
    const d = driverOf();
    const store = d.open(ring(KEY_A));
    const dir = newDir();
    const photo = photoBytes();
    const stored = await store.write(dir, 'photo', photo);
    expect(stored).toBe(photo.length + HEADER_BYTES);
    expect((await store.read(dir, 'photo'))!.equals(photo)).toBe(true);
    // a second write to the same place replaces the file
    const mask = photoBytes(1000);
    await store.write(dir, 'photo', mask);
    expect((await store.read(dir, 'photo'))!.equals(mask)).toBe(true);
  });

  it('answers null for a file or a directory that does not exist', async () => {
    const store = driverOf().open(ring(KEY_A));
    const dir = newDir();
    expect(await store.read(dir, 'photo')).toBeNull();
    await store.write(dir, 'photo', photoBytes(10));
    expect(await store.read(dir, 'mask.png')).toBeNull();
  });

  it('stores ciphertext: the object in storage holds no plaintext and is bound to its place', async () => {
    const d = driverOf();
    const store = d.open(ring(KEY_A));
    const dir = newDir();
    const photo = photoBytes();
    await store.write(dir, 'photo', photo);
    const raw = (await d.rawGet(dir, 'photo'))!;
    expect(raw.subarray(0, MAGIC.length).equals(MAGIC)).toBe(true);
    expect(keyIdIn(raw)).toBe(KEY_A.id);
    expect(raw.includes(Buffer.from('PLAIN-PHOTO-MARKER', 'latin1'))).toBe(false);
    expect(raw.includes(photo.subarray(100, 164))).toBe(false);
    // the same ciphertext copied over another assessment's photo does not decrypt there
    const other = newDir();
    await d.rawPut(other, 'photo', raw);
    await expect(store.read(other, 'photo')).rejects.toThrow();
    // and a store without the key cannot read it
    await expect(d.open(ring(KEY_B)).read(dir, 'photo')).rejects.toThrow(/not configured/);
  });

  it('removes every file of a directory and nothing beside it', async () => {
    const d = driverOf();
    const store = d.open(ring(KEY_A));
    const dir = newDir();
    const sibling = `${dir.split('/')[0]}/${randomUUID()}`;
    for (const name of ['photo', 'annotated.png', 'mask.png', 'probability.png'])
      await store.write(dir, name, photoBytes(100));
    await store.write(sibling, 'photo', photoBytes(100));
    await store.removeDir(dir);
    for (const name of ['photo', 'annotated.png', 'mask.png', 'probability.png']) {
      expect(await store.read(dir, name)).toBeNull();
      expect(await d.rawGet(dir, name)).toBeNull();
    }
    expect(await store.read(sibling, 'photo')).not.toBeNull();
    // removing it again, or a directory never written, is no error
    await store.removeDir(dir);
    await store.removeDir(newDir());
  });

  it('removes one file and leaves the rest of its directory; a file that is not there is no error', async () => {
    const d = driverOf();
    const store = d.open(ring(KEY_A));
    const dir = newDir();
    await store.write(dir, 'photo', photoBytes(100));
    await store.write(dir, 'letter-0123abcd', photoBytes(100));
    await store.remove(dir, 'letter-0123abcd');
    expect(await store.read(dir, 'letter-0123abcd')).toBeNull();
    expect(await d.rawGet(dir, 'letter-0123abcd')).toBeNull();
    expect(await store.read(dir, 'photo')).not.toBeNull();
    await store.remove(dir, 'letter-0123abcd');
    await store.remove(newDir(), 'photo');
    await expect(store.remove(dir, '../photo')).rejects.toThrow(/unsafe/);
  });

  it('lists every directory once, and the orphan sweep removes those no record names', async () => {
    const d = driverOf();
    const store = d.open(ring(KEY_A));
    const user = `user-${randomUUID().slice(0, 8)}`;
    const [kept, orphan, orphan2] = [randomUUID(), randomUUID(), randomUUID()].map((u) => `${user}/${u}`);
    for (const dir of [kept!, orphan!, orphan2!])
      for (const name of ['photo', 'mask.png']) await store.write(dir, name, photoBytes(10));
    const listed: string[] = [];
    for await (const x of store.listDirs()) {
      if (x.dir.startsWith(`${user}/`)) listed.push(x.dir);
      expect(Math.abs(x.modifiedMs - Date.now())).toBeLessThan(3_600_000);
    }
    expect(listed.sort()).toEqual([kept, orphan, orphan2].sort());

    // rows name `kept`; with a one-hour grace the new orphans stay (another server may be writing them), alone on the store (0) they go
    const rows = (dirs: string[]) =>
      ({
        selectFrom: () => ({ select: () => ({ execute: async () => dirs.map((photo_dir) => ({ photo_dir })) }) }),
      }) as unknown as Db;
    const known = async () => {
      const all: string[] = [];
      for await (const x of store.listDirs()) all.push(x.dir);
      return all;
    };
    const others = (await known()).filter((x) => !x.startsWith(`${user}/`));
    expect(await sweepOrphanDirs(rows([...others, kept!]), store, { olderThanMs: 3_600_000, log: () => {} })).toEqual({
      dirs: 0,
    });
    expect(await sweepOrphanDirs(rows([...others, kept!]), store, { olderThanMs: 0, log: () => {} })).toEqual({
      dirs: 2,
    });
    expect(await store.read(kept!, 'photo')).not.toBeNull();
    expect(await store.read(orphan!, 'photo')).toBeNull();
    expect(await d.rawGet(orphan2!, 'mask.png')).toBeNull();
  });

  it('refuses a place outside an assessment directory', async () => {
    const store = driverOf().open(ring(KEY_A));
    await expect(store.write('../etc', 'photo', Buffer.from('x'))).rejects.toThrow(/unsafe/);
    await expect(store.write('a/b/c', 'photo', Buffer.from('x'))).rejects.toThrow(/unsafe/);
    await expect(store.read('a/b', '../photo')).rejects.toThrow(/unsafe/);
    await expect(store.removeDir('a')).rejects.toThrow(/unsafe/);
  });

  it('brings every file to the current key: files from before encryption encrypted, older keys re-wrapped', async () => {
    const d = driverOf();
    const dirOld = newDir();
    const dirPlain = newDir();
    const photo = photoBytes();
    await d.open(ring(KEY_A)).write(dirOld, 'photo', photo);
    const plain = photoBytes(5000);
    await d.rawPut(dirPlain, 'mask.png', plain);

    const rotated = d.open(ring(KEY_B, KEY_A));
    const first = await rotated.upgradeAll();
    expect(first.rewrapped).toBeGreaterThanOrEqual(1);
    expect(first.encrypted).toBeGreaterThanOrEqual(1);
    expect(first.failed).toBe(0);
    // everything is under B now: a second pass has nothing to do, and B alone reads both files
    expect(await rotated.upgradeAll()).toEqual({ encrypted: 0, rewrapped: 0, failed: 0 });
    const onlyB = d.open(ring(KEY_B));
    expect((await onlyB.read(dirOld, 'photo'))!.equals(photo)).toBe(true);
    expect((await onlyB.read(dirPlain, 'mask.png'))!.equals(plain)).toBe(true);
    const raw = (await d.rawGet(dirPlain, 'mask.png'))!;
    expect(raw.includes(plain.subarray(50, 114))).toBe(false);
  });
});

describe('free space', () => {
  it('is the disk figure for the local disk and unknown (null) for a bucket', async () => {
    expect(await disk.open(ring(KEY_A)).freeBytes()).toBeGreaterThan(0);
    expect(await bucket.open(ring(KEY_A)).freeBytes()).toBeNull();
  });
});

describe('the bucket check at start', () => {
  it('stops with a readable reason for a missing bucket or refused credentials', async () => {
    const base = s3.env('contract');
    const missing = s3SettingsOf({ ...base, STORAGE_URL: 's3://no-such-bucket' })!;
    await expect(createS3FileStore(missing, { keys: ring(KEY_A) }).check()).rejects.toThrow(
      /s3:\/\/no-such-bucket\/ cannot be used .*the bucket does not exist/,
    );
    const refused = s3SettingsOf({ ...base, S3_ACCESS_KEY_ID: 'NOBODY', S3_SECRET_ACCESS_KEY: 'wrong' })!;
    await expect(createS3FileStore(refused, { keys: ring(KEY_A) }).check()).rejects.toThrow(
      /credentials .* are refused/,
    );
    await createS3FileStore(s3SettingsOf(base)!, { keys: ring(KEY_A) }).check();
  });
});
