import { chmodSync, lstatSync, mkdirSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { ConfigError } from '../../env.ts';

/** The file-system calls used (replaceable in tests, to play a tree we may not change). */
export interface FsOps {
  chmod(p: string, mode: number): void;
}
const realFs: FsOps = { chmod: chmodSync };

/** Files whose exposure gives away every account: they must end up owner-only, or we do not start. */
const CRITICAL = ['auth-secret', 'pglite', 'storage-keys'];

/**
 * DATA_DIR holds the embedded database (its WAL has reset tokens, password hashes, patient
 * names), the auth secret, the storage keys, the photos and the dev outbox: owner-only. Creates it 0700 when
 * missing; tightens an existing tree (folders 0700, files 0600) and says so; refuses to start when
 * the auth secret or the database is readable by others and cannot be fixed. The processes start
 * with umask 077, so whatever they create later is owner-only too.
 */
export function secureDataDir(dataDir: string, log: (line: string) => void, fs: FsOps = realFs): void {
  const root = path.resolve(dataDir);
  mkdirSync(root, { recursive: true, mode: 0o700 });
  let fixed = 0;
  const stuck: { file: string; why: string }[] = [];
  const visit = (p: string) => {
    const st = lstatSync(p);
    if (st.isSymbolicLink()) return;
    const dir = st.isDirectory();
    if (st.mode & 0o077) {
      try {
        fs.chmod(p, dir ? 0o700 : st.mode & 0o700 || 0o600);
        fixed += 1;
      } catch (err) {
        stuck.push({ file: p, why: (err as NodeJS.ErrnoException).code ?? String(err) });
      }
    }
    if (dir) for (const name of readdirSync(p)) visit(path.join(p, name));
  };
  visit(root);
  if (fixed)
    log(
      `[storage] ${root}: ${fixed} file(s) and folder(s) were readable by other users; tightened to owner-only (folders 0700, files 0600).`,
    );
  const critical = stuck.filter((s) => {
    const rel = path.relative(root, s.file);
    return rel === '' || CRITICAL.some((c) => rel === c || rel.startsWith(c + path.sep));
  });
  if (critical.length) {
    const list = critical
      .slice(0, 5)
      .map((s) => `${s.file} (${s.why})`)
      .join(', ');
    throw new ConfigError(
      `DATA_DIR is readable by other users and could not be made owner-only: ${list}. Run the server as the owner of ${root}, or fix it with: chmod -R go-rwx ${root}`,
    );
  }
  for (const s of stuck) log(`[storage] could not make ${s.file} owner-only (${s.why}); fix it with chmod go-rwx`);
}
