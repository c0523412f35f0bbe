import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ANNOTATED_FILE, MASK_FILE, PHOTO_FILE, PROBABILITY_FILE } from '../storage/file-store.ts';

/**
 * What `npm run backup` writes and `npm run restore` reads: OUT/manifest.json (written last: a
 * folder without it is not a finished backup), OUT/database.tar.gz (embedded database) or
 * OUT/database.dump (PostgreSQL, pg_dump -Fc), and OUT/uploads/<dir>/<file> — the photos, annotated
 * images, masks and referral letters exactly as stored (encrypted).
 */
export const MANIFEST_FILE = 'manifest.json';
export const BACKUP_FORMAT = 'woundly-backup';
export const BACKUP_FORMAT_VERSION = 1;

export interface ManifestFile {
  /** relative to the backup folder, '/'-separated */
  path: string;
  bytes: number;
  sha256: string;
}

export interface RecordCounts {
  users: number;
  teams: number;
  patients: number;
  wounds: number;
  assessments: number;
  /** stored files the assessments name (photos, annotated images, masks, probability maps) and their referral letters */
  files: number;
}

export interface Manifest {
  format: typeof BACKUP_FORMAT;
  formatVersion: number;
  createdAt: string;
  appVersion: string;
  /** the last migration applied in the snapshot */
  schemaVersion: string;
  database: ManifestFile & {
    kind: 'pglite' | 'postgres';
    /** how it was taken, in words (README/operations say the same) */
    method: string;
  };
  counts: RecordCounts;
  files: ManifestFile[];
  /** files the snapshot names that were gone when copied (removed after the snapshot, e.g. a purge) */
  missing: string[];
  keys: {
    /** ids of the photo master keys the stored files are wrapped under (photo-crypto.ts keyIdOf) */
    storageKeyIds: string[];
    /** files stored before encryption (readable without a key) */
    unencryptedFiles: number;
    /** fingerprint of the auth secret the database's sessions and two-factor secrets depend on */
    authSecretFingerprint: string;
  };
}

/** A refusal of backup or restore: a stable code and a sentence for the operator. */
export class BackupError extends Error {
  constructor(
    readonly code: BackupErrorCode,
    message: string,
  ) {
    super(message);
    this.name = 'BackupError';
  }
}

export type BackupErrorCode =
  | 'BACKUP_OUT_NOT_EMPTY'
  | 'BACKUP_NO_DATABASE'
  | 'BACKUP_BUCKET_STORAGE'
  | 'BACKUP_PG_DUMP_FAILED'
  | 'RESTORE_NOT_A_BACKUP'
  | 'RESTORE_SCHEMA_NEWER'
  | 'RESTORE_DATABASE_KIND'
  | 'RESTORE_CHECKSUM_MISMATCH'
  | 'RESTORE_TARGET_NOT_EMPTY'
  | 'RESTORE_KEYS_MISSING'
  | 'RESTORE_AUTH_SECRET_MISSING'
  | 'RESTORE_AUTH_SECRET_MISMATCH'
  | 'RESTORE_COUNTS_MISMATCH'
  | 'RESTORE_PG_RESTORE_FAILED';

export function sha256File(file: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const h = createHash('sha256');
    createReadStream(file)
      .on('data', (d) => h.update(d))
      .on('error', reject)
      .on('end', () => resolve(h.digest('hex')));
  });
}

export const sha256 = (b: Uint8Array) => createHash('sha256').update(b).digest('hex');

/** A fingerprint of the auth secret: tells whether the right one is supplied, reveals nothing of it. */
export function authSecretFingerprint(secret: string): string {
  return createHash('sha256').update('woundly-auth-secret\0').update(secret.trim()).digest('hex').slice(0, 16);
}

const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../../..');

/** The app's version: the git commit it runs from, when it can tell. */
export function appVersion(): string {
  try {
    const sha = execFileSync('git', ['rev-parse', '--short=12', 'HEAD'], {
      cwd: REPO_ROOT,
      stdio: ['ignore', 'pipe', 'ignore'],
    })
      .toString()
      .trim();
    return sha ? `git ${sha}` : 'unknown';
  } catch {
    return 'unknown';
  }
}

export interface SnapshotFacts {
  schemaVersion: string;
  counts: Omit<RecordCounts, 'files'>;
  /** every stored file an assessment or a referral in the snapshot names: `<photo_dir>/<name>` */
  files: string[];
}

/** One SQL statement's rows (PGlite's query, a pg client's query). */
export type RunQuery = (text: string) => Promise<Record<string, unknown>[]>;

/** The facts a manifest records, read from one snapshot of the database. */
export async function readSnapshotFacts(query: RunQuery): Promise<SnapshotFacts> {
  const count = async (table: string) => Number((await query(`select count(*) as n from ${table}`))[0]?.n ?? 0);
  const last = await query('select name from kysely_migration order by name desc limit 1');
  const rows = (await query(
    'select photo_dir, has_annotated, has_mask, has_probability from assessments order by photo_dir',
  )) as { photo_dir: string; has_annotated: boolean; has_mask: boolean; has_probability: boolean }[];
  const files: string[] = [];
  for (const r of rows) {
    files.push(`${r.photo_dir}/${PHOTO_FILE}`);
    if (r.has_annotated) files.push(`${r.photo_dir}/${ANNOTATED_FILE}`);
    if (r.has_mask) files.push(`${r.photo_dir}/${MASK_FILE}`);
    if (r.has_probability) files.push(`${r.photo_dir}/${PROBABILITY_FILE}`);
  }
  // referral letters in the file store (schema 0020 on; an older snapshot keeps them in its rows)
  const letterColumn = await query(
    "select 1 from information_schema.columns where table_name = 'referrals' and column_name = 'letter_file'",
  );
  if (letterColumn.length) {
    const letters = (await query(
      'select t.photo_dir, r.letter_file from referrals r join assessments t on t.id = r.assessment_id where r.letter_file is not null order by 1, 2',
    )) as { photo_dir: string; letter_file: string }[];
    for (const l of letters) files.push(`${l.photo_dir}/${l.letter_file}`);
  }
  return {
    schemaVersion: String(last[0]?.name ?? ''),
    counts: {
      users: await count('"user"'),
      teams: await count('organization'),
      patients: await count('patients'),
      wounds: await count('wounds'),
      assessments: await count('assessments'),
    },
    files,
  };
}
