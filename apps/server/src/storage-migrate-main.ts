/**
 * `npm run storage:migrate`: copy the local photo store (DATA_DIR/uploads) into the bucket of
 * STORAGE_URL, with the same settings the servers will use (S3_*, STORAGE_KEY). Idempotent and
 * resumable: run it again after an interruption, or once more after stopping the servers to catch
 * what they wrote meanwhile. It prints what it did and never deletes the local copy.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { ConfigError, parseEnv } from './env.ts';
import { loadKeyRing } from './security/storage/photo-crypto.ts';
import { copyStoreToBucket } from './services/storage/copy-to-bucket.ts';
import { createS3Client, createS3FileStore, s3SettingsOf } from './services/storage/s3-file-store.ts';

function fail(line: string): never {
  console.error(line);
  process.exit(1);
}

try {
  const env = parseEnv();
  const settings = s3SettingsOf(env);
  if (!settings)
    fail(
      'npm run storage:migrate copies DATA_DIR/uploads into a bucket: set STORAGE_URL=s3://bucket/prefix and the S3_* settings (see .env.example) as the servers will have them.',
    );
  if (env.DATA_DIR === 'memory://') fail('DATA_DIR=memory:// has no local store to copy.');
  const source = path.resolve(env.DATA_DIR, 'uploads');
  if (!existsSync(source)) fail(`There is no local store at ${source} (DATA_DIR=${env.DATA_DIR}).`);
  const keys = loadKeyRing(env);
  const client = createS3Client(settings);
  await createS3FileStore(settings, { keys, client }).check();
  const target = `s3://${settings.bucket}/${settings.prefix}`;
  console.log(`Copying ${source} into ${target} …`);
  const r = await copyStoreToBucket({
    sourceRoot: source,
    client,
    bucket: settings.bucket,
    prefix: settings.prefix,
    keys,
    log: (line) => console.log(line),
  });
  const mb = (r.bytesCopied / 1024 ** 2).toFixed(1);
  console.log(
    `${r.files} file(s) in the local store: ${r.copied} copied (${mb} MB), ${r.skipped} already in the bucket, ${r.failed} failed.`,
  );
  console.log(`Verified: ${r.verified} of ${r.files} file(s) are in the bucket with their size.`);
  if (r.plaintext)
    console.log(
      `${r.plaintext} file(s) predate encryption: copied as they are; a server on the bucket encrypts them at start.`,
    );
  if (r.unknownKey)
    console.log(
      `Warning: ${r.unknownKey} file(s) are encrypted under a master key that STORAGE_KEY / STORAGE_OLD_KEYS do not hold: servers with this configuration cannot read them. Add the keys of DATA_DIR/storage-keys.`,
    );
  console.log(`The local copy in ${source} was not deleted: remove it yourself once the servers run on the bucket.`);
  process.exit(r.failed || r.verified < r.files || r.unknownKey ? 1 : 0);
} catch (err) {
  if (err instanceof ConfigError) fail(err.message);
  throw err;
}
