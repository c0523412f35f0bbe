import {
  DeleteObjectCommand,
  DeleteObjectsCommand,
  GetObjectCommand,
  HeadBucketCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import {
  decryptFile,
  encryptFile,
  HEADER_BYTES,
  isEncrypted,
  rewrapHeader,
  WRAP_START,
  type KeyRing,
} from '../../security/storage/photo-crypto.ts';
import { ConfigError } from '../../env.ts';
import { ApiError } from '../../lib/errors.ts';
import { checkPlace, SAFE_NAME, SAFE_SEGMENT, type FileStore } from './file-store.ts';
import { parseStorageUrl } from '../../lib/storage-url.ts';

/** How to reach the bucket: what STORAGE_URL and the S3_* settings say. */
export interface S3Settings {
  bucket: string;
  /** '' or ending in '/' */
  prefix: string;
  /** unset: AWS S3 of `region` */
  endpoint?: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  forcePathStyle: boolean;
}

/** The S3 settings of a configuration whose STORAGE_URL is a bucket, else null (the local disk). */
export function s3SettingsOf(env: {
  STORAGE_URL?: string;
  S3_ENDPOINT?: string;
  S3_REGION: string;
  S3_ACCESS_KEY_ID?: string;
  S3_SECRET_ACCESS_KEY?: string;
  S3_FORCE_PATH_STYLE?: 'true' | 'false';
}): S3Settings | null {
  if (!env.STORAGE_URL) return null;
  const place = parseStorageUrl(env.STORAGE_URL);
  // env.ts validated both at start; this guards a caller that skipped it
  if (!place || !env.S3_ACCESS_KEY_ID || !env.S3_SECRET_ACCESS_KEY)
    throw new Error('STORAGE_URL needs an s3:// bucket, S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY');
  return {
    ...place,
    endpoint: env.S3_ENDPOINT,
    region: env.S3_REGION,
    accessKeyId: env.S3_ACCESS_KEY_ID,
    secretAccessKey: env.S3_SECRET_ACCESS_KEY,
    // self-hosted S3 (MinIO, Ceph, s3rver) rarely has a DNS name per bucket; AWS prefers virtual hosts
    forcePathStyle: env.S3_FORCE_PATH_STYLE ? env.S3_FORCE_PATH_STYLE === 'true' : !!env.S3_ENDPOINT,
  };
}

/**
 * A client for S3 and S3-compatible servers. Checksums only where the API requires them: the
 * SDK's default (a CRC trailer in an aws-chunked body on every PUT) is refused by several
 * S3-compatible servers; the payload is signed (SigV4) either way, and every file carries its
 * own GCM tag, so a corrupted object never decrypts.
 */
export function createS3Client(s: S3Settings): S3Client {
  return new S3Client({
    region: s.region,
    endpoint: s.endpoint,
    forcePathStyle: s.forcePathStyle,
    credentials: { accessKeyId: s.accessKeyId, secretAccessKey: s.secretAccessKey },
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    maxAttempts: 3,
    // a bucket that stops answering fails the request (and the upload, 500) instead of holding it forever
    requestHandler: { connectionTimeout: 10_000, socketTimeout: 60_000 },
  });
}

/** the error S3 answers for a key (GET) or an object (HEAD) that does not exist */
export function isMissing(err: unknown): boolean {
  const e = err as { name?: string; $metadata?: { httpStatusCode?: number } };
  return e?.name === 'NoSuchKey' || (e?.name === 'NotFound' && e.$metadata?.httpStatusCode === 404);
}

/**
 * An object's body read into one buffer of its announced length (no list of chunks joined
 * afterwards: a photo is held once while it arrives).
 */
export async function readBody(body: unknown, length: number | undefined): Promise<Buffer> {
  const chunks = body as AsyncIterable<Uint8Array>;
  if (length === undefined) {
    const parts: Buffer[] = [];
    for await (const c of chunks) parts.push(Buffer.from(c.buffer, c.byteOffset, c.byteLength));
    return Buffer.concat(parts);
  }
  const out = Buffer.allocUnsafe(length);
  let at = 0;
  for await (const c of chunks) {
    if (at + c.byteLength > length) throw new Error('an object is longer than its Content-Length');
    out.set(c, at);
    at += c.byteLength;
  }
  if (at !== length) throw new Error(`an object ended after ${at} of ${length} bytes`);
  return out;
}

/** Every key under `prefix`, page by page (1000 a page), with its size, ETag and time. */
export async function* listObjects(
  client: S3Client,
  bucket: string,
  prefix: string,
): AsyncGenerator<{ key: string; size: number; etag?: string; modified?: Date }> {
  let token: string | undefined;
  do {
    const page = await client.send(
      new ListObjectsV2Command({ Bucket: bucket, Prefix: prefix, ContinuationToken: token }),
    );
    for (const o of page.Contents ?? [])
      if (o.Key) yield { key: o.Key, size: o.Size ?? 0, etag: o.ETag, modified: o.LastModified };
    token = page.IsTruncated ? page.NextContinuationToken : undefined;
  } while (token);
}

/**
 * The S3 driver: object `<prefix><userId>/<uuid>/<name>` in the bucket of STORAGE_URL. Each file
 * is encrypted in memory before the PUT (the same envelope as on disk, bound to `<dir>/<name>`,
 * so an object copied from a local store decrypts unchanged). A PUT is atomic: a reader sees the
 * old object or the new one, never a part. A bucket has no free-space figure: freeBytes() is null
 * and the disk guard lets uploads through (the team quota still holds).
 */
export function createS3FileStore(settings: S3Settings, opts: { keys: KeyRing; client?: S3Client }): FileStore {
  const client = opts.client ?? createS3Client(settings);
  const { bucket, prefix } = settings;
  const { keys } = opts;
  const keyOf = (dir: string, name: string) => prefix + checkPlace(dir, name).join('/');

  /**
   * A request to the bucket; a failure other than "no such key" (the bucket down, refusing, timing
   * out) becomes 503 STORAGE_UNAVAILABLE with the cause kept for the log.
   */
  async function send<T>(request: () => Promise<T>): Promise<T> {
    try {
      return await request();
    } catch (err) {
      if (isMissing(err) || err instanceof ApiError) throw err;
      const unavailable = new ApiError(
        'STORAGE_UNAVAILABLE',
        "The photo store does not answer just now; nothing was changed. Try again in a minute, and tell the server's administrator if it keeps happening.",
      );
      unavailable.cause = err;
      throw unavailable;
    }
  }

  async function put(key: string, body: Buffer): Promise<void> {
    await send(() =>
      client.send(
        new PutObjectCommand({
          Bucket: bucket,
          Key: key,
          Body: body,
          ContentLength: body.length,
          ContentType: 'application/octet-stream',
        }),
      ),
    );
  }

  async function headEtag(key: string): Promise<string | null> {
    try {
      return (await client.send(new HeadObjectCommand({ Bucket: bucket, Key: key }))).ETag ?? null;
    } catch (err) {
      if (isMissing(err)) return null;
      throw err;
    }
  }

  /** One stored object brought to the current key; what was done. */
  async function upgradeObject(key: string, place: string): Promise<'encrypted' | 'rewrapped' | null> {
    // the header first: an object already under the current key costs one small ranged GET
    const head = await client.send(
      new GetObjectCommand({ Bucket: bucket, Key: key, Range: `bytes=0-${HEADER_BYTES - 1}` }),
    );
    const headBytes = await readBody(head.Body, head.ContentLength);
    if (isEncrypted(headBytes) && rewrapHeader(keys, headBytes) === null) return null;
    const whole = await client.send(new GetObjectCommand({ Bucket: bucket, Key: key }));
    // read whole before anything is decided: a body left unread would hold its connection
    const stored = await readBody(whole.Body, whole.ContentLength);
    if (whole.ETag !== head.ETag) return null; // replaced meanwhile (a new analysis): already current
    let next: Buffer;
    let done: 'encrypted' | 'rewrapped';
    if (isEncrypted(stored)) {
      const wrapped = rewrapHeader(keys, stored.subarray(0, HEADER_BYTES));
      if (!wrapped) return null;
      // an object cannot be patched in place: the same bytes with the header's wrap part replaced
      wrapped.copy(stored, WRAP_START);
      next = stored;
      done = 'rewrapped';
    } else {
      next = encryptFile(keys, place, stored);
      done = 'encrypted';
    }
    // only if nobody replaced the object while it was read
    if ((await headEtag(key)) !== whole.ETag) return null;
    await put(key, next);
    return done;
  }

  return {
    kind: 's3',
    root: `s3://${bucket}/${prefix}`,
    async check() {
      try {
        await client.send(new HeadBucketCommand({ Bucket: bucket }));
      } catch (err) {
        const e = err as { name?: string; message?: string; $metadata?: { httpStatusCode?: number } };
        const status = e.$metadata?.httpStatusCode;
        const why =
          status === 404
            ? 'the bucket does not exist'
            : status === 403 || status === 401
              ? 'the credentials (S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY) are refused'
              : `${e.name ?? 'error'}: ${e.message ?? String(err)}`;
        throw new ConfigError(
          `STORAGE_URL s3://${bucket}/${prefix} cannot be used (${settings.endpoint ?? `AWS S3 ${settings.region}`}): ${why}`,
        );
      }
    },
    async write(dir, name, data) {
      const key = keyOf(dir, name);
      // the ciphertext is the one extra copy: the SDK sends this buffer as it is
      const sealed = encryptFile(keys, `${dir}/${name}`, data);
      await put(key, sealed);
      return sealed.length;
    },
    async read(dir, name) {
      const key = keyOf(dir, name);
      let stored: Buffer;
      try {
        stored = await send(async () => {
          const res = await client.send(new GetObjectCommand({ Bucket: bucket, Key: key }));
          return readBody(res.Body, res.ContentLength);
        });
      } catch (err) {
        if (isMissing(err)) return null;
        throw err;
      }
      return decryptFile(keys, `${dir}/${name}`, stored);
    },
    async remove(dir, name) {
      // S3 answers a DELETE of a key that does not exist with success
      const key = keyOf(dir, name);
      await send(() => client.send(new DeleteObjectCommand({ Bucket: bucket, Key: key })));
    },
    async removeDir(dir) {
      const under = prefix + checkPlace(dir).join('/') + '/';
      // listed again until empty: a file written while the first page was deleted goes too
      for (;;) {
        const page = await send(() => client.send(new ListObjectsV2Command({ Bucket: bucket, Prefix: under })));
        const objects = (page.Contents ?? []).flatMap((o) => (o.Key ? [{ Key: o.Key }] : []));
        if (!objects.length) return;
        const res = await send(() =>
          client.send(new DeleteObjectsCommand({ Bucket: bucket, Delete: { Objects: objects, Quiet: true } })),
        );
        if (res.Errors?.length)
          throw new Error(`could not delete ${res.Errors.length} object(s) under ${under}: ${res.Errors[0]?.Code}`);
      }
    },
    async *listDirs() {
      // keys come sorted, so the objects of one directory are listed one after another
      let current: { dir: string; modifiedMs: number } | null = null;
      for await (const o of listObjects(client, bucket, prefix)) {
        const parts = o.key.slice(prefix.length).split('/');
        if (parts.length !== 3 || !SAFE_SEGMENT.test(parts[0]!) || !SAFE_SEGMENT.test(parts[1]!)) continue;
        const dir = `${parts[0]}/${parts[1]}`;
        const at = o.modified?.getTime() ?? Date.now();
        if (current && current.dir === dir) current.modifiedMs = Math.max(current.modifiedMs, at);
        else {
          if (current) yield current;
          current = { dir, modifiedMs: at };
        }
      }
      if (current) yield current;
    },
    freeBytes: async () => null,
    async upgradeAll() {
      const counts = { encrypted: 0, rewrapped: 0, failed: 0 };
      for await (const o of listObjects(client, bucket, prefix)) {
        const parts = o.key.slice(prefix.length).split('/');
        if (parts.length !== 3 || !SAFE_SEGMENT.test(parts[0]!) || !SAFE_SEGMENT.test(parts[1]!)) continue;
        if (!SAFE_NAME.test(parts[2]!)) continue;
        try {
          const done = await upgradeObject(o.key, parts.join('/'));
          if (done) counts[done] += 1;
        } catch (err) {
          if (!isMissing(err)) counts.failed += 1;
        }
      }
      return counts;
    },
  };
}
