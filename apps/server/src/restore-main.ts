/**
 * `npm run restore -- IN [--storage-keys FILE] [--auth-secret FILE] [--new-auth-secret]`: a backup
 * restored into an empty DATA_DIR (and an empty DATABASE_URL database), verified against its
 * manifest (docs/operations.md#backups).
 */
import path from 'node:path';
import { parseArgs } from 'node:util';
import { ConfigError, parseEnv } from './env.ts';
import { BackupError } from './services/backup/manifest.ts';
import { restoreBackup } from './services/backup/restore-backup.ts';

process.umask(0o077);
const usage =
  'usage: npm run restore -- IN [--storage-keys FILE] [--auth-secret FILE] [--new-auth-secret]\n' +
  '  into DATA_DIR (empty) or, with DATABASE_URL, an empty PostgreSQL database';
let args: ReturnType<typeof parse>;
function parse() {
  return parseArgs({
    allowPositionals: true,
    options: {
      'storage-keys': { type: 'string' },
      'auth-secret': { type: 'string' },
      'new-auth-secret': { type: 'boolean' },
    },
  });
}
try {
  args = parse();
} catch (err) {
  console.error(`${err instanceof Error ? err.message : String(err)}\n${usage}`);
  process.exit(1);
}
const from = args.positionals[0];
if (!from || args.positionals.length > 1) {
  console.error(usage);
  process.exit(1);
}
try {
  const env = parseEnv();
  const m = await restoreBackup(
    env,
    path.resolve(from),
    {
      storageKeysFile: args.values['storage-keys'],
      authSecretFile: args.values['auth-secret'],
      newAuthSecret: args.values['new-auth-secret'],
    },
    (l) => console.log(l),
  );
  console.log(
    `restore complete into ${env.DATABASE_URL ? 'DATABASE_URL and ' : ''}DATA_DIR ${path.resolve(env.DATA_DIR)} (backup of ${m.createdAt}); start the server on it.`,
  );
} catch (err) {
  if (err instanceof BackupError) console.error(`restore refused [${err.code}]: ${err.message}`);
  else if (err instanceof ConfigError) console.error(err.message);
  else console.error(`restore failed: ${err instanceof Error ? err.message : String(err)}`);
  process.exit(1);
}
