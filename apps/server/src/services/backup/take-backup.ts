import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { copyFile, mkdir, open, rename, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import type { Env } from '../../env.ts';
import { PgliteOnWorker } from '../../db/pglite/remote.ts';
import { HEADER_BYTES, isEncrypted, keyIdIn } from '../../security/storage/photo-crypto.ts';
import { requestSnapshot } from './control-socket.ts';
import {
  appVersion,
  authSecretFingerprint,
  BACKUP_FORMAT,
  BACKUP_FORMAT_VERSION,
  BackupError,
  MANIFEST_FILE,
  readSnapshotFacts,
  sha256,
  sha256File,
  type Manifest,
  type ManifestFile,
  type SnapshotFacts,
} from './manifest.ts';
import { runTool, toolMajor } from './pg-tools.ts';

export const PGLITE_DUMP = 'database.tar.gz';
export const PG_DUMP = 'database.dump';
export const UPLOADS = 'uploads';

export const PGLITE_METHOD =
  "PGlite dumpDataDir: the running server's database thread copies its data directory between two statements (asked over DATA_DIR/control.sock); with the server stopped, the backup opens the database itself";
export const PG_METHOD =
  'pg_dump -Fc under an exported snapshot (pg_export_snapshot), the same snapshot the counts and the file list are read from';

/** The embedded database as one gzipped tar, from the running server when one answers. */
async function pgliteSnapshot(dataDir: string, log: (l: string) => void): Promise<Uint8Array> {
  const fromServer = await requestSnapshot(dataDir);
  if (fromServer) {
    log('database: snapshot taken by the running server');
    return fromServer;
  }
  const dir = path.resolve(dataDir, 'pglite');
  if (!existsSync(dir))
    throw new BackupError('BACKUP_NO_DATABASE', `There is no embedded database in ${dir} (DATA_DIR=${dataDir}).`);
  log('database: no server answers on DATA_DIR/control.sock; opening the stopped database');
  const db = await PgliteOnWorker.open(dir);
  try {
    return await db.dump();
  } finally {
    await db.close();
  }
}

/** Opens the snapshot in memory and reads what the manifest records: proves the dump loads. */
async function pgliteFacts(tar: Uint8Array): Promise<SnapshotFacts> {
  const db = new PGlite({ loadDataDir: new Blob([tar as Uint8Array<ArrayBuffer>], { type: 'application/x-gzip' }) });
  try {
    return await readSnapshotFacts(async (q) => (await db.query<Record<string, unknown>>(q)).rows);
  } finally {
    await db.close();
  }
}

/** pg_dump and the facts under one exported snapshot. */
async function postgresSnapshot(databaseUrl: string, target: string): Promise<SnapshotFacts> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const serverMajor = Math.floor(
      Number((await client.query('show server_version_num')).rows[0].server_version_num) / 10000,
    );
    const dumpMajor = await toolMajor('pg_dump');
    if (dumpMajor === null)
      throw new BackupError('BACKUP_PG_DUMP_FAILED', 'pg_dump is not installed (apt-get install postgresql-client).');
    if (dumpMajor < serverMajor)
      throw new BackupError(
        'BACKUP_PG_DUMP_FAILED',
        `pg_dump ${dumpMajor} cannot dump a PostgreSQL ${serverMajor} server: install postgresql-client-${serverMajor} or newer.`,
      );
    await client.query('begin isolation level repeatable read read only');
    const snapshot = String((await client.query('select pg_export_snapshot() as s')).rows[0].s);
    const facts = await readSnapshotFacts(async (q) => (await client.query(q)).rows);
    const r = await runTool('pg_dump', ['-Fc', '--no-owner', '--snapshot', snapshot, '--file', target], databaseUrl);
    await client.query('commit');
    if (!r.ok) throw new BackupError('BACKUP_PG_DUMP_FAILED', `pg_dump failed: ${r.stderr}`);
    return facts;
  } finally {
    await client.end();
  }
}

async function copyStoredFile(
  from: string,
  to: string,
): Promise<{ bytes: number; sha256: string; keyId: string | null }> {
  await mkdir(path.dirname(to), { recursive: true, mode: 0o700 });
  await copyFile(from, to);
  const fh = await open(to, 'r+');
  try {
    await fh.sync();
    const head = Buffer.alloc(HEADER_BYTES);
    const { bytesRead } = await fh.read(head, 0, HEADER_BYTES, 0);
    const keyId = bytesRead === HEADER_BYTES && isEncrypted(head) ? keyIdIn(head) : null;
    return { bytes: (await fh.stat()).size, sha256: await sha256File(to), keyId };
  } finally {
    await fh.close();
  }
}

