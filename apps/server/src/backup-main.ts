/**
 * `npm run backup -- OUT`: a consistent backup of the installation DATA_DIR / DATABASE_URL point
 * at, while the server runs (docs/operations.md#backups).
 */
import path from 'node:path';
import { ConfigError, parseEnv } from './env.ts';
import { BackupError } from './services/backup/manifest.ts';
import { takeBackup } from './services/backup/take-backup.ts';

process.umask(0o077);
const out = process.argv[2];
if (!out || out.startsWith('-')) {
  console.error('usage: npm run backup -- OUT   (OUT: a new or empty folder)');
  process.exit(1);
}
try {
  const env = parseEnv();
  const m = await takeBackup(env, path.resolve(out), (l) => console.log(l));
  const c = m.counts;
  console.log(
    `backup written to ${path.resolve(out)}: ${c.patients} patients, ${c.wounds} wounds, ${c.assessments} assessments, ${c.files} files; schema ${m.schemaVersion}; database ${m.database.kind} (${m.database.bytes} bytes)`,
  );
  console.log(
    `It holds no keys. Keep apart from it: the photo key(s) ${m.keys.storageKeyIds.join(', ') || '(none needed)'} (DATA_DIR/storage-keys or STORAGE_KEY) and the auth secret (DATA_DIR/auth-secret or AUTH_SECRET).`,
  );
  if (m.missing.length) console.log(`warning: ${m.missing.length} file(s) named by the database were missing`);
} catch (err) {
  if (err instanceof BackupError) console.error(`backup failed [${err.code}]: ${err.message}`);
  else if (err instanceof ConfigError) console.error(err.message);
  else console.error(`backup failed: ${err instanceof Error ? err.message : String(err)}`);
  process.exit(1);
}
