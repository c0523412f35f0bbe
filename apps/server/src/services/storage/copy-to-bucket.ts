import { createHash } from 'node:crypto';
import { open, readdir, readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { HeadObjectCommand, PutObjectCommand, type S3Client } from '@aws-sdk/client-s3';
import { HEADER_BYTES, isEncrypted, keyIdIn, type KeyRing } from '../../security/storage/photo-crypto.ts';
import { SAFE_NAME, SAFE_SEGMENT } from './file-store.ts';
import { isMissing, listObjects } from './s3-file-store.ts';

/** object metadata: the modification time (ms) of the local file an object was copied from */
const SOURCE_MTIME = 'woundly-source-mtime';

export interface CopyReport {
  /** files in the local store */
  files: number;
  /** put into the bucket by this run */
  copied: number;
  /**
   * left as they are: copied by an earlier run from the same file (same size and modification
   * time), or written in the bucket by a server since (newer than the local file)
   */
  skipped: number;
  /** could not be copied (named in the log); a later run tries them again */
  failed: number;
  /** local files found in the bucket with their size after the run */
  verified: number;
  bytesCopied: number;
  /** files from before encryption: copied as they are, the server encrypts them at start */
  plaintext: number;
  /** files under a master key this configuration does not have: the servers could not read them */
  unknownKey: number;
}

/** Every file of a local store (DATA_DIR/uploads): `<user>/<uuid>/<name>`, unfinished temp files left out. */
async function* localFiles(root: string): AsyncGenerator<{ place: string; file: string }> {
  const list = (p: string) => readdir(p, { withFileTypes: true }).catch(() => []);
  for (const user of await list(root)) {
    if (!user.isDirectory() || !SAFE_SEGMENT.test(user.name)) continue;
    for (const assessment of await list(path.join(root, user.name))) {
      if (!assessment.isDirectory() || !SAFE_SEGMENT.test(assessment.name)) continue;
      for (const f of await list(path.join(root, user.name, assessment.name))) {
        if (!f.isFile() || !SAFE_NAME.test(f.name) || /\.tmp-/.test(f.name)) continue;
        yield {
          place: `${user.name}/${assessment.name}/${f.name}`,
          file: path.join(root, user.name, assessment.name, f.name),
        };
      }
    }
  }
}

async function headerOf(file: string): Promise<Buffer> {
  const fh = await open(file, 'r');
  try {
    const head = Buffer.alloc(HEADER_BYTES);
    const { bytesRead } = await fh.read(head, 0, HEADER_BYTES, 0);
    return head.subarray(0, bytesRead);
  } finally {
    await fh.close();
  }
}

/**
 * Copy a local store into a bucket, byte for byte: the envelopes are bound to `<dir>/<name>`, not
 * to where they lie, so the objects decrypt with the same master keys. Idempotent and resumable —
 * an object already copied from the file (same size and modification time, kept in the object's
 * metadata) is skipped, one a server wrote into the bucket since is never overwritten — and
 * verified: each PUT carries its MD5 (the server refuses a body that arrived damaged) and, at the
 * end, every local file must be listed in the bucket with its size. Never deletes or changes a
 * local file.
 */
export async function copyStoreToBucket(opts: {
  sourceRoot: string;
  client: S3Client;
  bucket: string;
  prefix: string;
  keys: KeyRing;
  log: (line: string) => void;
  /** PUTs at a time */
  concurrency?: number;
}): Promise<CopyReport> {
  const { client, bucket, prefix, log } = opts;
  const report: CopyReport = {
    files: 0,
    copied: 0,
    skipped: 0,
    failed: 0,
    verified: 0,
    bytesCopied: 0,
    plaintext: 0,
    unknownKey: 0,
  };
  const sizes = new Map<string, number>();

  async function copyOne(place: string, file: string): Promise<void> {
    const key = prefix + place;
    const { size, mtimeMs } = await stat(file);
    const source = String(Math.round(mtimeMs));
    sizes.set(key, size);
    const head = await headerOf(file);
    if (!isEncrypted(head)) report.plaintext++;
    else if (!opts.keys.byId.has(keyIdIn(head))) report.unknownKey++;
    try {
      const there = await client.send(new HeadObjectCommand({ Bucket: bucket, Key: key }));
      const copiedFrom = there.Metadata?.[SOURCE_MTIME];
      // copied before from this very file (same size, same modification time): done already;
      // written by a server that runs on the bucket (no source mark): newer than the local file
      if (copiedFrom === undefined || (copiedFrom === source && there.ContentLength === size)) {
        if (copiedFrom === undefined) sizes.set(key, there.ContentLength ?? -1);
        report.skipped++;
        return;
      }
    } catch (err) {
      if (!isMissing(err)) throw err;
    }
    const bytes = await readFile(file);
    await client.send(
      new PutObjectCommand({
        Bucket: bucket,
        Key: key,
        Body: bytes,
        ContentLength: bytes.length,
        ContentMD5: createHash('md5').update(bytes).digest('base64'),
        ContentType: 'application/octet-stream',
        Metadata: { [SOURCE_MTIME]: source },
      }),
    );
    report.copied++;
    report.bytesCopied += bytes.length;
  }

  const files = localFiles(opts.sourceRoot);
  const worker = async () => {
    for (;;) {
      const next = await files.next();
      if (next.done) return;
      report.files++;
      try {
        await copyOne(next.value.place, next.value.file);
      } catch (err) {
        report.failed++;
        log(`[storage] could not copy ${next.value.place}: ${err instanceof Error ? err.message : String(err)}`);
      }
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, opts.concurrency ?? 4) }, worker));

  // verify: what the bucket lists now, against every local file
  for await (const o of listObjects(client, bucket, prefix)) if (sizes.get(o.key) === o.size) report.verified++;
  return report;
}