function authSecretOf(env: Env): string | null {
  if (env.AUTH_SECRET) return env.AUTH_SECRET;
  const file = path.resolve(env.DATA_DIR, 'auth-secret');
  return existsSync(file) ? readFileSync(file, 'utf8').trim() : null;
}

/**
 * A backup of the running (or stopped) installation into `out` (a new or empty folder): the
 * database snapshot first, then the stored files every assessment in it names. A file is written
 * before its row (upload) or before the row says it exists (analysis), so every file the
 * snapshot names is already on disk when the copy starts; files of uploads that arrive after the
 * snapshot are not copied (their rows are not in it). The keys are not copied (see
 * docs/decisions/0020-backups-without-keys.md); the manifest names the ones a restore needs.
 */
export async function takeBackup(env: Env, out: string, log: (line: string) => void = () => {}): Promise<Manifest> {
  // the files are copied from DATA_DIR/uploads; a bucket is backed up by the object store itself
  if (env.STORAGE_URL)
    throw new BackupError(
      'BACKUP_BUCKET_STORAGE',
      `The photos are in the bucket of STORAGE_URL, which this backup does not copy: back the database up with pg_dump and the bucket with its own versioning or replication (docs/operations.md#photos-in-a-bucket).`,
    );
  if (existsSync(out) && readdirSync(out).length)
    throw new BackupError('BACKUP_OUT_NOT_EMPTY', `${out} is not empty: back up into a new or empty folder.`);
  await mkdir(out, { recursive: true, mode: 0o700 });

  let database: Manifest['database'];
  let facts: SnapshotFacts;
  if (env.DATABASE_URL) {
    const target = path.join(out, PG_DUMP);
    facts = await postgresSnapshot(env.DATABASE_URL, target);
    database = {
      kind: 'postgres',
      method: PG_METHOD,
      path: PG_DUMP,
      bytes: (await stat(target)).size,
      sha256: await sha256File(target),
    };
  } else {
    const tar = await pgliteSnapshot(env.DATA_DIR, log);
    await writeFile(path.join(out, PGLITE_DUMP), tar, { mode: 0o600 });
    facts = await pgliteFacts(tar);
    database = { kind: 'pglite', method: PGLITE_METHOD, path: PGLITE_DUMP, bytes: tar.length, sha256: sha256(tar) };
  }

  const uploads = path.resolve(env.DATA_DIR, 'uploads');
  const files: ManifestFile[] = [];
  const missing: string[] = [];
  const keyIds = new Set<string>();
  let unencrypted = 0;
  for (const rel of facts.files) {
    const from = path.join(uploads, ...rel.split('/'));
    const relOut = `${UPLOADS}/${rel}`;
    try {
      const done = await copyStoredFile(from, path.join(out, ...relOut.split('/')));
      files.push({ path: relOut, bytes: done.bytes, sha256: done.sha256 });
      if (done.keyId) keyIds.add(done.keyId);
      else unencrypted += 1;
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'ENOENT') throw err;
      missing.push(relOut);
      log(`warning: ${rel} is named by the snapshot but was not on disk when copied (removed since?)`);
    }
  }

  const secret = authSecretOf(env);
  const manifest: Manifest = {
    format: BACKUP_FORMAT,
    formatVersion: BACKUP_FORMAT_VERSION,
    createdAt: new Date().toISOString(),
    appVersion: appVersion(),
    schemaVersion: facts.schemaVersion,
    database,
    counts: { ...facts.counts, files: files.length },
    files,
    missing,
    keys: {
      storageKeyIds: [...keyIds].sort(),
      unencryptedFiles: unencrypted,
      authSecretFingerprint: secret ? authSecretFingerprint(secret) : '',
    },
  };
  const manifestFile = path.join(out, MANIFEST_FILE);
  await writeFile(`${manifestFile}.tmp`, `${JSON.stringify(manifest, null, 2)}\n`, { mode: 0o600 });
  await rename(`${manifestFile}.tmp`, manifestFile);
  return manifest;
}
