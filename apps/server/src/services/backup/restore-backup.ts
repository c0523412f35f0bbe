import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { copyFile, mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import type { Env } from '../../env.ts';
import { migrations } from '../../db/migrations/index.ts';
import {
  decryptFile,
  KEY_FILE,
  parseMasterKey,
  type KeyRing,
  type MasterKey,
} from '../../security/storage/photo-crypto.ts';
import {
  authSecretFingerprint,
  BACKUP_FORMAT,
  BACKUP_FORMAT_VERSION,
  BackupError,
  MANIFEST_FILE,
  readSnapshotFacts,
  sha256File,
  type Manifest,
  type RecordCounts,
  type SnapshotFacts,
} from './manifest.ts';
import { runTool } from './pg-tools.ts';
import { UPLOADS } from './take-backup.ts';

export interface RestoreOptions {
  /** a copy of the old DATA_DIR/storage-keys (else STORAGE_KEY/STORAGE_OLD_KEYS or DATA_DIR/storage-keys) */
  storageKeysFile?: string;
  /** a copy of the old DATA_DIR/auth-secret (else AUTH_SECRET or DATA_DIR/auth-secret) */
  authSecretFile?: string;
  /** restore without the old auth secret: everyone signs in again and two-factor must be set up again */
  newAuthSecret?: boolean;
}

/** What a DATA_DIR may already hold and still count as empty: the keys an operator put there for the restore. */
const KEY_FILES = new Set([KEY_FILE, 'auth-secret']);

function readManifest(from: string): Manifest {
  const file = path.join(from, MANIFEST_FILE);
  let m: Manifest;
  try {
    m = JSON.parse(readFileSync(file, 'utf8')) as Manifest;
  } catch {
    throw new BackupError(
      'RESTORE_NOT_A_BACKUP',
      `${from} holds no readable ${MANIFEST_FILE}: it is not a finished Woundly backup.`,
    );
  }
  if (m.format !== BACKUP_FORMAT || typeof m.formatVersion !== 'number')
    throw new BackupError('RESTORE_NOT_A_BACKUP', `${file} is not a Woundly backup manifest.`);
  if (m.formatVersion > BACKUP_FORMAT_VERSION)
    throw new BackupError(
      'RESTORE_SCHEMA_NEWER',
      `The backup has format ${m.formatVersion}; this version of Woundly reads up to ${BACKUP_FORMAT_VERSION}. Restore it with the version that made it (${m.appVersion}) or newer.`,
    );
  return m;
}

function checkSchema(m: Manifest): void {
  const known = Object.keys(migrations);
  if (known.includes(m.schemaVersion)) return;
  const latest = known[known.length - 1]!;
  throw new BackupError(
    'RESTORE_SCHEMA_NEWER',
    m.schemaVersion > latest
      ? `The backup's database schema is ${m.schemaVersion}, newer than this version of Woundly knows (${latest}). Restore it with the version that made it (${m.appVersion}) or newer.`
      : `The backup's database schema ${m.schemaVersion || '(none)'} is not one this version of Woundly knows (latest ${latest}).`,
  );
}

/** Every file's size and SHA-256 as the manifest says; the list of the ones that differ. */
async function verifyFiles(from: string, m: Manifest): Promise<void> {
  const bad: string[] = [];
  for (const f of [m.database, ...m.files]) {
    const file = path.join(from, ...f.path.split('/'));
    const sum = await sha256File(file).catch(() => null);
    if (sum !== f.sha256) bad.push(sum === null ? `${f.path} (missing)` : f.path);
  }
  if (bad.length)
    throw new BackupError(
      'RESTORE_CHECKSUM_MISMATCH',
      `${bad.length} file(s) of the backup do not match their SHA-256 in the manifest: ${bad.slice(0, 10).join(', ')}${bad.length > 10 ? ', …' : ''}. The backup is damaged; nothing was restored.`,
    );
}

function targetIsEmpty(dataDir: string): boolean {
  if (!existsSync(dataDir)) return true;
  return readdirSync(dataDir).every((f) => KEY_FILES.has(f));
}

async function postgresIsEmpty(databaseUrl: string): Promise<boolean> {
  const c = new pg.Client({ connectionString: databaseUrl });
  await c.connect();
  try {
    const r = await c.query(
      "select count(*)::int as n from pg_tables where schemaname not in ('pg_catalog', 'information_schema')",
    );
    return Number(r.rows[0].n) === 0;
  } finally {
    await c.end();
  }
}

/**
 * The master keys the restored server will read with — as loadKeyRing picks them: STORAGE_KEY and
 * STORAGE_OLD_KEYS when STORAGE_KEY is set (a key file is then ignored), else the key file
 * (--storage-keys, copied into DATA_DIR, or one already there) and STORAGE_OLD_KEYS — with the
 * text to write to DATA_DIR/storage-keys.
 */
function availableKeys(env: Env, opts: RestoreOptions): { keys: MasterKey[]; fileText: string | null; from: string } {
  const keys: MasterKey[] = [];
  const old = (env.STORAGE_OLD_KEYS ?? '').split(',').filter((k) => k.trim());
  const addOld = () => old.forEach((k, i) => keys.push(parseMasterKey(k, `STORAGE_OLD_KEYS (key ${i + 1})`)));
  if (env.STORAGE_KEY) {
    keys.push(parseMasterKey(env.STORAGE_KEY, 'STORAGE_KEY'));
    addOld();
    return {
      keys,
      fileText: null,
      from: 'STORAGE_KEY and STORAGE_OLD_KEYS (a key file is not read while STORAGE_KEY is set)',
    };
  }
  const file = opts.storageKeysFile ?? path.join(env.DATA_DIR, KEY_FILE);
  if (!existsSync(file)) {
    addOld();
    return { keys, fileText: null, from: 'no key file and no STORAGE_KEY' };
  }
  const text = readFileSync(file, 'utf8');
  text
    .split('\n')
    .map((l) => l.trim())
    .filter((l) => l && !l.startsWith('#'))
    .forEach((l, i) => keys.push(parseMasterKey(l, `${file} line ${i + 1}`)));
  addOld();
  return { keys, fileText: opts.storageKeysFile ? text : null, from: file };
}

/** The auth secret the restored server will use, as bootstrap picks it: AUTH_SECRET, else the file. */
function availableSecret(
  env: Env,
  opts: RestoreOptions,
): { secret: string | null; fileText: string | null; from: string } {
  if (env.AUTH_SECRET) return { secret: env.AUTH_SECRET, fileText: null, from: 'AUTH_SECRET' };
  if (opts.authSecretFile) {
    const text = readFileSync(opts.authSecretFile, 'utf8').trim();
    return { secret: text, fileText: text, from: opts.authSecretFile };
  }
  const inDir = path.join(env.DATA_DIR, 'auth-secret');
  return existsSync(inDir)
    ? { secret: readFileSync(inDir, 'utf8').trim(), fileText: null, from: inDir }
    : { secret: null, fileText: null, from: 'none' };
}

async function pgliteRestore(from: string, m: Manifest, dataDir: string): Promise<SnapshotFacts> {
  const tar = await readFile(path.join(from, m.database.path));
  const db = new PGlite({
    dataDir: path.resolve(dataDir, 'pglite'),
    loadDataDir: new Blob([tar], { type: 'application/x-gzip' }),
  });
  try {
    return await readSnapshotFacts(async (q) => (await db.query<Record<string, unknown>>(q)).rows);
  } finally {
    await db.close();
  }
}

async function postgresRestore(from: string, m: Manifest, databaseUrl: string): Promise<SnapshotFacts> {
  const r = await runTool(
    'pg_restore',
    ['--no-owner', '--no-privileges', '--exit-on-error', '--single-transaction', path.join(from, m.database.path)],
    databaseUrl,
  );
  if (!r.ok) throw new BackupError('RESTORE_PG_RESTORE_FAILED', `pg_restore failed: ${r.stderr}`);
  const c = new pg.Client({ connectionString: databaseUrl });
  await c.connect();
  try {
    return await readSnapshotFacts(async (q) => (await c.query(q)).rows);
  } finally {
    await c.end();
  }
}

/**
 * Restore a backup into an empty DATA_DIR (and, with DATABASE_URL, an empty PostgreSQL database).
 * Everything is checked before anything is written — the manifest, the schema version, every
 * file's SHA-256, that the target is empty, that the photo keys open every stored file and that
 * the auth secret is the one the database was made with; after writing, the restored database's
 * counts and file list must equal the manifest's.
 */
export async function restoreBackup(
  env: Env,
  from: string,
  opts: RestoreOptions = {},
  log: (line: string) => void = () => {},
): Promise<Manifest> {
  const m = readManifest(from);
  checkSchema(m);
  const wantKind = env.DATABASE_URL ? 'postgres' : 'pglite';
  if (m.database.kind !== wantKind)
    throw new BackupError(
      'RESTORE_DATABASE_KIND',
      m.database.kind === 'postgres'
        ? 'This backup is of a PostgreSQL database: set DATABASE_URL to an empty PostgreSQL database to restore it.'
        : 'This backup is of the embedded database: unset DATABASE_URL and set DATA_DIR to an empty folder to restore it.',
    );
  await verifyFiles(from, m);
  log(`verified: ${m.files.length + 1} files match their SHA-256`);

  if (!targetIsEmpty(env.DATA_DIR))
    throw new BackupError(
      'RESTORE_TARGET_NOT_EMPTY',
      `DATA_DIR ${path.resolve(env.DATA_DIR)} is not empty: restore into a new folder (it may hold only ${[...KEY_FILES].join(' and ')}).`,
    );
  if (env.DATABASE_URL && !(await postgresIsEmpty(env.DATABASE_URL)))
    throw new BackupError(
      'RESTORE_TARGET_NOT_EMPTY',
      'The database at DATABASE_URL already has tables: restore into a new, empty database (createdb …).',
    );

  // the photo keys: every key the stored files name must be at hand, and must open them
  const { keys, fileText: keysText, from: keysFrom } = availableKeys(env, opts);
  const have = new Set(keys.map((k) => k.id));
  const lacking = m.keys.storageKeyIds.filter((id) => !have.has(id));
  if (lacking.length)
    throw new BackupError(
      'RESTORE_KEYS_MISSING',
      `The backup's photos are encrypted under storage key(s) ${lacking.join(', ')}, which ${keys.length ? 'are not among the keys given' : 'were not given'} (keys from: ${keysFrom}). ` +
        `The backup holds no keys: pass the old DATA_DIR/storage-keys with --storage-keys FILE, or set STORAGE_KEY (and STORAGE_OLD_KEYS) to the key(s) the old server used.`,
    );
  const ring: KeyRing = { current: keys[0]!, byId: new Map(keys.map((k) => [k.id, k])), source: 'key file' };
  if (keys.length) {
    for (const f of m.files) {
      const place = f.path.slice(UPLOADS.length + 1);
      try {
        decryptFile(ring, place, await readFile(path.join(from, ...f.path.split('/'))));
      } catch {
        throw new BackupError(
          'RESTORE_KEYS_MISSING',
          `${f.path} does not decrypt with the storage keys given: they are not the keys it was stored under.`,
        );
      }
    }
  }

  const { secret, fileText: secretText, from: secretFrom } = availableSecret(env, opts);
  if (m.keys.authSecretFingerprint && !opts.newAuthSecret) {
    if (!secret)
      throw new BackupError(
        'RESTORE_AUTH_SECRET_MISSING',
        'The backup holds no auth secret, and the database needs the one it was made with (sessions, two-factor secrets): pass the old DATA_DIR/auth-secret with --auth-secret FILE or set AUTH_SECRET. Without it, --new-auth-secret restores anyway: everyone signs in again and two-factor users must set it up again.',
      );
    if (authSecretFingerprint(secret) !== m.keys.authSecretFingerprint)
      throw new BackupError(
        'RESTORE_AUTH_SECRET_MISMATCH',
        `The auth secret from ${secretFrom} is not the one this backup was made with (fingerprint ${authSecretFingerprint(secret)}, the backup's ${m.keys.authSecretFingerprint}).`,
      );
  }

  // writing: DATA_DIR first (keys, photos), then the database; on failure what this run wrote is removed
  const dataDir = path.resolve(env.DATA_DIR);
  const created = !existsSync(dataDir);
  const written: string[] = [];
  try {
    await mkdir(dataDir, { recursive: true, mode: 0o700 });
    if (keysText !== null) {
      await writeFile(path.join(dataDir, KEY_FILE), keysText, { mode: 0o600, flag: 'wx' });
      written.push(KEY_FILE);
    }
    if (secretText !== null && !opts.newAuthSecret) {
      await writeFile(path.join(dataDir, 'auth-secret'), secretText, { mode: 0o600, flag: 'wx' });
      written.push('auth-secret');
    }
    written.push(UPLOADS);
    for (const f of m.files) {
      const to = path.join(dataDir, ...f.path.split('/'));
      await mkdir(path.dirname(to), { recursive: true, mode: 0o700 });
      await copyFile(path.join(from, ...f.path.split('/')), to);
      if ((await sha256File(to)) !== f.sha256)
        throw new BackupError('RESTORE_CHECKSUM_MISMATCH', `${to} does not match its SHA-256 after copying.`);
    }
    if (m.database.kind === 'pglite') written.push('pglite');
    const facts =
      m.database.kind === 'pglite'
        ? await pgliteRestore(from, m, dataDir)
        : await postgresRestore(from, m, env.DATABASE_URL!);
    const restored: RecordCounts = { ...facts.counts, files: facts.files.length - m.missing.length };
    const differ = (Object.keys(m.counts) as (keyof RecordCounts)[]).filter((k) => restored[k] !== m.counts[k]);
    if (differ.length || facts.schemaVersion !== m.schemaVersion)
      throw new BackupError(
        'RESTORE_COUNTS_MISMATCH',
        `The restored database differs from the manifest: ${differ.map((k) => `${k} ${restored[k]} (manifest ${m.counts[k]})`).join(', ') || `schema ${facts.schemaVersion}`}.`,
      );
    log(
      `restored: ${m.counts.patients} patients, ${m.counts.wounds} wounds, ${m.counts.assessments} assessments, ${m.counts.files} files (schema ${m.schemaVersion})`,
    );
    if (m.missing.length) log(`note: ${m.missing.length} file(s) were already missing when the backup was taken`);
    return m;
  } catch (err) {
    if (created) await rm(dataDir, { recursive: true, force: true });
    else for (const w of written) await rm(path.join(dataDir, w), { recursive: true, force: true });
    if (env.DATABASE_URL && err instanceof BackupError && err.code !== 'RESTORE_PG_RESTORE_FAILED')
      log('the PostgreSQL database may hold part of the restore: drop and re-create it before trying again');
    throw err;
  }
}
